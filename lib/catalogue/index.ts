/**
 * The property catalogue the site shows (SPEC §3): properties, types, cities, property lists,
 * projects, price history. With a CRM, the stock its syncs published (lib/server/crm, loaded into
 * the process by the catalogue watcher); without one, the committed demo snapshot in data/, each
 * file zod-validated on first use and cached (a broken file throws an Error naming the file,
 * record and field). Server-side only.
 */
import path from 'node:path';
import type { SiteLocale } from '@/lib/locale';
import { createDataStore, type Catalogue, type DataStore, type ProjectSource } from './store';
import type { CityList } from './schemas';

export {
  applyPropertyList,
  createDataStore,
  isSale,
  projectSourceFromEnv,
  projectsFileName,
  searchNameOf,
  webIdsOf,
  type Catalogue,
  type City,
  type DataStore,
  type ProjectSource,
  type PropertyType,
} from './store';
export {
  COUNTRY,
  MARQUEE,
  PRICE_UNIT,
  type CityList,
  type CityRecord,
  type Manager,
  type Picture,
  type PointOfInterest,
  type PriceChange,
  type PriceHistory,
  type Project,
  type ProjectUnit,
  type Property,
  type PropertyDocument,
  type PropertyList,
  type PropertyTypeRecord,
} from './schemas';
export { DataFileError } from './read';

/**
 * The CRM's stock this process shows (lib/server/crm/catalogue-watcher loads it from Postgres), shared
 * by every module graph of the process (the pages and proxy.ts are bundled apart, each with its own
 * copy of this module). Unset (no CRM, or the build): the committed snapshot in data/. `revision`
 * grows with every change, so each graph's store is rebuilt on its next read.
 */
const HOLDER = Symbol.for('agency.catalogue');
type Held = { revision: number; catalogue: Catalogue | null };
type WithHolder = typeof globalThis & { [HOLDER]?: Held };
const held = (): Held => ((globalThis as WithHolder)[HOLDER] ??= { revision: 0, catalogue: null });

/** Shows `catalogue` from now on (null: back to the committed snapshot). */
export function showCatalogue(catalogue: Catalogue | null): void {
  (globalThis as WithHolder)[HOLDER] = { revision: held().revision + 1, catalogue };
}

/** The CRM's stock this process shows, or null for the committed snapshot. */
export function shownCatalogue(): Catalogue | null {
  return held().catalogue;
}

let store: DataStore | undefined;
let storeRevision = -1;

/** The store over `process.cwd()/data`, with the CRM's catalogue instead of the snapshot files when one is shown. */
export function dataStore(): DataStore {
  const { revision, catalogue } = held();
  if (!store || storeRevision !== revision) {
    store = createDataStore(path.join(process.cwd(), 'data'), { catalogue });
    storeRevision = revision;
  }
  return store;
}

export const getProperties = (locale: SiteLocale) => dataStore().getProperties(locale);
export const getProperty = (locale: SiteLocale, id: number | string) =>
  dataStore().getProperty(locale, id);
export const getPropertyIds = () => dataStore().getPropertyIds();
export const getTypes = (locale: SiteLocale) => dataStore().getTypes(locale);
export const getTypeKind = (webId: number) => dataStore().getTypeKind(webId);
export const getCities = (locale: SiteLocale, list: CityList = 'all') =>
  dataStore().getCities(locale, list);
export const getPropertyLists = () => dataStore().getPropertyLists();
export const getPropertyList = (id: number) => dataStore().getPropertyList(id);
export const getPropertyListItems = (locale: SiteLocale, id: number) =>
  dataStore().getPropertyListItems(locale, id);
export const getProjects = (source?: ProjectSource) => dataStore().getProjects(source);
export const getPriceHistory = (id: number) => dataStore().getPriceHistory(id);
export const getProject = (id: number | string, source?: ProjectSource) =>
  dataStore().getProject(id, source);
