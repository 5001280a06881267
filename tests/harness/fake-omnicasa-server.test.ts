/**
 * The fake Omnicasa over HTTP (tests/harness/fake-omnicasa/server.ts, started as
 * tests/harness/fake-omnicasa.mts does): credentials, paging, ChangeSince, deletions, leads, modes, the
 * admin API and the media it serves. Raw requests, as a browser or curl would send them.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { startFakeOmnicasa, type FakeOmnicasa } from '@/tests/harness/fake-omnicasa.mjs';
import { plainDate } from '@/tests/harness/fake-omnicasa/clock';
import { truthOf } from '@/tests/harness/fake-omnicasa/truth';
import type { Wire } from '@/tests/harness/fake-omnicasa/wire';

const CUSTOMER = 'agency';
const PASSWORD = 'p@ss "wörd"&=/+ 100%';

type Page = { From: number; To: number; Items: Wire[]; RowsCount: number };

async function call(
  fake: FakeOmnicasa,
  method: string,
  params: Record<string, unknown> = {},
  credentials = true,
) {
  const json = JSON.stringify({
    ...(credentials ? { CustomerName: CUSTOMER, CustomerPassword: PASSWORD } : {}),
    ...params,
  });
  const response = await fetch(`${fake.url}/${method}Json?json=${encodeURIComponent(json)}`);
  const text = await response.text();
  let body: Record<
    string,
    { Code: number; Message: string; Success: boolean; Value: unknown }
  > | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, text, result: body?.[`${method}JsonResult`] };
}

const value = async <T>(fake: FakeOmnicasa, method: string, params: Record<string, unknown> = {}) =>
  (await call(fake, method, params)).result?.Value as T;

async function admin<T = Record<string, unknown>>(
  fake: FakeOmnicasa,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${fake.origin}/__admin/${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('the fake Omnicasa over HTTP', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFakeOmnicasa({
      customerName: CUSTOMER,
      customerPassword: PASSWORD,
      seed: 21,
      count: 60,
      pageCap: 25,
    });
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  it('refuses other credentials as the public client shows: HTTP 200, Success false, Code 600', async () => {
    const { status, result } = await call(
      fake,
      'GetPropertyList',
      { CustomerName: CUSTOMER, CustomerPassword: 'guess' },
      false,
    );
    expect(status).toBe(200);
    expect(result).toEqual({ Code: 600, Message: 'Error', Success: false, Value: null });
    expect((await call(fake, 'ValidateCustomer')).result).toMatchObject({
      Success: true,
      Value: true,
    });
  });

  it('reads parameter names in any case', async () => {
    const id = fake.account().plans.find((p) => p.languages.includes('fr') && !p.lacks)!.id;
    const record = await value<Wire>(fake, 'GetProperty', {
      customername: CUSTOMER,
      customerPassword: PASSWORD,
      id,
      languageid: 2,
    });
    expect(record).toMatchObject({ ID: id });
    expect([
      'Belgique',
      'Luxembourg',
      'France',
      'Espagne',
      'Pays-Bas',
      'Allemagne',
      null,
      '',
    ]).toContain(record.CountryName ?? null);
  });

  it('pages lists by Limit1 and Limit2 (1-based, inclusive), at most pageCap rows a page', async () => {
    const all = await value<Page>(fake, 'GetPropertyList', {
      LanguageId: 1,
      Limit1: 1,
      Limit2: 1000,
    });
    expect(all.Items).toHaveLength(25);
    expect(all).toMatchObject({ From: 1, To: 1000 });
    const third = await value<Page>(fake, 'GetPropertyList', {
      LanguageId: 1,
      Limit1: 3,
      Limit2: 4,
    });
    expect(third).toMatchObject({ From: 3, To: 4, RowsCount: all.RowsCount });
    expect(third.Items).toEqual(all.Items.slice(2, 4));
    const rows: Wire[] = [];
    for (let from = 1; from <= all.RowsCount; from += 25) {
      rows.push(
        ...(
          await value<Page>(fake, 'GetPropertyList', {
            LanguageId: 1,
            Limit1: from,
            Limit2: from + 24,
          })
        ).Items,
      );
    }
    expect(rows).toHaveLength(all.RowsCount);
    const nl = truthOf(fake.account()).filter((t) => t.languages.includes('nl'));
    expect(all.RowsCount).toBe(nl.length + nl.filter((t) => t.duplicate).length);
  });

  it('answers null for a property in a language it lacks, a record in the others', async () => {
    const plan = fake.account().plans.find((p) => p.languages.length < 4)!;
    for (const [i, locale] of SITE_LOCALES.entries()) {
      const record = await value<Wire | null>(fake, 'GetProperty', {
        ID: plan.id,
        LanguageId: i + 1,
      });
      expect(record === null, locale).toBe(!plan.languages.includes(locale));
    }
  });

  it('lists only what changed since ChangeSince (on its clock), and the deletions', async () => {
    const [first, second, third] = fake
      .account()
      .plans.filter((p) => p.languages.includes('nl') && !p.lacks);
    const deletedBefore = await value<number[]>(fake, 'GetDeletedPropertyIDs');
    expect(deletedBefore.length).toBeGreaterThan(0);
    const since = plainDate(Date.now() - 1000, fake.account().clock);
    await admin(fake, 'POST', `properties/${first!.id}/price`, { price: 123_000 });
    await admin(fake, 'POST', `properties/${second!.id}/touch`);
    expect((await admin(fake, 'DELETE', `properties/${third!.id}`)).status).toBe(200);

    const changed = await value<Page>(fake, 'GetPropertyList', {
      LanguageId: 1,
      ChangeSince: since,
    });
    expect(changed.Items.map((i) => i.ID).sort()).toEqual([first!.id, second!.id].sort());
    const repriced = await value<Wire>(fake, 'GetProperty', { ID: first!.id, LanguageId: 2 });
    expect(repriced.Price).toBe(123_000);
    expect(repriced.LastChangedDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await value(fake, 'GetDeletedPropertyIDs', { ChangeSince: since })).toEqual([third!.id]);
    expect(await value<number[]>(fake, 'GetDeletedPropertyIDs')).toEqual([
      ...deletedBefore,
      third!.id,
    ]);
    expect(await value(fake, 'GetProperty', { ID: third!.id })).toBeNull();
    const longAgo = await value<Page>(fake, 'GetPropertyList', {
      LanguageId: 1,
      ChangeSince: '2000-01-01 00:00:00',
    });
    expect(longAgo.RowsCount).toBeGreaterThan(40);
  });

  it('records the lead calls without the credentials, and refuses one without an e-mail', async () => {
    const id = fake.account().plans[0]!.id;
    const lead = {
      Name: 'Peeters',
      FirstName: 'An',
      Email: 'an@example.be',
      ObjectID: id,
      LanguageIdFromParameter: 1,
    };
    expect(await value(fake, 'ContactOnMe', lead)).toBe(true);
    expect(
      await value(fake, 'ContactOnMeProject', {
        ...lead,
        ObjectID: undefined,
        ProjectIDs: '20000',
      }),
    ).toBe(true);
    expect(await value(fake, 'DemandRegister', { ...lead, Goal: 0, PriceMax: 400_000 })).toBe(true);
    expect((await call(fake, 'ContactOnMe', { Name: 'X' })).result).toMatchObject({
      Success: false,
    });
    const { body } = await admin<{
      calls: Array<{ method: string; params: Record<string, unknown> }>;
    }>(fake, 'GET', 'calls');
    expect(body.calls.map((c) => c.method)).toEqual([
      'ContactOnMe',
      'ContactOnMeProject',
      'DemandRegister',
    ]);
    for (const c of body.calls)
      expect(Object.keys(c.params).some((k) => /customer/i.test(k))).toBe(false);
    expect(body.calls[0]!.params).toMatchObject(lead);
    const stats = await value<Wire>(fake, 'GetVisitStatisticOfProperty', { ID: id });
    expect(stats).toMatchObject({ ID: id, NumberOfContacts: 1 });
  });

  it('misbehaves on demand: not JSON, the wrong shape, a bad record, down, slow, for some methods only', async () => {
    const id = fake.account().plans.find((p) => !p.lacks && p.languages.includes('nl'))!.id;
    await admin(fake, 'PUT', 'mode', { mode: 'garbage', kind: 'not-json' });
    expect((await call(fake, 'GetWebIDList')).text).toMatch(/^<html>/);
    await admin(fake, 'PUT', 'mode', { mode: 'garbage', kind: 'wrong-shape' });
    expect((await call(fake, 'GetWebIDList')).result).toEqual({
      Code: 0,
      Message: '',
      Success: true,
      Rows: [],
    });
    await admin(fake, 'PUT', 'mode', {
      mode: 'garbage',
      kind: 'bad-record',
      propertyId: id,
      field: 'City',
      language: 'fr',
    });
    expect((await value<Wire>(fake, 'GetProperty', { ID: id, LanguageId: 2 })).City).toBe(404);
    expect(typeof (await value<Wire>(fake, 'GetProperty', { ID: id, LanguageId: 1 })).City).toBe(
      'string',
    );
    await admin(fake, 'PUT', 'mode', { mode: 'down', kind: '503', methods: ['GetProperty'] });
    expect((await call(fake, 'GetProperty', { ID: id })).status).toBe(503);
    expect((await call(fake, 'GetWebIDList')).status).toBe(200);
    await admin(fake, 'PUT', 'mode', { mode: 'down', kind: 'reset' });
    await expect(fetch(`${fake.url}/GetWebIDListJson?json={}`)).rejects.toThrow();
    await admin(fake, 'PUT', 'mode', { mode: 'slow', delayMs: 5000 });
    await expect(
      fetch(`${fake.url}/GetWebIDListJson?json={}`, { signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    expect((await admin(fake, 'GET', 'mode')).body).toEqual({ mode: 'slow', delayMs: 5000 });
    expect((await admin(fake, 'PUT', 'mode', { mode: 'sideways' })).status).toBe(400);
    await admin(fake, 'POST', 'reset');
    expect((await admin(fake, 'GET', 'mode')).body).toEqual({ mode: 'normal' });
  });

  it('takes a property in wire format per language through the admin API', async () => {
    const record = (city: string) => ({
      ID: 555_001,
      Goal: 1,
      WebID: fake.account().categories[0]!.webId,
      City: city,
      Price: 950,
      LastChangedDate: '/Date(1700000000000+0100)/',
      SomethingNew: { deep: [1, 2] },
    });
    const put = await admin<Wire>(fake, 'PUT', 'properties', {
      nl: record('Elsene'),
      fr: record('Ixelles'),
      de: null,
      pictures: [
        { ID: 1, Url: `${fake.origin}/pictures/x/1.jpg`, Width: 800, Height: 600, Name: '' },
      ],
      documents: {
        nl: [{ ID: 9, ObjectID: 555_001, Name: 'Plan', Url: `${fake.origin}/documents/9.pdf` }],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ID: 555_001, Price: 950, languages: ['nl', 'fr'] });
    const fr = await value<Wire>(fake, 'GetProperty', { ID: 555_001, LanguageId: 2 });
    expect(fr).toMatchObject({ City: 'Ixelles', SomethingNew: { deep: [1, 2] } });
    expect(fr.LastChangedDate).not.toBe('/Date(1700000000000+0100)/');
    expect(await value(fake, 'GetProperty', { ID: 555_001, LanguageId: 3 })).toBeNull();
    expect(
      (await value<Page>(fake, 'GetPropertyPictureList', { ObjectID: 555_001, LanguageId: 2 }))
        .Items,
    ).toHaveLength(1);
    expect(
      (await value<Page>(fake, 'GetDocumentList', { ObjectIDs: '555001', LanguageId: 1 })).Items,
    ).toHaveLength(1);
    expect(
      (await value<Page>(fake, 'GetDocumentList', { ObjectIDs: '555001', LanguageId: 2 })).Items,
    ).toHaveLength(0);

    const kept = await admin(fake, 'PUT', 'properties', {
      id: 555_002,
      nl: { ...record('Gent'), ID: 555_002 },
      keepDates: true,
    });
    expect(kept.body).toMatchObject({ ID: 555_002, LastChangedDate: '/Date(1700000000000+0100)/' });

    const { body } = await admin<{
      properties: Array<{ id: number; source: string; truth: { hasMinimum: boolean } }>;
    }>(fake, 'GET', 'properties');
    expect(body.properties.find((p) => p.id === 555_001)).toMatchObject({
      source: 'given',
      truth: { hasMinimum: true },
    });
    expect(body.properties.filter((p) => p.source === 'generated')).toHaveLength(60);
    expect((await admin(fake, 'GET', 'properties/555001')).body).toMatchObject({
      id: 555_001,
      answers: { records: { de: null } },
    });
    expect((await admin(fake, 'PUT', 'properties', { nl: { City: 'x' } })).status).toBe(400);
    expect((await admin(fake, 'POST', 'properties/1/price', { price: 1 })).status).toBe(404);
  });

  it('chooses another account on reset, and goes back to its own on a bare reset', async () => {
    const before = fake.account().plans.map((p) => p.id);
    await admin(fake, 'POST', 'reset', { seed: 99, count: 5, clean: true, categories: 4 });
    const { body } = await admin(fake, 'GET', 'account');
    expect(body).toMatchObject({ seed: 99, count: 5, categories: 4 });
    expect(Object.values(body.rates as Record<string, number>).every((r) => r === 0)).toBe(true);
    expect((await value<Page>(fake, 'GetPropertyList', { LanguageId: 4 })).RowsCount).toBe(5);
    expect((await admin(fake, 'POST', 'reset', { categories: 40 })).status).toBe(400);
    await admin(fake, 'POST', 'reset');
    expect(fake.account().plans.map((p) => p.id)).toEqual(before);
  });

  it('serves every picture as a real JPEG and every document as a PDF, on its own origin', async () => {
    const plan = fake.account().plans.find((p) => p.languages.includes('nl'))!;
    const pictures = (
      await value<Page>(fake, 'GetPropertyPictureList', { ObjectID: plan.id, LanguageId: 1 })
    ).Items;
    const url =
      pictures
        .map((p) => p.Url)
        .find((u): u is string => typeof u === 'string' && u.startsWith(fake.origin)) ??
      `${fake.origin}/pictures/any/where.jpg`;
    const picture = await fetch(url);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg');
    const pdf = await fetch(`${fake.origin}/documents/a/b/c.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
  });
});

describe('tests/harness/fake-omnicasa.mts', () => {
  it(
    'starts with the account the flags choose and prints where it is',
    { timeout: 60_000 },
    async () => {
      const child = spawn('node_modules/.bin/tsx', [
        '--tsconfig',
        'tsconfig.scripts.json',
        'tests/harness/fake-omnicasa.mts',
        '--port',
        '0',
        '--customer',
        CUSTOMER,
        '--password',
        'secret',
        '--seed',
        '3',
        '--count',
        '7',
        '--categories',
        '5',
        '--clean',
        '--rates',
        'html=1',
        '--remote-pictures',
      ]);
      try {
        const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
        const origin = /ready at (http:\/\/[^/]+)\//.exec(line)?.[1];
        expect(origin, line).toBeDefined();
        const account = (await (await fetch(`${origin}/__admin/account`)).json()) as Record<
          string,
          unknown
        >;
        expect(account).toMatchObject({
          seed: 3,
          count: 7,
          categories: 5,
          rates: { html: 1, longText: 0 },
        });
      } finally {
        child.kill('SIGTERM');
      }
    },
  );
});
