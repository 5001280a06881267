/**
 * SQL metacharacters in every free-text field of every form are stored verbatim: what is read back
 * from the database equals what was sent. Documented normalisation (lib/forms/fields): leading and
 * trailing white space is trimmed, e-mail addresses are lower-cased, and control characters such as
 * NUL are refused (a Postgres text or jsonb value cannot hold NUL), storing nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_IDS, type LeadFormId } from '@/lib/forms/leads/registry';
import { LOOKS_LIKE_A_LINK } from '@/lib/forms/leads/send-to-friend';
import { leads } from '@/lib/server/db/schema';
import { submitForm } from '@/lib/server/forms/submit';
import { validPayload } from '../server/fixtures';
import { BACKENDS, counts, startTestDatabase, testDeps, type TestDatabase } from '../server/harness';
import { freeTextFields } from './form-fields';

const METACHARACTERS = [
  "'; DROP TABLE leads; --",
  "O'Brien \"quoted\" ''doubled''",
  'back\\slash \\\\ \\x00 \\n \\',
  '100% _under_ %_% LIKE escapes',
  '$1 $$dollar$$ ? :name @param',
  "/* comment */ -- dash ; semi",
  "E'\\x41' U&'\\0041' 1=1 OR 'a'='a'",
  '{"json": [1, "\\u0000"]} ->> \'x\'',
  'Zoë Ñandú 東京 👍 ‮rtl',
];

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)('SQL metacharacters on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  let n = 0;
  let refused = 0;
  const submitWith = (form: LeadFormId, value: string, extra: Record<string, unknown> = {}) => {
    n += 1;
    const email = `meta.${n}@example.be`;
    const payload: Record<string, unknown> = { ...validPayload(form, email), ...extra };
    // One appointment slot takes a few visits only: give every submission its own day.
    if (form === 'contact-appointment') payload.date = dateIn(2 + n);
    for (const key of freeTextFields(form)) payload[key] = value;
    return { email, result: submitForm(form, payload, { locale: 'nl', ip: `198.51.100.${n % 250}` }, testDeps(db)) };
  };

  it('finds free-text fields in every form', () => {
    for (const form of LEAD_FORM_IDS) expect(freeTextFields(form).length, form).toBeGreaterThan(0);
  });

  describe.each(LEAD_FORM_IDS)('%s', (form) => {
    it.each(METACHARACTERS)('stores %j verbatim in every free-text field', async (value) => {
      const { email, result } = submitWith(form, value);
      // The sender's name in a mail to a friend may not look like a link or an address (no relay): refused, nothing stored.
      if (form === 'send-to-friend' && LOOKS_LIKE_A_LINK.test(value)) {
        expect(await result).toMatchObject({ ok: false, fieldErrors: { firstName: ['Validation.nameNoLinks'] } });
        refused += 1;
        return;
      }
      expect(await result).toMatchObject({ ok: true });
      const [lead] = await db.db.select().from(leads).where(eq(leads.email, email));
      for (const key of freeTextFields(form)) expect(lead?.fields[key], key).toBe(value);
    });
  });

  it('reads the same value back through a raw SQL query (no double escaping)', async () => {
    const value = "'; DROP TABLE leads; -- \\ % _";
    const { email, result } = submitWith('site-contact', value);
    expect(await result).toMatchObject({ ok: true });
    const raw = await db.db.execute<{ remark: string; first: string }>(
      sql`SELECT fields->>'remark' AS remark, fields->>'firstName' AS first FROM leads WHERE email = ${email}`,
    );
    expect(raw.rows[0]).toEqual({ remark: value, first: value });
    // The table is still there and every lead so far is in it.
    expect((await counts(db)).leads).toBe(n - refused);
  });

  it('trims surrounding white space and lower-cases the e-mail (documented normalisation)', async () => {
    const { email, result } = submitWith('site-contact', "  '; DROP TABLE leads; --  ", { email: "  O'Brien.META@Example.BE " });
    expect(await result).toMatchObject({ ok: true });
    expect(email).toBeTruthy();
    const [lead] = await db.db.select().from(leads).where(eq(leads.email, "o'brien.meta@example.be"));
    expect(lead?.fields.remark).toBe("'; DROP TABLE leads; --");
  });

  it.each(['nul \u0000 byte', 'escape \u001b[31m', 'delete \u007f'])(
    'refuses control characters (%j) in free text and stores nothing',
    async (value) => {
      const before = await counts(db);
      const { result } = submitWith('site-contact', value);
      const outcome = await result;
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.fieldErrors.remark).toContain('Forms.errors.noMarkup');
      expect(await counts(db)).toEqual(before);
    },
  );
});
