// The pages the harness runs (hostile, front cache, reliability) visit in each site language. They
// are JavaScript run by node, which reads neither lib/locale.ts nor lib/routes/registry.ts, so the
// paths are written here once, and tests/i18n/language-registry.test.ts holds them to SITE_LOCALES
// and to the route table: a language added to the site fails that test until it has its line here.
export const HARNESS_PAGES = {
  nl: { contact: '/nl/contact/', thankYou: '/nl/bedankt/site-contact/', list: '/nl/te-koop/' },
  fr: { contact: '/fr/contact/', thankYou: '/fr/merci/site-contact/', list: '/fr/a-vendre/' },
  en: { contact: '/en/contact/', thankYou: '/en/thank-you/site-contact/', list: '/en/for-rent/' },
  de: { contact: '/de/kontakt/', thankYou: '/de/danke/site-contact/', list: '/de/zu-verkaufen/' },
};

/** The site languages, in the order of SITE_LOCALES. */
export const HARNESS_LOCALES = Object.keys(HARNESS_PAGES);
