/**
 * The staff compliance screen's data: every listing the site publishes (once, in the staff
 * member's language when the CRM has it, else in the first language that does), with its passport
 * problems on `today`, worst first.
 */
import { getProperties, getTypeKind, type Property } from '@/lib/catalogue';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { legalMentionsFor } from '@/lib/property/legal-mentions';
import { complianceProblems, sortBySeverity, type ListingCompliance } from './compliance';

export type ReportedListing = ListingCompliance & { property: Property; locale: SiteLocale };

export function publishedListings(first: SiteLocale): { property: Property; locale: SiteLocale }[] {
  const seen = new Set<number>();
  const listings: { property: Property; locale: SiteLocale }[] = [];
  for (const locale of [first, ...SITE_LOCALES.filter((l) => l !== first)]) {
    for (const property of getProperties(locale)) {
      if (seen.has(property.ID)) continue;
      seen.add(property.ID);
      listings.push({ property, locale });
    }
  }
  return listings;
}

export function complianceReport(first: SiteLocale, today: string): ReportedListing[] {
  const reported: ReportedListing[] = [];
  for (const { property, locale } of publishedListings(first)) {
    const mentions = legalMentionsFor(property, getTypeKind(property.WebID));
    if (!mentions) continue;
    reported.push({ id: property.ID, region: mentions.region, kind: mentions.kind, problems: complianceProblems(mentions, today), property, locale });
  }
  const byId = new Map(reported.map((r) => [r.id, r]));
  return sortBySeverity(reported).map((l) => byId.get(l.id)!);
}

/** Today as an ISO day, in Belgian time (a certificate ends at the end of its day there). */
export function belgianToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
