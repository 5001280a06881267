import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCv } from '@/lib/server/cv-store';
import { DEFAULT_RETENTION, retentionFromEnv } from '@/lib/server/retention/periods';
import { purgeMailFiles, purgeRetained } from '@/lib/server/retention/purge';
import { propertyStats } from '@/lib/server/stats/property-stats';
import { propertyHistory } from '@/lib/server/stats/property-history';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

const NOW = new Date('2031-03-15T12:00:00Z');
const DAY = 86_400_000;
/** A moment `days` before NOW, nudged one hour inside (`'kept'`) or outside (`'purged'`) the period. */
function at(days: number, side: 'kept' | 'purged'): string {
  return new Date(NOW.getTime() - days * DAY + (side === 'kept' ? 3_600_000 : -3_600_000)).toISOString();
}

describe('retention periods from the environment', () => {
  it('uses the defaults and takes a whole number of days per variable', () => {
    expect(retentionFromEnv({})).toEqual(DEFAULT_RETENTION);
    expect(retentionFromEnv({ RETENTION_CV_DAYS: '90', RETENTION_LEAD_DAYS: '' })).toEqual({ ...DEFAULT_RETENTION, cvDays: 90 });
  });
  it('names the variable of a bad value', () => {
    expect(() => retentionFromEnv({ RETENTION_LEAD_DAYS: 'forever' })).toThrow(/RETENTION_LEAD_DAYS/);
    expect(() => retentionFromEnv({ RETENTION_CV_DAYS: '0' })).toThrow(/RETENTION_CV_DAYS/);
  });
});

describe.each(BACKENDS)('purging personal data past its period on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  const purge = () => purgeRetained(db.db, DEFAULT_RETENTION, NOW, null);

  async function lead(values: { email: string; createdAt: string; propertyId?: number; form?: string; cv?: boolean }) {
    const fields = { firstName: 'Ann', lastName: 'Peeters', email: values.email, remark: 'call me', date: '2029-01-02', timeSlot: 'morning' };
    const { rows } = await db.db.execute<{ id: string }>(sql`
      INSERT INTO leads (form, locale, property_id, email, ip_hash, fields, attachment_name, created_at)
      VALUES (${values.form ?? 'contact-appointment'}, 'nl', ${values.propertyId ?? null}, ${values.email}, 'abc',
        ${JSON.stringify(fields)}::jsonb, ${values.cv ? 'cv.pdf' : null}, ${values.createdAt}::timestamptz)
      RETURNING id`);
    const id = Number(rows[0]?.id);
    if (values.cv) await saveCv(db.db, id, { bytes: Buffer.from('%PDF-1.4'), kind: 'pdf' });
    return id;
  }
  const cvOf = async (id: number) => (await db.db.execute(sql`SELECT lead_id FROM lead_cvs WHERE lead_id = ${id}`)).rows[0];
  const leadRow = async (id: number) =>
    (await db.db.execute<{ email: string | null; ip_hash: string | null; fields: Record<string, unknown> }>(sql`SELECT email, ip_hash, fields FROM leads WHERE id = ${id}`)).rows[0];

  it('deletes a job application and its CV six months on, not an hour earlier', async () => {
    const old = await lead({ email: 'cv.old@retention.test', form: 'jobs', createdAt: at(183, 'purged'), cv: true });
    const fresh = await lead({ email: 'cv.new@retention.test', form: 'jobs', createdAt: at(183, 'kept'), cv: true });
    expect(await purge()).toMatchObject({ cvs: 1 });
    expect(await leadRow(old)).toBeUndefined();
    expect(await cvOf(old)).toBeUndefined();
    expect(await leadRow(fresh)).toBeDefined();
    expect(await cvOf(fresh)).toBeDefined();
  });

  it('deletes a job application whose CV file an older version kept on disk, six months on', async () => {
    const { rows } = await db.db.execute<{ id: string }>(sql`
      INSERT INTO leads (form, locale, email, fields, attachment_path, attachment_name, created_at)
      VALUES ('jobs', 'nl', 'cv.legacy@retention.test', '{}'::jsonb, '.data/uploads/0b7e4c1e-legacy.pdf', 'cv.pdf', ${at(183, 'purged')}::timestamptz)
      RETURNING id`);
    await purge();
    expect(await leadRow(Number(rows[0]?.id))).toBeUndefined();
  });

  it('deletes a lead about no property two years on, not an hour earlier', async () => {
    const old = await lead({ email: 'old.contact@retention.test', form: 'site-contact', createdAt: at(730, 'purged') });
    const fresh = await lead({ email: 'new.contact@retention.test', form: 'site-contact', createdAt: at(730, 'kept') });
    await purge();
    expect(await leadRow(old)).toBeUndefined();
    expect(await leadRow(fresh)).toMatchObject({ email: 'new.contact@retention.test' });
  });

  it("anonymises a lead about a property two years on: the owner's counts and history keep it without the person", async () => {
    const propertyId = 880_001;
    const old = await lead({ email: 'old.visit@retention.test', propertyId, createdAt: at(730, 'purged') });
    const fresh = await lead({ email: 'new.visit@retention.test', propertyId, createdAt: at(730, 'kept') });
    await db.db.execute(sql`INSERT INTO outbox (lead_id, kind, locale, recipient, status, sent_at, created_at) VALUES
      (${old}, 'agency', 'nl', 'agency@retention.test', 'sent', ${at(730, 'purged')}::timestamptz, ${at(730, 'purged')}::timestamptz),
      (${old}, 'visitor', 'nl', 'old.visit@retention.test', 'pending', ${at(730, 'purged')}::timestamptz, ${at(730, 'purged')}::timestamptz)`);
    const statsBefore = await propertyStats(db.db, propertyId, NOW);
    await purge();
    expect(await leadRow(old)).toEqual({ email: null, ip_hash: null, fields: { date: '2029-01-02', timeSlot: 'morning' } });
    expect(await leadRow(fresh)).toMatchObject({ email: 'new.visit@retention.test', ip_hash: 'abc' });
    expect((await propertyStats(db.db, propertyId, NOW)).counters).toEqual(statsBefore.counters);
    const history = await propertyHistory(db.db, propertyId, 1);
    expect(history.total).toBe(2);
    const anonymous = history.rows.find((row) => row.id === old);
    expect(anonymous).toMatchObject({ contact: '', comment: '', status: 'forwarded', appointment: { date: '2029-01-02', timeSlot: 'morning' } });
    const mails = await db.db.execute<{ kind: string }>(sql`SELECT kind FROM outbox WHERE lead_id = ${old}`);
    expect(mails.rows.map((row) => row.kind)).toEqual(['agency']);
  });

  it('keeps a search alert the visitor still wants when its lead goes', async () => {
    const old = await lead({ email: 'alert.keeper@retention.test', form: 'demand-register', createdAt: at(730, 'purged') });
    await db.db.execute(sql`INSERT INTO search_profiles (lead_id, email, locale, criteria, token, confirmed_at, created_at)
      VALUES (${old}, 'alert.keeper@retention.test', 'nl', '{}'::jsonb, 'alert-keeper-token-0001', ${at(730, 'purged')}::timestamptz, ${at(730, 'purged')}::timestamptz)`);
    await purge();
    expect(await leadRow(old)).toBeUndefined();
    const profile = await db.db.execute(sql`SELECT lead_id FROM search_profiles WHERE token = 'alert-keeper-token-0001'`);
    expect(profile.rows).toEqual([{ lead_id: null }]);
  });

  it('deletes sent mails after 90 days and failed ones after a year, keeping pending ones and younger ones', async () => {
    const mail = async (recipient: string, status: string, days: number, side: 'kept' | 'purged') =>
      db.db.execute(sql`INSERT INTO outbox (kind, locale, recipient, status, sent_at, created_at)
        VALUES ('owner-reset', 'nl', ${recipient}, ${status}, ${status === 'sent' ? at(days, side) : null}::timestamptz, ${at(days, side)}::timestamptz)`);
    await mail('sent.old@retention.test', 'sent', 90, 'purged');
    await mail('sent.new@retention.test', 'sent', 90, 'kept');
    await mail('failed.old@retention.test', 'failed', 365, 'purged');
    await mail('failed.new@retention.test', 'failed', 365, 'kept');
    await mail('pending.old@retention.test', 'pending', 800, 'purged');
    await purge();
    const left = await db.db.execute<{ recipient: string }>(sql`SELECT recipient FROM outbox WHERE recipient LIKE '%.%@retention.test' AND kind = 'owner-reset' ORDER BY recipient`);
    expect(left.rows.map((row) => row.recipient)).toEqual(['failed.new@retention.test', 'pending.old@retention.test', 'sent.new@retention.test']);
  });

  it('deletes unsubscribed newsletter and alert rows 30 days on, and unconfirmed ones after 7 days', async () => {
    await db.db.execute(sql`INSERT INTO newsletter_subscribers (email, locale, token, subscribed_at, confirmed_at, unsubscribed_at) VALUES
      ('nl.unsub.old@retention.test', 'nl', 'nl-unsub-old', ${at(400, 'kept')}::timestamptz, ${at(400, 'kept')}::timestamptz, ${at(30, 'purged')}::timestamptz),
      ('nl.unsub.new@retention.test', 'nl', 'nl-unsub-new', ${at(400, 'kept')}::timestamptz, ${at(400, 'kept')}::timestamptz, ${at(30, 'kept')}::timestamptz),
      ('nl.pending.old@retention.test', 'nl', 'nl-pending-old', ${at(7, 'purged')}::timestamptz, NULL, NULL),
      ('nl.pending.new@retention.test', 'nl', 'nl-pending-new', ${at(7, 'kept')}::timestamptz, NULL, NULL),
      ('nl.confirmed@retention.test', 'nl', 'nl-confirmed', ${at(3000, 'kept')}::timestamptz, ${at(3000, 'kept')}::timestamptz, NULL)`);
    await db.db.execute(sql`INSERT INTO search_profiles (email, locale, criteria, token, confirmed_at, unsubscribed_at, created_at) VALUES
      ('al.unsub.old@retention.test', 'nl', '{}'::jsonb, 'al-unsub-old', ${at(400, 'kept')}::timestamptz, ${at(30, 'purged')}::timestamptz, ${at(400, 'kept')}::timestamptz),
      ('al.unsub.new@retention.test', 'nl', '{}'::jsonb, 'al-unsub-new', ${at(400, 'kept')}::timestamptz, ${at(30, 'kept')}::timestamptz, ${at(400, 'kept')}::timestamptz),
      ('al.pending.old@retention.test', 'nl', '{}'::jsonb, 'al-pending-old', NULL, NULL, ${at(7, 'purged')}::timestamptz),
      ('al.pending.new@retention.test', 'nl', '{}'::jsonb, 'al-pending-new', NULL, NULL, ${at(7, 'kept')}::timestamptz)`);
    await purge();
    const subscribers = await db.db.execute<{ email: string }>(sql`SELECT email FROM newsletter_subscribers WHERE email LIKE 'nl.%@retention.test' ORDER BY email`);
    expect(subscribers.rows.map((row) => row.email)).toEqual(['nl.confirmed@retention.test', 'nl.pending.new@retention.test', 'nl.unsub.new@retention.test']);
    const profiles = await db.db.execute<{ email: string }>(sql`SELECT email FROM search_profiles WHERE email LIKE 'al.%@retention.test' ORDER BY email`);
    expect(profiles.rows.map((row) => row.email)).toEqual(['al.pending.new@retention.test', 'al.unsub.new@retention.test']);
  });
});

describe('mail files written without SMTP', () => {
  it('are deleted 30 days on, not an hour earlier; other files stay', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'retention-mail-'));
    const file = (name: string, days: number, side: 'kept' | 'purged') => {
      const full = path.join(dir, name);
      writeFileSync(full, 'Subject: x\n');
      const when = new Date(at(days, side));
      utimesSync(full, when, when);
      return full;
    };
    const old = file('old.eml', 30, 'purged');
    const fresh = file('new.eml', 30, 'kept');
    const other = file('notes.txt', 300, 'purged');
    expect(await purgeMailFiles(dir, NOW, DEFAULT_RETENTION.mailFileDays)).toBe(1);
    expect([existsSync(old), existsSync(fresh), existsSync(other)]).toEqual([false, true, true]);
    expect(await purgeMailFiles(path.join(dir, 'missing'), NOW, 30)).toBe(0);
  });
});
