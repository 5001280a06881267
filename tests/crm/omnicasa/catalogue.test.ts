import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { readCatalogue } from '@/lib/server/crm/omnicasa/catalogue';
import {
  CrmAuthError,
  CrmGarbageError,
  CrmUnavailableError,
} from '@/lib/server/crm/omnicasa/errors';
import type { FakeOmnicasa } from '@/scripts/fake-omnicasa.mjs';
import { admin, clientFor, rewritingFetch, setMode, startFake } from './helpers';
import { demoProjects, snapshotProperties, snapshotProperty, snapshotTypes } from './snapshot';

const [FIRST, SECOND, THIRD] = snapshotProperties('nl').map((p) => p.ID);

describe('readCatalogue, against the fake CRM seeded with the snapshot', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake({ projects: 'demo' });
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  it('reads the whole stock back as the committed snapshot, in the four languages', async () => {
    const catalogue = await readCatalogue(clientFor(fake));
    for (const locale of SITE_LOCALES)
      expect(catalogue.properties[locale]).toEqual(snapshotProperties(locale));
    expect(catalogue.types).toEqual(snapshotTypes());
    expect(catalogue.projects).toEqual(demoProjects());
    expect(catalogue).toMatchObject({ complete: true, deletedPropertyIds: [], skipped: [] });
  });

  it('reads only what changed since a date, and what was deleted since', async () => {
    const since = new Date(Date.now() - 1000);
    const added = snapshotProperty(FIRST!);
    for (const locale of SITE_LOCALES) added[locale] = { ...added[locale], ID: 4999001 };
    await admin(fake, 'PUT', 'properties', added);
    await admin(fake, 'POST', `properties/${SECOND}/price`, { price: 123_000 });
    await admin(fake, 'DELETE', `properties/${THIRD}`);

    const catalogue = await readCatalogue(clientFor(fake), { since });
    expect(catalogue.complete).toBe(false);
    expect(catalogue.deletedPropertyIds).toEqual([THIRD]);
    for (const locale of SITE_LOCALES) {
      expect(catalogue.properties[locale].map((p) => p.ID).sort()).toEqual(
        [SECOND, 4999001].sort(),
      );
      expect(catalogue.properties[locale].find((p) => p.ID === SECOND)).toMatchObject({
        Price: 123_000,
        language: locale,
      });
      // The change is the modification: LastChangedDate is the second it was made.
      expect(Date.parse(catalogue.properties[locale][0]!.ModifyDate)).toBeGreaterThanOrEqual(
        since.getTime() - 1000,
      );
    }
    // Projects and types have no ChangeSince: they come whole.
    expect(catalogue.projects).toHaveLength(demoProjects().length);
    expect(catalogue.types.fr).toHaveLength(9);
  });

  it('leaves out in every language a property malformed in one, and reports it with its ID and field', async () => {
    await setMode(fake, {
      mode: 'garbage',
      kind: 'bad-record',
      propertyId: SECOND,
      field: 'SurfaceLiving',
      language: 'fr',
    });
    const catalogue = await readCatalogue(clientFor(fake));
    for (const locale of SITE_LOCALES) {
      expect(catalogue.properties[locale]).toHaveLength(snapshotProperties(locale).length - 1);
      expect(catalogue.properties[locale].some((p) => p.ID === SECOND)).toBe(false);
    }
    expect(catalogue.skipped).toEqual([
      {
        method: 'GetProperty',
        id: SECOND,
        field: 'SurfaceLiving',
        message: expect.any(String),
        language: 'fr',
      },
    ]);
  });

  it('reports a record malformed in the list with the field, and reads the rest', async () => {
    await setMode(fake, { mode: 'garbage', kind: 'bad-record', propertyId: FIRST, field: 'ID' });
    const catalogue = await readCatalogue(clientFor(fake));
    expect(catalogue.properties.de).toHaveLength(snapshotProperties('de').length - 1);
    expect(catalogue.skipped).toEqual([
      {
        method: 'GetPropertyList',
        id: null,
        field: 'ID',
        message: expect.any(String),
        language: 'nl',
      },
    ]);
  });

  it('leaves out a picture that is not a snapshot picture, keeps its property and reports the picture', async () => {
    const property = snapshotProperties('nl').find((p) => p.ID === SECOND)!;
    const absolute = 'https://images.omnicasa.example/2.jpg';
    const fetch = rewritingFetch((method, params, value) => {
      if (method !== 'GetPropertyPictureList' || params.ObjectID !== SECOND) return value;
      const page = value as { Items: Array<{ Url: string }> };
      return {
        ...page,
        Items: page.Items.map((item, i) => (i === 1 ? { ...item, Url: absolute } : item)),
      };
    });
    const catalogue = await readCatalogue(clientFor(fake, {}, { fetch }));
    for (const locale of SITE_LOCALES) {
      const read = catalogue.properties[locale].find((p) => p.ID === SECOND)!;
      expect(read.Pictures.map((p) => p.ID)).toEqual(
        property.Pictures.filter((_, i) => i !== 1).map((p) => p.ID),
      );
    }
    expect(catalogue.skipped).toEqual(
      SITE_LOCALES.map((language) => ({
        method: 'GetPropertyPictureList',
        id: property.Pictures[1]!.ID,
        field: 'Url',
        message: expect.any(String),
        language,
      })),
    );
  });

  it('keeps a picture on a picture origin of the CRM, as its URL, thumbnail included', async () => {
    const property = snapshotProperties('nl').find((p) => p.ID === SECOND)!;
    const onCdn = (url: string) => `https://pictures.omnicasa.example${url}`;
    const fetch = rewritingFetch((method, params, value) => {
      const absolute = (item: { Url: string }) => ({ ...item, Url: onCdn(item.Url) });
      if (method === 'GetPropertyPictureList' && params.ObjectID === SECOND) {
        const page = value as { Items: Array<{ Url: string }> };
        return { ...page, Items: page.Items.map(absolute) };
      }
      if (method === 'GetProperty' && params.ID === SECOND) {
        const record = value as { SmallPictureItem: { Url: string } };
        return { ...record, SmallPictureItem: absolute(record.SmallPictureItem) };
      }
      return value;
    });
    const origins = ['https://pictures.omnicasa.example'];
    const catalogue = await readCatalogue(clientFor(fake, { pictureOrigins: origins }, { fetch }));
    const read = catalogue.properties.fr.find((p) => p.ID === SECOND)!;
    expect(read.Pictures.map((p) => p.Url)).toEqual(property.Pictures.map((p) => onCdn(p.Url)));
    expect(read.SmallPictureItem?.Url).toBe(onCdn(property.SmallPictureItem!.Url));
    expect(catalogue.skipped).toEqual([]);

    // The same pictures without that origin: left out, the thumbnail too, the property kept.
    const strict = await readCatalogue(clientFor(fake, { pictureOrigins: [] }, { fetch }));
    const kept = strict.properties.fr.find((p) => p.ID === SECOND)!;
    expect(kept.Pictures).toEqual([]);
    expect(kept.SmallPictureItem).toBeNull();
    expect(strict.skipped.filter((s) => s.method === 'GetProperty')).toHaveLength(4);
  });

  it.each([
    ['refuses the credentials', null, CrmAuthError],
    ['is down', { mode: 'down', kind: '503' }, CrmUnavailableError],
    ['is slow', { mode: 'slow', delayMs: 3000 }, CrmUnavailableError],
    ['answers garbage', { mode: 'garbage', kind: 'not-json' }, CrmGarbageError],
  ])('throws when the CRM %s', async (_, mode, kind) => {
    if (mode) await setMode(fake, mode);
    const client = clientFor(
      fake,
      mode ? { timeoutMs: 300 } : { customerPassword: 'not the password' },
    );
    await expect(readCatalogue(client)).rejects.toThrow(kind);
  });
});

describe('readCatalogue of 1,000 properties in four languages', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake({ count: 1000 });
  });
  afterAll(() => fake.stop());

  it('takes well under a minute', async () => {
    const started = performance.now();
    const catalogue = await readCatalogue(clientFor(fake, { concurrency: 8 }));
    const seconds = (performance.now() - started) / 1000;
    console.log(`readCatalogue: 1,000 properties × 4 languages in ${seconds.toFixed(1)} s`);
    for (const locale of SITE_LOCALES) expect(catalogue.properties[locale]).toHaveLength(1000);
    expect(catalogue.skipped).toEqual([]);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
