/**
 * The CRM's stock in Postgres, shared by every instance: the live rows the sync compares
 * with, the publication of a sync's change in one transaction (a new revision), and the loading of
 * the whole catalogue or of what changed since a revision into an instance's memory.
 */
import 'server-only';
import { desc, gt, inArray, sql } from 'drizzle-orm';
import {
  priceChangeSchema,
  projectsFileSchema,
  propertySchema,
  typesFileSchema,
  type PriceHistory,
  type Project,
  type Property,
  type PropertyTypeRecord,
} from '@/lib/catalogue/schemas';
import type { Catalogue } from '@/lib/catalogue/store';
import { isSiteLocale, perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { Database } from '../db/client';
import { catalogueDocuments, cataloguePrices, catalogueProperties, catalogueRevisions, catalogueStaged } from '../db/schema';
import type { LiveIndex, LiveRow, StockChange, StockRow } from './stock';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** Rows written per statement: a few MB at most. */
const BATCH = 250;

function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** What the sync compares its reading with: each live row's hash and place, the last prices, the documents' hashes. */
export async function loadLiveIndex(db: Db): Promise<LiveIndex> {
  const rows = await db.execute<{ property_id: number; locale: string; hash: string; create_date: string | null; language: string | null; city: string | null; zip: string | null; country_id: number | null }>(sql`
    SELECT property_id, locale, hash, data->>'CreateDate' AS create_date, data->>'language' AS language, data->>'City' AS city,
      data->>'Zip' AS zip, (data->>'CountryID')::int AS country_id
    FROM catalogue_properties`);
  const prices = await db.execute<{ property_id: number; price: number | null }>(sql`
    SELECT DISTINCT ON (property_id) property_id, price FROM catalogue_prices ORDER BY property_id, seen_at DESC`);
  const documents = await db.select({ name: catalogueDocuments.name, hash: catalogueDocuments.hash, data: sql<unknown>`CASE WHEN ${catalogueDocuments.name} = 'types' THEN ${catalogueDocuments.data} END` }).from(catalogueDocuments);
  const hashOfDocument = (name: 'types' | 'projects') => documents.find((d) => d.name === name)?.hash ?? null;
  const types = documents.find((d) => d.name === 'types')?.data as Record<string, unknown[]> | undefined;
  return {
    rows: rows.rows.flatMap((row): LiveRow[] =>
      isSiteLocale(row.locale)
        ? [{
            propertyId: Number(row.property_id),
            locale: row.locale,
            hash: row.hash,
            createDate: row.create_date,
            language: isSiteLocale(row.language) ? row.language : row.locale,
            city: row.city ?? '',
            zip: row.zip ?? '',
            countryId: row.country_id === null ? null : Number(row.country_id),
          }]
        : [],
    ),
    lastPrices: new Map(prices.rows.map((row) => [Number(row.property_id), row.price === null ? null : Number(row.price)])),
    documentHashes: { types: hashOfDocument('types'), projects: hashOfDocument('projects') },
    typeCount: types?.[SITE_LOCALES[0]]?.length ?? 0,
  };
}

/** Keeps rows a running sync read that differ from the live ones, until it publishes or gives up. */
export async function stageRows(db: Database, runId: number, rows: readonly StockRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db
      .insert(catalogueStaged)
      .values(batch.map((r) => ({ runId, propertyId: r.propertyId, locale: r.locale, data: r.data, hash: r.hash })))
      .onConflictDoUpdate({ target: [catalogueStaged.runId, catalogueStaged.propertyId, catalogueStaged.locale], set: { data: sql`excluded.data`, hash: sql`excluded.hash` } });
  }
}

/** Drops the rows a sync staged (all of them without a run: those of syncs that stopped before they ended). */
export async function discardStaged(db: Database, runId?: number): Promise<void> {
  await db.delete(catalogueStaged).where(runId === undefined ? undefined : sql`${catalogueStaged.runId} = ${runId}`);
}

/**
 * Writes a sync's change as one new revision of the catalogue, all or nothing: its `upserts`, and
 * the rows run `runId` staged; returns the revision.
 */
export async function publishStock(db: Database, change: StockChange, { runId, at }: { runId: number | null; at: Date }): Promise<number> {
  const changedIds = [...new Set([...change.added, ...change.updated, ...change.removed])].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueRevisions)
      .values({ runId, changedIds, documentsChanged: Boolean(change.types || change.projects), publishedAt: at })
      .returning({ revision: catalogueRevisions.revision });
    const revision = row!.revision;
    for (const batch of batches(change.upserts)) {
      await tx
        .insert(catalogueProperties)
        .values(batch.map((r) => ({ propertyId: r.propertyId, locale: r.locale, data: r.data, hash: r.hash, revision })))
        .onConflictDoUpdate({
          target: [catalogueProperties.propertyId, catalogueProperties.locale],
          set: { data: sql`excluded.data`, hash: sql`excluded.hash`, revision: sql`excluded.revision` },
        });
    }
    if (runId !== null) {
      await tx.execute(sql`
        INSERT INTO catalogue_properties (property_id, locale, data, hash, revision)
        SELECT property_id, locale, data, hash, ${revision} FROM catalogue_staged WHERE run_id = ${runId}
        ON CONFLICT (property_id, locale) DO UPDATE SET data = excluded.data, hash = excluded.hash, revision = excluded.revision`);
      await tx.delete(catalogueStaged).where(sql`${catalogueStaged.runId} = ${runId}`);
    }
    for (const batch of batches(change.removed, 5000)) {
      await tx.delete(catalogueProperties).where(inArray(catalogueProperties.propertyId, batch));
      await tx.delete(cataloguePrices).where(inArray(cataloguePrices.propertyId, batch));
    }
    for (const batch of batches(change.prices, 2000)) {
      await tx
        .insert(cataloguePrices)
        .values(batch.map((p) => ({ propertyId: p.propertyId, price: p.price, seenAt: at })))
        .onConflictDoUpdate({ target: [cataloguePrices.propertyId, cataloguePrices.seenAt], set: { price: sql`excluded.price` } });
    }
    for (const [name, document] of [['types', change.types], ['projects', change.projects]] as const) {
      if (!document) continue;
      await tx
        .insert(catalogueDocuments)
        .values({ name, data: document.data, hash: document.hash })
        .onConflictDoUpdate({ target: catalogueDocuments.name, set: { data: document.data, hash: document.hash } });
    }
    return revision;
  });
}

/** The newest revision published, or null when no sync ever published one. */
export async function latestRevision(db: Db): Promise<number | null> {
  const [row] = await db.select({ revision: catalogueRevisions.revision }).from(catalogueRevisions).orderBy(desc(catalogueRevisions.revision)).limit(1);
  return row ? Number(row.revision) : null;
}

export type LoadedCatalogue = { revision: number; catalogue: Catalogue };

/** Rows read back are checked with the site's schema: a row a newer site cannot read is left out (and logged), not shown broken. */
function propertyOf(row: { propertyId: number; locale: string; data: unknown }): Property | null {
  const parsed = propertySchema.safeParse(row.data);
  if (parsed.success) return parsed.data;
  console.error(`[crm] catalogue row ${row.propertyId}/${row.locale} is not a property the site can read (${parsed.error.issues[0]?.path.join('.')}): left out until the next sync`);
  return null;
}

async function loadDocuments(db: Db): Promise<{ types: Record<SiteLocale, PropertyTypeRecord[]>; projects: Project[] }> {
  const rows = await db.select({ name: catalogueDocuments.name, data: catalogueDocuments.data }).from(catalogueDocuments);
  const types = typesFileSchema.safeParse(rows.find((r) => r.name === 'types')?.data);
  const projects = projectsFileSchema.safeParse(rows.find((r) => r.name === 'projects')?.data);
  return { types: types.success ? types.data : perLanguage(() => []), projects: projects.success ? projects.data : [] };
}

async function loadPrices(db: Db, ids?: readonly number[]): Promise<PriceHistory> {
  const history: PriceHistory = {};
  const query = db.select().from(cataloguePrices);
  const rows = await (ids ? query.where(inArray(cataloguePrices.propertyId, [...ids])) : query).orderBy(cataloguePrices.propertyId, cataloguePrices.seenAt);
  for (const row of rows) {
    const entry = priceChangeSchema.parse({ date: `${row.seenAt.toISOString().slice(0, 19)}Z`, price: row.price });
    (history[String(row.propertyId)] ??= []).push(entry);
  }
  return history;
}

const byId = (a: Property, b: Property) => a.ID - b.ID;

/** Reads that see one revision, whatever is published meanwhile. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The whole catalogue of the newest revision, or null when no sync ever published one. */
export function loadCatalogue(db: Database): Promise<LoadedCatalogue | null> {
  return db.transaction((tx) => readCatalogue(tx), SNAPSHOT);
}

async function readCatalogue(db: Tx): Promise<LoadedCatalogue | null> {
  const revision = await latestRevision(db);
  if (revision === null) return null;
  const rows = await db.select({ propertyId: catalogueProperties.propertyId, locale: catalogueProperties.locale, data: catalogueProperties.data }).from(catalogueProperties);
  const properties = perLanguage((): Property[] => []);
  for (const row of rows) {
    const property = isSiteLocale(row.locale) ? propertyOf(row) : null;
    if (property) properties[row.locale as SiteLocale].push(property);
  }
  for (const locale of SITE_LOCALES) properties[locale].sort(byId);
  const [documents, priceHistory] = [await loadDocuments(db), await loadPrices(db)];
  return { revision, catalogue: { properties, ...documents, priceHistory } };
}

export type CatalogueUpdate = LoadedCatalogue & { changedIds: number[]; documentsChanged: boolean };

/**
 * The catalogue after the revisions published since `shown`: the properties they changed read
 * again, the rest kept (a new object, the shown one untouched); null when nothing is newer.
 */
export function loadCatalogueUpdate(db: Database, shown: LoadedCatalogue): Promise<CatalogueUpdate | null> {
  return db.transaction((tx) => readCatalogueUpdate(tx, shown), SNAPSHOT);
}

async function readCatalogueUpdate(db: Tx, shown: LoadedCatalogue): Promise<CatalogueUpdate | null> {
  const newer = await db.select().from(catalogueRevisions).where(gt(catalogueRevisions.revision, shown.revision)).orderBy(catalogueRevisions.revision);
  if (newer.length === 0) return null;
  const revision = Number(newer.at(-1)!.revision);
  const changedIds = [...new Set(newer.flatMap((r) => r.changedIds))].sort((a, b) => a - b);
  const documentsChanged = newer.some((r) => r.documentsChanged);
  const rows = changedIds.length === 0 ? [] : await db.select({ propertyId: catalogueProperties.propertyId, locale: catalogueProperties.locale, data: catalogueProperties.data }).from(catalogueProperties).where(inArray(catalogueProperties.propertyId, changedIds));
  const changed = new Set(changedIds);
  const properties = perLanguage((locale) => shown.catalogue.properties[locale].filter((p) => !changed.has(p.ID)));
  for (const row of rows) {
    const property = isSiteLocale(row.locale) ? propertyOf(row) : null;
    if (property) properties[row.locale as SiteLocale].push(property);
  }
  for (const locale of SITE_LOCALES) properties[locale].sort(byId);
  const documents = documentsChanged ? await loadDocuments(db) : { types: shown.catalogue.types, projects: shown.catalogue.projects };
  const prices = changedIds.length === 0 ? {} : await loadPrices(db, changedIds);
  const priceHistory: PriceHistory = Object.fromEntries(Object.entries(shown.catalogue.priceHistory).filter(([id]) => !changed.has(Number(id))));
  Object.assign(priceHistory, prices);
  return { revision, changedIds, documentsChanged, catalogue: { properties, ...documents, priceHistory } };
}

/** Removes every trace of the CRM's stock (tests, and an agency leaving its CRM). */
export async function clearCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [catalogueProperties, cataloguePrices, catalogueDocuments, catalogueRevisions, catalogueStaged]) await tx.delete(table);
  });
}
