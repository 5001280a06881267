/**
 * The content the site shows when staff have published some, shared by every module
 * graph of the process (pages, route handlers and proxy.ts are bundled apart): the loaders in this
 * folder return it before the committed JSON. `revision` grows with every change, so caches built
 * from content (the proxy's path sets) know when to rebuild.
 *
 * A draft shown on a preview path lives only for that request (React's per-request cache), so a
 * public page rendered at the same moment never sees it.
 */
import { cache } from 'react';
import type { ContentData, ContentDocument } from './documents';

const HOLDER = Symbol.for('agency.content.published');

export interface PublishedContent {
  revision: number;
  data: Partial<ContentData>;
  /** The published version id of each document, as last loaded from the database. */
  versions: Partial<Record<ContentDocument, number>>;
  /** Whether this process has asked the database once (before that, it shows the committed JSON). */
  checked: boolean;
}

type WithHolder = typeof globalThis & { [HOLDER]?: PublishedContent };

export function publishedContent(): PublishedContent {
  const holder = globalThis as WithHolder;
  holder[HOLDER] ??= { revision: 0, data: {}, versions: {}, checked: false };
  return holder[HOLDER];
}

/** Replaces one document's published content (validated by the caller); null goes back to the JSON. */
export function setPublishedDocument<D extends ContentDocument>(document: D, data: ContentData[D] | null, version: number | null): void {
  const current = publishedContent();
  const next: PublishedContent = { ...current, revision: current.revision + 1, data: { ...current.data }, versions: { ...current.versions } };
  if (data === null || version === null) {
    delete next.data[document];
    delete next.versions[document];
  } else {
    next.data[document] = data;
    next.versions[document] = version;
  }
  (globalThis as WithHolder)[HOLDER] = next;
}

export function markContentChecked(): void {
  publishedContent().checked = true;
}

const draftHolder: () => { data: Partial<ContentData> | null } =
  typeof cache === 'function' ? cache(() => ({ data: null })) : () => ({ data: null });

/** Shows these drafts for the rest of this request only (a preview page calls it before rendering). */
export function showDraftsInThisRequest(data: Partial<ContentData>): void {
  draftHolder().data = data;
}

/** The document as this request should see it: its draft on a preview page, else the published one. */
export function overlayOf<D extends ContentDocument>(document: D): ContentData[D] | undefined {
  let draft: Partial<ContentData> | null = null;
  try {
    draft = draftHolder().data;
  } catch {
    // Outside a render (a script, the proxy): there are no drafts.
  }
  return (draft?.[document] as ContentData[D] | undefined) ?? (publishedContent().data[document] as ContentData[D] | undefined);
}

/** Whether a draft is shown in this request: such a render is a preview and must not be cached. */
export function showsDrafts(): boolean {
  try {
    return draftHolder().data !== null;
  } catch {
    return false;
  }
}
