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
  type Project,
  type ProjectUnit,
  type Property,
  type PropertyDocument,
  type PropertyList,
  type PropertyTypeRecord,
} from './schemas';
export { DataFileError } from './read';

let store: DataStore | undefined;

/** The store over `process.cwd()/data`. */
export function dataStore(): DataStore {
  store ??= createDataStore(path.join(process.cwd(), 'data'));
  return store;
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
export const getProject = (id: number | string, source?: ProjectSource) =>
  dataStore().getProject(id, source);
