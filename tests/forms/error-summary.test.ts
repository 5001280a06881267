import { describe, expect, it } from 'vitest';
import { firstErrorId, summaryEntries } from '@/lib/forms/error-summary';

const fields = [
  { name: 'categoryId', id: 'f-categoryId', label: 'Categorie' },
  { name: 'title.nl', id: 'f-title-nl', label: 'Titel (Nederlands)' },
  { name: 'title.fr', id: 'f-title-fr', label: 'Titel (Frans)' },
];

describe('the error summary of a refused form', () => {
  it('lists the fields in error in the order of the form, not of the errors', () => {
    const entries = summaryEntries(fields, { 'title.fr': ['Editor.errors.required'], categoryId: ['Editor.errors.choice'] });
    expect(entries.map((e) => e.name)).toEqual(['categoryId', 'title.fr']);
    expect(entries[1]).toEqual({ name: 'title.fr', id: 'f-title-fr', label: 'Titel (Frans)', message: 'Editor.errors.required' });
  });

  it('puts the errors of a field it does not know last, without a link', () => {
    const entries = summaryEntries(fields, { file: ['Editor.media.errors.chooseAgain'], 'title.nl': ['Editor.errors.required'] });
    expect(entries.map((e) => [e.name, e.id])).toEqual([
      ['title.nl', 'f-title-nl'],
      ['file', null],
    ]);
  });

  it('skips names whose error list is empty or missing', () => {
    expect(summaryEntries(fields, { 'title.nl': [], categoryId: undefined })).toEqual([]);
  });

  it('focuses the first field it can point to', () => {
    expect(firstErrorId(summaryEntries(fields, { file: ['x'], 'title.fr': ['y'] }))).toBe('f-title-fr');
    expect(firstErrorId(summaryEntries(fields, { file: ['x'] }))).toBeNull();
  });
});
