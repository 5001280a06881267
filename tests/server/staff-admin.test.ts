import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/server/auth/password';
import type { SessionStaff } from '@/lib/server/auth/sessions';
import { addStaff } from '@/lib/server/auth/staff';
import { changeStaffRole, inviteStaff, listStaff, removeStaff } from '@/lib/server/auth/staff-admin';
import { contentVersions, outbox, staff, staffPasswordTokens } from '@/lib/server/db/schema';
import { post, redirectOf } from './action-calls';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 20_000 });
const fastHash = (password: string) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });

/** The actions run against the test database as whoever `signedIn` says. */
const session = vi.hoisted(() => ({ signedIn: null as SessionStaff | null, db: null as unknown }));
vi.mock('@/lib/server/auth/current-staff', () => ({ currentStaff: async () => session.signedIn }));
vi.mock('@/lib/server/db/client', async (original) => ({ ...(await original<object>()), getDb: () => ({ db: session.db }) }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
}));

describe.each(BACKENDS)('staff management on %s', (backend) => {
  let db: TestDatabase;
  const deps = () => ({ db: db.db, now: () => new Date('2026-11-25T10:00:00Z'), siteUrl: 'https://www.example.be' });
  let admin = 0;
  let editor = 0;

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    session.db = db.db;
    admin = await addStaff(db.db, { email: 'admin@example.be', role: 'admin', locale: 'nl', password: 'admin password' }, fastHash);
    editor = await addStaff(db.db, { email: 'editor@example.be', role: 'editor', locale: 'fr', password: 'editor password' }, fastHash);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });
  beforeEach(() => {
    session.signedIn = null;
  });

  it('invites a member with a week-long link to choose a password, in the member’s language', async () => {
    const result = await inviteStaff(deps(), { email: 'New.One@example.be', name: 'New One', role: 'editor', locale: 'de', password: '', actorId: admin }, fastHash);
    expect(result).toMatchObject({ ok: true });
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.recipient, 'new.one@example.be'));
    expect(mail).toMatchObject({ kind: 'staff-invite', locale: 'de' });
    expect(mail!.payload!.link).toMatch(/^https:\/\/www\.example\.be\/de\/staff\/reset-password\/\?token=[\w-]+$/);
    const [token] = await db.db.select().from(staffPasswordTokens).where(eq(staffPasswordTokens.staffId, result.ok ? result.id : 0));
    expect(token).toMatchObject({ purpose: 'set' });
    expect(token!.expiresAt.getTime() - deps().now().getTime()).toBe(7 * 24 * 60 * 60_000);
    const listed = (await listStaff(db.db)).members.find((m) => m.email === 'new.one@example.be');
    expect(listed).toMatchObject({ name: 'New One', role: 'editor', invited: true, lastLogin: null });
  });

  it('refuses to add a member with a common password or one built on their e-mail, adding no one', async () => {
    expect(await inviteStaff(deps(), { email: 'weak@example.be', name: '', role: 'editor', locale: 'nl', password: 'iloveyou123', actorId: admin }, fastHash)).toEqual({ ok: false, code: 'PASSWORD_COMMON' });
    expect(await inviteStaff(deps(), { email: 'weak@example.be', name: '', role: 'editor', locale: 'nl', password: 'WEAK-and-long-2026', actorId: admin }, fastHash)).toEqual({ ok: false, code: 'PASSWORD_PERSONAL' });
    expect(await db.db.select().from(staff).where(eq(staff.email, 'weak@example.be'))).toHaveLength(0);
    session.signedIn = { id: admin, email: 'admin@example.be', name: '', locale: 'nl', role: 'admin' };
    const { addStaffAction } = await import('@/lib/server/actions/staff-admin');
    const answer = await addStaffAction('nl', null, post({ email: 'weak@example.be', role: 'editor', locale: 'nl', password: 'Azertyuiop' }));
    expect(answer).toMatchObject({ ok: false, fieldErrors: { password: ['Portal.reset.PASSWORD_COMMON'] } });
    expect(answer.formValues?.password).toBeUndefined();
  });

  it('adds a member with a password without a mail, and refuses an address already there', async () => {
    expect(await inviteStaff(deps(), { email: 'direct@example.be', name: '', role: 'admin', locale: 'nl', password: 'a long password', actorId: admin }, fastHash)).toMatchObject({ ok: true });
    expect(await db.db.select().from(outbox).where(eq(outbox.recipient, 'direct@example.be'))).toHaveLength(0);
    expect(await inviteStaff(deps(), { email: 'DIRECT@example.be', name: '', role: 'editor', locale: 'nl', password: '', actorId: admin }, fastHash)).toEqual({ ok: false, code: 'exists' });
    const [row] = await db.db.select().from(staff).where(eq(staff.email, 'direct@example.be'));
    expect(row).toMatchObject({ role: 'admin' });
    await removeStaff(db.db, { actorId: admin, staffId: row!.id });
  });

  it('never lets an admin change or remove their own account', async () => {
    expect(await changeStaffRole(db.db, { actorId: admin, staffId: admin, role: 'editor' })).toEqual({ ok: false, code: 'self' });
    expect(await removeStaff(db.db, { actorId: admin, staffId: admin })).toEqual({ ok: false, code: 'self' });
  });

  it('never removes or demotes the last admin', async () => {
    // Another admin tries it: the first admin is the only one.
    const second = await addStaff(db.db, { email: 'second@example.be', role: 'editor', locale: 'nl', password: 'x'.repeat(10) }, fastHash);
    expect(await changeStaffRole(db.db, { actorId: second, staffId: admin, role: 'editor' })).toEqual({ ok: false, code: 'lastAdmin' });
    expect(await removeStaff(db.db, { actorId: second, staffId: admin })).toEqual({ ok: false, code: 'lastAdmin' });
    expect(await changeStaffRole(db.db, { actorId: admin, staffId: second, role: 'admin' })).toEqual({ ok: true, id: second });
    // Now there are two: one may go.
    expect(await changeStaffRole(db.db, { actorId: admin, staffId: second, role: 'editor' })).toEqual({ ok: true, id: second });
    expect(await removeStaff(db.db, { actorId: admin, staffId: 999_999 })).toEqual({ ok: false, code: 'notFound' });
  });

  it('removes a member by deactivating it: off the list, and the versions it saved still name it', async () => {
    const gone = await addStaff(db.db, { email: 'gone@example.be', role: 'editor', locale: 'nl', password: 'x'.repeat(10) }, fastHash);
    const [version] = await db.db.insert(contentVersions).values({ document: 'site', data: {}, authorId: gone, note: 'test' }).returning({ id: contentVersions.id });
    expect(await removeStaff(db.db, { actorId: admin, staffId: gone })).toEqual({ ok: true, id: gone });
    expect((await db.db.select().from(staff).where(eq(staff.id, gone)))[0]?.removedAt).toBeInstanceOf(Date);
    expect((await listStaff(db.db, { q: 'gone@', page: 1 })).members).toEqual([]);
    const [kept] = await db.db.select().from(contentVersions).where(eq(contentVersions.id, version!.id));
    expect(kept).toMatchObject({ authorId: gone, note: 'test' });
    await db.db.delete(contentVersions).where(eq(contentVersions.id, version!.id));
  });

  describe('the admin-only actions', () => {
    const asEditor = () => (session.signedIn = { id: editor, email: 'editor@example.be', name: '', locale: 'fr', role: 'editor' });
    const asAdmin = () => (session.signedIn = { id: admin, email: 'admin@example.be', name: '', locale: 'nl', role: 'admin' });

    it('refuse an editor: settings save nothing, staff do not change', async () => {
      const { saveSettingsAction } = await import('@/lib/server/actions/site-editor');
      const { addStaffAction, changeStaffRoleAction, removeStaffAction } = await import('@/lib/server/actions/staff-admin');
      asEditor();
      const versionsBefore = await db.db.select().from(contentVersions);
      expect(await saveSettingsAction('nl', null, post({ baseId: '', 'colors.primary': '#000000' }))).toMatchObject({ ok: false, formError: 'Editor.errors.adminOnly' });
      expect(await addStaffAction('nl', null, post({ email: 'sneaky@example.be', role: 'admin', locale: 'nl' }))).toMatchObject({ ok: false, formError: 'Editor.errors.adminOnly' });
      expect(await redirectOf(changeStaffRoleAction('nl', post({ staffId: String(editor), role: 'admin' })))).toBe('/nl/staff/staff/');
      expect(await redirectOf(removeStaffAction('nl', post({ staffId: String(admin) })))).toBe('/nl/staff/staff/');
      expect(await db.db.select().from(contentVersions)).toEqual(versionsBefore);
      expect(await db.db.select().from(staff).where(eq(staff.email, 'sneaky@example.be'))).toHaveLength(0);
      expect((await db.db.select().from(staff).where(eq(staff.id, editor)))[0]).toMatchObject({ role: 'editor' });
      expect(await db.db.select().from(staff).where(eq(staff.id, admin))).toHaveLength(1);
    });

    it('send nobody without a session to the login page', async () => {
      const { saveSettingsAction } = await import('@/lib/server/actions/site-editor');
      expect(await redirectOf(saveSettingsAction('fr', null, post({})))).toBe('/fr/staff/login/');
    });

    it('let an admin change a role, and answer a refusal on the staff page', async () => {
      const { changeStaffRoleAction, removeStaffAction } = await import('@/lib/server/actions/staff-admin');
      asAdmin();
      expect(await redirectOf(changeStaffRoleAction('en', post({ staffId: String(editor), role: 'admin' })))).toBe(`/en/staff/staff/?changed=${editor}`);
      expect(await redirectOf(changeStaffRoleAction('en', post({ staffId: String(editor), role: 'editor' })))).toBe(`/en/staff/staff/?changed=${editor}`);
      expect(await redirectOf(removeStaffAction('en', post({ staffId: String(admin) })))).toBe('/en/staff/staff/?refused=self');
    });

    it('bring the admin back to the search and page acted on, and show a new member however long the list', async () => {
      const { addStaffAction, changeStaffRoleAction, removeStaffAction } = await import('@/lib/server/actions/staff-admin');
      asAdmin();
      const view = { q: 'a&b c', page: '3' };
      expect(await redirectOf(changeStaffRoleAction('nl', post({ staffId: String(editor), role: 'editor', ...view })))).toBe(`/nl/staff/staff/?changed=${editor}&q=a%26b+c&page=3`);
      expect(await redirectOf(removeStaffAction('nl', post({ staffId: String(admin), ...view })))).toBe('/nl/staff/staff/?refused=self&q=a%26b+c&page=3');
      // A page that is no number is the first.
      expect(await redirectOf(changeStaffRoleAction('nl', post({ staffId: String(editor), role: 'editor', page: '-1' })))).toBe(`/nl/staff/staff/?changed=${editor}`);
      const added = await redirectOf(addStaffAction('de', null, post({ email: 'Shown.After@example.be', role: 'editor', locale: 'de', ...view })));
      expect(added).toMatch(/^\/de\/staff\/staff\/\?invited=\d+&q=shown\.after%40example\.be$/);
    });
  });

  describe('the list', () => {
    const emails = Array.from({ length: 7 }, (_, i) => `list.${i}@paging.example`);
    beforeAll(async () => {
      for (const [i, email] of emails.entries()) await addStaff(db.db, { email, name: i === 3 ? 'Anne 100%_sure' : '', role: 'editor', locale: 'nl', password: 'x'.repeat(10) }, fastHash);
    });

    it('pages the members by e-mail, and clamps a page past the end to the last', async () => {
      const first = await listStaff(db.db, { q: '@paging.example', page: 1 }, 3);
      expect(first).toMatchObject({ total: 7, page: 1, pages: 3 });
      expect(first.members.map((m) => m.email)).toEqual(emails.slice(0, 3));
      expect((await listStaff(db.db, { q: '@paging.example', page: 3 }, 3)).members.map((m) => m.email)).toEqual(emails.slice(6));
      expect(await listStaff(db.db, { q: '@paging.example', page: 99 }, 3)).toMatchObject({ page: 3, pages: 3 });
    });

    it('searches e-mails and names in any case, with % _ and \\ taken as typed', async () => {
      expect((await listStaff(db.db, { q: 'LIST.5@', page: 1 })).members.map((m) => m.email)).toEqual(['list.5@paging.example']);
      expect((await listStaff(db.db, { q: 'anne', page: 1 })).members.map((m) => m.email)).toEqual(['list.3@paging.example']);
      expect((await listStaff(db.db, { q: '100%_s', page: 1 })).total).toBe(1);
      for (const q of ['%', '_', 'list_', '\\']) expect((await listStaff(db.db, { q, page: 1 })).members.filter((m) => m.email.endsWith('@paging.example') && !m.name)).toEqual([]);
      expect(await listStaff(db.db, { q: 'nobody at all', page: 4 })).toMatchObject({ members: [], total: 0, page: 1, pages: 1 });
    });
  });
});
