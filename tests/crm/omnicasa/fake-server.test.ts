import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOmnicasa } from '@/scripts/fake-omnicasa.mjs';
import { admin, clientFor, CUSTOMER, PASSWORD, startFake } from './helpers';
import { snapshotProperties, snapshotProperty } from './snapshot';

const [FIRST, SECOND] = snapshotProperties('nl').map((p) => p.ID);

/** A raw request to the fake, as a browser or curl would send it. */
async function call(fake: FakeOmnicasa, method: string, params: Record<string, unknown>) {
  const json = encodeURIComponent(
    JSON.stringify({ CustomerName: CUSTOMER, CustomerPassword: PASSWORD, ...params }),
  );
  const response = await fetch(`${fake.url}/${method}Json?json=${json}`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, Record<string, unknown>>,
  };
}

describe('the fake Omnicasa', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  it('refuses other credentials as the API reports errors: HTTP 200, Success false, no Value', async () => {
    const { status, body } = await call(fake, 'GetPropertyList', { CustomerPassword: 'guess' });
    expect(status).toBe(200);
    expect(body.GetPropertyListJsonResult).toEqual({
      Code: 600,
      Message: 'Invalid customer name or password.',
      Success: false,
      Value: null,
    });
  });

  it('reads parameter names in any case, as the API does', async () => {
    const { body } = await call(fake, 'GetProperty', {
      customerPassword: PASSWORD,
      id: FIRST,
      languageid: 2,
    });
    expect(body.GetPropertyJsonResult?.Value).toMatchObject({ ID: FIRST, CountryName: 'Belgique' });
  });

  it('pages a list by Limit1 and Limit2, 1-based and inclusive', async () => {
    const { body } = await call(fake, 'GetPropertyList', { Limit1: 3, Limit2: 4 });
    const value = body.GetPropertyListJsonResult?.Value as {
      From: number;
      To: number;
      Items: Array<{ ID: number }>;
      RowsCount: number;
    };
    expect(value).toMatchObject({ From: 3, To: 4, RowsCount: 50 });
    expect(value.Items.map((p) => p.ID)).toEqual(
      snapshotProperties('nl')
        .slice(2, 4)
        .map((p) => p.ID),
    );
  });

  it('adds a property given in the snapshot format, in every language, modified now', async () => {
    const property = { ...snapshotProperties('en')[0]!, ID: 4998001 };
    const before = Date.now();
    const answer = await admin<{ ID: number; ModifyDate: string }>(
      fake,
      'PUT',
      'properties',
      property,
    );
    expect(answer.ID).toBe(4998001);
    expect(Date.parse(answer.ModifyDate)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    const client = clientFor(fake);
    for (const languageId of [1, 2, 3, 4]) {
      const { record } = await client.getProperty({
        ID: 4998001,
        DescriptionLanguageId: languageId,
      });
      expect(record).toMatchObject({ ID: 4998001, City: property.City });
    }
    expect(
      (await client.getPropertyList({ ChangeSince: new Date(before - 1000) })).items.map(
        (p) => p.ID,
      ),
    ).toEqual([4998001]);
  });

  it('replaces a property given per language, each with its own texts', async () => {
    const property = snapshotProperty(FIRST!);
    property.fr = { ...property.fr, TypeDescription: 'Nouveau titre' };
    await admin(fake, 'PUT', 'properties', property);
    const client = clientFor(fake);
    expect(
      (await client.getProperty({ ID: FIRST!, DescriptionLanguageId: 2 })).record?.TypeDescription,
    ).toBe('Nouveau titre');
    expect(
      (await client.getProperty({ ID: FIRST!, DescriptionLanguageId: 1 })).record?.TypeDescription,
    ).toBe(property.nl.TypeDescription);
    expect((await client.getPropertyList()).rowsCount).toBe(50);
  });

  it('refuses a property that is not a valid snapshot record, naming the field', async () => {
    const property = { ...snapshotProperties('nl')[0]!, Price: -5 };
    await expect(admin(fake, 'PUT', 'properties', property)).rejects.toThrow(/400 .*Price/);
  });

  it('changes a price in every language and stamps the change', async () => {
    const answer = await admin<{ Price: number; ModifyDate: string }>(
      fake,
      'POST',
      `properties/${SECOND}/price`,
      { price: 275_000 },
    );
    expect(answer.Price).toBe(275_000);
    const client = clientFor(fake);
    for (const id of [1, 2, 3, 4]) {
      const { record } = await client.getProperty({ ID: SECOND!, DescriptionLanguageId: id });
      expect(record?.Price).toBe(275_000);
      expect(`${record?.LastChangedDate.replace(' ', 'T')}Z`).toBe(answer.ModifyDate);
    }
    await expect(admin(fake, 'POST', 'properties/1234/price', { price: 1 })).rejects.toThrow(/404/);
  });

  it('deletes a property: gone from the lists, listed by GetDeletedPropertyIDs', async () => {
    await admin(fake, 'DELETE', `properties/${FIRST}`);
    const client = clientFor(fake);
    expect((await client.getPropertyList()).items.map((p) => p.ID)).not.toContain(FIRST);
    expect((await client.getDeletedPropertyIds()).items).toEqual([FIRST]);
    await expect(admin(fake, 'DELETE', `properties/${FIRST}`)).rejects.toThrow(/404/);
  });

  it('sets and tells its mode, and refuses one it does not have', async () => {
    expect(await admin(fake, 'GET', 'mode')).toEqual({ mode: 'normal' });
    expect(await admin(fake, 'PUT', 'mode', { mode: 'slow' })).toEqual({
      mode: 'slow',
      delayMs: 30_000,
    });
    await expect(admin(fake, 'PUT', 'mode', { mode: 'sleepy' })).rejects.toThrow(/400/);
    await expect(
      admin(fake, 'PUT', 'mode', { mode: 'garbage', kind: 'bad-record', language: 'es' }),
    ).rejects.toThrow(/400/);
  });

  it('lists the leads it received without the credentials, and forgets them on reset with everything else', async () => {
    const client = clientFor(fake);
    await client.contactOnMe({
      Name: 'Dupont',
      FirstName: 'Marie',
      Email: 'marie@example.be',
      ObjectID: FIRST,
      AgendaComment: '2026-03-12 14:00-16:00',
    });
    await client.demandRegister({
      Name: 'Peeters',
      FirstName: 'Jan',
      Email: 'jan@example.be',
      Goal: 1,
      PriceMax: 1200,
    });
    await admin(fake, 'DELETE', `properties/${SECOND}`);
    await admin(fake, 'PUT', 'mode', { mode: 'down' });

    const { calls } = await admin<{
      calls: Array<{ method: string; params: Record<string, unknown> }>;
    }>(fake, 'GET', 'calls');
    expect(calls.map((c) => c.method)).toEqual(['ContactOnMe', 'DemandRegister']);
    expect(calls[0]?.params).toEqual({
      Name: 'Dupont',
      FirstName: 'Marie',
      Email: 'marie@example.be',
      ObjectID: FIRST,
      AgendaComment: '2026-03-12 14:00-16:00',
    });
    expect(JSON.stringify(calls)).not.toContain(PASSWORD);

    expect(await admin(fake, 'POST', 'reset')).toEqual({ reset: true, properties: 50 });
    expect(await admin(fake, 'GET', 'calls')).toEqual({ calls: [] });
    expect(await admin(fake, 'GET', 'mode')).toEqual({ mode: 'normal' });
    expect((await clientFor(fake).getPropertyList()).rowsCount).toBe(50);
  });

  it('takes a lead at once in slow mode and only answers late', async () => {
    await admin(fake, 'PUT', 'mode', { mode: 'slow', delayMs: 2000 });
    const client = clientFor(fake, { timeoutMs: 200 });
    await expect(
      client.contactOnMe({ Name: 'A', FirstName: 'B', Email: 'c@example.be' }),
    ).rejects.toThrow(/no answer within 200 ms/);
    expect((await admin<{ calls: unknown[] }>(fake, 'GET', 'calls')).calls).toHaveLength(1);
  });
});

describe('the fake Omnicasa with --count', () => {
  it('serves that many properties: the snapshot’s, then copies of them with new ids', async () => {
    const fake = await startFake({ count: 120 });
    try {
      const { items } = await clientFor(fake).getPropertyList();
      expect(items).toHaveLength(120);
      expect(new Set(items.map((p) => p.ID)).size).toBe(120);
      const copy = (
        await clientFor(fake).getProperty({ ID: items[50]!.ID, DescriptionLanguageId: 2 })
      ).record;
      expect(copy).toMatchObject({ ID: 9_000_050, City: snapshotProperties('fr')[0]!.City });
    } finally {
      await fake.stop();
    }
  });
});

describe('scripts/fake-omnicasa.mts', () => {
  it('prints one ready line with its URL and stops on SIGTERM', async () => {
    const child = spawn(
      'node_modules/.bin/tsx',
      ['scripts/fake-omnicasa.mts', '--port', '0', '--customer', CUSTOMER, '--password', PASSWORD],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
      const url = /ready at (http:\/\/\S+)/.exec(line)?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/OmnicasaService\.svc$/);
      expect(line).not.toContain(PASSWORD);
      expect((await clientFor({ url: url! }).getPropertyList()).rowsCount).toBe(50);
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 30_000);
});

describe('the fake Omnicasa with remote pictures', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake({ remotePictures: true });
  });
  afterAll(() => fake.stop());

  it('answers pictures as URLs on itself, as Omnicasa does, and serves them', async () => {
    const { body } = await call(fake, 'GetPropertyPictureList', { ObjectID: FIRST, LanguageId: 1 });
    const items = (
      body.GetPropertyPictureListJsonResult!.Value as { Items: Array<{ Url: string }> }
    ).Items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.Url.startsWith(`${fake.origin}/photos/`))).toBe(true);
    const picture = await fetch(items[0]!.Url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('serves nothing outside its photos', async () => {
    for (const path of [
      '/photos/../../package.json',
      '/photos/%2e%2e/%2e%2e/package.json',
      '/photos/none.jpg',
    ]) {
      expect((await fetch(`${fake.origin}${path}`)).status, path).toBe(404);
    }
  });
});
