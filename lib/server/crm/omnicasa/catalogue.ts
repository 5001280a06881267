/**
 * The agency's stock as the site's snapshot records, read from Omnicasa: every property in the four
 * languages (or only those changed since a date, with the ids deleted since), the projects and
 * the property types. Requests run in parallel up to the client's concurrency. A request that
 * fails throws (the caller keeps its last good snapshot); a record that does not map is left out
 * and reported in `skipped`, and a property or type left out in one language is left out in all.
 */
import type { Project, Property, PropertyTypeRecord } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { readProjects } from './catalogue-projects';
import { readProperties } from './catalogue-properties';
import type { OmnicasaClient } from './client';
import { languageIdOf, languageParams, perLanguage } from './languages';
import { toSnapshotManager, toSnapshotType } from './map';
import type { OmnicasaUser, SkippedRecord } from './records';
import { createSkipLog, type SkipLog } from './skip-log';

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
  /** Each record left out, with the language where it failed (left out of the others too). */
  skipped: SkippedRecord[];
}

/** The ids to read: the whole stock, or what changed since `since`. */
async function readPropertyIds(client: OmnicasaClient, log: SkipLog, since: Date | undefined) {
  const params = { ...languageParams(SITE_LOCALES[0]), ...(since ? { ChangeSince: since } : {}) };
  const list = log.from(await client.getPropertyList(params));
  return [...new Set(list.items.map((item) => item.ID))];
}

async function readDeletedIds(client: OmnicasaClient, log: SkipLog, since: Date) {
  return [...new Set(log.from(await client.getDeletedPropertyIds({ ChangeSince: since })).items)];
}

/** The agents that make snapshot managers, by user id. */
async function readManagers(client: OmnicasaClient, log: SkipLog) {
  const users = log.from(await client.getUserList()).items;
  const usable = users.filter((user) =>
    log.mapped({ method: 'GetUserList', id: user.ID }, () => toSnapshotManager(user)),
  );
  return new Map<number, OmnicasaUser>(usable.map((user) => [user.ID, user]));
}

async function readTypes(client: OmnicasaClient, log: SkipLog) {
  const answers = await Promise.all(
    SITE_LOCALES.map((locale) => client.getWebIdList({ LanguageId: languageIdOf(locale) })),
  );
  const byLocale = perLanguage((locale) => {
    const { items } = log.from(answers[SITE_LOCALES.indexOf(locale)]!);
    const where = (id: number) => ({ method: 'GetWebIDList', id, language: locale });
    return new Map(
      items.map((raw) => [raw.ID, log.mapped(where(raw.ID), () => toSnapshotType(raw, locale))]),
    );
  });
  const ids = [...byLocale[SITE_LOCALES[0]].keys()];
  const types = log.inEveryLanguage('GetWebIDList', ids, byLocale);
  return perLanguage((locale) => types.map((type) => type[locale]));
}

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
  const log = createSkipLog();
  // On the first failure nothing new starts: the error is what the caller gets.
  const stop = new AbortController();
  const guarded = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      stop.abort(error);
      throw error;
    });
  const [ids, managers, types, deletedPropertyIds] = await Promise.all([
    guarded(readPropertyIds(client, log, since)),
    guarded(readManagers(client, log)),
    guarded(readTypes(client, log)),
    guarded(since ? readDeletedIds(client, log, since) : Promise.resolve([])),
  ]);
  const [properties, projects] = await Promise.all([
    guarded(readProperties(client, log, ids, managers, stop.signal)),
    guarded(readProjects(client, log, managers, stop.signal)),
  ]);
  return {
    properties,
    projects,
    types,
    deletedPropertyIds,
    complete: !since,
    skipped: log.sorted(),
  };
}
