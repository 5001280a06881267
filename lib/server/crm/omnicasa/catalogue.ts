/**
 * The agency's stock as the site's snapshot records, read from Omnicasa: every property in the four
 * languages (or only those changed since a date, with the ids deleted since), the projects and
 * the property types. Requests run in parallel up to the client's concurrency. A request that
 * fails throws (the caller keeps its last good snapshot); a record that does not map is left out
 * and reported in `skipped`, and a property or type left out in one language is left out in all.
 */
import type { Project, Property, PropertyTypeRecord } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { OmnicasaClient } from './client';
import { mapWithConcurrency } from './concurrency';
import { InvalidRecordError } from './errors';
import { languageIdOf } from './languages';
import {
  toSnapshotDocument,
  toSnapshotManager,
  toSnapshotPicture,
  toSnapshotProject,
  toSnapshotProperty,
  toSnapshotType,
} from './map';
import type { OmnicasaDocument, OmnicasaPicture, OmnicasaUser, SkippedRecord } from './records';

export interface Catalogue {
  /** Per language, in the CRM's order; with `since`, only the properties changed since then. */
  properties: Record<SiteLocale, Property[]>;
  /** Always the whole list (the API has no ChangeSince for projects). */
  projects: Project[];
  /** Always the whole list. */
  types: Record<SiteLocale, PropertyTypeRecord[]>;
  /** With `since`: the properties deleted since then. Without: [] (the stock is complete). */
  deletedPropertyIds: number[];
  /** True for the whole stock, false for the changes since a date. */
  complete: boolean;
  skipped: SkippedRecord[];
}

/** Documents are asked for this many properties at once (GetDocumentList takes ObjectIDs). */
const DOCUMENT_BATCH = 50;

const languageParams = (locale: SiteLocale) => ({
  LanguageId: languageIdOf(locale),
  DescriptionLanguageId: languageIdOf(locale),
});

const perLocale = <T>(value: (locale: SiteLocale) => T) =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, value(locale)])) as Record<
    SiteLocale,
    T
  >;

/** Runs `map`; an InvalidRecordError becomes a skipped record and null. */
function mapped<T>(
  skipped: SkippedRecord[],
  where: Omit<SkippedRecord, 'field' | 'message'>,
  map: () => T,
): T | null {
  try {
    return map();
  } catch (error) {
    if (!(error instanceof InvalidRecordError)) throw error;
    skipped.push({ ...where, field: error.field, message: error.reason });
    return null;
  }
}

/**
 * Per id (in the order of `ids`), its record in every language; an id missing or skipped in one
 * language is left out (a missing one is reported here, a skipped one was when it was skipped).
 */
function inEveryLanguage<T>(
  method: string,
  ids: readonly number[],
  byLocale: Record<SiteLocale, ReadonlyMap<number, T | null>>,
  skipped: SkippedRecord[],
): Array<Record<SiteLocale, T>> {
  const out: Array<Record<SiteLocale, T>> = [];
  for (const id of ids) {
    let complete = true;
    for (const locale of SITE_LOCALES) {
      if (byLocale[locale].get(id) !== undefined) complete &&= byLocale[locale].get(id) !== null;
      else {
        complete = false;
        skipped.push({
          method,
          id,
          field: 'ID',
          message: `not in the ${locale} answer`,
          language: locale,
        });
      }
    }
    if (complete) out.push(perLocale((locale) => byLocale[locale].get(id) as T));
  }
  return out;
}

async function readManagers(
  client: OmnicasaClient,
  skipped: SkippedRecord[],
): Promise<Map<number, OmnicasaUser>> {
  const answer = await client.getUserList();
  skipped.push(...answer.skipped);
  const managers = new Map<number, OmnicasaUser>();
  for (const user of answer.items) {
    if (mapped(skipped, { method: 'GetUserList', id: user.ID }, () => toSnapshotManager(user)))
      managers.set(user.ID, user);
  }
  return managers;
}

async function readTypes(client: OmnicasaClient, skipped: SkippedRecord[]) {
  const answers = await Promise.all(
    SITE_LOCALES.map((locale) => client.getWebIdList({ LanguageId: languageIdOf(locale) })),
  );
  const byLocale = perLocale((locale) => {
    const answer = answers[SITE_LOCALES.indexOf(locale)]!;
    skipped.push(...answer.skipped);
    return new Map(
      answer.items.map((raw) => [
        raw.ID,
        mapped(skipped, { method: 'GetWebIDList', id: raw.ID, language: locale }, () =>
          toSnapshotType(raw, locale),
        ),
      ]),
    );
  });
  const ids = [...byLocale[SITE_LOCALES[0]].keys()];
  const types = inEveryLanguage('GetWebIDList', ids, byLocale, skipped);
  return perLocale((locale) => types.map((type) => type[locale]));
}

/** The pictures that make snapshot pictures; the others are reported. */
function usablePictures(
  method: string,
  pictures: readonly OmnicasaPicture[],
  skipped: SkippedRecord[],
  language?: SiteLocale,
) {
  return pictures.filter((picture) =>
    mapped(skipped, { method, id: picture.ID, ...(language ? { language } : {}) }, () =>
      toSnapshotPicture(picture),
    ),
  );
}

/** Every property's documents per language, by property id. */
async function readDocuments(
  client: OmnicasaClient,
  ids: readonly number[],
  skipped: SkippedRecord[],
) {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += DOCUMENT_BATCH)
    batches.push(ids.slice(i, i + DOCUMENT_BATCH));
  return Object.fromEntries(
    await Promise.all(
      SITE_LOCALES.map(async (locale) => {
        const byProperty = new Map<number, OmnicasaDocument[]>();
        const answers = await Promise.all(
          batches.map((batch) =>
            client.getDocumentList({ ObjectIDs: batch, LanguageId: languageIdOf(locale) }),
          ),
        );
        for (const answer of answers) {
          skipped.push(...answer.skipped);
          for (const document of answer.items) {
            const where = { method: 'GetDocumentList', id: document.ID, language: locale };
            if (!mapped(skipped, where, () => toSnapshotDocument(document))) continue;
            byProperty.set(document.ObjectID, [
              ...(byProperty.get(document.ObjectID) ?? []),
              document,
            ]);
          }
        }
        return [locale, byProperty] as const;
      }),
    ),
  ) as Record<SiteLocale, Map<number, OmnicasaDocument[]>>;
}

async function readProperties(
  client: OmnicasaClient,
  ids: readonly number[],
  managers: ReadonlyMap<number, OmnicasaUser>,
  skipped: SkippedRecord[],
  signal: AbortSignal,
): Promise<Record<SiteLocale, Property[]>> {
  const [documents, answers] = await Promise.all([
    readDocuments(client, ids, skipped),
    mapWithConcurrency(
      ids,
      client.concurrency,
      (id) =>
        Promise.all(
          SITE_LOCALES.map((locale) =>
            Promise.all([
              client.getProperty({ ID: id, ...languageParams(locale) }),
              client.getPropertyPictureList({ ObjectID: id, LanguageId: languageIdOf(locale) }),
            ]),
          ),
        ),
      signal,
    ),
  ]);
  const byLocale = perLocale((locale) => {
    const index = SITE_LOCALES.indexOf(locale);
    return new Map(
      ids.map((id, i) => {
        const [property, pictures] = answers[i]![index]!;
        skipped.push(...property.skipped, ...pictures.skipped);
        const raw = property.record;
        if (raw === null) return [id, property.skipped.length > 0 ? null : undefined] as const;
        const context = {
          locale,
          pictures: usablePictures('GetPropertyPictureList', pictures.items, skipped, locale),
          documents: documents[locale].get(id) ?? [],
          manager: raw.Manager === null ? null : (managers.get(raw.Manager) ?? null),
        };
        return [
          id,
          mapped(skipped, { method: 'GetProperty', id, language: locale }, () =>
            toSnapshotProperty(raw, context),
          ),
        ];
      }),
    );
  });
  const properties = inEveryLanguage(
    'GetProperty',
    ids,
    byLocale as Record<SiteLocale, Map<number, Property | null>>,
    skipped,
  );
  return perLocale((locale) => properties.map((property) => property[locale]));
}

async function readProjects(
  client: OmnicasaClient,
  managers: ReadonlyMap<number, OmnicasaUser>,
  skipped: SkippedRecord[],
  signal: AbortSignal,
): Promise<Project[]> {
  const list = await client.getProjectList(languageParams(SITE_LOCALES[0]));
  skipped.push(...list.skipped);
  const ids = list.items.map((item) => item.ID);
  const answers = await mapWithConcurrency(
    ids,
    client.concurrency,
    (id) =>
      Promise.all([
        Promise.all(
          SITE_LOCALES.map((locale) => client.getProject({ ID: id, ...languageParams(locale) })),
        ),
        client.getProjectPictureList({ ProjectID: id, LanguageId: languageIdOf(SITE_LOCALES[0]) }),
      ]),
    signal,
  );
  const projects: Project[] = [];
  answers.forEach(([records, pictures], i) => {
    const id = ids[i]!;
    for (const answer of [...records, pictures]) skipped.push(...answer.skipped);
    const byLocale = perLocale(
      (locale) => new Map([[id, records[SITE_LOCALES.indexOf(locale)]!.record]]),
    );
    const [project] = inEveryLanguage('GetProject', [id], byLocale, skipped);
    if (!project) return;
    const manager = managers.get(project[SITE_LOCALES[0]].Manager ?? 0) ?? null;
    const context = {
      pictures: usablePictures('GetProjectPictureList', pictures.items, skipped),
      manager,
    };
    const mappedProject = mapped(skipped, { method: 'GetProject', id }, () =>
      toSnapshotProject(project, context),
    );
    if (mappedProject) projects.push(mappedProject);
  });
  return projects;
}

/** The ids to read: the whole stock, or what changed since `since`. */
async function readPropertyIds(
  client: OmnicasaClient,
  since: Date | undefined,
  skipped: SkippedRecord[],
) {
  const list = await client.getPropertyList({
    ...languageParams(SITE_LOCALES[0]),
    ...(since ? { ChangeSince: since } : {}),
  });
  skipped.push(...list.skipped);
  return [...new Set(list.items.map((item) => item.ID))];
}

async function readDeletedIds(client: OmnicasaClient, since: Date, skipped: SkippedRecord[]) {
  const answer = await client.getDeletedPropertyIds({ ChangeSince: since });
  skipped.push(...answer.skipped);
  return [...new Set(answer.items)];
}

const bySkippedOrder = (a: SkippedRecord, b: SkippedRecord) =>
  a.method.localeCompare(b.method) ||
  (a.id ?? 0) - (b.id ?? 0) ||
  SITE_LOCALES.indexOf(a.language ?? 'nl') - SITE_LOCALES.indexOf(b.language ?? 'nl');

/**
 * Reads the catalogue: without `since` the whole stock (`complete: true`); with it, only the
 * properties changed since then and the ids deleted since then (`complete: false`). Throws a
 * CrmError when a request fails (CrmAuthError first of all, when the credentials are refused).
 */
export async function readCatalogue(
  client: OmnicasaClient,
  { since }: { since?: Date } = {},
): Promise<Catalogue> {
  await client.validateCustomer();
  const skipped: SkippedRecord[] = [];
  // On the first failure, nothing new starts: the error is what the caller gets.
  const stop = new AbortController();
  const guarded = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      stop.abort(error);
      throw error;
    });
  const [ids, managers, types, deletedPropertyIds] = await Promise.all([
    guarded(readPropertyIds(client, since, skipped)),
    guarded(readManagers(client, skipped)),
    guarded(readTypes(client, skipped)),
    guarded(since ? readDeletedIds(client, since, skipped) : Promise.resolve([])),
  ]);
  const [properties, projects] = await Promise.all([
    guarded(readProperties(client, ids, managers, skipped, stop.signal)),
    guarded(readProjects(client, managers, skipped, stop.signal)),
  ]);
  return {
    properties,
    projects,
    types,
    deletedPropertyIds,
    complete: !since,
    skipped: skipped.sort(bySkippedOrder),
  };
}
