/**
 * The agency's stock read from Omnicasa: the web categories, every property in each
 * language the CRM has it in (or only those changed since a date, with the ids deleted since), the
 * projects. A request that fails throws (the caller keeps the stock it has); everything in an answer
 * that does not fit is left out as narrowly as possible and noted (./notes): a field, a picture, a
 * document, a language's record, and a property only when no language has what a page needs.
 */
import 'server-only';
import type { Manager, Project, Property, PropertyDocument, PropertyTypeRecord } from '@/lib/catalogue/schemas';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { readAgent, readCategories, readDocument, readPicture, readPictures } from './catalogue-records';
import type { OmnicasaClient } from './client';
import { mapWithConcurrency } from './concurrency';
import { languageIdOf, languageParams } from './languages';
import { readId, readTimestamp } from './field-kinds';
import { createNotes, type Notes, type SyncNote } from './notes';
import { readProject } from './project-record';
import { GROUP_FIELDS, type FieldSpec } from './property-fields';
import { readProperty } from './property-record';
import type { WireRecord } from './records';

/** A property as read: its record in each language that had what a page needs. */
export type PropertyRecords = Partial<Record<SiteLocale, Property>>;

export interface CatalogueRead {
  /** True for the whole stock, false for the changes since a date. */
  complete: boolean;
  /** Each property read that at least one language could make, by id (empty when a sink took them). */
  properties: Map<number, PropertyRecords>;
  /** Ids read that no language could make a page of. */
  leftOut: number[];
  /** Always the whole list. */
  types: Record<SiteLocale, PropertyTypeRecord[]>;
  /** Always the whole list (the API has no ChangeSince for projects). */
  projects: Project[];
  /** With `since`: the properties deleted since then. Without: [] (the stock is complete). */
  deletedPropertyIds: number[];
  /** What was left out (the first NOTES_HELD), and how many notes in all. */
  notes: SyncNote[];
  noteCount: number;
  /** Property records read (one per property and language the CRM answered) and how many were left out. */
  tally: { records: number; leftOut: number };
  /** Omnicasa fields of ours (./property-fields) that no property record had: names to check. */
  unseenFields: string[];
}

/** Where the properties go as they are read, instead of into the answer (a big stock is never whole in memory). */
export interface PropertySink {
  /** Once the categories and every language's list are read, before any property. */
  begin(types: Record<SiteLocale, PropertyTypeRecord[]>, listed: Record<SiteLocale, readonly WireRecord[]>): void;
  /** Each property at least one language could make a page of, as it is read, in no set order. */
  property(id: number, records: PropertyRecords): Promise<void> | void;
}

export interface ReadOptions {
  /** Only what changed since then. */
  since?: Date;
  /** When the site first saw a property or project (its dates when the CRM gives none). */
  firstSeen?: (id: number) => string;
  /** Takes the properties as they are read: the answer's `properties` stays empty. */
  sink?: PropertySink;
}

/** The agent a record's Manager (a user id) names. */
function agentOf(agents: ReadonlyMap<number, Manager>, manager: unknown): Manager | null {
  const id = readId(manager);
  return id.ok && id.value !== null ? (agents.get(id.value) ?? null) : null;
}

/** Documents are asked for this many properties at once (GetDocumentList takes ObjectIDs). */
const DOCUMENT_BATCH = 50;

type Tally = CatalogueRead['tally'];

/**
 * The ids to read: every language's list (a property the CRM lacks in the first language is still
 * on the site in the others), in the CRM's order, each once.
 */
async function readIds(client: OmnicasaClient, notes: Notes, since: Date | undefined): Promise<{ ids: number[]; listed: Record<SiteLocale, WireRecord[]> }> {
  const answers = await Promise.all(SITE_LOCALES.map((locale) => client.getPropertyList({ ...languageParams(locale), ...(since ? { ChangeSince: since } : {}) })));
  const ids: number[] = [];
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    answer.skipped.forEach(notes.add);
    const listed = new Set<number>();
    for (const item of answer.items) {
      if (listed.has(item.ID)) notes.add({ method: 'GetPropertyList', id: item.ID, language: SITE_LOCALES[index], field: 'ID', code: 'duplicate', effect: 'item' });
      listed.add(item.ID);
      if (!seen.has(item.ID)) ids.push(item.ID);
      seen.add(item.ID);
    }
  });
  return { ids, listed: perLanguage((locale) => answers[SITE_LOCALES.indexOf(locale)]!.items) };
}

async function readDeletedIds(client: OmnicasaClient, notes: Notes, since: Date): Promise<number[]> {
  const answer = await client.getDeletedPropertyIds({ ChangeSince: since });
  answer.skipped.forEach(notes.add);
  return [...new Set(answer.items)];
}

async function readAgents(client: OmnicasaClient, notes: Notes): Promise<Map<number, Manager>> {
  const answer = await client.getUserList();
  answer.skipped.forEach(notes.add);
  const agents = answer.items.flatMap((raw) => readAgent(raw, client.pictureOrigins, notes) ?? []);
  return new Map(agents.map((agent) => [agent.ID, agent]));
}

async function readTypes(client: OmnicasaClient, notes: Notes): Promise<Record<SiteLocale, PropertyTypeRecord[]>> {
  const answers = await Promise.all(SITE_LOCALES.map((locale) => client.getWebIdList({ LanguageId: languageIdOf(locale) })));
  answers.forEach((answer) => answer.skipped.forEach(notes.add));
  return readCategories(perLanguage((locale) => answers[SITE_LOCALES.indexOf(locale)]!.items), notes);
}

/** The documents of `ids` in one language, by property id. */
async function readDocuments(client: OmnicasaClient, notes: Notes, ids: readonly number[], locale: SiteLocale) {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += DOCUMENT_BATCH) batches.push(ids.slice(i, i + DOCUMENT_BATCH));
  const byProperty = new Map<number, PropertyDocument[]>();
  await mapWithConcurrency(batches, client.concurrency, async (batch) => {
    const answer = await client.getDocumentList({ ObjectIDs: batch, LanguageId: languageIdOf(locale) });
    answer.skipped.forEach(notes.add);
    for (const raw of answer.items) {
      const read = readDocument(raw, { method: 'GetDocumentList', id: null, language: locale }, notes);
      if (read && !(byProperty.get(read.propertyId) ?? []).some((d) => d.ID === read.document.ID)) {
        byProperty.set(read.propertyId, [...(byProperty.get(read.propertyId) ?? []), read.document]);
      }
    }
  });
  return byProperty;
}

/** The Omnicasa names of our property fields, to tell which no record had. */
const OUR_FIELDS = [
  ...Object.values(GROUP_FIELDS).flatMap((fields) => Object.values(fields as Record<string, FieldSpec>).map(([name]) => name)),
  'PublishPrice', 'Price', 'PriceUnit', 'Marquee', 'PublishAddress', 'Street', 'HouseNumber', 'EnergyPerformance', 'EPCLabelText',
  'GoogleX', 'GoogleY', 'CreatedDate', 'LastChangedDate', 'DescriptionA', 'VirtualTour', 'Video', 'PointsOfInterest', 'Manager',
];

export interface PropertyReadContext {
  client: OmnicasaClient;
  notes: Notes;
  tally: Tally;
  agents: ReadonlyMap<number, Manager>;
  categories: Record<SiteLocale, ReadonlyMap<number, string>>;
  documents: Record<SiteLocale, ReadonlyMap<number, PropertyDocument[]>>;
  firstSeen: (id: number) => string;
  seenFields: Set<string>;
}

/**
 * When a property was created: the earliest date any language's record gives (a record without
 * one must not date the same property otherwise), else when the site first saw it.
 */
function createdOf(records: readonly (WireRecord | null)[], firstSeen: string): string {
  const dates = records.flatMap((raw) => {
    const read = raw ? readTimestamp(raw.CreatedDate) : null;
    return read?.ok && read.value !== null ? [read.value] : [];
  });
  return dates.sort()[0] ?? firstSeen;
}

/** One property in every language: GetProperty and its pictures, read and mapped at once (the answers are not kept). */
export async function readOneProperty(id: number, ctx: PropertyReadContext): Promise<PropertyRecords | null> {
  const { client, notes, tally } = ctx;
  const answers = await Promise.all(
    SITE_LOCALES.map((locale) =>
      Promise.all([client.getProperty({ ID: id, ...languageParams(locale) }), client.getPropertyPictureList({ ObjectID: id, LanguageId: languageIdOf(locale) })]),
    ),
  );
  const raws = answers.map(([answer]) => answer.record as WireRecord | null);
  const created = createdOf(raws, ctx.firstSeen(id));
  const perLocale = SITE_LOCALES.map((locale, index) => {
    const [answer, pictures] = answers[index]!;
    answer.skipped.forEach(notes.add);
    pictures.skipped.forEach(notes.add);
    const raw = raws[index];
    if (!raw) return null;
    const shown = readPictures(pictures.items, { method: 'GetPropertyPictureList', id, language: locale }, client.pictureOrigins, notes);
    tally.records += 1;
    const small = raw.SmallPictureItem ? readPicture(raw.SmallPictureItem as Record<string, unknown>, { method: 'GetProperty', id, language: locale }, client.pictureOrigins, notes) : null;
    const reading = readProperty(raw, {
      locale,
      pictures: shown,
      smallPicture: small,
      documents: ctx.documents[locale].get(id) ?? [],
      manager: agentOf(ctx.agents, raw.Manager),
      categories: ctx.categories[locale],
      firstSeen: created,
      notes,
      seenFields: ctx.seenFields,
    });
    if (reading.ok) return { locale, property: reading.property, missing: [] };
    tally.leftOut += 1;
    return { locale, property: null, missing: reading.missing };
  });
  const records: PropertyRecords = {};
  for (const entry of perLocale) if (entry?.property) records[entry.locale] = entry.property;
  const kept = Object.keys(records).length > 0;
  for (const entry of perLocale) {
    for (const missing of entry?.missing ?? []) {
      notes.add({ method: 'GetProperty', id, language: entry!.locale, field: missing.field, code: missing.code, effect: kept ? 'language' : 'record', ...(missing.value === undefined ? {} : { value: missing.value }) });
    }
  }
  if (perLocale.every((entry) => entry === null)) {
    notes.add({ method: 'GetProperty', id, field: 'ID', code: 'notInLanguage', effect: 'record' });
    tally.records += 1;
    tally.leftOut += 1;
  }
  return kept ? records : null;
}

async function readProjects(client: OmnicasaClient, notes: Notes, agents: ReadonlyMap<number, Manager>, firstSeen: (id: number) => string, signal: AbortSignal): Promise<Project[]> {
  const list = await client.getProjectList(languageParams(SITE_LOCALES[0]));
  list.skipped.forEach(notes.add);
  const ids = [...new Set(list.items.map((item) => item.ID))];
  const projects = await mapWithConcurrency(
    ids,
    client.concurrency,
    async (id) => {
      const [answers, pictures] = await Promise.all([
        Promise.all(SITE_LOCALES.map((locale) => client.getProject({ ID: id, ...languageParams(locale) }))),
        client.getProjectPictureList({ ProjectID: id, LanguageId: languageIdOf(SITE_LOCALES[0]) }),
      ]);
      answers.forEach((answer) => answer.skipped.forEach(notes.add));
      pictures.skipped.forEach(notes.add);
      const records = perLanguage((locale) => (answers[SITE_LOCALES.indexOf(locale)]!.record as WireRecord | null) ?? undefined);
      if (SITE_LOCALES.every((locale) => !records[locale])) {
        notes.add({ method: 'GetProject', id, field: 'ID', code: 'notInLanguage', effect: 'record' });
        return null;
      }
      const first = SITE_LOCALES.map((locale) => records[locale]).find(Boolean)!;
      return readProject(records, {
        pictures: readPictures(pictures.items, { method: 'GetProjectPictureList', id }, client.pictureOrigins, notes),
        manager: agentOf(agents, first.Manager),
        firstSeen: firstSeen(id),
        notes,
      });
    },
    signal,
  );
  return projects.filter((project): project is Project => project !== null);
}

/**
 * Reads the catalogue: without `since` the whole stock (`complete: true`); with it, only the
 * properties changed since then and the ids deleted since then. Throws a CrmError when a request
 * fails (CrmAuthError first of all, when the credentials are refused).
 */
export async function readCatalogue(client: OmnicasaClient, { since, firstSeen = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z'), sink }: ReadOptions = {}): Promise<CatalogueRead> {
  await client.validateCustomer();
  const notes = createNotes();
  const tally: Tally = { records: 0, leftOut: 0 };
  // On the first failure nothing new starts: the error is what the caller gets.
  const stop = new AbortController();
  const guarded = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      stop.abort(error);
      throw error;
    });
  const [{ ids, listed }, agents, types, deletedPropertyIds] = await Promise.all([
    guarded(readIds(client, notes, since)),
    guarded(readAgents(client, notes)),
    guarded(readTypes(client, notes)),
    guarded(since ? readDeletedIds(client, notes, since) : Promise.resolve([])),
  ]);
  const documents = await guarded(Promise.all(SITE_LOCALES.map((locale) => readDocuments(client, notes, ids, locale))));
  const seenFields = new Set<string>();
  const ctx: PropertyReadContext = {
    client,
    notes,
    tally,
    agents,
    categories: perLanguage((locale) => new Map(types[locale].map((type) => [type.WebID, type.Name]))),
    documents: perLanguage((locale) => documents[SITE_LOCALES.indexOf(locale)]!),
    firstSeen,
    seenFields,
  };
  sink?.begin(types, listed);
  const properties = new Map<number, PropertyRecords>();
  const kept = new Set<number>();
  const take = async (id: number) => {
    const records = await readOneProperty(id, ctx);
    if (!records) return;
    kept.add(id);
    if (sink) await sink.property(id, records);
    else properties.set(id, records);
  };
  const [, projects] = await Promise.all([
    guarded(mapWithConcurrency(ids, client.concurrency, take, stop.signal)),
    guarded(readProjects(client, notes, agents, firstSeen, stop.signal)),
  ]);
  const leftOut = ids.filter((id) => !kept.has(id));
  return {
    complete: !since,
    properties,
    leftOut,
    types,
    projects,
    deletedPropertyIds,
    notes: notes.all(),
    noteCount: notes.size,
    tally,
    unseenFields: ids.length > 0 ? [...new Set(OUR_FIELDS)].filter((name) => !seenFields.has(name)).sort() : [],
  };
}
