import type { SiteLocale } from '@/lib/locale';

/**
 * The route table of SPEC §2.2: each internal (original, language-neutral) path and its
 * localized form per language. The single source of slugs: next-intl's routing, the legacy
 * redirects, the language switcher, the sitemap and the property URL builder all read it.
 */
export const pathnames = {
  '/': '/',
  '/for-sale': { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/zu-verkaufen' },
  '/for-rent': { nl: '/te-huur', fr: '/a-louer', en: '/for-rent', de: '/zu-vermieten' },
  '/for-sale/belgique': {
    nl: '/te-koop/belgie',
    fr: '/a-vendre/belgique',
    en: '/for-sale/belgium',
    de: '/zu-verkaufen/belgien',
  },
  '/for-sale/international': {
    nl: '/te-koop/internationaal',
    fr: '/a-vendre/international',
    en: '/for-sale/international',
    de: '/zu-verkaufen/international',
  },
  '/for-rent/belgique': {
    nl: '/te-huur/belgie',
    fr: '/a-louer/belgique',
    en: '/for-rent/belgium',
    de: '/zu-vermieten/belgien',
  },
  '/for-rent/international': {
    nl: '/te-huur/internationaal',
    fr: '/a-louer/international',
    en: '/for-rent/international',
    de: '/zu-vermieten/international',
  },
  '/for-sale/[city]/[title]/[id]': {
    nl: '/te-koop/[city]/[title]/[id]',
    fr: '/a-vendre/[city]/[title]/[id]',
    en: '/for-sale/[city]/[title]/[id]',
    de: '/zu-verkaufen/[city]/[title]/[id]',
  },
  '/for-rent/[city]/[title]/[id]': {
    nl: '/te-huur/[city]/[title]/[id]',
    fr: '/a-louer/[city]/[title]/[id]',
    en: '/for-rent/[city]/[title]/[id]',
    de: '/zu-vermieten/[city]/[title]/[id]',
  },
  // Landing pages: one type in one town (lib/listing/landing-pages), served by
  // app/[locale]/(internal)/landing/[goal]/[type]/[city] (proxy.ts rewrites to it).
  '/for-sale/[type]/[city]': {
    nl: '/te-koop/[type]/[city]',
    fr: '/a-vendre/[type]/[city]',
    en: '/for-sale/[type]/[city]',
    de: '/zu-verkaufen/[type]/[city]',
  },
  '/for-rent/[type]/[city]': {
    nl: '/te-huur/[type]/[city]',
    fr: '/a-louer/[type]/[city]',
    en: '/for-rent/[type]/[city]',
    de: '/zu-vermieten/[type]/[city]',
  },
  // The property detail variant with the country segment of the sub-lists (SPEC §2.2).
  '/for-sale/belgique/[city]/[title]/[id]': {
    nl: '/te-koop/belgie/[city]/[title]/[id]',
    fr: '/a-vendre/belgique/[city]/[title]/[id]',
    en: '/for-sale/belgium/[city]/[title]/[id]',
    de: '/zu-verkaufen/belgien/[city]/[title]/[id]',
  },
  '/for-sale/international/[city]/[title]/[id]': {
    nl: '/te-koop/internationaal/[city]/[title]/[id]',
    fr: '/a-vendre/international/[city]/[title]/[id]',
    en: '/for-sale/international/[city]/[title]/[id]',
    de: '/zu-verkaufen/international/[city]/[title]/[id]',
  },
  '/for-rent/belgique/[city]/[title]/[id]': {
    nl: '/te-huur/belgie/[city]/[title]/[id]',
    fr: '/a-louer/belgique/[city]/[title]/[id]',
    en: '/for-rent/belgium/[city]/[title]/[id]',
    de: '/zu-vermieten/belgien/[city]/[title]/[id]',
  },
  '/for-rent/international/[city]/[title]/[id]': {
    nl: '/te-huur/internationaal/[city]/[title]/[id]',
    fr: '/a-louer/international/[city]/[title]/[id]',
    en: '/for-rent/international/[city]/[title]/[id]',
    de: '/zu-vermieten/international/[city]/[title]/[id]',
  },
  // New-build projects: the list and a project's detail.
  '/projects': { nl: '/projecten', fr: '/projets', en: '/projects', de: '/projekte' },
  '/projects/[city]/[title]/[id]': {
    nl: '/projecten/[city]/[title]/[id]',
    fr: '/projets/[city]/[title]/[id]',
    en: '/projects/[city]/[title]/[id]',
    de: '/projekte/[city]/[title]/[id]',
  },
  '/contact': { nl: '/contact', fr: '/contact', en: '/contact', de: '/kontakt' },
  '/demand-register': {
    nl: '/hou-me-op-de-hoogte',
    fr: '/tenez-moi-au-courant',
    en: '/keep-me-informed',
    de: '/auf-dem-laufenden-bleiben',
  },
  '/contact-demand': {
    nl: '/gratis-schatting',
    fr: '/estimation-gratuite',
    en: '/free-valuation',
    de: '/kostenlose-bewertung',
  },
  '/over-ons': { nl: '/diensten', fr: '/services', en: '/services', de: '/dienstleistungen' },
  '/privacy-statement': {
    nl: '/privacyverklaring',
    fr: '/declaration-de-confidentialite',
    en: '/privacy-statement',
    de: '/datenschutzerklaerung',
  },
  '/cookie-policy': {
    nl: '/cookiebeleid',
    fr: '/politique-cookies',
    en: '/cookie-policy',
    de: '/cookie-richtlinie',
  },
  '/disclaimer': {
    nl: '/disclaimer',
    fr: '/avertissement',
    en: '/disclaimer',
    de: '/haftungsausschluss',
  },
  '/vous-etes-proprietaire': {
    nl: '/u-bent-eigenaar',
    fr: '/vous-etes-proprietaire',
    en: '/you-are-owner',
    de: '/sie-sind-eigentuemer',
  },
  '/jobs': { nl: '/job', fr: '/job', en: '/job', de: '/jobs' },
  '/qui-sommes-nous': {
    nl: '/wie-zijn-wij',
    fr: '/qui-sommes-nous',
    en: '/who-are-we',
    de: '/wer-sind-wir',
  },
  '/testimonials': {
    nl: '/getuigenissen',
    fr: '/temoignages',
    en: '/testimonials',
    de: '/erfahrungsberichte',
  },
  '/login': {
    nl: '/eigenaarslogin',
    fr: '/connexion-du-proprietaire',
    en: '/owner-login',
    de: '/eigentuemer-login',
  },
  '/forgot-password': {
    nl: '/wachtwoord-vergeten',
    fr: '/mot-de-passe-oublie',
    en: '/forgot-password',
    de: '/passwort-vergessen',
  },
  '/reset-password': {
    nl: '/nieuw-wachtwoord',
    fr: '/nouveau-mot-de-passe',
    en: '/new-password',
    de: '/neues-passwort',
  },
  '/portal': { nl: '/eigenaar', fr: '/proprietaire', en: '/owner', de: '/eigentuemer' },
  '/portal/[id]': {
    nl: '/eigenaar/[id]',
    fr: '/proprietaire/[id]',
    en: '/owner/[id]',
    de: '/eigentuemer/[id]',
  },
  // The renovation calculator (rendered per request from its query) and the insurance
  // proposal, a page under the services. Every spelling of a page has as many segments as its
  // internal path (lib/proxy/route-index), and no content page starts with 'services' in any
  // language, so its route folder takes nothing from the catch-all.
  '/renovation-calculator': {
    nl: '/renovatiecalculator',
    fr: '/calculateur-renovation',
    en: '/renovation-calculator',
    de: '/renovierungsrechner',
  },
  '/services/insurance-proposal': {
    nl: '/diensten/verzekeringsvoorstel',
    fr: '/services/proposition-assurance',
    en: '/services/insurance-proposal',
    de: '/dienstleistungen/versicherungsangebot',
  },
  // The visitor's favourites, kept in the browser; a shared list comes as ?ids= (not indexed).
  '/favourites': { nl: '/favorieten', fr: '/favoris', en: '/favourites', de: '/favoriten' },
  '/newsletter': { nl: '/nieuwsbrief', fr: '/newsletter', en: '/newsletter', de: '/newsletter' },
  '/unsubscribe': { nl: '/uitschrijven', fr: '/desinscription', en: '/unsubscribe', de: '/abmelden' },
  // The purchase-cost block's answer to a visitor without JavaScript, per request.
  '/purchase-costs': { nl: '/aankoopkosten', fr: '/frais-d-achat', en: '/purchase-costs', de: '/kaufnebenkosten' },
  // The link of a search alert's first mail: confirms the address (double opt-in).
  '/confirm-alert': {
    nl: '/zoekopdracht-bevestigen',
    fr: '/confirmer-alerte',
    en: '/confirm-alert',
    de: '/suchauftrag-bestaetigen',
  },
  '/feedback/[form]': {
    nl: '/bedankt/[form]',
    fr: '/merci/[form]',
    en: '/thank-you/[form]',
    de: '/danke/[form]',
  },
  // Every localized entry spells every site language: a language added to SITE_LOCALES is named here.
} as const satisfies Record<string, string | Readonly<Record<SiteLocale, string>>>;

export type InternalPathname = keyof typeof pathnames;
