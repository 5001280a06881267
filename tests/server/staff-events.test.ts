/**
 * Every staff change records who and when: the staff journal written with each staff change
 * and upload delete (in the change's own transaction), removal as deactivation, re-adding, and the
 * invitation mail.
 */
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthDeps } from '@/lib/server/auth/deps';
import { logInStaff } from '@/lib/server/auth/login';
import { hashPassword } from '@/lib/server/auth/password';
import { requestPasswordReset, resetPassword, SET_PASSWORD_TTL_MS } from '@/lib/server/auth/password-reset';
import { staffForSession } from '@/lib/server/auth/sessions';
import { addStaff } from '@/lib/server/auth/staff';
import { changeStaffRole, inviteStaff, listStaff, removeStaff } from '@/lib/server/auth/staff-admin';
import { listStaffEvents } from '@/lib/server/auth/staff-events';
import { documentHistory, embeddedContent, saveDraft } from '@/lib/server/content/store';
import { outbox, staff, staffEvents } from '@/lib/server/db/schema';
import { checkImage } from '@/lib/server/media/image-check';
import { deleteUpload, findUpload, insertUpload } from '@/lib/server/media/media-store';
import { INVITATION_DAYS, renderOwnerMail } from '@/lib/server/mail/owner-mails';
import { getSiteConfig } from '@/lib/content/site';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 30_000 });
const fastHash = (password: string) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
const alt = { nl: 'Gevel', fr: 'Façade', en: 'Front', de: 'Fassade' };

describe.each(BACKENDS)('the staff journal on %s', (backend) => {
  let db: TestDatabase;
  const clock = new Date('2026-11-25T10:00:00Z');
  const deps = (): AuthDeps => ({ db: db.db, now: () => clock, agencyMailTo: 'agency@example.be', siteUrl: 'https://www.example.be' });
  let admin = 0;
  let editor = 0;
  const eventCount = async () => Number((await db.db.select({ n: sql<number>`count(*)::int` }).from(staffEvents))[0]?.n ?? 0);
  const eventsAbout = (subject: string) => db.db.select().from(staffEvents).where(eq(staffEvents.subject, subject)).orderBy(staffEvents.id);

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    admin = await addStaff(db.db, { email: 'boss@example.be', role: 'admin', locale: 'nl', password: 'boss password' }, fastHash);
    editor = await addStaff(db.db, { email: 'writer@example.be', role: 'editor', locale: 'fr', password: 'writer password' }, fastHash);
    // A journal that refuses an admin's change of one subject: the change must be rolled back with it.
    await db.db.execute(sql`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.subject LIKE 'boom%' AND NEW.actor_id IS NOT NULL THEN RAISE EXCEPTION 'journal refused'; END IF; RETURN NEW; END $$`);
    await db.db.execute(sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON staff_events FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('records who added, invited, re-roled and removed whom, with the admin’s e-mail', async () => {
    const invited = await inviteStaff(deps(), { email: 'Jan@example.be', name: 'Jan', role: 'editor', locale: 'nl', password: '', actorId: admin }, fastHash);
    const added = await inviteStaff(deps(), { email: 'piet@example.be', name: '', role: 'admin', locale: 'fr', password: 'a kept long secret', actorId: admin }, fastHash);
    if (!invited.ok || !added.ok) throw new Error('not added');
    expect(await changeStaffRole(db.db, { actorId: admin, staffId: invited.id, role: 'admin' })).toMatchObject({ ok: true });
    expect(await removeStaff(db.db, { actorId: admin, staffId: invited.id })).toMatchObject({ ok: true });
    expect((await eventsAbout('jan@example.be')).map((e) => [e.action, e.actorId, e.actorEmail, e.detail])).toEqual([
      ['invited', admin, 'boss@example.be', { role: 'editor' }],
      ['role-changed', admin, 'boss@example.be', { from: 'editor', to: 'admin' }],
      ['removed', admin, 'boss@example.be', { role: 'admin' }],
    ]);
    expect((await eventsAbout('piet@example.be')).map((e) => e.action)).toEqual(['added']);
    const latest = await listStaffEvents(db.db, 2);
    expect(latest.map((e) => [e.action, e.subject])).toEqual([
      ['removed', 'jan@example.be'],
      ['role-changed', 'jan@example.be'],
    ]);
    expect(latest[0]!.at).toBeInstanceOf(Date);
  });

  it('writes no event for a refused change, and keeps the actor’s e-mail once the actor is gone', async () => {
    const before = await eventCount();
    expect(await changeStaffRole(db.db, { actorId: admin, staffId: admin, role: 'editor' })).toEqual({ ok: false, code: 'self' });
    expect(await removeStaff(db.db, { actorId: admin, staffId: 999_999 })).toEqual({ ok: false, code: 'notFound' });
    expect(await inviteStaff(deps(), { email: 'PIET@example.be', name: '', role: 'editor', locale: 'nl', password: '', actorId: admin }, fastHash)).toEqual({ ok: false, code: 'exists' });
    // A role 'changed' to the role it has: nothing changes, nothing is recorded.
    expect(await changeStaffRole(db.db, { actorId: admin, staffId: editor, role: 'editor' })).toMatchObject({ ok: true });
    expect(await eventCount()).toBe(before);

    const temp = await addStaff(db.db, { email: 'temp.admin@example.be', role: 'admin', locale: 'nl', password: 'x'.repeat(12) }, fastHash);
    await inviteStaff(deps(), { email: 'by.temp@example.be', name: '', role: 'editor', locale: 'nl', password: '', actorId: temp }, fastHash);
    await removeStaff(db.db, { actorId: admin, staffId: temp });
    await db.db.delete(staff).where(eq(staff.id, temp)); // even a row deleted by hand
    expect((await eventsAbout('by.temp@example.be'))[0]).toMatchObject({ actorId: null, actorEmail: 'temp.admin@example.be' });
  });

  it('writes the event in the change’s transaction: a journal that fails undoes the change', async () => {
    await expect(inviteStaff(deps(), { email: 'boom@example.be', name: '', role: 'editor', locale: 'nl', password: '', actorId: admin }, fastHash)).rejects.toThrow();
    expect(await db.db.select().from(staff).where(eq(staff.email, 'boom@example.be'))).toHaveLength(0);
    expect(await db.db.select().from(outbox).where(eq(outbox.recipient, 'boom@example.be'))).toHaveLength(0);

    const boom = await addStaff(db.db, { email: 'boom.two@example.be', role: 'editor', locale: 'nl', password: 'x'.repeat(12) }, fastHash);
    await expect(changeStaffRole(db.db, { actorId: admin, staffId: boom, role: 'admin' })).rejects.toThrow();
    await expect(removeStaff(db.db, { actorId: admin, staffId: boom })).rejects.toThrow();
    expect((await db.db.select().from(staff).where(eq(staff.id, boom)))[0]).toMatchObject({ role: 'editor', removedAt: null });
  });

  it('records who deleted an upload, with the delete', async () => {
    const checked = await checkImage(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#642' } }).png().toBuffer());
    if (!checked.ok) throw new Error(checked.error);
    const upload = await insertUpload(db.db, checked, { originalName: 'facade.png', alt, staffId: editor });
    expect(await deleteUpload(db.db, upload.id, editor)).toEqual({ ok: true });
    expect(await eventsAbout('facade.png')).toMatchObject([{ action: 'upload-deleted', actorId: editor, actorEmail: 'writer@example.be', detail: { id: upload.id, url: upload.url } }]);

    const kept = await insertUpload(db.db, checked, { originalName: 'boom.png', alt, staffId: editor });
    await expect(deleteUpload(db.db, kept.id, editor)).rejects.toThrow();
    expect(await findUpload(db.db, kept.id)).not.toBeNull();
  });

  it('shuts a removed member out at once, and still names them as author of their versions', async () => {
    const id = await addStaff(db.db, { email: 'leaver@example.be', role: 'editor', locale: 'nl', password: 'leaver password' }, fastHash);
    const login = await logInStaff(deps(), { email: 'leaver@example.be', password: 'leaver password', ip: null });
    if (!login.ok) throw new Error('login failed');
    expect(await saveDraft(db.db, { document: 'articles', data: embeddedContent().articles, authorId: id, note: 'by the leaver', baseId: null })).toMatchObject({ ok: true });

    expect(await removeStaff(db.db, { actorId: admin, staffId: id })).toEqual({ ok: true, id });
    expect(await staffForSession(db.db, login.token, clock)).toBeNull();
    expect(await logInStaff(deps(), { email: 'leaver@example.be', password: 'leaver password', ip: null })).toEqual({ ok: false, code: 'USER_NOT_FOUND' });
    expect(await requestPasswordReset(deps(), { email: 'leaver@example.be', locale: 'nl', ip: null }, 'staff')).toEqual({ ok: true });
    expect(await db.db.select().from(outbox).where(and(eq(outbox.kind, 'staff-reset'), eq(outbox.recipient, 'leaver@example.be')))).toHaveLength(0);
    const history = await documentHistory(db.db, 'articles');
    expect(history.find((v) => v.note === 'by the leaver')).toMatchObject({ author: 'leaver@example.be' });
  });

  it('kills a removed member’s open invitation link', async () => {
    const invited = await inviteStaff(deps(), { email: 'late@example.be', name: '', role: 'editor', locale: 'en', password: '', actorId: admin }, fastHash);
    if (!invited.ok) throw new Error('not invited');
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.recipient, 'late@example.be'));
    const token = new URL(String(mail!.payload!.link)).searchParams.get('token')!;
    await removeStaff(db.db, { actorId: admin, staffId: invited.id });
    expect(await resetPassword(deps(), { token, password: 'a fine password' }, 'staff')).toEqual({ ok: false, code: 'TOKEN_INVALID' });
  });

  it('brings a removed member back when the e-mail is added again: new role, new invitation', async () => {
    const id = await addStaff(db.db, { email: 'returner@example.be', role: 'editor', locale: 'nl', password: 'old password 1' }, fastHash);
    await removeStaff(db.db, { actorId: admin, staffId: id });
    const again = await inviteStaff(deps(), { email: 'returner@example.be', name: 'Back', role: 'admin', locale: 'de', password: '', actorId: admin }, fastHash);
    expect(again).toEqual({ ok: true, id });
    expect((await listStaff(db.db, { q: 'returner@', page: 1 })).members.find((m) => m.id === id)).toMatchObject({ role: 'admin', name: 'Back', invited: true });
    // The old password is gone with the removal: only the new link lets them in.
    expect(await logInStaff(deps(), { email: 'returner@example.be', password: 'old password 1', ip: null })).toMatchObject({ ok: false });
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.recipient, 'returner@example.be'));
    expect(mail).toMatchObject({ kind: 'staff-invite', locale: 'de' });
    const token = new URL(String(mail!.payload!.link)).searchParams.get('token')!;
    expect(await resetPassword(deps(), { token, password: 'new password 1' }, 'staff')).toEqual({ ok: true, email: 'returner@example.be' });
    expect(await logInStaff(deps(), { email: 'returner@example.be', password: 'new password 1', ip: null })).toMatchObject({ ok: true });
    expect((await eventsAbout('returner@example.be')).map((e) => [e.action, e.actorId, e.detail])).toEqual([
      ['added', null, { role: 'editor', command: true }],
      ['removed', admin, { role: 'editor' }],
      ['invited', admin, { role: 'admin', reactivated: true }],
      ['password-set-by-invitation', id, {}],
    ]);
  });

  it('counts active admins only for the last-admin rule', async () => {
    const other = await addStaff(db.db, { email: 'other.admin@example.be', role: 'admin', locale: 'nl', password: 'x'.repeat(12) }, fastHash);
    // Only the boss and this one stay admins: earlier tests' active admins become editors.
    const others = (await listStaff(db.db, { q: '', page: 1 }, 10_000)).members.filter((m) => m.role === 'admin' && m.id !== admin && m.id !== other);
    for (const member of others) await changeStaffRole(db.db, { actorId: admin, staffId: member.id, role: 'editor' });
    expect(await removeStaff(db.db, { actorId: admin, staffId: other })).toMatchObject({ ok: true });
    // The removed admin's row still says 'admin', but the boss is the last active one.
    expect((await db.db.select().from(staff).where(eq(staff.id, other)))[0]).toMatchObject({ role: 'admin' });
    const before = await eventsAbout('boss@example.be');
    expect(await changeStaffRole(db.db, { actorId: editor, staffId: admin, role: 'editor' })).toEqual({ ok: false, code: 'lastAdmin' });
    expect(await removeStaff(db.db, { actorId: editor, staffId: admin })).toEqual({ ok: false, code: 'lastAdmin' });
    expect(await eventsAbout('boss@example.be')).toEqual(before);
  });
});

describe('the invitation mail', () => {
  const payload = { link: 'https://www.example.be/nl/staff/reset-password/?token=abc', name: 'Jan' };
  const agency = getSiteConfig().agency.name;
  const week: Record<SiteLocale, string> = { nl: `${INVITATION_DAYS} dagen geldig`, fr: `valable ${INVITATION_DAYS} jours`, en: `valid for ${INVITATION_DAYS} days`, de: `${INVITATION_DAYS} Tage gültig` };

  it('takes its duration from the invitation token’s own constant', () => {
    expect(INVITATION_DAYS * 24 * 60 * 60_000).toBe(SET_PASSWORD_TTL_MS);
    expect(INVITATION_DAYS).toBe(7);
  });

  it.each(SITE_LOCALES)('says in %s how long the link lasts, with the agency’s name and the link', (locale) => {
    const mail = renderOwnerMail('staff-invite', locale, payload);
    expect(mail.subject).toContain(agency);
    expect(mail.text).toContain(week[locale]);
    expect(mail.text).toContain(agency);
    expect(mail.text).toContain(payload.link);
    expect(mail.text).toContain('Jan');
    // Not the reset mail's hour.
    expect(mail.text).not.toMatch(/uur|heure|hour|Stunde/);
  });

  it('leaves the reset mail as it was', () => {
    expect(renderOwnerMail('staff-reset', 'en', payload).text).toContain('valid for one hour');
    expect(renderOwnerMail('staff-reset', 'en', payload).subject).toBe(`Your new password – ${agency}`);
  });
});
