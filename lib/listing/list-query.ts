/**
 * The filters, sort and page of a property list, as they live in the URL (SPEC §2.2: `city` is
 * 'Name|Zip', `type` the WebID of one of the CRM's categories, whatever its number; `bounds` the
 * map area 'south,west,north,east'), so every result page can be shared.
 */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** A map area in degrees. South < north and west < east: the lists are European, no antimeridian. */
export type MapBounds = { south: number; west: number; north: number; east: number };

export type ListQuery = {
  city: { name: string; zip: string } | null;
  type: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  bounds: MapBounds | null;
  sort: ListSort;
  page: number;
};

export const EMPTY_LIST_QUERY: ListQuery = {
  city: null,
  type: null,
  minPrice: null,
  maxPrice: null,
  bedrooms: null,
  bounds: null,
  sort: 'newest',
  page: 1,
};

type Params = { get(name: string): string | null };

/** The largest WebID a CRM's category may have (lib/catalogue/schemas: at most nine digits). */
const MAX_WEB_ID = 999_999_999;

function positiveInt(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 && n <= max ? n : null;
}

/** Bounds keep 4 decimals (about 10 m): enough for a map view, and one URL for nearly equal views. */
const BOUNDS_DECIMALS = 4;
const roundDegrees = (n: number) => Math.round(n * 10 ** BOUNDS_DECIMALS) / 10 ** BOUNDS_DECIMALS;

/** Reads 'south,west,north,east'; anything else (a swapped or empty area, out of range, junk) is no area. */
export function parseBounds(value: string | null): MapBounds | null {
  if (!value || value.length > 100) return null;
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((s) => /^-?\d{1,3}(\.\d{1,15})?$/.test(s.trim()))) return null;
  const [south, west, north, east] = parts.map((s) => roundDegrees(Number(s))) as [number, number, number, number];
  const latOk = (n: number) => n >= -90 && n <= 90;
  const lngOk = (n: number) => n >= -180 && n <= 180;
  if (![south, north].every(latOk) || ![west, east].every(lngOk) || south >= north || west >= east) return null;
  return { south, west, north, east };
}

/** The URL form of an area, rounded like parseBounds. */
export function boundsParam(b: MapBounds): string {
  return [b.south, b.west, b.north, b.east].map(roundDegrees).join(',');
}

/** Reads a list query from URL parameters; anything malformed is ignored, never an error. */
export function parseListQuery(params: Params): ListQuery {
  const rawCity = params.get('city');
  let city: ListQuery['city'] = null;
  if (rawCity) {
    const [name = '', zip = ''] = rawCity.split('|');
    if (name.trim() || zip.trim()) city = { name: name.trim(), zip: zip.trim() };
  }
  const sort = params.get('sort');
  let minPrice = positiveInt(params.get('min'));
  let maxPrice = positiveInt(params.get('max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    city,
    type: positiveInt(params.get('type'), MAX_WEB_ID),
    minPrice,
    maxPrice,
    bedrooms: positiveInt(params.get('bedrooms'), 20),
    bounds: parseBounds(params.get('bounds')),
    sort: (LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : 'newest',
    page: positiveInt(params.get('page'), 10_000) ?? 1,
  };
}

/** The URL parameters of a query; defaults are left out so URLs stay short. */
export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.city) params.set('city', `${query.city.name}|${query.city.zip}`);
  if (query.type !== null) params.set('type', String(query.type));
  if (query.minPrice !== null) params.set('min', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max', String(query.maxPrice));
  if (query.bedrooms !== null) params.set('bedrooms', String(query.bedrooms));
  if (query.bounds) params.set('bounds', boundsParam(query.bounds));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The URL of a list for a query: the list page's path ('/nl/te-koop/') and the query's canonical parameters. */
export function listQueryHref(path: string, query: ListQuery): string {
  const search = listQueryParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Whether a query filters (or sorts) the list, as opposed to only asking for one of its pages. */
export function filtersList(query: ListQuery): boolean {
  return listQueryParams({ ...query, page: 1 }).toString() !== '';
}

/** What the filters need to know of a property. */
export type ListEntry = {
  id: number;
  city: string;
  zip: string;
  webIds: readonly number[];
  /** The price used for filtering and sorting, or null when it is not published. */
  price: number | null;
  bedrooms: number | null;
  createdAt: string;
  /** Where it is on a map, or null when its address is not public (its coordinates are only the neighbourhood's). */
  position: { lat: number; lng: number } | null;
};

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The keys the filters read: what a browser needs to count a query's results (app/api/list-entries). */
export type FilterKeys = Pick<ListEntry, 'city' | 'zip' | 'webIds' | 'price' | 'bedrooms' | 'position'>;

function inBounds(position: ListEntry['position'], b: MapBounds): boolean {
  if (!position) return false;
  return position.lat >= b.south && position.lat <= b.north && position.lng >= b.west && position.lng <= b.east;
}

/** Whether an entry passes a query's filters (its sort and page aside). */
export function matches(entry: FilterKeys, q: ListQuery): boolean {
  if (q.city) {
    if (q.city.zip && entry.zip !== q.city.zip) return false;
    if (q.city.name && normalize(entry.city) !== normalize(q.city.name)) return false;
  }
  if (q.type !== null && !entry.webIds.includes(q.type)) return false;
  if (q.minPrice !== null && (entry.price === null || entry.price < q.minPrice)) return false;
  if (q.maxPrice !== null && (entry.price === null || entry.price > q.maxPrice)) return false;
  if (q.bedrooms !== null && (entry.bedrooms === null || entry.bedrooms < q.bedrooms)) return false;
  if (q.bounds && !inBounds(entry.position, q.bounds)) return false;
  return true;
}

function compare(sort: ListSort): (a: ListEntry, b: ListEntry) => number {
  if (sort === 'newest') return (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  const dir = sort === 'price-asc' ? 1 : -1;
  // Properties without a published price go last in both directions.
  return (a, b) =>
    a.price === null ? (b.price === null ? 0 : 1) : b.price === null ? -1 : (a.price - b.price) * dir || a.id - b.id;
}

/** How many entries a query's filters keep. */
export function countListQuery(entries: readonly FilterKeys[], query: ListQuery): number {
  return entries.filter((e) => matches(e, query)).length;
}

/** How many filters a query sets (sort and page are not filters). */
export function activeFilterCount(query: ListQuery): number {
  return [query.city, query.type, query.minPrice, query.maxPrice, query.bedrooms, query.bounds].filter((v) => v !== null).length;
}

export type ListPage<T extends ListEntry> = { items: T[]; page: number; pages: number; total: number };

/** Filters, sorts and pages entries; a page beyond the last shows the last page. */
export function applyListQuery<T extends ListEntry>(entries: readonly T[], query: ListQuery, perPage: number): ListPage<T> {
  const filtered = entries.filter((e) => matches(e, query)).sort(compare(query.sort));
  const pages = Math.max(1, Math.ceil(filtered.length / perPage));
  const page = Math.min(Math.max(1, query.page), pages);
  return { items: filtered.slice((page - 1) * perPage, page * perPage), page, pages, total: filtered.length };
}
