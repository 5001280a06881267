/**
 * The agency's optional weekly mail of new compliance problems (issue: the listing passport). Once
 * per ISO week (Belgian time), while the setting is on, the check's problems are stored under the
 * week; those the latest earlier week did not have are queued as one mail to the agency. The week
 * is the row's key, so of several instances checking at once only one queues the mail. The first
 * week after the setting is turned on has no earlier check: its mail lists every current problem.
 */
import 'server-only';
import { desc, eq, lt } from 'drizzle-orm';
import { getSiteConfig } from '@/lib/content/site';
import { missingAgencyMentions, type AgencyMentionField } from '@/lib/legal/agency-mentions';
import { worstSeverity } from '@/lib/legal/compliance';
import { isoWeek, newProblems, problemCount, problemFingerprints } from '@/lib/legal/compliance-digest';
import { belgianToday, complianceReport, type ReportedListing } from '@/lib/legal/compliance-report';
import type { SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import type { Database } from '../db/client';
import { complianceDigests, outbox } from '../db/schema';
import { AGENCY_LOCALE, agencyMailTo } from '../forms/definitions';

/** A listing as the mail names it: its reference, kind and place (in `lang`), its public page. */
export type DigestLine = { id: number; label: string; lang: SiteLocale; path: string; severity: string; problems: { key: string; problem: string }[] };

export type DigestOutcome = 'off' | 'already-checked' | 'nothing-new' | 'queued';

export type DigestCheck = {
  db: Database;
  /** Belgian today (ISO day). */
  today?: string;
  on?: boolean;
  report?: readonly ReportedListing[];
  agencyMissing?: readonly AgencyMentionField[];
  recipient?: string;
  locale?: SiteLocale;
};

function digestLine(l: ReportedListing): DigestLine {
  return {
    id: l.id,
    label: [l.property.MainTypeName, l.property.City].filter(Boolean).join(' · '),
    lang: l.locale,
    path: canonicalPropertyPath(l.property, l.locale),
    severity: worstSeverity(l.problems) ?? 'low',
    problems: l.problems.map(({ key, problem }) => ({ key, problem })),
  };
}

/** This week's check: stores its problems and queues the mail of the new ones (in one transaction). */
export async function checkComplianceWeek(check: DigestCheck): Promise<DigestOutcome> {
  const site = getSiteConfig();
  if (!(check.on ?? site.notifications.weeklyCompliance)) return 'off';
  const locale = check.locale ?? AGENCY_LOCALE;
  const today = check.today ?? belgianToday();
  const week = isoWeek(today);
  // The hourly checks of a week already done cost one lookup, not a report over the whole stock.
  const [done] = await check.db.select({ week: complianceDigests.week }).from(complianceDigests).where(eq(complianceDigests.week, week));
  if (done) return 'already-checked';
  const report = check.report ?? complianceReport(locale, today);
  const agencyMissing = check.agencyMissing ?? missingAgencyMentions(site.agency);
  return check.db.transaction(async (tx) => {
    const problems = problemFingerprints(report, agencyMissing);
    const [claimed] = await tx.insert(complianceDigests).values({ week, problems }).onConflictDoNothing().returning({ week: complianceDigests.week });
    if (!claimed) return 'already-checked';
    const [previous] = await tx.select({ problems: complianceDigests.problems }).from(complianceDigests).where(lt(complianceDigests.week, week)).orderBy(desc(complianceDigests.week)).limit(1);
    const fresh = newProblems(report, agencyMissing, new Set(previous?.problems ?? []));
    const count = problemCount(fresh);
    if (count === 0) return 'nothing-new';
    await tx.insert(outbox).values({
      kind: 'compliance-digest',
      recipient: check.recipient ?? agencyMailTo(),
      locale,
      payload: {
        week,
        count: String(count),
        listings: JSON.stringify(fresh.listings.map(digestLine)),
        agency: JSON.stringify(fresh.agency),
        total: String(report.length),
        first: previous ? '' : '1',
      },
    });
    await tx.update(complianceDigests).set({ mailed: count }).where(eq(complianceDigests.week, week));
    return 'queued';
  });
}
