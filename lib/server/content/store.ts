/**
 * The versioned content store (docs/decisions/0001-cms.md): every save is a new row of
 * `content_versions`; `content_documents` names the published one. A change is checked against the
 * document's zod schema and the rules of lib/content/content-rules in the transaction that writes
 * it, under a lock per document: a refused change writes nothing, two editors never interleave.
 */
import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { embeddedArticles } from '@/lib/content/articles';
import { embeddedCategories } from '@/lib/content/categories';
import { changesAdminOnly } from '@/lib/content/admin-only';
import { contentProblem, schemaProblem, type ContentProblem } from '@/lib/content/content-rules';
import { CONTENT_DOCUMENTS, DOCUMENT_SCHEMAS, type ContentData, type ContentDocument } from '@/lib/content/documents';
import { embeddedLanguageSetting } from '@/lib/content/languages';
import { embeddedMenu } from '@/lib/content/menu';
import { embeddedSiteConfig } from '@/lib/content/site';
import type { Database } from '../db/client';
import { upgradeStoredData } from './upgrade-stored';
import { contentDocuments, contentVersions, staff } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type StoreResult = { ok: true; versionId: number } | { ok: false; problem: ContentProblem | { code: 'stale' | 'notFound' | 'adminOnly'; values: Record<string, string> } };

/** Who publishes: an editor may not publish or restore what only an admin may change (lib/content/admin-only). */
export type PublisherRole = 'admin' | 'editor';

export function embeddedContent(): ContentData {
  return { site: embeddedSiteConfig(), menu: embeddedMenu(), articles: embeddedArticles(), languages: embeddedLanguageSetting(), categories: embeddedCategories() };
}

const LOCK_BASE = 7_420_100;

async function lockDocument(tx: Tx, document: ContentDocument) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_BASE + CONTENT_DOCUMENTS.indexOf(document)})`);
}

/** A stored version's data, validated (versions saved in an older shape are read in the current one). */
function parse<D extends ContentDocument>(document: D, data: unknown): ContentData[D] {
  return DOCUMENT_SCHEMAS[document].parse(upgradeStoredData(document, data));
}

/** The published version of each document that has one. */
export async function publishedVersions(db: Db): Promise<Array<{ document: ContentDocument; versionId: number }>> {
  const rows = await db.select({ document: contentDocuments.document, versionId: contentDocuments.publishedVersionId }).from(contentDocuments);
  return rows;
}

async function versionData<D extends ContentDocument>(db: Db, document: D, id: number): Promise<ContentData[D] | null> {
  const [row] = await db.select({ data: contentVersions.data }).from(contentVersions).where(and(eq(contentVersions.id, id), eq(contentVersions.document, document)));
  return row ? parse(document, row.data) : null;
}

/** The published content of the documents that have some (the rest is the committed JSON). */
export async function loadPublished(db: Db, documents: readonly ContentDocument[] = CONTENT_DOCUMENTS): Promise<Array<{ document: ContentDocument; versionId: number; data: unknown }>> {
  if (documents.length === 0) return [];
  const rows = await db
    .select({ document: contentDocuments.document, versionId: contentDocuments.publishedVersionId, data: contentVersions.data })
    .from(contentDocuments)
    .innerJoin(contentVersions, eq(contentVersions.id, contentDocuments.publishedVersionId))
    .where(inArray(contentDocuments.document, [...documents]));
  return rows.map((row) => ({ ...row, data: parse(row.document, row.data) }));
}

export interface DocumentState<D extends ContentDocument> {
  /** What the site shows: the published version, else the committed JSON (id null). */
  published: { id: number | null; data: ContentData[D] };
  /** A version saved after the published one, not yet published. */
  draft: { id: number; data: ContentData[D] } | null;
  /** The newest version id (the one an edit must start from), null when there is none. */
  latestId: number | null;
}

export async function documentState<D extends ContentDocument>(db: Db, document: D): Promise<DocumentState<D>> {
  const [pointer] = await db.select().from(contentDocuments).where(eq(contentDocuments.document, document));
  const [latest] = await db
    .select({ id: contentVersions.id, data: contentVersions.data })
    .from(contentVersions)
    .where(eq(contentVersions.document, document))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  const publishedId = pointer?.publishedVersionId ?? null;
  const publishedData = publishedId === null ? embeddedContent()[document] : await versionData(db, document, publishedId);
  const draft = latest && latest.id !== publishedId && (publishedId === null || latest.id > publishedId) ? { id: latest.id, data: parse(document, latest.data) } : null;
  return { published: { id: publishedId, data: publishedData ?? embeddedContent()[document] }, draft, latestId: latest?.id ?? null };
}

/** The content as the editor sees it: each document's draft, else its published form. */
export async function draftContent(db: Db): Promise<ContentData> {
  // One after the other: inside a transaction they share one connection.
  const content = embeddedContent();
  for (const document of CONTENT_DOCUMENTS) {
    const state = await documentState(db, document);
    (content as Record<ContentDocument, unknown>)[document] = (state.draft ?? state.published).data;
  }
  return content;
}

/** The content the public site shows. */
async function publishedContentOf(db: Db): Promise<ContentData> {
  const content = embeddedContent();
  for (const row of await loadPublished(db)) (content as Record<ContentDocument, unknown>)[row.document] = row.data;
  return content;
}

/**
 * Saves a new draft version of a document. `baseId` is the version the editor started from (null:
 * none yet): a newer one means someone else saved meanwhile, and this save is refused.
 */
export async function saveDraft<D extends ContentDocument>(
  db: Database,
  input: { document: D; data: unknown; authorId: number | null; note: string; baseId: number | null },
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    await lockDocument(tx, input.document);
    const before = await draftContent(tx);
    const state = await documentState(tx, input.document);
    if (state.latestId !== input.baseId) return { ok: false, problem: { code: 'stale', values: {} } };
    const after = { ...before, [input.document]: input.data } as ContentData;
    const problem = contentProblem(before, after, input.document);
    if (problem) return { ok: false, problem };
    const [row] = await tx
      .insert(contentVersions)
      .values({ document: input.document, data: parse(input.document, input.data), authorId: input.authorId, note: input.note.slice(0, 200) })
      .returning({ id: contentVersions.id });
    return { ok: true, versionId: row!.id };
  });
}

async function markPublished(tx: Tx, document: ContentDocument, versionId: number, staffId: number | null, now: Date) {
  await tx.update(contentVersions).set({ publishedAt: now, publishedBy: staffId }).where(eq(contentVersions.id, versionId));
  await tx
    .insert(contentDocuments)
    .values({ document, publishedVersionId: versionId, updatedAt: now })
    .onConflictDoUpdate({ target: contentDocuments.document, set: { publishedVersionId: versionId, updatedAt: now } });
}

/** Publishes the newest version of a document, checked against what the site shows now. */
export async function publishDraft(db: Database, input: { document: ContentDocument; staffId: number | null; role?: PublisherRole; now?: Date }): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    await lockDocument(tx, input.document);
    const state = await documentState(tx, input.document);
    if (!state.draft) return { ok: false, problem: { code: 'notFound', values: {} } };
    const before = await publishedContentOf(tx);
    const after = { ...before, [input.document]: state.draft.data } as ContentData;
    if (input.role === 'editor' && changesAdminOnly(input.document, before, after)) return { ok: false, problem: { code: 'adminOnly', values: {} } };
    const problem = contentProblem(before, after, input.document);
    if (problem) return { ok: false, problem };
    await markPublished(tx, input.document, state.draft.id, input.staffId, input.now ?? new Date());
    return { ok: true, versionId: state.draft.id };
  });
}

/** The pseudo-version of the content delivered with the site (data/*.json), which staff can bring back too. */
export const DELIVERED_VERSION = 0;

/** Brings back an earlier version: a new version with its content, published at once (undo). */
export async function restoreVersion(db: Database, input: { document: ContentDocument; versionId: number; staffId: number | null; role?: PublisherRole; now?: Date }): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    await lockDocument(tx, input.document);
    const delivered = input.versionId === DELIVERED_VERSION;
    const data = delivered ? embeddedContent()[input.document] : await versionData(tx, input.document, input.versionId);
    if (!data) return { ok: false, problem: { code: 'notFound', values: {} } };
    const before = await publishedContentOf(tx);
    const after = { ...before, [input.document]: data } as ContentData;
    if (input.role === 'editor' && changesAdminOnly(input.document, before, after)) return { ok: false, problem: { code: 'adminOnly', values: {} } };
    const problem = contentProblem(before, after, input.document);
    if (problem) return { ok: false, problem };
    const [row] = await tx
      .insert(contentVersions)
      .values({ document: input.document, data, authorId: input.staffId, note: delivered ? 'data/*.json' : `#${input.versionId}`, restoredFrom: delivered ? null : input.versionId })
      .returning({ id: contentVersions.id });
    await markPublished(tx, input.document, row!.id, input.staffId, input.now ?? new Date());
    return { ok: true, versionId: row!.id };
  });
}

export interface HistoryEntry {
  id: number;
  note: string;
  author: string | null;
  createdAt: Date;
  publishedAt: Date | null;
  restoredFrom: number | null;
  live: boolean;
}

/** The newest versions of a document, newest first, with who made them and which one is live. */
export async function documentHistory(db: Db, document: ContentDocument, limit = 30): Promise<HistoryEntry[]> {
  const [pointer] = await db.select().from(contentDocuments).where(eq(contentDocuments.document, document));
  const rows = await db
    .select({
      id: contentVersions.id,
      note: contentVersions.note,
      author: staff.email,
      createdAt: contentVersions.createdAt,
      publishedAt: contentVersions.publishedAt,
      restoredFrom: contentVersions.restoredFrom,
    })
    .from(contentVersions)
    .leftJoin(staff, eq(staff.id, contentVersions.authorId))
    .where(eq(contentVersions.document, document))
    .orderBy(desc(contentVersions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, live: row.id === pointer?.publishedVersionId }));
}

/**
 * `npm run content:import`: loads whole documents as new published versions, all checked together
 * against the rules first; one refused document refuses them all.
 */
export async function importContent(db: Database, incoming: Partial<ContentData>, staffId: number | null = null): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const documents = CONTENT_DOCUMENTS.filter((d) => incoming[d] !== undefined);
    for (const d of documents) await lockDocument(tx, d);
    const before = await publishedContentOf(tx);
    for (const d of documents) {
      const problem = schemaProblem(d, incoming[d]);
      if (problem) return { ok: false, problem };
    }
    // The rules read the documents together (articles name categories): checked on all of them at once.
    const after = { ...before, ...Object.fromEntries(documents.map((d) => [d, parse(d, incoming[d])])) } as ContentData;
    for (const d of documents) {
      const problem = contentProblem(before, after, d);
      if (problem) return { ok: false, problem };
    }
    let last = 0;
    for (const d of documents) {
      const [row] = await tx.insert(contentVersions).values({ document: d, data: after[d], authorId: staffId, note: 'content:import' }).returning({ id: contentVersions.id });
      await markPublished(tx, d, row!.id, staffId, new Date());
      last = row!.id;
    }
    return { ok: true, versionId: last };
  });
}

/** `npm run content:export`: what the site shows, document by document. */
export async function exportContent(db: Db): Promise<ContentData> {
  return publishedContentOf(db);
}

