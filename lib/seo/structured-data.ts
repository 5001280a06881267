/**
 * schema.org data (JSON-LD) of the agency and of its pages: the agency as a
 * RealEstateAgent (home, contact), the site as a WebSite with a SearchAction (home), a list's
 * properties as an ItemList (lists, landing pages) and a breadcrumb as a BreadcrumbList (every page
 * that shows one), a jobs article's open offers as JobPostings, a news item as a NewsArticle. The property and project pages
 * have theirs in lib/property and lib/project.
 */
import type { JobOffer } from '@/lib/content/article-schema';
import type { NewsItem } from '@/lib/content/news';
import { getSiteConfig } from '@/lib/content/site';
import { SITE_TIME_ZONE } from '@/lib/dates';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';

const CONTEXT = 'https://schema.org';
/** Top-bar links to the agency's profiles elsewhere (SPEC §3 icons). */
const SOCIAL_ICONS = new Set([
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'twitter',
  'x',
  'tiktok',
  'pinterest',
]);

const absolute = (path: string) => new URL(path, getSiteConfig().siteUrl).href;

/** The agency: name, logo, address, phone, e-mail, opening hours, area served, social profiles. */
export function realEstateAgentJsonLd(locale: SiteLocale) {
  const site = getSiteConfig();
  const { agency } = site;
  const sameAs = site.topBar.left
    .concat(site.topBar.right)
    .filter(
      (item) =>
        item.status === 'Published' && SOCIAL_ICONS.has(item.icon) && /^https:\/\//.test(item.link),
    )
    .map((item) => item.link);
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': `${absolute('/')}#agency`,
    name: agency.name,
    legalName: agency.legalName,
    url: absolute(`/${locale}/`),
    logo: absolute(site.theme.logo.url),
    image: absolute(site.theme.logo.url),
    telephone: agency.phone,
    email: agency.email,
    vatID: agency.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city[locale],
      addressCountry: agency.country,
    },
    ...(agency.openingHours.length > 0
      ? {
          openingHoursSpecification: agency.openingHours.map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: h.days.map((d) => `${CONTEXT}/${d}`),
            opens: h.opens,
            closes: h.closes,
          })),
        }
      : {}),
    ...(agency.areaServed.length > 0
      ? { areaServed: agency.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })) }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The site, and its search: the sale list filtered on a town ('city=Ixelles' matches the town's name). */
export function webSiteJsonLd(locale: SiteLocale) {
  const { agency } = getSiteConfig();
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: agency.name,
    url: absolute(`/${locale}/`),
    inLanguage: locale,
    publisher: { '@id': `${absolute('/')}#agency` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absolute(localizedHref('/for-sale', locale))}?city={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The properties a list page shows, in order; `first` is the position of the first one in the whole list. */
export function itemListJsonLd(items: readonly { url: string; name: string }[], first = 1) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: first + i,
      name: item.name,
      url: absolute(item.url),
    })),
  };
}

/** A breadcrumb trail; the last crumb (the page itself) may have no link. */
export function breadcrumbListJsonLd(crumbs: readonly { label: string; href?: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: absolute(c.href) } : {}),
    })),
  };
}

const brusselsOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The last second of a calendar day in Brussels, with its offset: '2027-12-31T23:59:59+01:00'. */
function endOfBrusselsDay(day: string): string {
  const zone = brusselsOffset
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return `${day}T23:59:59${zone === 'GMT' ? '+00:00' : zone.slice(3)}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text with blank lines between paragraphs as the HTML Google wants in a job description. */
function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
}

/**
 * A job offer as Google's job postings want it: the agency hires, applications go through the
 * form on the same page (directApply). Only open offers (lib/content/job-offers) belong here.
 */
export function jobPostingJsonLd(offer: JobOffer, locale: SiteLocale) {
  const site = getSiteConfig();
  const places = offer.locations.map((l) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: l.addressLocality[locale],
      postalCode: l.postalCode,
      addressCountry: l.addressCountry,
    },
  }));
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: offer.title[locale],
    description: paragraphsHtml(offer.description[locale]),
    identifier: { '@type': 'PropertyValue', name: site.agency.name, value: offer.id },
    datePosted: offer.datePosted,
    ...(offer.validThrough ? { validThrough: endOfBrusselsDay(offer.validThrough) } : {}),
    employmentType: offer.employmentType.length === 1 ? offer.employmentType[0] : offer.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.agency.name,
      sameAs: absolute(`/${locale}/`),
      logo: absolute(site.theme.logo.url),
    },
    jobLocation: places.length === 1 ? places[0] : places,
    directApply: true,
    ...(offer.baseSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: offer.baseSalary.minValue,
              maxValue: offer.baseSalary.maxValue,
              unitText: offer.baseSalary.unit,
            },
          },
        }
      : {}),
  };
}

/** A news item's page (lib/content/news): written and published by the agency, on the day it carries. */
export function newsArticleJsonLd(item: NewsItem, locale: SiteLocale) {
  const site = getSiteConfig();
  const agency = { '@type': 'Organization', name: site.agency.name, url: absolute(`/${locale}/`), logo: absolute(site.theme.logo.url) };
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.excerpt,
    inLanguage: locale,
    url: absolute(item.href),
    mainEntityOfPage: absolute(item.href),
    ...(item.image ? { image: [absolute(item.image.url)] } : {}),
    ...(item.date ? { datePublished: item.date } : {}),
    author: agency,
    publisher: agency,
  };
}
