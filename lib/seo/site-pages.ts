import { routing } from '@/i18n/routing';
import { pathnames } from '@/lib/routes/registry';
import { articleTranslations } from '@/lib/content/article-routes';
import { getArticles } from '@/lib/content/articles';
import { flattenMenu } from '@/lib/content/menu';
import { menuPageHref } from '@/lib/content/menu-page-paths';
import { pageLanguages } from '@/lib/content/translations';
import { getProjects, getProperties, getPropertyIds, type ProjectSource } from '@/lib/catalogue';
import { landingAlternates, landingHref, landingPages } from '@/lib/listing/landing-pages';
import { projectPath } from '@/lib/project/project-paths';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname, NOT_INDEXED_PATHNAMES } from '@/lib/routes';
import { alternatesOf, staticAlternates, type Alternates } from './alternates';

const NOT_INDEXED = new Set<string>(NOT_INDEXED_PATHNAMES);

/**
 * Every indexable public page, as its URL in each enabled language: the route table's static
 * pages, the published pages staff added to the page tree, the articles with their own slug-rule page, every property and every new-build project
 * (of the project source, PROJECTS_FILE). Feeds the sitemap. The property detail variants with a
 * country segment are left out: their canonical URL is the plain detail URL listed here. An article
 * or added page is listed in the languages it is written in only: its real translations, not the
 * fallbacks the language rule may show elsewhere (lib/content/translations).
 */
export function indexablePages(
  locales: readonly SiteLocale[] = routing.locales,
  projectSource?: ProjectSource,
): Alternates[] {
  const table = Object.keys(pathnames)
    .filter(isStaticPathname)
    .filter((p) => !NOT_INDEXED.has(p))
    .map((p) => staticAlternates(locales, p));
  const articles = getArticles()
    .filter((a) => a.slugParts !== null)
    .map((a) => articleTranslations(a, locales))
    .filter((alternates) => Object.keys(alternates).length > 0);
  const byLocale = new Map(locales.map((l) => [l, new Map(getProperties(l).map((p) => [p.ID, p]))]));
  const properties = getPropertyIds().map((id) =>
    alternatesOf(locales, (l) => {
      const p = byLocale.get(l)?.get(id);
      return p ? canonicalPropertyPath(p, l) : null;
    }),
  );
  const projects = getProjects(projectSource).map((project) => alternatesOf(locales, (l) => projectPath(project, l)));
  // Pages staff added to the page tree (the route table's own pages are listed above).
  const added = flattenMenu()
    .filter((p) => p.path !== '/' && !isStaticPathname(p.path) && p.params.isActiveSEO && !p.params.redirectUrl)
    .map((p) => {
      const written = pageLanguages(p);
      return alternatesOf(locales, (l) => (written.includes(l) ? menuPageHref(p, l) : null));
    })
    .filter((alternates) => Object.keys(alternates).length > 0);
  return [...table, ...added, ...articles, ...properties, ...projects, ...everyLanding(locales)];
}

/** Every landing page (one type in one town) as its URL in each language that has it; each once. */
function everyLanding(locales: readonly SiteLocale[]): Alternates[] {
  const seen = new Set<string>();
  return locales.flatMap((locale) =>
    (['sale', 'rent'] as const).flatMap((goal) =>
      landingPages(locale, goal).flatMap((landing) => {
        if (seen.has(landingHref(landing, locale))) return [];
        const alternates = landingAlternates(landing, locales);
        for (const href of Object.values(alternates)) seen.add(href);
        return [alternates];
      }),
    ),
  );
}
