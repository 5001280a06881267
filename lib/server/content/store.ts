/**
 * The versioned content store (docs/decisions/0001-cms.md): every save is a new row of
 * `content_versions`; `content_documents` names the published one. A change is checked against the
 * document's zod schema and the rules of lib/content/content-rules in the transaction that writes
 * it, under a lock per document: a refused change writes nothing, two editors never interleave.
 * Staff publish and restore one part of a document at a time (lib/content/parts): each version
 * records the parts it changed; a publication of one part is a version beside the draft line, so
 * the draft keeps every other part's changes (lib/server/content/history reads the histories).
 */
import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { embeddedArticles } from '@/lib/content/articles';
import { embeddedCategories } from '@/lib/content/categories';
import { changesAdminOnly } from '@/lib/content/admin-only';
import { contentProblem, schemaProblem, type ContentProblem } from '@/lib/content/content-rules';
import { CONTENT_DOCUMENTS, DOCUMENT_SCHEMAS, type ContentData, type ContentDocument } from '@/lib/content/documents';
import { changedParts, isAdminPart, partKey, partValue, sameContent, withPart, type ContentPart } from '@/lib/content/parts';
import { embeddedLanguageSetting } from '@/lib/content/languages';
import { embeddedMenu } from '@/lib/content/menu';
import { embeddedSiteConfig } from '@/lib/content/site';
import type { Database } from '../db/client';
import { upgradeStoredData } from './upgrade-stored';
import { contentDocuments, contentVersions, staff } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type StoreProblem = ContentProblem | { code: 'stale' | 'notFound' | 'adminOnly' | 'unchanged' | 'parentNotPublished'; values: Record<string, string> };
export type StoreResult = { ok: true; versionId: number } | { ok: false; problem: StoreProblem };

/** Who publishes: an editor may not publish or restore what only an admin may change (lib/content/admin-only). */
export type PublisherRole = 'admin' | 'editor';

export function embeddedContent(): ContentData {
  return { site: embeddedSiteConfig(), menu: embeddedMenu(), articles: embeddedArticles(), languages: embeddedLanguageSetting(), categories: embeddedCategories() };
}

const LOCK_BASE = 7_420_100;

export async function lockDocument(tx: Tx, document: ContentDocument) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_BASE + CONTENT_DOCUMENTS.indexOf(document)})`);
}

/** A stored version's data, validated (versions saved in an older shape are read in the current one). */
export function parse<D extends ContentDocument>(document: D, data: unknown): ContentData[D] {
  return DOCUMENT_SCHEMAS[document].parse(upgradeStoredData(document, data));
}

/** The published version of each document that has one. */
export async function publishedVersions(db: Db): Promise<Array<{ document: ContentDocument; versionId: number }>> {
  const rows = await db.select({ document: contentDocuments.document, versionId: contentDocuments.publishedVersionId }).from(contentDocuments);
  return rows;
}

export async function versionData<D extends ContentDocument>(db: Db, document: D, id: number): Promise<ContentData[D] | null> {
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
  /** The newest version of the draft line when its content is not what the site shows. */
  draft: { id: number; data: ContentData[D] } | null;
  /** The newest draft-line version id (the one an edit must start from), null when there is none. */
  latestId: number | null;
}

/**
 * The draft line is every version saved, restored or imported; a publication of one part is a
 * version of its own beside it (kind 'publication'), so the draft keeps the other parts' changes.
 */
const onDraftLine = (document: ContentDocument) => and(eq(contentVersions.document, document), eq(contentVersions.kind, 'draft'));

export async function documentState<D extends ContentDocument>(db: Db, document: D): Promise<DocumentState<D>> {
  const [pointer] = await db.select().from(contentDocuments).where(eq(contentDocuments.document, document));
  const [latest] = await db.select({ id: contentVersions.id, data: contentVersions.data }).from(contentVersions).where(onDraftLine(document)).orderBy(desc(contentVersions.id)).limit(1);
  const publishedId = pointer?.publishedVersionId ?? null;
  const publishedData = (publishedId === null ? null : await versionData(db, document, publishedId)) ?? embeddedContent()[document];
  const latestData = latest ? parse(document, latest.data) : null;
  const draft = latest && latest.id !== publishedId && !sameContent(latestData, publishedData) ? { id: latest.id, data: latestData! } : null;
  return { published: { id: publishedId, data: publishedData }, draft, latestId: latest?.id ?? null };
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

/** The keys of the parts a change of a document's data touches. */
const partKeys = (document: ContentDocument, before: unknown, after: unknown) => changedParts(document, before, after).map(partKey);

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
    const data = parse(input.document, input.data);
    const parts = partKeys(input.document, before[input.document], data);
    const [row] = await tx
      .insert(contentVersions)
      .values({ document: input.document, data, authorId: input.authorId, note: input.note.slice(0, 200), parts })
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

/** Publishes a document's whole draft, every part of it ('Publish all'), checked against what the site shows now. */
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

/**
 * Brings back a whole document as it was in an earlier version and publishes it at once. Not what
 * staff do (they restore one part as a draft: restorePart); scripts and tests put a document back
 * with it.
 */
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
    const state = await documentState(tx, input.document);
    const parts = partKeys(input.document, (state.draft ?? state.published).data, data);
    const [row] = await tx
      .insert(contentVersions)
      .values({ document: input.document, data, authorId: input.staffId, note: delivered ? 'data/*.json' : `#${input.versionId}`, restoredFrom: delivered ? null : input.versionId, parts })
      .returning({ id: contentVersions.id });
    await markPublished(tx, input.document, row!.id, input.staffId, input.now ?? new Date());
    return { ok: true, versionId: row!.id };
  });
}

/**
 * Publishes one part of a document's draft (the banner, one page, one article) over what the site
 * shows, leaving every other part's draft unpublished: when the draft has nothing else, the draft
 * version itself is marked published; else a publication version is made beside the draft line.
 */
export async function publishPart(db: Database, input: { part: ContentPart; staffId: number | null; role?: PublisherRole; now?: Date }): Promise<StoreResult> {
  const { part } = input;
  const document = part.document;
  if (input.role === 'editor' && isAdminPart(part)) return { ok: false, problem: { code: 'adminOnly', values: {} } };
  return db.transaction(async (tx) => {
    await lockDocument(tx, document);
    const state = await documentState(tx, document);
    const draftValue = state.draft ? partValue(part, state.draft.data) : undefined;
    if (!state.draft || sameContent(draftValue, partValue(part, state.published.data))) return { ok: false, problem: { code: 'notFound', values: {} } };
    const before = await publishedContentOf(tx);
    const placed = withPart(part, before[document] as ContentData[typeof document], draftValue, 'publish');
    if (!placed.ok) return { ok: false, problem: placed.problem };
    const after = { ...before, [document]: placed.data } as ContentData;
    if (input.role === 'editor' && changesAdminOnly(document, before, after)) return { ok: false, problem: { code: 'adminOnly', values: {} } };
    const problem = contentProblem(before, after, document);
    if (problem) return { ok: false, problem };
    const now = input.now ?? new Date();
    if (sameContent(placed.data, state.draft.data)) {
      await markPublished(tx, document, state.draft.id, input.staffId, now);
      return { ok: true, versionId: state.draft.id };
    }
    const [row] = await tx
      .insert(contentVersions)
      .values({ document, kind: 'publication', data: parse(document, placed.data), authorId: input.staffId, note: `publish ${partKey(part)}`, parts: [partKey(part)] })
      .returning({ id: contentVersions.id });
    await markPublished(tx, document, row!.id, input.staffId, now);
    return { ok: true, versionId: row!.id };
  });
}

/**
 * Brings back one part as it was in an earlier version (DELIVERED_VERSION: as delivered with the
 * site) into the draft: a new draft version, not published, with every other part's current
 * content. Refused when the part was not there in that version, when the draft already has that
 * content ('unchanged'), when someone saved since the staff member looked (`baseId`), and like
 * every save by the content rules.
 */
export async function restorePart(
  db: Database,
  input: { part: ContentPart; versionId: number; staffId: number | null; role?: PublisherRole; baseId?: number | null },
): Promise<StoreResult> {
  const { part } = input;
  const document = part.document;
  if (input.role === 'editor' && isAdminPart(part)) return { ok: false, problem: { code: 'adminOnly', values: {} } };
  return db.transaction(async (tx) => {
    await lockDocument(tx, document);
    const delivered = input.versionId === DELIVERED_VERSION;
    const source = delivered ? embeddedContent()[document] : await versionData(tx, document, input.versionId);
    const value = source === null ? undefined : partValue(part, source);
    if (value === undefined) return { ok: false, problem: { code: 'notFound', values: {} } };
    const state = await documentState(tx, document);
    if (input.baseId !== undefined && state.latestId !== input.baseId) return { ok: false, problem: { code: 'stale', values: {} } };
    const current = (state.draft ?? state.published).data;
    const placed = withPart(part, current, value, 'restore');
    if (!placed.ok) return { ok: false, problem: placed.problem };
    if (sameContent(placed.data, current)) return { ok: false, problem: { code: 'unchanged', values: {} } };
    const before = await draftContent(tx);
    const after = { ...before, [document]: placed.data } as ContentData;
    if (input.role === 'editor' && changesAdminOnly(document, before, after)) return { ok: false, problem: { code: 'adminOnly', values: {} } };
    const problem = contentProblem(before, after, document);
    if (problem) return { ok: false, problem };
    const data = parse(document, placed.data);
    const [row] = await tx
      .insert(contentVersions)
      .values({
        document,
        data,
        authorId: input.staffId,
        note: delivered ? 'data/*.json' : `#${input.versionId}`,
        restoredFrom: delivered ? null : input.versionId,
        parts: partKeys(document, current, data),
      })
      .returning({ id: contentVersions.id });
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
      const state = await documentState(tx, d);
      const parts = partKeys(d, (state.draft ?? state.published).data, after[d]);
      const [row] = await tx.insert(contentVersions).values({ document: d, data: after[d], authorId: staffId, note: 'content:import', parts }).returning({ id: contentVersions.id });
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

