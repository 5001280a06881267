/**
 * What the site holds for one e-mail address, and its erasure on request (GDPR art. 17): the leads
 * the person sent or was named in as a friend (with their mails and CVs), newsletter and
 * search-alert rows, mails addressed to them, mail files naming them, and an owner's portal
 * account. The erasure is recorded in the staff journal under a keyed hash of the address, never
 * the address itself.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recordStaffEvent } from '../auth/staff-events';
import { PERSON_DATA_KINDS, type PersonData, type PersonDataKind } from '@/lib/privacy/person-data-kinds';

export { PERSON_DATA_KINDS, type PersonData };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The address as the journal keeps it: an HMAC under the site's key, so the same address always gives the same hash. */
export function erasureSubject(email: string, key: string): string {
  return `hmac:${createHmac('sha256', key).update(`agency-erasure:${normaliseEmail(email)}`).digest('hex').slice(0, 32)}`;
}

/** The leads of `email`: sent by them, or naming them as the friend a property was sent to. */
const leadsOf = (email: string): SQL => sql`
  SELECT id FROM leads WHERE lower(email) = ${email} OR lower(fields->>'email') = ${email} OR lower(fields->>'friendEmail') = ${email}`;

async function countRows(db: Pick<Database, 'execute'>, email: string): Promise<Omit<PersonData, 'mailFiles'>> {
  const { rows } = await db.execute<Record<Exclude<PersonDataKind, 'mailFiles'>, string>>(sql`
    SELECT
      (SELECT count(*) FROM leads WHERE id IN (${leadsOf(email)})) AS leads,
      (SELECT count(*) FROM leads WHERE id IN (${leadsOf(email)})
        AND (attachment_path IS NOT NULL OR id IN (SELECT lead_id FROM lead_cvs))) AS cvs,
      (SELECT count(*) FROM newsletter_subscribers WHERE lower(email) = ${email}) AS newsletter,
      (SELECT count(*) FROM search_profiles WHERE lower(email) = ${email}) AS alerts,
      (SELECT count(*) FROM outbox WHERE (lower(recipient) = ${email} AND kind NOT IN ('agency', 'crm')) OR lead_id IN (${leadsOf(email)})) AS mails,
      (SELECT count(*) FROM owners WHERE lower(email) = ${email}) AS "ownerAccount"`);
  const row = rows[0];
  return {
    leads: Number(row?.leads ?? 0),
    cvs: Number(row?.cvs ?? 0),
    newsletter: Number(row?.newsletter ?? 0),
    alerts: Number(row?.alerts ?? 0),
    mails: Number(row?.mails ?? 0),
    ownerAccount: Number(row?.ownerAccount ?? 0),
  };
}

/** The .eml files (mails written without SMTP) whose text names `email`. */
async function mailFilesNaming(mailDir: string | null, email: string): Promise<string[]> {
  if (!mailDir) return [];
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(mailDir, name);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.toLowerCase().includes(email)) found.push(file);
  }
  return found;
}

export async function findPersonData(db: Database, email: string, mailDir: string | null): Promise<PersonData> {
  const address = normaliseEmail(email);
  return { ...(await countRows(db, address)), mailFiles: (await mailFilesNaming(mailDir, address)).length };
}

export const holdsNothing = (data: PersonData) => PERSON_DATA_KINDS.every((kind) => data[kind] === 0);

/**
 * Deletes everything `findPersonData` counts, in one transaction with its journal entry (CVs go
 * with their leads), then the mail files; returns what was erased. An owner's account goes with its
 * sessions and links. A CV file of an older version not moved into the database yet is deleted by
 * its instance's next start (lib/server/cv-files-import).
 */
export async function erasePersonData(
  db: Database,
  input: { email: string; actorId: number; key: string; mailDir: string | null },
): Promise<PersonData> {
  const email = normaliseEmail(input.email);
  const files = await mailFilesNaming(input.mailDir, email);
  const counts = await db.transaction(async (tx) => {
    const counts = await countRows(tx, email);
    // Mails and CVs of the leads go with them (ON DELETE CASCADE), and so do the alerts they made.
    // The agency's notifications and CRM rows are addressed to the agency, not the person: only their leads' go.
    await tx.execute(sql`DELETE FROM outbox WHERE lower(recipient) = ${email} AND kind NOT IN ('agency', 'crm')`);
    await tx.execute(sql`DELETE FROM leads WHERE id IN (${leadsOf(email)})`);
    await tx.execute(sql`DELETE FROM newsletter_subscribers WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM search_profiles WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM owners WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM rate_limits WHERE key = ${`email:${email}`}`);
    const erased: PersonData = { ...counts, mailFiles: files.length };
    await recordStaffEvent(tx, { actorId: input.actorId, action: 'person-erased', subject: erasureSubject(email, input.key), detail: { ...erased } });
    return erased;
  });
  for (const file of files) await unlink(file).catch(() => undefined);
  return counts;
}
