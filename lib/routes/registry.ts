import type { SiteLocale } from '@/lib/locale';

/**
 * Every route of the site in one place (SPEC §2.2): the pages of the route table with their path
 * per language and how they are served, the editor's screens, and the internal folders that only
 * proxy.ts rewrites to. next-intl's routing, the proxy's verdicts, the sitemap, the URL builders
 * and tests/routes/route-registry.test.ts (which holds it against the folders of app/) read it.
 *
 * Adding a page: an entry here, then its folder under app/[locale]/(group) when it renders from
 * its own folder; the test names the folder that is missing or the entry a folder lacks.
 */

/** Who a page is for, which is also its route group under app/[locale]: (site) for public, (portal), (staff), (internal). */
export type RouteKind = 'public' | 'portal' | 'staff' | 'internal';

export type PageRoute = {
  /** The path after the language segment, per language; one string when every language spells it alike. */
  readonly path: string | Readonly<Record<SiteLocale, string>>;
  readonly kind: 'public' | 'portal';
  /**
   * `folder`: its own route folder, at its internal path under the group of its kind;
   * `page-tree`: the page tree's catch-all, while staff keep a page there published;
   * `landing`: the landing folder of (internal), when the type and town have properties.
   */
  readonly renders: 'folder' | 'page-tree' | 'landing';
  /** Rendered per request for one person (a portal, a mailed link's token): never in a shared cache, never indexed. */
  readonly private?: true;
  /** Not for search engines. */
  readonly noindex?: true;
  /** A property's detail: its goal and the country sub-list it is reached from (SPEC §2.3). */
  readonly detail?: { readonly goal: 'sale' | 'rent'; readonly country?: 'belgique' | 'international' };
};

export const PAGE_ROUTES = {
  '/': { path: '/', kind: 'public', renders: 'folder' },
  '/for-sale': { path: { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/zu-verkaufen' }, kind: 'public', renders: 'page-tree' },
  '/for-rent': { path: { nl: '/te-huur', fr: '/a-louer', en: '/for-rent', de: '/zu-vermieten' }, kind: 'public', renders: 'page-tree' },
  '/for-sale/belgique': { path: { nl: '/te-koop/belgie', fr: '/a-vendre/belgique', en: '/for-sale/belgium', de: '/zu-verkaufen/belgien' }, kind: 'public', renders: 'page-tree' },
  '/for-sale/international': { path: { nl: '/te-koop/internationaal', fr: '/a-vendre/international', en: '/for-sale/international', de: '/zu-verkaufen/international' }, kind: 'public', renders: 'page-tree' },
  '/for-rent/belgique': { path: { nl: '/te-huur/belgie', fr: '/a-louer/belgique', en: '/for-rent/belgium', de: '/zu-vermieten/belgien' }, kind: 'public', renders: 'page-tree' },
  '/for-rent/international': { path: { nl: '/te-huur/internationaal', fr: '/a-louer/international', en: '/for-rent/international', de: '/zu-vermieten/international' }, kind: 'public', renders: 'page-tree' },
  '/for-sale/[city]/[title]/[id]': { path: { nl: '/te-koop/[city]/[title]/[id]', fr: '/a-vendre/[city]/[title]/[id]', en: '/for-sale/[city]/[title]/[id]', de: '/zu-verkaufen/[city]/[title]/[id]' }, kind: 'public', renders: 'folder', detail: { goal: 'sale' } },
  '/for-rent/[city]/[title]/[id]': { path: { nl: '/te-huur/[city]/[title]/[id]', fr: '/a-louer/[city]/[title]/[id]', en: '/for-rent/[city]/[title]/[id]', de: '/zu-vermieten/[city]/[title]/[id]' }, kind: 'public', renders: 'folder', detail: { goal: 'rent' } },
  // Landing pages: one type in one town (lib/listing/landing-pages), served by
  // app/[locale]/(internal)/landing/[goal]/[type]/[city] (proxy.ts rewrites to it).
  '/for-sale/[type]/[city]': { path: { nl: '/te-koop/[type]/[city]', fr: '/a-vendre/[type]/[city]', en: '/for-sale/[type]/[city]', de: '/zu-verkaufen/[type]/[city]' }, kind: 'public', renders: 'landing' },
  '/for-rent/[type]/[city]': { path: { nl: '/te-huur/[type]/[city]', fr: '/a-louer/[type]/[city]', en: '/for-rent/[type]/[city]', de: '/zu-vermieten/[type]/[city]' }, kind: 'public', renders: 'landing' },
  // The property detail variant with the country segment of the sub-lists (SPEC §2.2).
  '/for-sale/belgique/[city]/[title]/[id]': { path: { nl: '/te-koop/belgie/[city]/[title]/[id]', fr: '/a-vendre/belgique/[city]/[title]/[id]', en: '/for-sale/belgium/[city]/[title]/[id]', de: '/zu-verkaufen/belgien/[city]/[title]/[id]' }, kind: 'public', renders: 'folder', detail: { goal: 'sale', country: 'belgique' } },
  '/for-sale/international/[city]/[title]/[id]': { path: { nl: '/te-koop/internationaal/[city]/[title]/[id]', fr: '/a-vendre/international/[city]/[title]/[id]', en: '/for-sale/international/[city]/[title]/[id]', de: '/zu-verkaufen/international/[city]/[title]/[id]' }, kind: 'public', renders: 'folder', detail: { goal: 'sale', country: 'international' } },
  '/for-rent/belgique/[city]/[title]/[id]': { path: { nl: '/te-huur/belgie/[city]/[title]/[id]', fr: '/a-louer/belgique/[city]/[title]/[id]', en: '/for-rent/belgium/[city]/[title]/[id]', de: '/zu-vermieten/belgien/[city]/[title]/[id]' }, kind: 'public', renders: 'folder', detail: { goal: 'rent', country: 'belgique' } },
  '/for-rent/international/[city]/[title]/[id]': { path: { nl: '/te-huur/internationaal/[city]/[title]/[id]', fr: '/a-louer/international/[city]/[title]/[id]', en: '/for-rent/international/[city]/[title]/[id]', de: '/zu-vermieten/international/[city]/[title]/[id]' }, kind: 'public', renders: 'folder', detail: { goal: 'rent', country: 'international' } },
  // New-build projects: the list and a project's detail.
  '/projects': { path: { nl: '/projecten', fr: '/projets', en: '/projects', de: '/projekte' }, kind: 'public', renders: 'folder' },
  '/projects/[city]/[title]/[id]': { path: { nl: '/projecten/[city]/[title]/[id]', fr: '/projets/[city]/[title]/[id]', en: '/projects/[city]/[title]/[id]', de: '/projekte/[city]/[title]/[id]' }, kind: 'public', renders: 'folder' },
  // The news overview: the articles of the news category, newest first; its addresses are the category's segments
  // (data/article-categories.json), so its articles live under it ('/nl/nieuws/open-huis/'). '?page=2' is served by
  // INTERNAL_ROUTES.newsPage (proxy.ts).
  '/news': { path: { nl: '/nieuws', fr: '/actualites', en: '/news', de: '/nachrichten' }, kind: 'public', renders: 'folder' },
  '/contact': { path: { nl: '/contact', fr: '/contact', en: '/contact', de: '/kontakt' }, kind: 'public', renders: 'page-tree' },
  '/demand-register': { path: { nl: '/hou-me-op-de-hoogte', fr: '/tenez-moi-au-courant', en: '/keep-me-informed', de: '/auf-dem-laufenden-bleiben' }, kind: 'public', renders: 'folder' },
  '/contact-demand': { path: { nl: '/gratis-schatting', fr: '/estimation-gratuite', en: '/free-valuation', de: '/kostenlose-bewertung' }, kind: 'public', renders: 'folder' },
  '/over-ons': { path: { nl: '/diensten', fr: '/services', en: '/services', de: '/dienstleistungen' }, kind: 'public', renders: 'page-tree' },
  '/privacy-statement': { path: { nl: '/privacyverklaring', fr: '/declaration-de-confidentialite', en: '/privacy-statement', de: '/datenschutzerklaerung' }, kind: 'public', renders: 'page-tree' },
  '/cookie-policy': { path: { nl: '/cookiebeleid', fr: '/politique-cookies', en: '/cookie-policy', de: '/cookie-richtlinie' }, kind: 'public', renders: 'page-tree' },
  '/disclaimer': { path: { nl: '/disclaimer', fr: '/avertissement', en: '/disclaimer', de: '/haftungsausschluss' }, kind: 'public', renders: 'page-tree' },
  '/vous-etes-proprietaire': { path: { nl: '/u-bent-eigenaar', fr: '/vous-etes-proprietaire', en: '/you-are-owner', de: '/sie-sind-eigentuemer' }, kind: 'public', renders: 'page-tree' },
  '/jobs': { path: { nl: '/job', fr: '/job', en: '/job', de: '/jobs' }, kind: 'public', renders: 'page-tree' },
  '/qui-sommes-nous': { path: { nl: '/wie-zijn-wij', fr: '/qui-sommes-nous', en: '/who-are-we', de: '/wer-sind-wir' }, kind: 'public', renders: 'page-tree' },
  '/testimonials': { path: { nl: '/getuigenissen', fr: '/temoignages', en: '/testimonials', de: '/erfahrungsberichte' }, kind: 'public', renders: 'page-tree' },
  '/login': { path: { nl: '/eigenaarslogin', fr: '/connexion-du-proprietaire', en: '/owner-login', de: '/eigentuemer-login' }, kind: 'public', renders: 'folder', noindex: true },
  '/forgot-password': { path: { nl: '/wachtwoord-vergeten', fr: '/mot-de-passe-oublie', en: '/forgot-password', de: '/passwort-vergessen' }, kind: 'public', renders: 'folder', noindex: true },
  '/reset-password': { path: { nl: '/nieuw-wachtwoord', fr: '/nouveau-mot-de-passe', en: '/new-password', de: '/neues-passwort' }, kind: 'public', renders: 'folder', private: true },
  '/portal': { path: { nl: '/eigenaar', fr: '/proprietaire', en: '/owner', de: '/eigentuemer' }, kind: 'portal', renders: 'folder', private: true },
  '/portal/[id]': { path: { nl: '/eigenaar/[id]', fr: '/proprietaire/[id]', en: '/owner/[id]', de: '/eigentuemer/[id]' }, kind: 'portal', renders: 'folder', private: true },
  // The renovation calculator (rendered per request from its query) and the insurance
  // proposal, a page under the services. Every spelling of a page has as many segments as its
  // internal path (lib/proxy/route-index), and no content page starts with 'services' in any
  // language, so its route folder takes nothing from the catch-all.
  '/renovation-calculator': { path: { nl: '/renovatiecalculator', fr: '/calculateur-renovation', en: '/renovation-calculator', de: '/renovierungsrechner' }, kind: 'public', renders: 'folder' },
  '/services/insurance-proposal': { path: { nl: '/diensten/verzekeringsvoorstel', fr: '/services/proposition-assurance', en: '/services/insurance-proposal', de: '/dienstleistungen/versicherungsangebot' }, kind: 'public', renders: 'folder' },
  // The visitor's favourites, kept in the browser; a shared list comes as ?ids= (not indexed).
  '/favourites': { path: { nl: '/favorieten', fr: '/favoris', en: '/favourites', de: '/favoriten' }, kind: 'public', renders: 'folder', noindex: true },
  '/newsletter': { path: { nl: '/nieuwsbrief', fr: '/newsletter', en: '/newsletter', de: '/newsletter' }, kind: 'public', renders: 'folder' },
  '/unsubscribe': { path: { nl: '/uitschrijven', fr: '/desinscription', en: '/unsubscribe', de: '/abmelden' }, kind: 'public', renders: 'folder', private: true },
  // The purchase-cost block's answer to a visitor without JavaScript, per request.
  '/purchase-costs': { path: { nl: '/aankoopkosten', fr: '/frais-d-achat', en: '/purchase-costs', de: '/kaufnebenkosten' }, kind: 'public', renders: 'folder', private: true },
  // The link of a search alert's first mail: confirms the address (double opt-in).
  '/confirm-alert': { path: { nl: '/zoekopdracht-bevestigen', fr: '/confirmer-alerte', en: '/confirm-alert', de: '/suchauftrag-bestaetigen' }, kind: 'public', renders: 'folder', private: true },
  '/feedback/[form]': { path: { nl: '/bedankt/[form]', fr: '/merci/[form]', en: '/thank-you/[form]', de: '/danke/[form]' }, kind: 'public', renders: 'folder' },
} as const satisfies Record<string, PageRoute>;

export type InternalPathname = keyof typeof PAGE_ROUTES;

type Pathnames = { readonly [K in InternalPathname]: (typeof PAGE_ROUTES)[K]['path'] };

/** Each internal (original, language-neutral) path and its localized form per language: next-intl's `pathnames`. */
export const pathnames = Object.fromEntries(
  Object.entries(PAGE_ROUTES).map(([internal, route]) => [internal, route.path]),
) as Pathnames;

/** The internal paths whose route matches `test`, in the order of the table. */
export function routesWhere(test: (route: PageRoute) => boolean): InternalPathname[] {
  return (Object.keys(PAGE_ROUTES) as InternalPathname[]).filter((internal) => test(PAGE_ROUTES[internal]));
}

/**
 * The route folders of (internal): rendered only through a rewrite of proxy.ts, never reached by
 * their own address (the proxy answers that with the 404 page).
 */
export const INTERNAL_ROUTES = {
  /** A list with a filter, sort or page in its query, rendered per request: /list-query/{list path}. */
  listQuery: '/list-query',
  /** A landing page (one type in one town): /landing/{goal}/{type}/{city}. */
  landing: '/landing',
  /** A property's page with one request of its contact block open, per request: '?request=visit' → /detail-request/visit/{detail path}. */
  detailRequest: '/detail-request',
  /** The home page or a content page with staff's drafts: /draft-preview/{page path}. */
  draftPreview: '/draft-preview',
  /** A content page staff added after the build, rendered on demand: /content-added/{page path}. */
  addedContent: '/content-added',
  /** A further page of the news overview, rendered per request: '/nl/nieuws/?page=2' → /news-page?page=2. */
  newsPage: '/news-page',
  /** The translated 404 pages, static, answered with the status 404. */
  pageNotFound: '/page-not-found',
  propertyNotFound: '/property-not-found',
} as const;

/** What a parameter of an editor's screen accepts: a new item's form or an id. */
const NEW_OR_ID = /^(?:new|\d{1,9})$/;
const ID = /^\d{1,9}$/;
const LONG_ID = /^\d{1,15}$/;
/** A part of the content with a history of its own (lib/content/parts): 'banner', 'page-12', 'article-41'. */
const PART = /^(?:banner|topBar|footer|settings|categories|languages|page-\d{1,9}|article-\d{1,9})$/;

/**
 * The editor's screens, after the language ('/nl/staff/articles/12/'), with what each parameter
 * accepts. They are in no menu, never indexed and never cached; each checks the staff session itself.
 */
export const STAFF_ROUTES: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  '/staff': {},
  '/staff/login': {},
  '/staff/login/code': {},
  '/staff/security': {},
  '/staff/forgot-password': {},
  '/staff/reset-password': {},
  '/staff/banner': {},
  '/staff/articles': {},
  '/staff/articles/[id]': { id: NEW_OR_ID },
  '/staff/articles/[id]/delete': { id: ID },
  '/staff/categories': {},
  '/staff/categories/[id]': { id: NEW_OR_ID },
  '/staff/categories/[id]/delete': { id: ID },
  '/staff/media': {},
  '/staff/media/[id]': { id: LONG_ID },
  '/staff/media/[id]/delete': { id: LONG_ID },
  '/staff/sync': {},
  '/staff/sync/[id]': { id: LONG_ID },
  '/staff/compliance': {},
  '/staff/pages': {},
  '/staff/pages/[id]': { id: NEW_OR_ID },
  '/staff/pages/[id]/modules/[moduleId]': { id: ID, moduleId: NEW_OR_ID },
  '/staff/pages/[id]/delete': { id: ID },
  // Each part's history, and one version of it beside the current content (0: as delivered).
  '/staff/history/[part]': { part: PART },
  '/staff/history/[part]/[version]': { part: PART, version: LONG_ID },
  // The site's and the languages' documents, and the staff accounts.
  '/staff/top-bar': {},
  '/staff/footer': {},
  '/staff/settings': {},
  '/staff/languages': {},
  '/staff/staff': {},
  '/staff/privacy': {},
};
