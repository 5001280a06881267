/**
 * Property-based tests of the sync over Omnicasa's answer shapes, with fast-check
 * arbitraries written apart from the sync (tests/harness/fake-omnicasa/arbitraries): whatever a
 * record or an account holds, the reading never throws, the sync never empties a non-empty stock
 * without being told to, and every property that has what a page needs reaches every language's pages.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataStore } from '@/lib/catalogue/store';
import { SITE_LOCALES } from '@/lib/locale';
import { detailParamsOf } from '@/lib/property/detail-paths';
import { clearCatalogue, loadCatalogue } from '@/lib/server/crm/catalogue-store';
import { readCatalogue } from '@/lib/server/crm/omnicasa/catalogue';
import { createOmnicasaClient } from '@/lib/server/crm/omnicasa/client';
import { createNotes } from '@/lib/server/crm/omnicasa/notes';
import { readProperty } from '@/lib/server/crm/omnicasa/property-record';
import { runCrmSync } from '@/lib/server/crm/run-sync';
import { crmSyncLease, crmSyncRuns, outbox } from '@/lib/server/db/schema';
import type { Account } from '@/tests/harness/fake-omnicasa/account';
import { createApi } from '@/tests/harness/fake-omnicasa/api';
import { accountArb, categoryListArb, propertyRecordArb } from '@/tests/harness/fake-omnicasa/arbitraries';
import { createDataSet } from '@/tests/harness/fake-omnicasa/data-set';
import { expectedOnSite } from '@/tests/harness/fake-omnicasa/truth';
import { startTestDatabase, type TestDatabase } from '../server/harness';
import { ok, STUB_CONFIG, stubFetch } from './omnicasa/helpers';

vi.setConfig({ testTimeout: 300_000 });

const ORIGIN = 'https://crm.example';

/** A fetch answering as an Omnicasa holding `generated` (the fake's API in-process, without HTTP), and the account it serves. */
function crmOf(generated: Account) {
  const data = createDataSet({ seed: generated.seed, count: generated.count, rates: generated.rates, clock: generated.clock, categories: generated.categories.length, projects: generated.projects.length, mediaOrigin: ORIGIN });
  const api = createApi(data, { pageCap: 100 });
  return { fetch: stubFetch((method, params) => ok(method, api.answer(method, params))), account: data.account() };
}

describe('reading one record', () => {
  it('never throws, whatever the record holds', () => {
    fc.assert(
      fc.property(propertyRecordArb(), fc.constantFrom(...SITE_LOCALES), (record, locale) => {
        const reading = readProperty({ ID: 1, ...record } as never, { locale, pictures: [], smallPicture: null, documents: [], manager: null, categories: new Map(), firstSeen: '2026-11-01T00:00:00Z', notes: createNotes() });
        expect(typeof reading.ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });

  it('makes a record of every one that has an id, a goal, a type and a town, whatever else it holds', () => {
    fc.assert(
      fc.property(categoryListArb, fc.constantFrom(...SITE_LOCALES), (categories, locale) => {
        const webIds = categories[locale].map((c) => Number(c.WebID)).filter((id) => Number.isInteger(id) && id > 0);
        return fc.assert(
          // A town is a name: not blanks or markup alone.
          fc.property(propertyRecordArb({ withMinimum: true, ...(webIds.length ? { webIds } : {}) }).filter((r) => /[\p{L}\p{N}]/u.test(String(r.City)) && !String(r.City).includes('<')), (record) => {
            const notes = createNotes();
            const reading = readProperty(record as never, { locale, pictures: [], smallPicture: null, documents: [], manager: null, categories: new Map(), firstSeen: '2026-11-01T00:00:00Z', notes });
            expect(reading.ok, JSON.stringify(reading.ok ? null : reading.missing)).toBe(true);
            if (reading.ok) expect(reading.property).toMatchObject({ ID: record.ID, Goal: record.Goal, language: locale });
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 10 },
    );
  });
});

describe('reading an account', () => {
  it('never throws, and keeps exactly the properties with what a page needs', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, async (generated) => {
        const { fetch, account } = crmOf(generated);
        const read = await readCatalogue(createOmnicasaClient({ ...STUB_CONFIG, pictureOrigins: [ORIGIN] }, { fetch }));
        const expected = expectedOnSite(account).map((t) => t.id).sort((a, b) => a - b);
        expect([...read.properties.keys()].sort((a, b) => a - b)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('syncing account after account into one database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('never throws, never empties a stock unasked, and shows every property with the minimum in every language', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(accountArb, fc.boolean()), { minLength: 1, maxLength: 3 }), async (syncs) => {
        await clearCatalogue(db.db);
        for (const table of [crmSyncRuns, crmSyncLease, outbox]) await db.db.delete(table);
        for (const [generated, acceptShrink] of syncs) {
          const { fetch, account } = crmOf(generated);
          const before = (await loadCatalogue(db.db))?.catalogue.properties.nl.length ?? 0;
          const outcome = await runCrmSync({
            db: db.db,
            env: { OMNICASA_URL: STUB_CONFIG.baseUrl, OMNICASA_CUSTOMER_NAME: STUB_CONFIG.customerName, OMNICASA_CUSTOMER_PASSWORD: STUB_CONFIG.customerPassword, OMNICASA_PICTURE_ORIGINS: ORIGIN },
            trigger: 'command',
            full: true,
            acceptShrink,
            clientOptions: { fetch },
          });
          expect(outcome.ok || ('status' in outcome && outcome.status === 'held'), JSON.stringify(outcome)).toBe(true);
          const loaded = await loadCatalogue(db.db);
          const after = loaded?.catalogue.properties.nl.length ?? 0;
          if (before > 0 && !acceptShrink) expect(after).toBeGreaterThan(0);
          if (outcome.ok) {
            const expected = expectedOnSite(account).map((t) => t.id).sort((a, b) => a - b);
            const store = createDataStore('data', { catalogue: loaded?.catalogue ?? null });
            for (const locale of SITE_LOCALES) {
              expect(store.getProperties(locale).map((p) => p.ID).sort((a, b) => a - b)).toEqual(expected);
              for (const id of expected) {
                const p = store.getProperty(locale, id)!;
                expect(detailParamsOf(p, locale)?.id, `${id} in ${locale}`).toBe(String(id));
              }
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});

