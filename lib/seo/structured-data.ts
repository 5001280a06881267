/**
 * schema.org data (JSON-LD) of the agency and of its pages (issue 18): the agency as a
 * RealEstateAgent (home, contact), the site as a WebSite with a SearchAction (home), a list's
 * properties as an ItemList (lists, landing pages) and a breadcrumb as a BreadcrumbList (every page
 * that shows one). The property and project pages have theirs in lib/property and lib/project.
 */
import { getSiteConfig } from '@/lib/content/site';
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
