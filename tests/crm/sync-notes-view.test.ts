import { describe, expect, it } from 'vitest';
import type { SyncNote } from '@/lib/server/crm/omnicasa/notes';
import { groupNotes, notesQueryOf, notesQueryString, notesView, subjectOf } from '@/lib/server/crm/sync-notes-view';

const note = (id: number | null, effect: SyncNote['effect'], extra: Partial<SyncNote> = {}): SyncNote => ({ method: 'GetProperty', id, field: 'Price', code: 'invalid', effect, ...extra });

describe('the notes of a sync on the staff screen', () => {
  it('tells what a note is about from the Omnicasa method', () => {
    expect(['GetProperty', 'GetPropertyList', 'GetPropertyPictureList', 'GetDocumentList', 'GetProject', 'GetProjectPictureList', 'GetWebIDList', 'GetUserList'].map(subjectOf)).toEqual([
      'property',
      'property',
      'property',
      'property',
      'project',
      'project',
      'category',
      'agent',
    ]);
  });

  it('groups notes by property ID in ascending order, projects, categories and agents after, notes without an ID last', () => {
    const groups = groupNotes([
      note(300, 'field'),
      note(null, 'record', { method: 'GetUserList', field: 'Name' }),
      note(7, 'record', { method: 'GetProject' }),
      note(20, 'item', { itemId: 9, field: 'Url' }),
      note(3, 'record', { method: 'GetWebIDList', field: 'Name' }),
      note(300, 'language', { language: 'fr', field: 'TypeDescription' }),
      note(20, 'item', { itemId: 4, field: 'Url' }),
      note(null, 'item', { method: 'GetDocumentList', field: 'ObjectID' }),
    ]);
    expect(groups.map((g) => `${g.subject} ${g.id ?? '-'} (${g.notes.length})`)).toEqual([
      'property 20 (2)',
      'property 300 (2)',
      'project 7 (1)',
      'category 3 (1)',
      'property - (1)',
      'agent - (1)',
    ]);
    // Within a property: the record's own notes before a language's, pictures by their id.
    expect(groups[0]!.notes.map((n) => n.itemId)).toEqual([4, 9]);
    expect(groups[1]!.notes.map((n) => n.language ?? null)).toEqual([null, 'fr']);
  });

  it('keeps a property and a category of the same ID apart', () => {
    expect(groupNotes([note(5, 'field'), note(5, 'record', { method: 'GetWebIDList' })])).toHaveLength(2);
  });

  it.each([
    [{}, { effect: null, page: 1 }],
    [{ effect: 'record', page: '3' }, { effect: 'record', page: 3 }],
    [{ effect: 'language' }, { effect: 'language', page: 1 }],
    [{ effect: 'script', page: '-2' }, { effect: null, page: 1 }],
    [{ effect: 'item', page: '0' }, { effect: 'item', page: 1 }],
    [{ page: '1e9' }, { effect: null, page: 1 }],
  ])('reads the query %j as %j', (query, expected) => {
    expect(notesQueryOf(query)).toEqual(expected);
  });

  it('writes the query of a filter and a page, page 1 and all notes being the bare address', () => {
    expect(notesQueryString({ effect: null, page: 1 })).toBe('');
    expect(notesQueryString({ effect: 'field', page: 1 })).toBe('?effect=field');
    expect(notesQueryString({ effect: 'record', page: 2 })).toBe('?effect=record&page=2');
    expect(notesQueryOf(Object.fromEntries(new URLSearchParams(notesQueryString({ effect: 'item', page: 4 }))))).toEqual({ effect: 'item', page: 4 });
  });

  describe('filtered and paged', () => {
    // 60 properties: each has an empty field; every third is also off the site.
    const notes = Array.from({ length: 60 }, (_, i) => [note(1000 + i, 'field'), ...(i % 3 === 0 ? [note(1000 + i, 'record', { field: 'City', code: 'missing' })] : [])]).flat();

    it('counts every effect whatever the filter, and shows the groups of one page', () => {
      const view = notesView(notes, { effect: null, page: 1 });
      expect(view.counts).toEqual({ field: 60, item: 0, language: 0, record: 20 });
      expect(view).toMatchObject({ page: 1, pages: 3, groupCount: 60, noteCount: 80, first: 1, last: 25 });
      expect(view.groups).toHaveLength(25);
      expect(view.groups[0]!.id).toBe(1000);
    });

    it('keeps only the notes of the effect chosen, and their properties', () => {
      const view = notesView(notes, { effect: 'record', page: 1 });
      expect(view).toMatchObject({ pages: 1, groupCount: 20, noteCount: 20, first: 1, last: 20 });
      expect(view.groups.every((g) => g.notes.every((n) => n.effect === 'record'))).toBe(true);
      expect(view.counts.field).toBe(60);
    });

    it('shows the last page for a page beyond it', () => {
      expect(notesView(notes, { effect: null, page: 3 })).toMatchObject({ page: 3, first: 51, last: 60 });
      expect(notesView(notes, { effect: null, page: 99 })).toMatchObject({ page: 3, first: 51, last: 60 });
    });

    it('has one empty page when nothing passes the filter', () => {
      expect(notesView(notes, { effect: 'item', page: 2 })).toMatchObject({ groups: [], page: 1, pages: 1, groupCount: 0, noteCount: 0, first: 0, last: 0 });
    });
  });
});
