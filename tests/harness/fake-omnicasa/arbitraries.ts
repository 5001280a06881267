/**
 * fast-check arbitraries of what an Omnicasa-compatible CRM may answer, for property-based tests
 * of the sync. Shrinking leads to plain, well-formed values: the odd ones are the alternatives.
 */
import fc from 'fast-check';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { generateAccount, type Account, type AccountOptions } from './account';
import { plainDate, wcfDate } from './clock';
import { RATE_NAMES, type Rates } from './rates';
import type { Wire } from './wire';

/** Marks a field left out of a record. */
const ABSENT = Symbol('absent');

/** A value as a CRM may send it: mostly `good`, else absent, null, '' or `wrong` (another type). */
function sentAs<T>(good: fc.Arbitrary<T>, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: good, weight: 8 },
    { arbitrary: fc.constantFrom<unknown>(ABSENT, null, ''), weight: 1 },
    { arbitrary: wrong, weight: 1 },
  );
}

/** The record without the fields marked absent. */
const withoutAbsent = (record: Record<string, unknown>): Wire =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ABSENT));

const wrongForNumber = fc.oneof(
  fc.integer({ min: 0, max: 5_000_000 }).map(String),
  fc.constant('abc'),
  fc.boolean(),
);
const wrongForText = fc.oneof(fc.integer(), fc.boolean(), fc.constant({ nested: true }));
const wrongForFlag = fc.constantFrom<unknown>('True', 'False', 1, 0, 'yes');
const count = (max: number) => sentAs(fc.integer({ min: 0, max }), wrongForNumber);
const flag = sentAs(fc.boolean(), wrongForFlag);

/** A date as Omnicasa writes it ('YYYY-MM-DD HH:mm:ss', WCF, ISO), or not quite a date. */
export const dateTextArb: fc.Arbitrary<string> = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .chain((date) =>
    fc.oneof(
      { arbitrary: fc.constant(plainDate(date.getTime(), 'UTC')), weight: 6 },
      fc.constant(wcfDate(date.getTime())),
      fc.constant(plainDate(date.getTime(), 'Europe/Brussels', 'T')),
      fc.constantFrom('2025-02-30 10:00:00', 'abc', '0001-01-01 00:00:00'),
    ),
  );

const HTML_BITS = [
  '<p>',
  '</p>',
  '<b>bold</b>',
  '<br/>',
  '<script>alert(1)</script>',
  '&amp;',
  '&eacute;',
  '&nbsp;',
  '<a href="javascript:alert(1)">x</a>',
];

/** A text of a CRM's editor: words, sometimes HTML in them, sometimes 10,000 characters or more. */
export const richTextArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 200 }), weight: 5 },
  fc
    .array(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...HTML_BITS)), { maxLength: 20 })
    .map((parts) => parts.join(' ')),
  fc
    .integer({ min: 0, max: 5000 })
    .map((extra) => 'Ruime woning met tuin. '.repeat(435) + 'x'.repeat(extra)),
);

const urlOn = (origin: string) =>
  fc.integer({ min: 1, max: 99_999_999 }).map((id) => `${origin}/pictures/${id}.jpg`);

/**
 * A GetPropertyPictureList item (or SmallPictureItem): { ID, Url, Width, Height, Name }, with a
 * missing or empty Url, a zero size, numbers as strings, a Url on another host than `origin`.
 */
export function pictureArb(origin = 'https://pictures.crm.example'): fc.Arbitrary<Wire> {
  return fc
    .record({
      ID: sentAs(fc.integer({ min: 1, max: 999_999_999 }), wrongForNumber),
      Url: sentAs(
        fc.oneof({ arbitrary: urlOn(origin), weight: 4 }, urlOn('https://elsewhere.example')),
        wrongForText,
      ),
      Width: sentAs(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4000 })), wrongForNumber),
      Height: sentAs(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4000 })), wrongForNumber),
      Name: sentAs(fc.string({ maxLength: 40 }), wrongForText),
    })
    .map(withoutAbsent);
}

/** A GetDocumentList item: { ID, ObjectID, Name, Url }, a Size only sometimes, extra fields. */
export function documentArb(objectId?: number): fc.Arbitrary<Wire> {
  return fc
    .record({
      ID: sentAs(fc.integer({ min: 1, max: 999_999_999 }), wrongForNumber),
      ObjectID:
        objectId === undefined ? fc.integer({ min: 1, max: 9_999_999 }) : fc.constant(objectId),
      Name: sentAs(fc.string({ maxLength: 60 }), wrongForText),
      Url: sentAs(fc.webUrl(), wrongForText),
      Size: fc.oneof(
        { arbitrary: fc.constant(ABSENT), weight: 3 },
        fc.integer({ min: 0, max: 50_000_000 }),
      ),
      Extension: fc.oneof(fc.constant(ABSENT), fc.constantFrom('pdf', 'PDF', 'docx', '')),
    })
    .map(withoutAbsent);
}

/**
 * GetWebIDList in every language: 3 to 12 categories under distinct arbitrary WebIDs, each named
 * per language (or not: null, ''), with ShowOrder, Sale and Rent.
 */
export const categoryListArb: fc.Arbitrary<Record<SiteLocale, Wire[]>> = fc
  .uniqueArray(
    fc.record({
      WebID: fc.integer({ min: 1, max: 5000 }),
      ShowOrder: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(null)),
      Sale: fc.boolean(),
      Rent: fc.boolean(),
      names: fc.record(
        Object.fromEntries(
          SITE_LOCALES.map((l) => [
            l,
            fc.oneof(
              { arbitrary: fc.string({ minLength: 1, maxLength: 30 }), weight: 6 },
              fc.constantFrom(null, ''),
            ),
          ]),
        ) as Record<SiteLocale, fc.Arbitrary<string | null>>,
      ),
    }),
    { minLength: 3, maxLength: 12, selector: (c) => c.WebID },
  )
  .map((categories) =>
    perLanguage((locale): Wire[] =>
      categories.map(({ names, ...category }, i) => ({
        ID: 100 + i,
        ...category,
        Name: names[locale],
      })),
    ),
  );

export interface PropertyRecordOptions {
  /** WebIDs to draw from (a category list's); any WebID without. */
  webIds?: readonly number[];
  /** ID, Goal, WebID and City always there and well typed: a record the site must show. */
  withMinimum?: boolean;
}

/**
 * A GetProperty record in one language: its core fields present, absent, null, '' or of another
 * type, texts with HTML or 10,000 characters, dates in several formats, unknown extra fields.
 */
export function propertyRecordArb(options: PropertyRecordOptions = {}): fc.Arbitrary<Wire> {
  const webId = options.webIds?.length
    ? fc.constantFrom(...options.webIds)
    : fc.integer({ min: 1, max: 5000 });
  const core = <T>(good: fc.Arbitrary<T>, wrong: fc.Arbitrary<unknown>) =>
    options.withMinimum ? good : sentAs(good, wrong);
  return fc
    .record({
      ID: core(fc.integer({ min: 1, max: 99_999_999 }), wrongForNumber),
      Goal: core(
        fc.oneof({ arbitrary: fc.constantFrom(0, 1), weight: 8 }, fc.integer({ min: 2, max: 9 })),
        wrongForNumber,
      ),
      WebID: core(webId, wrongForNumber),
      WebIDs: fc
        .uniqueArray(webId, { minLength: 1, maxLength: 3 })
        .chain((ids) => fc.constantFrom<unknown>(ids.join(','), ids, ABSENT)),
      City: core(fc.string({ minLength: 1, maxLength: 40 }), wrongForText),
      Zip: sentAs(fc.stringMatching(/^(L-)?\d{4,5}$/), wrongForText),
      TypeDescription: sentAs(richTextArb, wrongForText),
      DescriptionA: sentAs(richTextArb, wrongForText),
      Price: sentAs(fc.integer({ min: 0, max: 5_000_000 }), wrongForNumber),
      PublishPrice: flag,
      PriceUnit: sentAs(fc.integer({ min: 0, max: 20 }), wrongForNumber),
      Marquee: sentAs(fc.integer({ min: 0, max: 12 }), wrongForNumber),
      PublishAddress: flag,
      Street: sentAs(fc.string({ maxLength: 40 }), wrongForText),
      HouseNumber: sentAs(
        fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 999 })),
        fc.boolean(),
      ),
      CountryID: sentAs(fc.constantFrom(10, 26, 32, 33, 50, 63), wrongForNumber),
      GoogleX: sentAs(
        fc.oneof(
          fc.double({ min: -90, max: 90, noNaN: true }),
          fc.double({ min: 49, max: 52, noNaN: true }).map(String),
        ),
        wrongForText,
      ),
      GoogleY: sentAs(
        fc.oneof(
          fc.double({ min: -180, max: 180, noNaN: true }),
          fc.double({ min: 2, max: 7, noNaN: true }).map(String),
        ),
        wrongForText,
      ),
      CreatedDate: sentAs(dateTextArb, wrongForText),
      LastChangedDate: sentAs(dateTextArb, wrongForText),
      EnergyPerformance: sentAs(fc.integer({ min: -50, max: 900 }), wrongForNumber),
      EPCLabelText: sentAs(
        fc.constantFrom('A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'),
        wrongForText,
      ),
      NumberOfBedRooms: count(12),
      NumberOfBathRooms: count(6),
      SurfaceLiving: sentAs(fc.integer({ min: 0, max: 2000 }), wrongForNumber),
      HasGarden: flag,
      HasLift: flag,
      ConstructionYear: sentAs(fc.integer({ min: 1500, max: 2030 }), wrongForNumber),
      ConditionName: sentAs(fc.string({ maxLength: 30 }), wrongForText),
      Manager: sentAs(fc.integer({ min: 1, max: 99_999 }), wrongForNumber),
      SmallPictureItem: fc.oneof(pictureArb(), fc.constantFrom<unknown>(null, ABSENT)),
      extra: fc.dictionary(
        fc.stringMatching(/^Extra[A-Z][a-z]{2,8}$/),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 4 },
      ),
    })
    .map(({ extra, ...record }) => ({ ...withoutAbsent(record), ...extra }));
}

const rateArb = fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true }));

/** Options of a small generated account (up to 12 properties): seed, categories, rates. */
export const accountOptionsArb: fc.Arbitrary<AccountOptions> = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  count: fc.integer({ min: 0, max: 12 }),
  categories: fc.integer({ min: 3, max: 12 }),
  projects: fc.integer({ min: 0, max: 2 }),
  clean: fc.boolean(),
  rates: fc.record(
    Object.fromEntries(RATE_NAMES.map((name) => [name, rateArb])) as Record<
      keyof Rates,
      fc.Arbitrary<number>
    >,
    { requiredKeys: [] },
  ),
});

/** A whole small account, generated (so its truth is known: ./truth). */
export const accountArb: fc.Arbitrary<Account> = accountOptionsArb.map((options) =>
  generateAccount(options),
);
