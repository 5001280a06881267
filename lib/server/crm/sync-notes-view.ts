/**
 * The notes of one sync as the staff's sync screen lists them: grouped by what they are
 * about (a property, a project, a web category, an agent) and its ID, filtered by what they did to
 * the site, a page of groups at a time. Pure: the page parses its query with `notesQueryOf`.
 */
import 'server-only';
import { NOTE_EFFECTS, sortNotes, type NoteEffect, type SyncNote } from './omnicasa/notes';

/** What a note is about, read from the Omnicasa method whose answer held it. */
export const NOTE_SUBJECTS = ['property', 'project', 'category', 'agent'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

export function subjectOf(method: string): NoteSubject {
  if (method.startsWith('GetProject')) return 'project';
  if (method === 'GetWebIDList') return 'category';
  if (method === 'GetUserList') return 'agent';
  return 'property';
}

/** The filters in the order the screen offers them: the biggest effect on the site first. */
export const NOTE_FILTERS: readonly NoteEffect[] = ['record', 'language', 'item', 'field'];

/** Groups on a page: a broken feed's 2000 notes stay readable, a normal sync's fit on one. */
export const GROUPS_PER_PAGE = 25;

export type NoteGroup = { subject: NoteSubject; id: number | null; notes: SyncNote[] };

/** Notes by subject and ID: properties first, IDs ascending, notes without an ID last. */
export function groupNotes(notes: readonly SyncNote[]): NoteGroup[] {
  const groups = new Map<string, NoteGroup>();
  for (const note of sortNotes(notes)) {
    const subject = subjectOf(note.method);
    const key = `${subject} ${note.id ?? ''}`;
    const group = groups.get(key) ?? { subject, id: note.id, notes: [] };
    group.notes.push(note);
    groups.set(key, group);
  }
  const rank = (group: NoteGroup) => NOTE_SUBJECTS.indexOf(group.subject) + (group.id === null ? NOTE_SUBJECTS.length : 0);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || (a.id ?? 0) - (b.id ?? 0));
}

export function countByEffect(notes: readonly SyncNote[]): Record<NoteEffect, number> {
  const counts = Object.fromEntries(NOTE_EFFECTS.map((effect) => [effect, 0])) as Record<NoteEffect, number>;
  for (const note of notes) counts[note.effect] += 1;
  return counts;
}

export type NotesQuery = { effect: NoteEffect | null; page: number };

/** `?effect=record&page=2` as the screen reads it: anything else is all notes, page 1. */
export function notesQueryOf(query: Readonly<Record<string, string | undefined>>): NotesQuery {
  const effect = NOTE_EFFECTS.find((e) => e === query.effect) ?? null;
  const page = /^\d{1,6}$/.test(query.page ?? '') ? Math.max(1, Number(query.page)) : 1;
  return { effect, page };
}

export type NotesView = {
  groups: NoteGroup[];
  /** The page shown (the last one when the query asked for more), of `pages` (at least 1). */
  page: number;
  pages: number;
  /** Groups and notes that pass the filter, on all pages. */
  groupCount: number;
  noteCount: number;
  /** The position of the page's first and last group among them (1-based; 0 when there is none). */
  first: number;
  last: number;
  counts: Record<NoteEffect, number>;
};

export function notesView(notes: readonly SyncNote[], { effect, page }: NotesQuery, perPage = GROUPS_PER_PAGE): NotesView {
  const kept = effect ? notes.filter((note) => note.effect === effect) : notes;
  const all = groupNotes(kept);
  const pages = Math.max(1, Math.ceil(all.length / perPage));
  const shown = Math.min(page, pages);
  const start = (shown - 1) * perPage;
  const groups = all.slice(start, start + perPage);
  return {
    groups,
    page: shown,
    pages,
    groupCount: all.length,
    noteCount: kept.length,
    first: groups.length > 0 ? start + 1 : 0,
    last: start + groups.length,
    counts: countByEffect(notes),
  };
}

/** The query of a filter or a page ('?effect=record&page=2'; '' for all notes, page 1). */
export function notesQueryString({ effect, page }: NotesQuery): string {
  const query = new URLSearchParams();
  if (effect) query.set('effect', effect);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
