/**
 * The CRM sync (issue 13): reads the agency's stock from the CRM, merges it into the snapshot the
 * site reads (the files of lib/data SNAPSHOT_FILES, in snapshotDir()), and tells the running
 * servers what changed. It never leaves a broken snapshot: the new one is validated whole (every
 * file's schema, the checks between files) before a file is replaced, each file is replaced
 * atomically (temp file + rename), and the manifest that announces it (sync.json) comes last.
 * When the CRM is down, slow or answers garbage, the last good snapshot stays as it is.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { citiesOf } from '@/lib/data/cities';
import { checkSnapshot } from '@/lib/data/consistency';
import { createDataStore } from '@/lib/data/store';
import type { PriceHistory, Project, Property, PropertyTypeRecord } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { revalidationPaths, type Snapshot } from './snapshot-paths';

/** What a CRM client reads (lib/server/crm/omnicasa/catalogue): everything, or what changed since a date. */
export type CatalogueRead = {
  properties: Record<SiteLocale, Property[]>;
  projects: Project[] | null;
  types: Record<SiteLocale, PropertyTypeRecord[]> | null;
  deletedPropertyIds: number[];
  /** True for the whole stock; false for the changes since the date asked. */
  complete: boolean;
  skipped: Array<{ method: string; id: number | null; field: string; message: string }>;
};

export type SyncChanges = { added: number[]; updated: number[]; removed: number[]; priceChanged: number[] };

/** sync.json: what the snapshot is and which pages its last sync changed. */
export type SyncManifest = {
  syncedAt: string;
  kind: 'full' | 'incremental';
  counts: { properties: number; skipped: number };
  changes: SyncChanges;
  /** The paths each running server revalidates (lib/server/crm/snapshot-paths). */
  revalidate: string[];
  /**
   * The projects or the property types changed: they show on most pages (the projects, the type
   * names of every card and filter), so every page is revalidated.
   */
  revalidateAll?: boolean;
};

export type SyncOutcome =
  | { ok: true; at: string; manifest: SyncManifest; skipped: CatalogueRead['skipped'] }
  | { ok: false; at: string; error: string };

export const MANIFEST_FILE = 'sync.json';
/** A full read at least this often: an incremental one cannot see what the CRM lost without telling. */
const FULL_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

export function readManifest(snapshotDir: string): SyncManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(snapshotDir, MANIFEST_FILE), 'utf8')) as SyncManifest;
  } catch {
    return null;
  }
}

/** Writes a file so that a reader sees the old one or the new one, never half of either. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

const byId = (list: readonly Property[]) => new Map(list.map((p) => [p.ID, p]));

/** The new stock: the catalogue when complete, else the previous stock with the changes applied. */
function mergeStock(previous: Snapshot, read: CatalogueRead): Record<SiteLocale, Property[]> {
  const out = {} as Record<SiteLocale, Property[]>;
  for (const locale of SITE_LOCALES) {
    if (read.complete) {
      out[locale] = [...read.properties[locale]];
      continue;
    }
    const merged = byId(previous[locale]);
    for (const id of read.deletedPropertyIds) merged.delete(id);
    for (const p of read.properties[locale]) merged.set(p.ID, p);
    out[locale] = [...merged.values()];
  }
  for (const locale of SITE_LOCALES) out[locale].sort((a, b) => a.ID - b.ID);
  return out;
}

function diff(before: Snapshot, after: Snapshot): SyncChanges {
  const changes: SyncChanges = { added: [], updated: [], removed: [], priceChanged: [] };
  const ids = new Set([...before.fr, ...after.fr].map((p) => p.ID));
  for (const id of [...ids].sort((a, b) => a - b)) {
    const old = SITE_LOCALES.map((l) => byId(before[l]).get(id));
    const now = SITE_LOCALES.map((l) => byId(after[l]).get(id));
    if (!old[0]) changes.added.push(id);
    else if (!now[0]) changes.removed.push(id);
    else if (JSON.stringify(old) !== JSON.stringify(now)) changes.updated.push(id);
    if (old[0] && now[0] && priceOf(old[0]) !== priceOf(now[0])) changes.priceChanged.push(id);
  }
  return changes;
}

/** The price a visitor sees: null when hidden. */
const priceOf = (p: Property) => (p.PublishPrice ? p.Price : null);

/** Adds an entry for every property first seen or whose price changed. */
function recordPrices(history: PriceHistory, stock: readonly Property[], at: string): PriceHistory {
  const next: PriceHistory = { ...history };
  for (const p of stock) {
    const entries = next[String(p.ID)] ?? [];
    const last = entries.at(-1);
    if (!last || last.price !== priceOf(p)) next[String(p.ID)] = [...entries, { date: at, price: priceOf(p) }];
  }
  // Only properties still in the stock keep a history.
  return Object.fromEntries(stock.map((p) => [String(p.ID), next[String(p.ID)]!]));
}

function snapshotFiles(stock: Record<SiteLocale, Property[]>, read: CatalogueRead, previous: ReturnType<typeof createDataStore>, history: PriceHistory) {
  const files: Record<string, unknown> = {};
  for (const locale of SITE_LOCALES) files[`properties/${locale}.json`] = stock[locale];
  files['types.json'] = read.types ?? previous.getTypeRecords();
  files['cities.json'] = Object.fromEntries(SITE_LOCALES.map((l) => [l, citiesOf(stock[l], l)]));
  files['projects.json'] = read.projects ?? previous.getProjects('snapshot');
  files['price-history.json'] = history;
  return files;
}

/**
 * One sync: reads the CRM (`read`: everything, or the changes since the last sync), builds and
 * checks the new snapshot, and writes it to `snapshotDir` with its manifest. `dataDir` holds the
 * committed data the first snapshot starts from.
 */
export async function syncSnapshot({
  read,
  dataDir,
  snapshotDir,
  now = () => new Date(),
  full = false,
}: {
  read: (since: Date | null) => Promise<CatalogueRead>;
  dataDir: string;
  snapshotDir: string;
  now?: () => Date;
  full?: boolean;
}): Promise<SyncOutcome> {
  const at = now().toISOString();
  try {
    const previous = createDataStore(dataDir, { snapshotDir });
    const before: Snapshot = { nl: previous.getProperties('nl'), fr: previous.getProperties('fr'), en: previous.getProperties('en'), de: previous.getProperties('de') };
    const manifest = readManifest(snapshotDir);
    const lastSync = manifest ? new Date(manifest.syncedAt) : null;
    const incremental = !full && lastSync !== null && now().getTime() - lastSync.getTime() < FULL_SYNC_EVERY_MS;
    const catalogue = await read(incremental ? lastSync : null);
    const stock = mergeStock(before, catalogue);
    const history = recordPrices(Object.fromEntries(before.fr.map((p) => [String(p.ID), previous.getPriceHistory(p.ID)])), stock.fr, at);
    const files = snapshotFiles(stock, catalogue, previous, history);

    // Check the whole new snapshot before anything replaces the last good one.
    const staging = `${snapshotDir}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    for (const [name, value] of Object.entries(files)) writeAtomically(path.join(staging, name), JSON.stringify(value));
    const problems = checkSnapshot(createDataStore(dataDir, { snapshotDir: staging }));
    rmSync(staging, { recursive: true, force: true });
    if (problems.length > 0) throw new Error(`the CRM's data does not make a consistent snapshot: ${problems.slice(0, 3).join('; ')}`);

    const changes = diff(before, stock);
    const changed = new Set([...changes.added, ...changes.updated, ...changes.removed]);
    const sameAsBefore = (name: string, value: unknown) => JSON.stringify(files[name]) === JSON.stringify(value);
    const revalidateAll = !sameAsBefore('projects.json', previous.getProjects('snapshot')) || !sameAsBefore('types.json', previous.getTypeRecords());
    const next: SyncManifest = {
      syncedAt: at,
      kind: incremental ? 'incremental' : 'full',
      counts: { properties: stock.fr.length, skipped: catalogue.skipped.length },
      changes,
      revalidate: revalidationPaths(before, stock, changed),
      ...(revalidateAll ? { revalidateAll } : {}),
    };
    for (const [name, value] of Object.entries(files)) writeAtomically(path.join(snapshotDir, name), JSON.stringify(value));
    writeAtomically(path.join(snapshotDir, MANIFEST_FILE), JSON.stringify(next));
    return { ok: true, at, manifest: next, skipped: catalogue.skipped };
  } catch (error) {
    return { ok: false, at, error: error instanceof Error ? error.message : String(error) };
  }
}
