/** Pictures, documents, agents and web categories as an agency's CRM may send them. */
import { describe, expect, it } from 'vitest';
import { readAgent, readCategories, readDocument, readPictures } from '@/lib/server/crm/omnicasa/catalogue-records';
import { createNotes } from '@/lib/server/crm/omnicasa/notes';

const ORIGINS = ['https://pictures.crm.example'];
const where = { method: 'GetPropertyPictureList', id: 731011, language: 'nl' as const };

describe('readPictures', () => {
  it('keeps the pictures that fit, in order, and leaves each other one out alone', () => {
    const notes = createNotes();
    const good = (id: number) => ({ ID: id, Url: `https://pictures.crm.example/p/${id}.jpg`, Width: '1600', Height: 1067, Name: 'Gevel' });
    const pictures = readPictures(
      [good(1), { ...good(2), Width: 0 }, { ...good(3), Url: null }, { ...good(4), Url: 'https://elsewhere.example/4.jpg' }, good(5), good(5), { ...good(6), Url: '/photos/6.jpg', Name: undefined }],
      where,
      ORIGINS,
      notes,
    );
    expect(pictures.map((p) => p.ID)).toEqual([1, 5, 6]);
    expect(pictures[0]).toEqual({ ID: 1, Url: 'https://pictures.crm.example/p/1.jpg', Width: 1600, Height: 1067, Name: 'Gevel' });
    expect(pictures[2]?.Name).toBeNull();
    expect(notes.all().map((n) => [n.itemId, n.field, n.code, n.effect])).toEqual([
      [5, 'ID', 'duplicate', 'item'],
      [3, 'Url', 'missing', 'item'],
      [4, 'Url', 'pictureOrigin', 'item'],
      [2, 'Width', 'outOfRange', 'item'],
    ]);
  });
});

describe('readDocument', () => {
  const at = { method: 'GetDocumentList', id: null, language: 'fr' as const };

  it('keeps a document without a size, as the agency\'s CRM sends it', () => {
    const notes = createNotes();
    expect(readDocument({ ID: 88, ObjectID: 731011, Name: 'PEB', Url: 'https://docs.crm.example/88.pdf' }, at, notes)).toEqual({
      propertyId: 731011,
      document: { ID: 88, Name: 'PEB', Url: 'https://docs.crm.example/88.pdf', Size: null },
    });
    expect(notes.all()).toEqual([]);
  });

  it('names a document by its file when it has no name, and leaves a size that is not one empty', () => {
    const notes = createNotes();
    expect(readDocument({ ID: 89, ObjectID: '731011', Url: 'https://docs.crm.example/files/Plan%20kelder.pdf?v=2', Size: 'big' }, at, notes)?.document).toEqual({
      ID: 89,
      Name: 'Plan kelder.pdf',
      Url: 'https://docs.crm.example/files/Plan%20kelder.pdf?v=2',
      Size: null,
    });
    expect(notes.all()).toEqual([expect.objectContaining({ id: 731011, itemId: 89, field: 'Size', code: 'invalid', effect: 'field' })]);
  });

  it.each([
    [{ ID: 90, Url: 'https://docs.crm.example/90.pdf' }, 'ObjectID'],
    [{ ID: 91, ObjectID: 731011, Url: 'ftp://docs.crm.example/91.pdf' }, 'Url'],
    [{ ObjectID: 731011, Url: 'https://docs.crm.example/x.pdf' }, 'ID'],
  ])('leaves out %j (%s)', (raw, field) => {
    const notes = createNotes();
    expect(readDocument(raw, at, notes)).toBeNull();
    expect(notes.all()).toEqual([expect.objectContaining({ field, effect: 'item' })]);
  });
});

describe('readAgent', () => {
  it('keeps an agent with a name, leaving an e-mail, phone or photo that does not fit empty', () => {
    const notes = createNotes();
    expect(readAgent({ ID: 7, Name: 'Sofie Peeters', Email: 'sofie@agency', PhoneNumber: 4791234, PhotoUrl: 'https://tracker.example/p.jpg' }, ORIGINS, notes)).toEqual({
      ID: 7,
      Name: 'Sofie Peeters',
      Email: null,
      Phone: '4791234',
      Photo: null,
    });
    expect(notes.all().map((n) => [n.field, n.code])).toEqual([
      ['Email', 'invalid'],
      ['PhotoUrl', 'pictureOrigin'],
    ]);
  });

  it('has no agent without a name', () => {
    const notes = createNotes();
    expect(readAgent({ ID: 8, Email: 'x@example.be' }, ORIGINS, notes)).toBeNull();
    expect(notes.all()).toEqual([expect.objectContaining({ id: 8, field: 'Name', effect: 'record' })]);
  });
});

describe('readCategories', () => {
  it('makes the site\'s types of any categories, in ShowOrder, every language named', () => {
    const notes = createNotes();
    const types = readCategories(
      {
        nl: [
          { ID: 301, WebID: 40, Name: 'Villa', ShowOrder: 2, Sale: true, Rent: 'False' },
          { ID: 300, WebID: 12, Name: 'Woning', ShowOrder: 1 },
          { WebID: 1003, Name: 'Bouwgrond', ShowOrder: 3 },
          { WebID: 12, Name: 'Dubbel' },
          { Name: 'Zonder id' },
        ],
        fr: [
          { WebID: 12, Name: 'Maison' },
          { WebID: 40, Name: 'Villa' },
        ],
        en: [],
        de: [{ WebID: 77, Name: 'Nur deutsch', ShowOrder: 9 }],
      },
      notes,
    );
    expect(types.nl.map((t) => [t.WebID, t.ID, t.Name, t.ShowOrder, t.Sale, t.Rent])).toEqual([
      [12, 300, 'Woning', 1, true, true],
      [40, 301, 'Villa', 2, true, false],
      [1003, 1003, 'Bouwgrond', 3, true, true],
      [77, 77, 'Nur deutsch', 9, true, true],
    ]);
    expect(types.fr.map((t) => t.Name)).toEqual(['Maison', 'Villa', 'Bouwgrond', 'Nur deutsch']);
    expect(types.en.map((t) => t.Name)).toEqual(['Woning', 'Villa', 'Bouwgrond', 'Nur deutsch']);
    expect(types.de.every((t) => t.language === 'de')).toBe(true);
    expect(notes.all().filter((n) => n.effect === 'record').map((n) => [n.id, n.code])).toEqual([
      [null, 'missing'],
      [12, 'duplicate'],
    ]);
  });
});
