/**
 * The generated account (tests/harness/fake-omnicasa): deterministic, its own ids and categories,
 * each odd thing at its rate as seen in the answers, and a truth that agrees with the answers.
 * Answers are read through the fake's API in-process (the HTTP side: fake-omnicasa-server.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { languageIdOf } from '@/lib/server/crm/omnicasa/languages';
import { generateAccount } from '@/tests/harness/fake-omnicasa/account';
import { createApi, type Params } from '@/tests/harness/fake-omnicasa/api';
import { createDataSet } from '@/tests/harness/fake-omnicasa/data-set';
import { CLEAN_RATES, type Rates } from '@/tests/harness/fake-omnicasa/rates';
import { expectedOnSite, truthOf } from '@/tests/harness/fake-omnicasa/truth';
import type { Wire } from '@/tests/harness/fake-omnicasa/wire';


/** An in-process fake: the API's answers without HTTP. */
function fakeOf(options: Parameters<typeof createDataSet>[0]) {
  const data = createDataSet({ mediaOrigin: 'http://crm.test', ...options });
  const api = createApi(data, { pageCap: 100_000 });
  const ask = (method: string, params: Params = {}) => api.answer(method, params);
  return {
    data,
    ask,
    list: (locale: SiteLocale, params: Params = {}) =>
      (ask('GetPropertyList', { LanguageId: languageIdOf(locale), ...params }) as { Items: Wire[] })
        .Items,
    property: (id: number, locale: SiteLocale) =>
      ask('GetProperty', { ID: id, LanguageId: languageIdOf(locale) }) as Wire | null,
    pictures: (id: number, locale: SiteLocale) =>
      (
        ask('GetPropertyPictureList', { ObjectID: id, LanguageId: languageIdOf(locale) }) as {
          Items: Wire[];
        }
      ).Items,
    documents: (ids: number[], locale: SiteLocale) =>
      (
        ask('GetDocumentList', { ObjectIDs: ids.join(','), LanguageId: languageIdOf(locale) }) as {
          Items: Wire[];
        }
      ).Items,
  };
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a page needs, judged here from a record alone (not from the generator's plan). */
function hasMinimum(record: Wire | null): boolean {
  if (!record) return false;
  const webIds = Array.isArray(record.WebIDs)
    ? record.WebIDs
    : String(record.WebIDs ?? '').split(',');
  const hasType =
    typeof record.WebID === 'number' || webIds.some((id) => /^\d+$/.test(String(id).trim()));
  return (
    typeof record.ID === 'number' &&
    Number.isInteger(record.ID) &&
    typeof record.Goal === 'number' &&
    hasType &&
    typeof record.City === 'string' &&
    record.City.trim() !== ''
  );
}

const within = (observed: number, expected: number, tolerance: number) =>
  expect(
    Math.abs(observed - expected),
    `observed ${observed.toFixed(4)}, expected ${expected}`,
  ).toBeLessThanOrEqual(tolerance);

describe('the generated account', () => {
  it('is the same for the same options, and another for another seed', () => {
    const all = (seed: number) => {
      const account = generateAccount({ seed, count: 60 });
      return JSON.stringify({
        plans: account.plans,
        answers: account.plans.map(account.answersOf),
        categories: account.categories,
        users: account.users,
        projects: account.projects,
      });
    };
    expect(all(11)).toBe(all(11));
    expect(all(11)).not.toBe(all(12));
    // Reading the languages in another order changes nothing: each has its own stream.
    const a = generateAccount({ seed: 5, count: 20 });
    const b = generateAccount({ seed: 5, count: 20 });
    const deFirst = b.plans.map((plan) =>
      [...SITE_LOCALES]
        .reverse()
        .map((l) => b.answersOf(plan).records[l])
        .reverse(),
    );
    expect(JSON.stringify(deFirst)).toBe(
      JSON.stringify(a.plans.map((plan) => SITE_LOCALES.map((l) => a.answersOf(plan).records[l]))),
    );
  });

  it('has its own 6- or 7-digit property ids, never the committed snapshot’s 40xxxxx', () => {
    for (let seed = 0; seed < 40; seed++) {
      const ids = generateAccount({ seed, count: 200 }).plans.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(String(id)).toMatch(/^\d{6,7}$/);
        expect(id >= 4_000_000 && id < 4_100_000).toBe(false);
      }
    }
  });

  it('has 3 to 12 web categories under arbitrary distinct WebIDs, named by the agency per language', () => {
    const counts = new Set<number>();
    const webIds = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const { categories } = generateAccount({ seed, count: 0 });
      counts.add(categories.length);
      expect(categories.length).toBeGreaterThanOrEqual(3);
      expect(categories.length).toBeLessThanOrEqual(12);
      expect(new Set(categories.map((c) => c.webId)).size).toBe(categories.length);
      for (const c of categories) webIds.add(c.webId);
    }
    expect(counts.size).toBeGreaterThan(4);
    expect([...webIds].some((id) => id >= 1000)).toBe(true);
    expect([...webIds].some((id) => id > 12 && id < 1000)).toBe(true);
    expect(generateAccount({ seed: 3, categories: 12 }).categories).toHaveLength(12);
    expect(() => generateAccount({ categories: 2 })).toThrow(RangeError);
    expect(() => generateAccount({ categories: 13 })).toThrow(RangeError);

    const fake = fakeOf({ seed: 4, categories: 5 });
    const fr = fake.ask('GetWebIDList', { LanguageId: 2 }) as { Items: Wire[] };
    expect(fr.Items).toHaveLength(5);
    for (const item of fr.Items)
      expect(Object.keys(item).sort()).toEqual([
        'ID',
        'Name',
        'Rent',
        'Sale',
        'ShowOrder',
        'WebID',
      ]);
  });

  it('has some of each odd thing in a default account of 40', () => {
    const fake = fakeOf({ seed: 1 });
    const truth = truthOf(fake.data.account());
    expect(truth).toHaveLength(40);
    expect(truth.some((t) => t.languages.length < 4)).toBe(true);
    expect(truth.some((t) => !t.hasMinimum)).toBe(true);
    expect(truth.some((t) => t.duplicate)).toBe(true);
    expect(truth.some((t) => t.goal === 2)).toBe(true);
    const records = truth
      .flatMap((t) => SITE_LOCALES.map((l) => fake.property(t.id, l)))
      .filter((r): r is Wire => r !== null);
    const text = (r: Wire) => String(r.DescriptionA ?? '');
    expect(records.some((r) => text(r).includes('<script>alert(1)</script>'))).toBe(true);
    expect(records.some((r) => text(r).length >= 10_000)).toBe(true);
    expect(records.some((r) => r.Marquee === 9 || r.PriceUnit === 13 || r.Manager === 99_999)).toBe(
      true,
    );
    expect(records.some((r) => typeof r.WebIDs !== 'string')).toBe(true);
    expect(records.some((r) => String(r.CreatedDate).startsWith('/Date('))).toBe(true);
  });
});

describe('the rates, as seen in the answers', () => {
  const rates: Rates = {
    ...CLEAN_RATES,
    missingLanguage: 0.15,
    lacksMinimum: 0.1,
    duplicateInList: 0.05,
    otherGoal: 0.1,
    twoCategories: 0.25,
    missingField: 0.03,
    nullField: 0.05,
    emptyField: 0.04,
    wrongType: 0.02,
    formatVariant: 0.3,
    otherDateFormat: 0.25,
    extraFields: 0.2,
    unknownCode: 0.1,
    longText: 0.05,
    html: 0.2,
    badPicture: 0.1,
    foreignPicture: 0.08,
    documentSize: 0.3,
  };
  const fake = fakeOf({ seed: 42, count: 1500, rates, clean: true });
  const ids = fake.data.entries().map((e) => e.id);
  const records = new Map(ids.map((id) => [id, SITE_LOCALES.map((l) => fake.property(id, l))]));
  const present = [...records.values()].flat().filter((r): r is Wire => r !== null);
  const share = <T>(items: readonly T[], test: (item: T) => boolean) =>
    items.filter(test).length / items.length;

  it('properties missing in some languages (null GetProperty, absent from that list)', () => {
    within(
      share(ids, (id) => records.get(id)!.includes(null)),
      rates.missingLanguage,
      0.03,
    );
    for (const locale of SITE_LOCALES) {
      const listed = fake.list(locale).length;
      const there = ids.filter((id) => records.get(id)![SITE_LOCALES.indexOf(locale)] !== null);
      const twice = fake.data.entries().filter((e) => e.duplicate && there.includes(e.id)).length;
      expect(listed).toBe(there.length + twice);
    }
  });

  it('properties listed twice, goals other than sale and rent, two categories', () => {
    const nlIds = fake.list('nl').flatMap((item) => (typeof item.ID === 'number' ? [item.ID] : []));
    const once = new Set(nlIds);
    within((nlIds.length - once.size) / once.size, rates.duplicateInList, 0.02);
    const goals = present.filter((r) => typeof r.Goal === 'number');
    within(
      share(goals, (r) => r.Goal !== 0 && r.Goal !== 1),
      rates.otherGoal,
      0.02,
    );
    const typed = present.filter(
      (r) => r.WebIDs !== undefined && r.WebIDs !== null && r.WebIDs !== '',
    );
    const idsOf = (r: Wire) => (Array.isArray(r.WebIDs) ? r.WebIDs : String(r.WebIDs).split(','));
    within(
      share(typed, (r) => idsOf(r).length === 2),
      rates.twoCategories,
      0.03,
    );
    within(
      share(typed, (r) => Array.isArray(r.WebIDs)),
      rates.formatVariant,
      0.03,
    );
  });

  it('properties without the minimum in some or all of their languages', () => {
    const lacking = ids.filter((id) => records.get(id)!.some((r) => r !== null && !hasMinimum(r)));
    within(lacking.length / ids.length, rates.lacksMinimum, 0.025);
  });

  /** Fields that a clean account always fills, and the type it fills them with. */
  const ALWAYS: Record<string, 'number' | 'string' | 'boolean'> = {
    Price: 'number',
    PublishPrice: 'boolean',
    PublishAddress: 'boolean',
    PriceUnit: 'number',
    CountryID: 'number',
    OfficeID: 'number',
    Manager: 'number',
    RecordFile: 'string',
    Street: 'string',
    CountryName: 'string',
    TypeDescription: 'string',
    DescriptionA: 'string',
    CreatedDate: 'string',
    LastChangedDate: 'string',
  };
  const cells = present.flatMap((r) =>
    Object.entries(ALWAYS).map(([field, type]) => ({
      has: Object.hasOwn(r, field),
      value: r[field],
      type,
    })),
  );

  it('fields absent, null, empty or of another type', () => {
    within(
      share(cells, (c) => !c.has),
      rates.missingField,
      0.006,
    );
    within(
      share(cells, (c) => c.has && c.value === null),
      rates.nullField,
      0.006,
    );
    within(
      share(cells, (c) => c.value === ''),
      rates.emptyField,
      0.006,
    );
    const wrong = (c: (typeof cells)[number]) =>
      c.has && c.value !== null && c.value !== '' && typeof c.value !== c.type;
    within(share(cells, wrong), rates.wrongType, 0.005);
    expect(
      cells.some(
        (c) =>
          c.value === '350000' ||
          (/^\d+$/.test(String(c.value)) && c.type === 'number' && typeof c.value === 'string'),
      ),
    ).toBe(true);
    expect(cells.some((c) => c.value === 'abc')).toBe(true);
    expect(cells.some((c) => c.value === 'True' || c.value === 'False')).toBe(true);
  });

  it('dates in another format, coordinates as strings', () => {
    const dates = present
      .map((r) => r.LastChangedDate)
      .filter((d): d is string => typeof d === 'string' && d !== '' && d !== 'abc');
    within(
      share(dates, (d) => !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(d)),
      rates.otherDateFormat,
      0.03,
    );
    expect(dates.some((d) => /^\/Date\(\d+[+-]\d{4}\)\/$/.test(d))).toBe(true);
    expect(dates.some((d) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(d))).toBe(true);
    const coordinates = present.filter(
      (r) =>
        typeof r.GoogleX === 'number' ||
        (typeof r.GoogleX === 'string' && /^-?\d+\.\d+$/.test(r.GoogleX)),
    );
    within(
      share(coordinates, (r) => typeof r.GoogleX === 'string'),
      rates.formatVariant,
      0.03,
    );
  });

  it('long texts, HTML, extra fields, unknown codes', () => {
    const described = present.filter(
      (r) => typeof r.DescriptionA === 'string' && r.DescriptionA !== '',
    );
    within(
      share(described, (r) => String(r.DescriptionA).length >= 10_000),
      rates.longText,
      0.015,
    );
    within(
      share(described, (r) => String(r.DescriptionA).includes('<script>alert(1)</script>')),
      rates.html,
      0.025,
    );
    const clean = fakeOf({ seed: 9, count: 300, clean: true });
    const knownFields = new Set(
      clean.data
        .entries()
        .flatMap((e) => SITE_LOCALES.flatMap((l) => Object.keys(clean.property(e.id, l) ?? {}))),
    );
    within(
      share(present, (r) => Object.keys(r).some((k) => !knownFields.has(k))),
      rates.extraFields,
      0.03,
    );
    const users = new Set((fake.ask('GetUserList') as Wire[]).map((u) => u.ID));
    const unknown = (r: Wire) =>
      r.Marquee === 9 ||
      r.PriceUnit === 13 ||
      (typeof r.Manager === 'number' && !users.has(r.Manager));
    within(share(present, unknown), rates.unknownCode, 0.02);
    const webIds = new Set(
      (fake.ask('GetWebIDList', {}) as { Items: Wire[] }).Items.map((c) => c.WebID),
    );
    const typed = ids
      .map((id) => records.get(id)!.find((r) => typeof r?.WebID === 'number'))
      .filter((r): r is Wire => !!r);
    within(
      share(typed, (r) => !webIds.has(r.WebID)),
      rates.unknownCode,
      0.025,
    );
  });

  it('pictures without a Url or a size, or on another host; documents with a Size', () => {
    const pictures = ids.flatMap((id) => fake.pictures(id, 'nl'));
    const bad = (p: Wire) => blank(p.Url) || p.Width === 0 || p.Height === 0;
    within(share(pictures, bad), rates.badPicture, 0.02);
    const located = pictures.filter((p) => typeof p.Url === 'string' && p.Url !== '');
    within(
      share(located, (p) => !String(p.Url).startsWith('http://crm.test/')),
      rates.foreignPicture,
      0.02,
    );
    const documents = fake.documents(ids, 'fr');
    expect(documents.length).toBeGreaterThan(500);
    within(
      share(documents, (d) => Object.hasOwn(d, 'Size')),
      rates.documentSize,
      0.04,
    );
    for (const d of documents)
      expect(Object.keys(d)).toEqual(expect.arrayContaining(['ID', 'ObjectID', 'Name', 'Url']));
  });

  it('a clean account does none of it', () => {
    const clean = fakeOf({ seed: 42, count: 200, clean: true });
    const truth = truthOf(clean.data.account());
    expect(
      truth.every((t) => t.languages.length === SITE_LOCALES.length && t.hasMinimum && !t.duplicate && t.goal < 2),
    ).toBe(true);
    for (const t of truth) {
      for (const locale of SITE_LOCALES) {
        const r = clean.property(t.id, locale)!;
        for (const [field, type] of Object.entries(ALWAYS))
          expect(typeof r[field], `${t.id} ${field}`).toBe(type);
        expect(String(r.LastChangedDate)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(String(r.DescriptionA)).not.toMatch(/</);
        expect(typeof r.WebIDs).toBe('string');
      }
    }
  });
});

describe('the truth', () => {
  it('agrees with what the API answers: languages, and the minimum in at least one of them', () => {
    for (const seed of [1, 2, 3]) {
      const fake = fakeOf({ seed, count: 250, rates: { missingLanguage: 0.2, lacksMinimum: 0.2 } });
      for (const truth of truthOf(fake.data.account())) {
        const answers = SITE_LOCALES.map((l) => fake.property(truth.id, l));
        expect(
          SITE_LOCALES.filter((_, i) => answers[i] !== null),
          `${truth.id}`,
        ).toEqual(truth.languages);
        expect(answers.some(hasMinimum), `${truth.id}`).toBe(truth.hasMinimum);
      }
    }
  });

  it('lists as expected on the site exactly the properties with the minimum', () => {
    const account = generateAccount({ seed: 8, count: 300 });
    const expected = expectedOnSite(account);
    expect(expected.length).toBeGreaterThan(200);
    expect(expected.length).toBeLessThan(300);
    expect(expected.every((t) => t.hasMinimum && t.languages.length > 0)).toBe(true);
  });
});

describe('10,000 properties', () => {
  // No timing asserted: a generous limit for a busy machine.
  it('are generated and listed in every language', { timeout: 60_000 }, () => {
    const fake = fakeOf({ seed: 10_000, count: 10_000 });
    const truth = truthOf(fake.data.account());
    expect(truth).toHaveLength(10_000);
    for (const locale of ['nl', 'de'] as const) {
      const items = fake.list(locale, { Limit1: 1, Limit2: 10_000 });
      const rows = items.length + fake.list(locale, { Limit1: 10_001, Limit2: 20_000 }).length;
      const there = truth.filter((t) => t.languages.includes(locale));
      expect(rows).toBe(there.length + there.filter((t) => t.duplicate).length);
    }
  });
});
