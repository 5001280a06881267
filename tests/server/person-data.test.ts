import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCv } from '@/lib/server/cv-store';
import { erasePersonData, erasureSubject, findPersonData } from '@/lib/server/privacy/person-data';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

const KEY = 'test-erasure-key-0123456789';

describe.each(BACKENDS)("erasing one person's data on %s", (backend) => {
  let db: TestDatabase;
  let adminId: number;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
    const { rows } = await db.db.execute<{ id: string }>(sql`INSERT INTO staff (email, role) VALUES ('privacy.admin@agency.test', 'admin') RETURNING id`);
    adminId = Number(rows[0]?.id);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  async function seed(email: string, other: string, dir: string) {
    const lead = async (form: string, values: Record<string, unknown>, leadEmail: string | null, propertyId: number | null = null) => {
      const { rows } = await db.db.execute<{ id: string }>(sql`
        INSERT INTO leads (form, locale, email, fields, property_id, attachment_name)
        VALUES (${form}, 'nl', ${leadEmail}, ${JSON.stringify(values)}::jsonb, ${propertyId}, ${form === 'jobs' ? 'cv.pdf' : null}) RETURNING id`);
      return Number(rows[0]?.id);
    };
    const contact = await lead('contact-me', { email: email.toUpperCase(), firstName: 'Ann' }, email.toUpperCase(), 4_010_101);
    const job = await lead('jobs', { email }, email);
    await saveCv(db.db, job, { bytes: Buffer.from('%PDF-1.4'), kind: 'pdf' });
    // Named as the friend a property was sent to by someone else.
    await lead('send-to-friend', { email: other, friendEmail: email }, other, 4_010_101);
    const kept = await lead('contact-me', { email: other }, other, 4_010_101);
    await db.db.execute(sql`INSERT INTO outbox (lead_id, kind, locale, recipient) VALUES
      (${contact}, 'visitor', 'nl', ${email}), (${contact}, 'agency', 'nl', 'agency@agency.test'), (${kept}, 'agency', 'nl', 'agency@agency.test')`);
    await db.db.execute(sql`INSERT INTO outbox (kind, locale, recipient, payload) VALUES ('owner-reset', 'nl', ${email}, '{}'::jsonb)`);
    await db.db.execute(sql`INSERT INTO newsletter_subscribers (email, locale, token) VALUES (${email}, 'nl', ${`tok-${email}`})`);
    await db.db.execute(sql`INSERT INTO search_profiles (email, locale, criteria, token) VALUES (${email}, 'nl', '{}'::jsonb, ${`alert-${email}`})`);
    await db.db.execute(sql`INSERT INTO owners (email, locale) VALUES (${email}, 'nl')`);
    writeFileSync(path.join(dir, 'a.eml'), `To: ${email}\r\nSubject: hi\r\n`);
    writeFileSync(path.join(dir, 'b.eml'), `To: ${other}\r\nSubject: hi\r\n`);
    return { job, kept };
  }

  it('counts what the site holds for an address, in any letter case', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'person-data-'));
    await seed('count.me@person.test', 'someone.else@person.test', dir);
    expect(await findPersonData(db.db, ' Count.Me@Person.test ', dir)).toEqual({
      leads: 3, cvs: 1, newsletter: 1, alerts: 1, mails: 3, mailFiles: 1, ownerAccount: 1,
    });
    expect(await findPersonData(db.db, 'nobody@person.test', dir)).toEqual({
      leads: 0, cvs: 0, newsletter: 0, alerts: 0, mails: 0, mailFiles: 0, ownerAccount: 0,
    });
  });

  it("erases every row and file of the address, keeps other people's, and journals a hash, not the address", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'person-data-'));
    const email = 'erase.me@person.test';
    const other = 'stays@person.test';
    const { job, kept } = await seed(email, other, dir);
    const erased = await erasePersonData(db.db, { email: 'Erase.Me@person.test', actorId: adminId, key: KEY, mailDir: dir });
    expect(erased).toMatchObject({ leads: 3, cvs: 1, ownerAccount: 1, mailFiles: 1 });
    expect(await findPersonData(db.db, email, dir)).toEqual({ leads: 0, cvs: 0, newsletter: 0, alerts: 0, mails: 0, mailFiles: 0, ownerAccount: 0 });
    expect((await db.db.execute(sql`SELECT lead_id FROM lead_cvs WHERE lead_id = ${job}`)).rows).toEqual([]);
    expect(existsSync(path.join(dir, 'a.eml'))).toBe(false);
    expect(existsSync(path.join(dir, 'b.eml'))).toBe(true);
    const left = await db.db.execute<{ id: string }>(sql`SELECT id FROM leads WHERE id = ${kept}`);
    expect(left.rows).toHaveLength(1);
    const agencyMails = await db.db.execute(sql`SELECT id FROM outbox WHERE lead_id = ${kept} AND kind = 'agency'`);
    expect(agencyMails.rows).toHaveLength(1);
    const journal = await db.db.execute<{ action: string; subject: string; actor_email: string; detail: Record<string, number> }>(
      sql`SELECT action, subject, actor_email, detail FROM staff_events WHERE action = 'person-erased' ORDER BY id DESC LIMIT 1`,
    );
    expect(journal.rows[0]).toMatchObject({ subject: erasureSubject(email, KEY), actor_email: 'privacy.admin@agency.test', detail: { leads: 3 } });
    expect(JSON.stringify(journal.rows)).not.toContain('erase.me');
  });

  it('hashes the same address the same way whatever its case, and different addresses differently', () => {
    expect(erasureSubject(' A@B.be', KEY)).toBe(erasureSubject('a@b.be', KEY));
    expect(erasureSubject('a@b.be', KEY)).not.toBe(erasureSubject('c@b.be', KEY));
    expect(erasureSubject('a@b.be', KEY)).not.toBe(erasureSubject('a@b.be', 'another-key-0123456789'));
  });
});
