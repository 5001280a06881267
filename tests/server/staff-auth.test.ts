import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthDeps } from '@/lib/server/auth/deps';
import { logIn, logInStaff } from '@/lib/server/auth/login';
import { addOwner } from '@/lib/server/auth/owners';
import { hashPassword, PASSWORD_COST } from '@/lib/server/auth/password';
import { requestPasswordReset, resetPassword } from '@/lib/server/auth/password-reset';
import { createSession, IDLE_TIMEOUT_MS, ownerForSession, revokeSession, staffForSession } from '@/lib/server/auth/sessions';
import { addStaff } from '@/lib/server/auth/staff';
import { owners, outbox, staff } from '@/lib/server/db/schema';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 20_000 });
const fastHash = (password: string) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });

describe.each(BACKENDS)('staff accounts on %s', (backend) => {
  let db: TestDatabase;
  const clock = new Date('2026-11-25T10:00:00Z');
  const deps = (): AuthDeps => ({ db: db.db, now: () => clock, agencyMailTo: 'agency@example.be', siteUrl: 'https://www.example.be', passwordCost: { N: 2 ** 10, r: 8, p: 1 } });

  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('logs an editor in with a rotated session of the staff realm, and sends no owner notice', async () => {
    const id = await addStaff(db.db, { email: 'Editor.A@example.be', role: 'editor', locale: 'nl', password: 'editor password 1' }, fastHash);
    const first = await logInStaff(deps(), { email: 'editor.a@example.be', password: 'editor password 1', ip: '198.51.100.7' });
    if (!first.ok) throw new Error('login failed');
    expect(first.staff).toMatchObject({ id, email: 'editor.a@example.be', role: 'editor' });
    expect(await staffForSession(db.db, first.token, clock)).toMatchObject({ id, role: 'editor' });
    // A staff token is no owner token.
    expect(await ownerForSession(db.db, first.token, clock)).toBeNull();

    const second = await logInStaff(deps(), { email: 'editor.a@example.be', password: 'editor password 1', ip: null, previousToken: first.token });
    if (!second.ok) throw new Error('second login failed');
    expect(await staffForSession(db.db, first.token, clock)).toBeNull();
    await revokeSession(db.db, second.token, 'staff');
    expect(await staffForSession(db.db, second.token, clock)).toBeNull();
    expect(await db.db.select().from(outbox).where(eq(outbox.kind, 'owner-login'))).toHaveLength(0);
  });

  it('brings an older staff hash up to 2^17 at a successful login', async () => {
    const id = await addStaff(db.db, { email: 'editor.rehash@example.be', role: 'admin', locale: 'nl', password: 'admin password 15' }, (p) => hashPassword(p, { N: 2 ** 15, r: 8, p: 1 }));
    const result = await logInStaff({ ...deps(), passwordCost: PASSWORD_COST }, { email: 'editor.rehash@example.be', password: 'admin password 15', ip: null });
    expect(result.ok).toBe(true);
    const [row] = await db.db.select({ h: staff.passwordHash }).from(staff).where(eq(staff.id, id));
    expect(row?.h).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('ends a staff session after 30 minutes without a request, and keeps a used one open', async () => {
    const id = await addStaff(db.db, { email: 'editor.idle@example.be', role: 'editor', locale: 'nl', password: 'editor password idle' }, fastHash);
    const { token } = await createSession(db.db, id, clock, null, 'staff');
    const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
    expect(IDLE_TIMEOUT_MS.staff).toBe(30 * 60_000);
    expect(await staffForSession(db.db, token, at(29))).not.toBeNull();
    expect(await staffForSession(db.db, token, at(58))).not.toBeNull();
    expect(await staffForSession(db.db, token, at(88.5))).toBeNull();
  });

  it('keeps owners and staff apart: an owner password opens no editor session, and the reverse', async () => {
    const ownerId = await addOwner(db.db, { email: 'both@example.be', locale: 'fr', propertyIds: [101] });
    await db.db.update(owners).set({ passwordHash: await fastHash('owner password') }).where(eq(owners.id, ownerId));
    await addStaff(db.db, { email: 'both@example.be', role: 'admin', locale: 'fr', password: 'staff password' }, fastHash);
    expect(await logInStaff(deps(), { email: 'both@example.be', password: 'owner password', ip: null })).toEqual({ ok: false, code: 'USER_NOT_FOUND' });
    expect(await logIn(deps(), { email: 'both@example.be', password: 'staff password', ip: null })).toEqual({ ok: false, code: 'USER_NOT_FOUND' });
  });

  it('throttles repeated failures per account', async () => {
    await addStaff(db.db, { email: 'editor.t@example.be', role: 'editor', locale: 'nl', password: 'right one' }, fastHash);
    const limits = { perAccount: 2, perIp: 100, windowSeconds: 600 };
    const attempt = (password: string) => logInStaff({ ...deps(), loginLimits: limits }, { email: 'editor.t@example.be', password, ip: null });
    await attempt('wrong');
    await attempt('wrong');
    expect(await attempt('right one')).toEqual({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('resets a staff password by a single-use link mailed through the outbox, ending open sessions', async () => {
    await addStaff(db.db, { email: 'editor.r@example.be', role: 'editor', locale: 'fr', password: 'old password 1' }, fastHash);
    const session = await logInStaff(deps(), { email: 'editor.r@example.be', password: 'old password 1', ip: null });
    if (!session.ok) throw new Error('login failed');
    expect(await requestPasswordReset(deps(), { email: 'Editor.R@example.be', locale: 'fr', ip: null }, 'staff')).toEqual({ ok: true });
    // No owner has this address: the owners' form answers as for anybody, and mails no one.
    expect(await requestPasswordReset(deps(), { email: 'editor.r@example.be', locale: 'fr', ip: null })).toEqual({ ok: true });
    expect(await db.db.select().from(outbox).where(eq(outbox.kind, 'owner-reset'))).toHaveLength(0);
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.kind, 'staff-reset'));
    expect(mail?.recipient).toBe('editor.r@example.be');
    const link = String(mail?.payload?.link);
    expect(link).toMatch(/^https:\/\/www\.example\.be\/fr\/staff\/reset-password\/\?token=[\w-]{43}$/);
    const token = decodeURIComponent(link.split('token=')[1]!);

    // An owner's reset cannot use a staff token.
    expect(await resetPassword(deps(), { token, password: 'new password 22' })).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    expect(await resetPassword(deps(), { token, password: 'new password 22' }, 'staff')).toEqual({ ok: true, email: 'editor.r@example.be' });
    expect(await resetPassword(deps(), { token, password: 'another one 333' }, 'staff')).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    expect(await staffForSession(db.db, session.token, clock)).toBeNull();
    expect((await logInStaff(deps(), { email: 'editor.r@example.be', password: 'new password 22', ip: null })).ok).toBe(true);
  });
});
