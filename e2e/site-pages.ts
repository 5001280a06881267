import { pathnames } from '@/lib/routes/registry';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { THANK_YOU_PAGES } from '@/lib/forms/leads/registry';
import { landingHref, landingPages } from '@/lib/listing/landing-pages';
import { isStaticPathname, localizedDynamicHref, localizedHref, PRIVATE_PATHNAMES } from '@/lib/routes';

/** Every localized public URL of the route table (not the per-request private pages), with its language. */
export function routeTableUrls(): { locale: SiteLocale; url: string; internal: string }[] {
  const statics = Object.keys(pathnames)
    .filter(isStaticPathname)
    .filter((internal) => !PRIVATE_PATHNAMES.includes(internal))
    .flatMap((internal) => SITE_LOCALES.map((locale) => ({ locale, internal, url: localizedHref(internal, locale) })));
  const feedback = THANK_YOU_PAGES.flatMap((form) =>
    SITE_LOCALES.map((locale) => ({
      locale,
      internal: `/feedback/${form}`,
      url: localizedDynamicHref('/feedback/[form]', { form }, locale),
    })),
  );
  return [...statics, ...feedback];
}

/** A landing page (apartments for sale in Ixelles/Elsene) in a language. */
export function landingUrl(locale: SiteLocale): string {
  const landing = landingPages(locale, 'sale').find((l) => l.webId === 2 && l.city.zip === '1050');
  if (!landing) throw new Error(`no landing page for apartments in 1050 in ${locale}`);
  return landingHref(landing, locale);
}
