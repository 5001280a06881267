import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SITE_LOCALES } from '@/lib/locale';
import { CITY_LISTS } from './schemas';
import { isSale, webIdsOf, type DataStore } from './store';

/**
 * The rules the committed demo snapshot in data/ obeys beyond its per-file schemas: run by
 * scripts/demo-data/validate-data.ts (npm run data:validate, before every build) and by the snapshot's
 * generator. A CRM's catalogue is never held to them: another agency has its own categories, may
 * lack a property in a language or list a unit that is not published (the site shows what it gets).
 * Returns one message per problem ([] when consistent). Loading the files may throw a DataFileError first.
 * - every language holds the same property IDs;
 * - every language has the nine types, WebIDs 1–9 once each, and every property's WebIDs are among them;
 * - city lists match the properties (every city present, PropertyCount right);
 * - property list ids are unique; project units point at existing properties;
 * - with `publicDir`: every picture, manager photo and document exists there, and each document's
 *   Size is its file's size (a document elsewhere, a CRM's URL, keeps the size it was given, or none).
 */
export function checkCommittedSnapshot(store: DataStore, options: { publicDir?: string } = {}): string[] {
  const problems: string[] = [];
  const [first, ...others] = SITE_LOCALES;
  const idsOf = (locale: (typeof SITE_LOCALES)[number]) =>
    store
      .getProperties(locale)
      .map((p) => p.ID)
      .sort((a, b) => a - b)
      .join(',');
  for (const locale of others) {
    if (idsOf(locale) !== idsOf(first)) {
      problems.push(
        `properties/${locale}.json: the property IDs differ from properties/${first}.json`,
      );
    }
  }

  for (const locale of SITE_LOCALES) {
    const webIds = store
      .getTypes(locale)
      .map((t) => t.WebID)
      .sort((a, b) => a - b)
      .join(',');
    if (webIds !== '1,2,3,4,5,6,7,8,9') {
      problems.push(`types.json: ${locale}: expected WebIDs 1–9 once each, found ${webIds}`);
    }
    store.getTypes(locale).forEach((t, index) => {
      if (t.language !== locale)
        problems.push(`types.json: ${locale}[${index}]: language is '${t.language}'`);
    });
    const typeIds = new Set(store.getTypes(locale).map((t) => t.WebID));
    for (const p of store.getProperties(locale)) {
      const unknown = webIdsOf(p).filter((id) => !typeIds.has(id));
      if (unknown.length) problems.push(`properties/${locale}.json: property ID ${p.ID}: WebIDs ${unknown.join(', ')} are no type of types.json`);
    }

    const properties = store.getProperties(locale);
    for (const list of CITY_LISTS) {
      const wanted = properties.filter((p) => list === 'all' || (list === 'sale') === isSale(p));
      const cities = store.getCities(locale, list);
      const key = (c: { Zip: string; CountryID: number | null }, name: string) =>
        `${c.CountryID}|${c.Zip}|${name}`;
      const counts = new Map<string, number>();
      for (const p of wanted) counts.set(key(p, p.City), (counts.get(key(p, p.City)) ?? 0) + 1);
      for (const city of cities) {
        const expected = counts.get(key(city, city.Name)) ?? 0;
        if (city.PropertyCount !== expected) {
          problems.push(
            `cities.json: ${locale}.${list}: city ${city.Name} ${city.Zip}: PropertyCount is ${city.PropertyCount}, the properties give ${expected}`,
          );
        }
        if (city.language !== locale) {
          problems.push(
            `cities.json: ${locale}.${list}: city ${city.Name}: language is '${city.language}'`,
          );
        }
        counts.delete(key(city, city.Name));
      }
      for (const missing of counts.keys()) {
        problems.push(
          `cities.json: ${locale}.${list}: no entry for ${missing.split('|').slice(1).join(' ')}`,
        );
      }
    }
  }

  const listIds = store.getPropertyLists().map((l) => l.id);
  if (new Set(listIds).size !== listIds.length)
    problems.push('property-lists.json: duplicate list ids');

  const ids = new Set(store.getPropertyIds());
  for (const source of ['snapshot', 'demo'] as const) {
    for (const project of store.getProjects(source)) {
      for (const unit of project.Units) {
        if (unit.PropertyID !== null && !ids.has(unit.PropertyID)) {
          problems.push(
            `project ID ${project.ID} (${source}): unit ${unit.Reference}: property ${unit.PropertyID} does not exist`,
          );
        }
      }
    }
  }

  if (options.publicDir) {
    const publicDir = options.publicDir;
    const missing = new Set<string>();
    const check = (url: string | null | undefined) => {
      if (url?.startsWith('/') && !existsSync(path.join(/*turbopackIgnore: true*/ publicDir, url))) missing.add(url);
    };
    for (const p of store.getProperties(first)) {
      check(p.SmallPictureItem?.Url);
      p.Pictures.forEach((picture) => check(picture.Url));
      check(p.Manager?.Photo);
    }
    for (const project of store.getProjects('demo'))
      project.Pictures.forEach((picture) => check(picture.Url));
    for (const locale of SITE_LOCALES) problems.push(...documentSizeProblems(store, locale, publicDir, missing));
    for (const url of missing) problems.push(`public${url}: file missing`);
  }
  return problems;
}

/** The committed documents of a language whose Size is not their file's size; files not found go to `missing`. */
function documentSizeProblems(store: DataStore, locale: (typeof SITE_LOCALES)[number], publicDir: string, missing: Set<string>): string[] {
  const problems: string[] = [];
  for (const p of store.getProperties(locale)) {
    for (const doc of p.Documents) {
      if (!doc.Url.startsWith('/')) continue;
      const file = path.join(/*turbopackIgnore: true*/ publicDir, doc.Url);
      const size = existsSync(file) ? statSync(file).size : null;
      if (size === null) missing.add(doc.Url);
      else if (doc.Size !== size) problems.push(`properties/${locale}.json: property ID ${p.ID}: document ${doc.Url}: Size is ${doc.Size}, the file has ${size} bytes`);
    }
  }
  return problems;
}
