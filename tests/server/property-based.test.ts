/**
 * Random payloads at every form action (fast-check, FAST_CHECK_RUNS per action: 1,000 by default,
 * 10,000 for the full reliability run: `FAST_CHECK_RUNS=10000 npx vitest run tests/server/property-based.test.ts`;
 * FAST_CHECK_SEED replays a reported failure): the pipeline never throws,
 * always answers with a well-formed result, stores exactly one lead with all its outbox rows when it
 * says ok, and stores nothing when it refuses.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_IDS, type LeadFormId } from '@/lib/forms/leads/registry';
import { submitForm, type FormResult } from '@/lib/server/forms/submit';
import { validPayload } from './fixtures';
import { BACKENDS, partialLeads, startTestDatabase, testDeps, type TestDatabase } from './harness';

const RUNS = Math.max(1, Number(process.env.FAST_CHECK_RUNS) || 1000);
const SEED = process.env.FAST_CHECK_SEED ? Number(process.env.FAST_CHECK_SEED) : undefined;
/** Generous: a run costs a few milliseconds on a loaded 2-core machine. */
const TIMEOUT_MS = Math.max(120_000, RUNS * 150);

/** A valid payload with some fields dropped and others replaced by random values. */
function mutatedPayload(form: LeadFormId) {
  const base = validPayload(form);
  const keys = Object.keys(base);
  return fc
    .record({
      drop: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
      replace: fc.dictionary(
        fc.constantFrom(...keys),
        fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 50 }), fc.anything({ maxDepth: 2 })),
        { maxKeys: 3 },
      ),
      id: fc.nat(),
    })
    .map(({ drop, replace, id }) => {
      const payload: Record<string, unknown> = { ...base, email: `pbt${id}-${Math.random().toString(36).slice(2)}@example.be` };
      for (const key of drop) delete payload[key];
      return Object.assign(payload, replace);
    });
}

const payloadFor = (form: LeadFormId) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
    { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 20 }), fc.anything({ maxDepth: 1 }), { maxKeys: 12 }) },
    { weight: 4, arbitrary: mutatedPayload(form) },
    { weight: 1, arbitrary: fc.constant(null).map(() => validPayload(form, `pbt-valid-${Math.random().toString(36).slice(2)}@example.be`)) },
  );

function wellFormed(result: FormResult) {
  if (result.ok) {
    expect(result.redirectTo === null || result.redirectTo.startsWith('/')).toBe(true);
  } else {
    expect(typeof result.fieldErrors).toBe('object');
    expect(result.formError === null || typeof result.formError === 'string').toBe(true);
    for (const messages of Object.values(result.fieldErrors)) {
      for (const key of messages ?? []) expect(key).toMatch(/^(Validation|Errors|Forms\.errors)\.\w+$/);
    }
  }
}

describe.each(BACKENDS)('random payloads on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  async function leadCount(): Promise<number> {
    const r = await db.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM leads`);
    return Number(r.rows[0]?.n ?? 0);
  }

  it.each(LEAD_FORM_IDS)(`%s: ${RUNS} random payloads, never a throw, never a partial row`, async (form) => {
    const deps = testDeps(db);
    let stored = 0;
    let expected = await leadCount();
    await fc.assert(
      fc.asyncProperty(payloadFor(form), async (payload) => {
        const result = await submitForm(form, payload, { locale: 'en', ip: '192.0.2.50' }, deps);
        wellFormed(result);
        const isBot = typeof payload === 'object' && payload !== null && 'website' in payload;
        if (result.ok && !isBot) {
          expected += 1;
          stored += 1;
        }
        expect(await leadCount()).toBe(expected);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(await partialLeads(db)).toBe(0);
    expect(stored).toBeGreaterThan(0); // the generator does reach the database
  }, TIMEOUT_MS);
});
