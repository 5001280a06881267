/**
 * One history per part (lib/content/parts): the draft-line versions of a document that changed
 * that part, each with the part's content before and after, which one the site shows and which is
 * the draft; what waits to be published per part; pages and articles deleted since. Versions saved
 * before parts were recorded get theirs here, once, from the version before them.
 */
import 'server-only';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { ContentData, ContentDocument } from '@/lib/content/documents';
import { changedParts, parsePartKey, partKey, partValue, sameContent, type ContentPart } from '@/lib/content/parts';
import type { Database } from '../db/client';
import { contentVersions, staff } from '../db/schema';
import { DELIVERED_VERSION, documentState, embeddedContent, lockDocument, parse } from './store';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const draftLine = (document: ContentDocument) => and(eq(contentVersions.document, document), eq(contentVersions.kind, 'draft'));

/** A stored version's data, or null when it cannot be read in the current shape (it then names no part). */
function readable<D extends ContentDocument>(document: D, data: unknown): ContentData[D] | null {
  try {
    return parse(document, data);
  } catch {
    return null;
  }
}

/**
 * Records which parts each older version changed (versions saved before migration 0012 have none):
 * compared with the draft-line version before it, the first with the content delivered with the site.
 */
export async function fillVersionParts(db: Database, document: ContentDocument): Promise<number> {
  const [missing] = await db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.document, document), isNull(contentVersions.parts)))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  if (!missing) return 0;
  return db.transaction(async (tx) => {
    await lockDocument(tx, document);
    let previous: unknown = embeddedContent()[document];
    let after = 0;
    let filled = 0;
    for (;;) {
      // A few at a time: a version of the articles is a few hundred kB.
      const rows = await tx
        .select({ id: contentVersions.id, data: contentVersions.data, parts: contentVersions.parts })
        .from(contentVersions)
        .where(and(draftLine(document), gt(contentVersions.id, after), lte(contentVersions.id, missing.id)))
        .orderBy(asc(contentVersions.id))
        .limit(20);
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.id;
        const data = readable(document, row.data);
        if (row.parts === null) {
          const parts = data === null ? [] : changedParts(document, previous, data).map(partKey);
          await tx.update(contentVersions).set({ parts }).where(eq(contentVersions.id, row.id));
          filled++;
        }
        if (data !== null) previous = data;
      }
    }
    // Publications always name their part; anything else left (none expected) names none.
    await tx
      .update(contentVersions)
      .set({ parts: [] })
      .where(and(eq(contentVersions.document, document), isNull(contentVersions.parts)));
    return filled;
  });
}

/** A part's content in the draft (what staff edit) and on the site. */
export interface PartState {
  part: ContentPart;
  published: unknown;
  draft: unknown;
  /** The draft's content of this part is not what the site shows. */
  hasDraft: boolean;
  /** The newest draft-line version: what a restore is made over. */
  latestId: number | null;
}

export async function partState(db: Db, part: ContentPart): Promise<PartState> {
  const state = await documentState(db, part.document);
  const published = partValue(part, state.published.data);
  const draft = partValue(part, (state.draft ?? state.published).data);
  return { part, published, draft, hasDraft: !sameContent(published, draft), latestId: state.latestId };
}

export interface PartVersion {
  id: number;
  note: string;
  author: string | null;
  createdAt: Date;
  restoredFrom: number | null;
  /** The part's content before this version and in it (undefined: not there, e.g. before an article was written). */
  before: unknown;
  after: unknown;
  /** The site shows this content of the part (the newest version that has it). */
  live: boolean;
  /** This is the part's draft, not published yet. */
  draft: boolean;
}

export interface PartHistory extends PartState {
  entries: PartVersion[];
  /** The part as delivered with the site (undefined: it was not), and whether the site shows that. */
  delivered: { value: unknown; live: boolean };
  /** Older versions exist beyond `entries`. */
  more: boolean;
}

/** The newest versions that changed this part, newest first, with what each changed. */
export async function partHistory(db: Database, part: ContentPart, limit = 30): Promise<PartHistory> {
  await fillVersionParts(db, part.document);
  const rows = await db
    .select({
      id: contentVersions.id,
      data: contentVersions.data,
      note: contentVersions.note,
      author: staff.email,
      createdAt: contentVersions.createdAt,
      restoredFrom: contentVersions.restoredFrom,
    })
    .from(contentVersions)
    .leftJoin(staff, eq(staff.id, contentVersions.authorId))
    .where(and(draftLine(part.document), sql`${contentVersions.parts} @> ARRAY[${partKey(part)}]::text[]`))
    .orderBy(desc(contentVersions.id))
    .limit(limit + 1);
  const state = await partState(db, part);
  const delivered = partValue(part, embeddedContent()[part.document]);
  const values = rows.map((row) => {
    const data = readable(part.document, row.data);
    return data === null ? undefined : partValue(part, data);
  });
  const shown = rows.slice(0, limit);
  const liveIndex = values.slice(0, limit).findIndex((value) => sameContent(value, state.published));
  const entries = shown.map(
    (row, i): PartVersion => ({
      id: row.id,
      note: row.note,
      author: row.author,
      createdAt: row.createdAt,
      restoredFrom: row.restoredFrom,
      after: values[i],
      before: i + 1 < values.length ? values[i + 1] : delivered,
      live: i === liveIndex,
      draft: i === 0 && state.hasDraft && sameContent(values[i], state.draft),
    }),
  );
  return {
    ...state,
    entries,
    delivered: { value: delivered, live: liveIndex < 0 && rows.length <= limit && sameContent(delivered, state.published) },
    more: rows.length > limit,
  };
}

/** One version of a part (DELIVERED_VERSION: as delivered), with the part's content there. */
export async function partVersion(db: Database, part: ContentPart, versionId: number): Promise<PartVersion | null> {
  await fillVersionParts(db, part.document);
  if (versionId === DELIVERED_VERSION) {
    const value = partValue(part, embeddedContent()[part.document]);
    return value === undefined ? null : { id: 0, note: 'data/*.json', author: null, createdAt: new Date(0), restoredFrom: null, before: undefined, after: value, live: false, draft: false };
  }
  const [row] = await db
    .select({ id: contentVersions.id, data: contentVersions.data, note: contentVersions.note, author: staff.email, createdAt: contentVersions.createdAt, restoredFrom: contentVersions.restoredFrom })
    .from(contentVersions)
    .leftJoin(staff, eq(staff.id, contentVersions.authorId))
    .where(and(eq(contentVersions.id, versionId), draftLine(part.document)));
  const data = row ? readable(part.document, row.data) : null;
  if (!row || data === null) return null;
  // The part before this version: in the newest draft-line version before it.
  const [previous] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(draftLine(part.document), sql`${contentVersions.id} < ${versionId}`))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  const before = previous ? readable(part.document, previous.data) : embeddedContent()[part.document];
  const state = await partState(db, part);
  const after = partValue(part, data);
  return {
    id: row.id,
    note: row.note,
    author: row.author,
    createdAt: row.createdAt,
    restoredFrom: row.restoredFrom,
    before: before === null ? undefined : partValue(part, before),
    after,
    live: sameContent(after, state.published),
    draft: state.hasDraft && sameContent(after, state.draft),
  };
}

/** The parts of a document whose draft is not what the site shows, with both contents. */
export async function pendingParts(db: Db, document: ContentDocument): Promise<PartState[]> {
  const state = await documentState(db, document);
  if (!state.draft) return [];
  const published = state.published.data;
  const draft = state.draft.data;
  return changedParts(document, published, draft).map((part) => ({
    part,
    published: partValue(part, published),
    draft: partValue(part, draft),
    hasDraft: true,
    latestId: state.latestId,
  }));
}

/**
 * Pages or articles that were there once and are neither in the draft nor on the site any more,
 * the most recently deleted first, with their last content: their history brings them back.
 */
export async function deletedParts(db: Database, document: 'menu' | 'articles', limit = 10): Promise<Array<{ part: ContentPart; last: unknown }>> {
  await fillVersionParts(db, document);
  const result = await db.execute<{ part: string; last_id: string }>(sql`
    SELECT part, max(id) AS last_id FROM (
      SELECT id, unnest(parts) AS part FROM content_versions WHERE document = ${document} AND kind = 'draft'
    ) AS named GROUP BY part ORDER BY max(id) DESC LIMIT 200`);
  const state = await documentState(db, document);
  const draft = (state.draft ?? state.published).data;
  const gone: Array<{ part: ContentPart; last: unknown }> = [];
  for (const row of result.rows) {
    const part = parsePartKey(row.part);
    if (!part || part.document !== document) continue;
    if (partValue(part, draft) !== undefined || partValue(part, state.published.data) !== undefined) continue;
    const history = await partHistory(db, part, 1);
    const last = history.entries[0]?.before;
    if (last !== undefined) gone.push({ part, last });
    if (gone.length >= limit) break;
  }
  return gone;
}
