/**
 * Which pages are full property lists (filters and paging), and the URL a list query is served at.
 *
 * A list page without a query is prerendered (the catch-all: page 1, no filter). With filters or
 * a page number in the URL, proxy.ts rewrites it to the list-query folder of (internal) (lib/routes/registry), a route rendered per request
 * for what the URL asks; its answer carries the shared-cache header like every public page, so the
 * front cache (deploy/nginx.conf, keyed on the whole URL) keeps one copy per distinct query.
 */
import { flattenMenu } from '@/lib/content/menu';
import type { MenuPage } from '@/lib/content/menu-schema';
import { fullListModuleOf } from './list-page-result';
import { listQueryParams, parseListQuery, type ListQuery } from './list-query';
import type { SearchTextTarget } from './search-text';

/**
 * The query with what the words named: a town, a type; words naming nothing a page shows become a
 * town no property has, so the list says it found nothing rather than show every property.
 */
function withSearchText(query: ListQuery, target: Extract<SearchTextTarget, { kind: 'filters' }>): ListQuery {
  const city = target.city ?? (target.unknown && target.type === null ? { name: target.unknown, zip: '' } : null);
  return { ...query, city: city ?? query.city, type: target.type ?? query.type, page: 1 };
}

/** The URL parameters a list reads (lib/listing/list-query), and `q`: words typed in a search box without JavaScript (./search-text). */
export const LIST_PARAMS = ['city', 'type', 'min', 'max', 'bedrooms', 'bounds', 'sort', 'page', 'q'] as const;

/** A page's full list module: a property list without a `maxItems` limit. */
export function hasFilterableList(page: MenuPage): boolean {
  return fullListModuleOf(page) !== undefined;
}

let listPaths: ReadonlySet<string> | undefined;

/** Whether the published page at an internal path ('/for-sale', '/for-rent/belgique') is a full list. Asked by proxy.ts on every page request. */
export function isFilterableListPath(internalPath: string): boolean {
  listPaths ??= new Set(
    flattenMenu()
      .filter(hasFilterableList)
      .map((p) => p.path),
  );
  return listPaths.has(internalPath);
}

export type ListQueryVerdict =
  /** No list parameter: the prerendered page. */
  | { kind: 'static' }
  /** Parameters in their canonical form: render this query. */
  | { kind: 'query'; query: ListQuery }
  /** Parameters to spell canonically first (empty fields of the GET form, page=1, sort=newest…): redirect to this search. */
  | { kind: 'redirect'; search: string }
  /** Words naming a property's ID: its page. */
  | { kind: 'property'; id: number };

/**
 * What a list URL's search asks for. The GET filter form sends every field, empty ones too; they
 * are redirected to their short canonical form so each query has one URL (one cache entry, one
 * canonical). Other parameters (utm_…) are kept as they are, after the list's.
 */
export function listQueryVerdict(search: URLSearchParams, resolveText: (text: string) => SearchTextTarget | null = () => null): ListQueryVerdict {
  const listKeys = [...search.keys()].filter((k) => (LIST_PARAMS as readonly string[]).includes(k));
  if (listKeys.length === 0) return { kind: 'static' };
  const parsed = parseListQuery(search);
  const target = search.has('q') ? resolveText(search.get('q') ?? '') : null;
  if (target?.kind === 'property') return target;
  const query = target ? withSearchText(parsed, target) : parsed;
  const canonical = listQueryParams(query);
  const given = new URLSearchParams(
    [...search].filter(([k]) => (LIST_PARAMS as readonly string[]).includes(k)),
  );
  if (canonical.toString() === given.toString()) return { kind: 'query', query };
  const rest = [...search].filter(([k]) => !(LIST_PARAMS as readonly string[]).includes(k));
  const next = new URLSearchParams([...canonical, ...rest]).toString();
  return { kind: 'redirect', search: next ? `?${next}` : '' };
}
