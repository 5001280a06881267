/**
 * The pages a snapshot change touches, as the paths Next keeps them under (the route folders'
 * paths, which proxy.ts rewrites the localized URLs to): what a sync asks each running server to
 * revalidate, and nothing more.
 */
import 'server-only';
import { flattenMenu } from '@/lib/content/menu';
import { menuPagePath } from '@/lib/content/menu-page-paths';
import type { Property } from '@/lib/catalogue/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { countrySegmentOf, detailParamsOf, variantParamsOf } from '@/lib/property/detail-paths';
import { goalOf } from '@/lib/property-url';
import { landingRoutePath, landingsOf } from '@/lib/listing/landing-pages';
import { similarIndex } from '@/lib/property/similar-index';

export type Snapshot = Record<SiteLocale, readonly Property[]>;

/** A property's detail page and its country variant, in one language (the short /property/{ID}/ is proxy.ts's redirect, never a page). */
export function detailRoutePaths(p: Property, locale: SiteLocale): string[] {
  const list = `/${locale}/for-${goalOf(p.Goal)}`;
  const paths: string[] = [];
  const canonical = detailParamsOf(p, locale);
  if (canonical) paths.push(`${list}/${canonical.city}/${canonical.title}/${p.ID}`);
  const variant = variantParamsOf(p, locale);
  if (variant) paths.push(`${list}/${countrySegmentOf(p)}/${variant.city}/${variant.title}/${p.ID}`);
  return paths;
}

/** The pages of the page tree that list properties (home, sale and rent lists, sub-lists…). */
export function listRoutePaths(): string[] {
  const lists = flattenMenu().filter((page) => page.params.modules.some((m) => m.relations.type === 'property-list'));
  return SITE_LOCALES.flatMap((locale) => lists.map((page) => (page.path === '/' ? `/${locale}` : `/${locale}${menuPagePath(page, locale)}`)));
}

/** The landing pages (one type in one town) that hold one of `changedIds`. */
export function landingRoutePaths(properties: readonly Property[], locale: SiteLocale, changedIds: ReadonlySet<number>): string[] {
  return (['sale', 'rent'] as const).flatMap((goal) =>
    landingsOf(
      properties.filter((p) => goalOf(p.Goal) === goal),
      locale,
      goal,
    )
      .filter((landing) => landing.properties.some((p) => changedIds.has(p.ID)))
      .map(landingRoutePath),
  );
}

/**
 * What to revalidate after `changedIds` changed between `before` and `after`: their pages under
 * the old and the new slugs, the pages whose 'similar properties' showed or now show one of them,
 * the landing pages that held or hold one of them, the lists, the sitemap and the search indexes.
 * Sorted, each once. O(n log n) per language and snapshot (similarIndex), for stocks of 10,000.
 */
export function revalidationPaths(before: Snapshot, after: Snapshot, changedIds: ReadonlySet<number>): string[] {
  if (changedIds.size === 0) return [];
  const paths = new Set<string>([...listRoutePaths(), '/sitemap.xml', ...SITE_LOCALES.map((l) => `/api/search-index/${l}`)]);
  for (const locale of SITE_LOCALES) {
    for (const snapshot of [before, after]) {
      const all = snapshot[locale];
      const similarOf = similarIndex(all);
      for (const p of all) {
        const touched = changedIds.has(p.ID) || similarOf(p).some((s) => changedIds.has(s.ID));
        if (touched) for (const path of detailRoutePaths(p, locale)) paths.add(path);
      }
      for (const path of landingRoutePaths(all, locale, changedIds)) paths.add(path);
    }
  }
  return [...paths].sort();
}
