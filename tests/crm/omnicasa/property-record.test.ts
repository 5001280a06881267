/**
 * A property from one language's GetProperty record, as an agency's CRM may really write it: the
 * smallest thing that does not fit is left out and noted, and only the lack of an id, a goal, a
 * type or a town leaves the record out.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, plainText, readLabel, readNumber, readTitle, TITLE_LIMIT } from '@/lib/server/crm/omnicasa/field-kinds';
import { createNotes } from '@/lib/server/crm/omnicasa/notes';
import { readProperty, type PropertyContext } from '@/lib/server/crm/omnicasa/property-record';
import type { WireRecord } from '@/lib/server/crm/omnicasa/records';

/** A record as an Omnicasa account might send it (written by hand, not from our mapping). */
function wire(overrides: Record<string, unknown> = {}): WireRecord {
  return {
    ID: 731011,
    Goal: 0,
    City: 'Gent',
    Zip: '9000',
    TypeDescription: 'Ruime rijwoning met tuin',
    WebID: 12,
    WebIDs: '12,40',
    MainTypeName: 'Woning',
    RecordFile: 'GE-2231',
    Marquee: 1,
    MarqueeName: 'Nieuw',
    PublishPrice: true,
    Price: 385000,
    PriceUnit: 1,
    PriceUnitText: null,
    PublishAddress: true,
    Street: 'Kortrijksesteenweg',
    HouseNumber: 112,
    BoxNr: '',
    CountryID: 10,
    CountryName: 'België',
    EnergyPerformance: 212,
    EPCLabelText: 'C',
    GoogleX: '51.0378',
    GoogleY: 3.7112,
    CreatedDate: '2026-03-01 09:15:00',
    LastChangedDate: '/Date(1772700000000+0100)/',
    DescriptionA: 'Een woning.',
    NumberOfBedRooms: 3,
    SurfaceLiving: 165,
    HasGarden: 'True',
    ConstructionYear: '1962',
    SomethingWeDoNotRead: { nested: true },
    ...overrides,
  };
}

function context(overrides: Partial<PropertyContext> = {}): PropertyContext {
  return {
    locale: 'nl',
    pictures: [],
    smallPicture: null,
    documents: [],
    manager: null,
    categories: new Map([
      [12, 'Woning'],
      [40, 'Villa'],
    ]),
    firstSeen: '2026-11-01T08:00:00Z',
    notes: createNotes(),
    ...overrides,
  };
}

function read(overrides: Record<string, unknown> = {}, ctx = context()) {
  const reading = readProperty(wire(overrides), ctx);
  return { reading, notes: ctx.notes.all(), property: reading.ok ? reading.property : null };
}

describe('readProperty', () => {
  it('reads a record whose values are written the ways an API serialiser may write them', () => {
    const { property, notes } = read();
    expect(notes).toEqual([]);
    expect(property).toMatchObject({
      ID: 731011,
      WebID: 12,
      WebIDs: '12,40',
      HouseNumber: '112',
      BoxNr: null,
      Latitude: 51.0378,
      Longitude: 3.7112,
      CreateDate: '2026-03-01T09:15:00Z',
      ModifyDate: '2026-03-05T08:40:00Z',
      Features: expect.objectContaining({ Garden: true }),
      Years: expect.objectContaining({ Construction: 1962 }),
      Counts: expect.objectContaining({ Bedrooms: 3 }),
      language: 'nl',
    });
  });

  it.each([
    ['Price', 'drie ton', 'invalid'],
    ['SurfaceLiving', -20, 'outOfRange'],
    ['ConstructionYear', 3020, 'outOfRange'],
    ['EnergyPerformance', { value: 212 }, 'invalid'],
    ['GoogleX', 'north', 'invalid'],
    ['HasGarden', 'maybe', 'invalid'],
    ['CreatedDate', '31/02/2026', 'invalid'],
    ['VirtualTour', 'javascript:alert(1)', 'invalid'],
    ['EPCLabelText', 'x'.repeat(500), 'tooLong'],
  ])('leaves %s = %j out alone (%s) and keeps the property', (field, value, code) => {
    const { property, notes } = read({ [field]: value });
    expect(property).not.toBeNull();
    expect(notes).toEqual([expect.objectContaining({ id: 731011, language: 'nl', field, code, effect: 'field' })]);
  });

  it('keeps a field that is simply absent empty, without a note', () => {
    const { property, notes } = read({ Price: undefined, SurfaceLiving: undefined });
    expect(property).toMatchObject({ Price: null, Surfaces: expect.objectContaining({ Living: null }) });
    expect(notes).toEqual([]);
  });

  it.each([
    [{ Goal: undefined }, 'Goal'],
    [{ Goal: 'sale' }, 'Goal'],
    [{ City: '   ' }, 'City'],
    [{ City: undefined }, 'City'],
    [{ WebID: undefined, WebIDs: undefined }, 'WebID'],
  ])('has no record without what a page needs: %j', (overrides, field) => {
    const { reading } = read(overrides);
    expect(reading).toEqual({ ok: false, missing: [expect.objectContaining({ field })] });
  });

  it('takes the type from the first of WebIDs, and its name from the categories when the record has none', () => {
    const { property } = read({ WebID: null, WebIDs: [40, 12], MainTypeName: '' });
    expect(property).toMatchObject({ WebID: 40, WebIDs: '40,12', MainTypeName: 'Villa' });
  });

  it('keeps a type no category names, by the record\'s name for it, else as a property', () => {
    expect(read({ WebID: 99, WebIDs: '99' }).property).toMatchObject({ WebID: 99, MainTypeName: 'Woning' });
    const unnamed = read({ WebID: 99, WebIDs: '99', MainTypeName: null }, context({ locale: 'fr' }));
    expect(unnamed.property).toMatchObject({ WebID: 99, MainTypeName: 'Bien' });
    expect(unnamed.notes).toEqual([expect.objectContaining({ field: 'MainTypeName', code: 'missing', effect: 'field' })]);
  });

  it('keeps marquee and price-unit codes the site does not know', () => {
    expect(read({ Marquee: 9, MarqueeName: 'Compromis getekend', PriceUnit: 13, PriceUnitText: '/jaar' }).property).toMatchObject({
      Marquee: 9,
      MarqueeName: 'Compromis getekend',
      PriceUnit: 13,
    });
  });

  it('makes plain text of HTML, without what a script would run', () => {
    const { property } = read({ DescriptionA: '<p>Mooie <b>woning</b> &amp; tuin</p><script>alert(1)</script><p>Rustig</p>', TypeDescription: '<h1>Rijwoning</h1>' });
    expect(property?.Description).toBe('Mooie woning & tuin\n\nRustig');
    expect(property?.TypeDescription).toBe('Rijwoning');
  });

  it('cuts a 10,000-character title at a word and keeps a 10,000-character description', () => {
    const words = 'woning met tuin '.repeat(700);
    const { property, notes } = read({ TypeDescription: words, DescriptionA: words });
    expect(property!.TypeDescription.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(property!.TypeDescription.endsWith('…')).toBe(true);
    expect(property!.Description).toBe(words.trim());
    expect(notes).toEqual([]);
  });

  it('dates the property from when the site first saw it when the CRM gives no date, and never modifies it before it was made', () => {
    expect(read({ CreatedDate: undefined, LastChangedDate: undefined }).property).toMatchObject({ CreateDate: '2026-11-01T08:00:00Z', ModifyDate: '2026-11-01T08:00:00Z' });
    expect(read({ LastChangedDate: '2020-01-01 00:00:00' }).property).toMatchObject({ ModifyDate: '2026-03-01T09:15:00Z' });
  });

  it('leaves out one nearby place that does not fit and keeps the others', () => {
    const place = { Name: 'Station Gent-Sint-Pieters', Category: 'transport', Type: 'Station', Distance: 800, Latitude: 51.03, Longitude: 3.71 };
    const { property, notes } = read({ PointsOfInterest: [place, { ...place, Distance: 'far' }, { ...place, Category: 'nightlife' }] });
    expect(property?.PointsOfInterest).toEqual([place]);
    expect(notes.map((n) => [n.effect, n.field])).toEqual([
      ['item', 'PointsOfInterest.Category'],
      ['item', 'PointsOfInterest.Distance'],
    ]);
  });

  it('leaves a group out whole when its key figure is refused', () => {
    const { property } = read({ MobilityScore: 14, MobilityScoreShops: 4 });
    expect(property?.MobilityScore).toBeNull();
  });

  it('tells which of our fields the record had', () => {
    const seenFields = new Set<string>();
    read({}, context({ seenFields }));
    expect(seenFields.has('SurfaceLiving')).toBe(true);
    expect(seenFields.has('EPCUniqueCode')).toBe(false);
  });
});

describe('field kinds', () => {
  it.each([
    ['350000', 350000],
    [' 12.5 ', 12.5],
    [350000, 350000],
    ['', null],
    [null, null],
  ])('reads %j as the number %j', (value, expected) => {
    expect(readNumber(value)).toEqual({ ok: true, value: expected });
  });

  it.each([['1.234,50'], ['12 m²'], [true], [Number.NaN], [[1]]])('does not read %j as a number', (value) => {
    expect(readNumber(value)).toEqual({ ok: false, code: 'invalid' });
  });

  it.each([
    ['True', true],
    ['false', false],
    [1, true],
    ['0', false],
    [true, true],
  ])('reads %j as the flag %j', (value, expected) => {
    expect(FIELD_KINDS.flag(value)).toEqual({ ok: true, value: expected });
  });

  it('reads the public client\'s ground certificate codes, pending as not known', () => {
    expect([0, 1, 2].map((code) => FIELD_KINDS.groundCertificate(code))).toEqual([
      { ok: true, value: false },
      { ok: true, value: null },
      { ok: true, value: true },
    ]);
    expect(FIELD_KINDS.groundCertificate(7)).toEqual({ ok: false, code: 'unknown' });
  });

  it('reads a label on one line and refuses one longer than a label can be', () => {
    expect(readLabel('  Sint-Martens-\n Latem ')).toEqual({ ok: true, value: 'Sint-Martens- Latem' });
    expect(readLabel('a'.repeat(201))).toEqual({ ok: false, code: 'tooLong' });
    expect(readTitle({})).toEqual({ ok: false, code: 'invalid' });
  });

  it.each([
    ['a <b>bold</b> move', 'a bold move'],
    ['line<br>next', 'line\nnext'],
    ['<ul><li>one</li><li>two</li></ul>', '• one\n• two'],
    ['&lt;script&gt; stays text', '<script> stays text'],
    ['<img src=x onerror=alert(1)>caption', 'caption'],
    ['x &eacute;t&eacute;', 'x été'],
  ])('makes %j plain text', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
