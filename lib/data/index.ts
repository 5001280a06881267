/**
 * The bundled CRM snapshot (data/, SPEC §3): properties, types, cities, property lists, projects.
 * Server-side only (reads files with node:fs). Every file is zod-validated on first use and cached
 * for the life of the process; a broken file throws an Error naming the file, record and field.
 */
import path from 'node:path';
import type { SiteLocale } from '@/lib/locale';
import { createDataStore, type DataStore, type ProjectSource } from './store';
import type { CityList } from './schemas';

export {
  applyPropertyList,
  createDataStore,
  isSale,
  projectSourceFromEnv,
  projectsFileName,
  searchNameOf,
  SNAPSHOT_FILES,
  webIdsOf,
  type City,
  type DataStore,
  type ProjectSource,
  type PropertyType,
} from './store';
export {
  COUNTRY,
  MARQUEE,
  PRICE_HIDING_MARQUEES,
  PRICE_UNIT,
  WEB_ID,
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
 * Where a CRM sync keeps its snapshot (lib/server/crm/sync): SNAPSHOT_DIR, else DATA_DIR/snapshot.
 * The site reads the files found there instead of the committed ones in data/.
 */
export function snapshotDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ env.SNAPSHOT_DIR || path.join(env.DATA_DIR || '.data', 'snapshot'));
}

/**
 * The snapshot's generation, shared by every module graph of the process (the pages and proxy.ts
 * are bundled apart, each with its own copy of this module): a sync bumps it through
 * `reloadSnapshot()` and each store reloads on its next read.
 */
const GENERATION = Symbol.for('agency.snapshot.generation');
type WithGeneration = typeof globalThis & { [GENERATION]?: number };
const generation = () => (globalThis as WithGeneration)[GENERATION] ?? 0;

let store: DataStore | undefined;
let storeGeneration = -1;

/** The store over `process.cwd()/data`, with the synced snapshot over it when there is one. */
export function dataStore(): DataStore {
  if (!store || storeGeneration !== generation()) {
    store = createDataStore(path.join(process.cwd(), 'data'), { snapshotDir: snapshotDir() });
    storeGeneration = generation();
  }
  return store;
}

/** Makes every store of the process read the snapshot again (after a sync wrote a new one). */
export function reloadSnapshot(): void {
  (globalThis as WithGeneration)[GENERATION] = generation() + 1;
}

export const getProperties = (locale: SiteLocale) => dataStore().getProperties(locale);
export const getProperty = (locale: SiteLocale, id: number | string) =>
  dataStore().getProperty(locale, id);
export const getPropertyIds = () => dataStore().getPropertyIds();
export const getTypes = (locale: SiteLocale) => dataStore().getTypes(locale);
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
