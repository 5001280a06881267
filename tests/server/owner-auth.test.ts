import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthDeps } from '@/lib/server/auth/deps';
import { logIn } from '@/lib/server/auth/login';
import { addOwner } from '@/lib/server/auth/owners';
import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from '@/lib/server/auth/password';
import {
  createPasswordToken,
  requestPasswordReset,
  resetPassword,
  RESET_TTL_MS,
} from '@/lib/server/auth/password-reset';
import {
  createSession,
  IDLE_TIMEOUT_MS,
  ownerForSession,
  purgeExpiredSessions,
  revokeEverySessionOf,
  revokeOwnerSessions,
  revokeSession,
  SESSION_TTL_MS,
} from '@/lib/server/auth/sessions';
import { LOGIN_LIMITS } from '@/lib/server/auth/throttle';
import { hashToken } from '@/lib/server/auth/tokens';
import { outbox, owners, ownerSessions, passwordTokens } from '@/lib/server/db/schema';
import { purgeExpired } from '@/lib/server/maintenance';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

// scrypt at its production cost and a real database: slower than a unit test.
vi.setConfig({ testTimeout: 20_000 });

const FAST_COST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const a = await hashPassword('correct horse battery', FAST_COST);
    const b = await hashPassword('correct horse battery', FAST_COST);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toContain('correct');
    expect(a).not.toBe(b);
  });

  it('verifies the right password and rejects a wrong or malformed one', async () => {
    const stored = await hashPassword('correct horse battery', FAST_COST);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(
      await verifyPassword(
        'correct horse battery',
        // Flip the hash's first character: its last one also holds padding bits.
        stored.replace(/\$([\w-])([\w-]{42})$/, (_, c: string, rest: string) => `$${c === 'A' ? 'B' : 'A'}${rest}`),
      ),
    ).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$abc$def')).toBe(false);
  });

  it("makes new hashes at OWASP's cost (N 2^17, r 8, p 1) and still verifies an older 2^15 hash", async () => {
    expect(await hashPassword('correct horse battery')).toMatch(/^scrypt\$131072\$8\$1\$/);
    const old = await hashPassword('correct horse battery', { N: 2 ** 15, r: 8, p: 1 });
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x', PASSWORD_COST))).toBe(false);
    expect(needsRehash('plain-text')).toBe(false);
  });

  it('treats the same text in composed and decomposed Unicode as one password', async () => {
    const stored = await hashPassword('Crème brûlée 2026', FAST_COST);
    expect(await verifyPassword('Cre\u0300me bru\u0302le\u0301e 2026', stored)).toBe(true);
  });
});

describe.each(BACKENDS)('owner accounts on %s', (backend) => {
  let db: TestDatabase;
  let clock = new Date('2026-11-23T10:00:00Z');
  const deps = (): AuthDeps => ({
    db: db.db,
    now: () => clock,
    agencyMailTo: 'agency@example.be',
    siteUrl: 'https://www.example.be',
    passwordCost: FAST_COST,
  });

  async function owner(email: string, password: string | null, propertyIds = [101]) {
    const id = await addOwner(db.db, { email, locale: 'fr', propertyIds, name: 'Anne Owner' });
    if (password)
      await db.db
        .update(owners)
        .set({ passwordHash: await hashPassword(password, FAST_COST) })
        .where(eq(owners.id, id));
    return id;
  }

  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  describe('login', () => {
    it('answers USER_NOT_FOUND alike for an unknown e-mail, a wrong password and an account without password', async () => {
      await owner('login.a@example.be', 'right password 1');
      await owner('login.nopass@example.be', null);
      const attempt = (email: string, password: string) =>
        logIn(deps(), { email, password, ip: '198.51.100.1' });
      expect(await attempt('nobody@example.be', 'right password 1')).toEqual({
        ok: false,
        code: 'USER_NOT_FOUND',
      });
      expect(await attempt('login.a@example.be', 'wrong password')).toEqual({
        ok: false,
        code: 'USER_NOT_FOUND',
      });
      expect(await attempt('login.nopass@example.be', '')).toEqual({
        ok: false,
        code: 'USER_NOT_FOUND',
      });
    });

    it("stores a new hash at today's cost when a login succeeds with an older one, and only then", async () => {
      const id = await owner('login.rehash@example.be', null);
      const old = await hashPassword('right password 9', { N: 2 ** 15, r: 8, p: 1 });
      await db.db.update(owners).set({ passwordHash: old }).where(eq(owners.id, id));
      const hashOf = async () => (await db.db.select({ h: owners.passwordHash }).from(owners).where(eq(owners.id, id)))[0]?.h ?? '';
      const production = { ...deps(), passwordCost: PASSWORD_COST };

      expect(await logIn(production, { email: 'login.rehash@example.be', password: 'wrong password 9', ip: null })).toMatchObject({ ok: false });
      expect(await hashOf()).toBe(old);
      expect(await logIn(production, { email: 'login.rehash@example.be', password: 'right password 9', ip: null })).toMatchObject({ ok: true });
      const upgraded = await hashOf();
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('right password 9', upgraded)).toBe(true);
      expect(await logIn(production, { email: 'login.rehash@example.be', password: 'right password 9', ip: null })).toMatchObject({ ok: true });
      expect(await hashOf()).toBe(upgraded);
    });

    it('opens a session for the right password, case-insensitively on the e-mail, and notifies the agency', async () => {
      const id = await owner('login.b@example.be', 'right password 2');
      const result = await logIn(deps(), {
        email: ' Login.B@Example.be ',
        password: 'right password 2',
        ip: '198.51.100.2',
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.token).toMatch(/^[\w-]{43}$/);
      expect(await ownerForSession(db.db, result.token, clock)).toMatchObject({
        id,
        email: 'login.b@example.be',
      });
      const [stored] = await db.db
        .select()
        .from(ownerSessions)
        .where(eq(ownerSessions.ownerId, id));
      expect(stored?.tokenHash).not.toBe(result.token);
      const notices = await db.db.select().from(outbox).where(eq(outbox.kind, 'owner-login'));
      expect(
        notices.some(
          (n) => n.recipient === 'agency@example.be' && n.payload?.email === 'login.b@example.be',
        ),
      ).toBe(true);
    });

    it('rotates the session at login: the token the browser had stops working', async () => {
      await owner('login.c@example.be', 'right password 3');
      const first = await logIn(deps(), {
        email: 'login.c@example.be',
        password: 'right password 3',
        ip: null,
      });
      if (!first.ok) throw new Error('login failed');
      const second = await logIn(deps(), {
        email: 'login.c@example.be',
        password: 'right password 3',
        ip: null,
        previousToken: first.token,
      });
      if (!second.ok) throw new Error('login failed');
      expect(second.token).not.toBe(first.token);
      expect(await ownerForSession(db.db, first.token, clock)).toBeNull();
      expect(await ownerForSession(db.db, second.token, clock)).not.toBeNull();
    });

    it('locks an account for the sources that failed, not for its holder, and tells the holder once', async () => {
      await owner('login.d@example.be', 'right password 4');
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
        expect(await logIn(deps(), { email: 'login.d@example.be', password: `guess ${i}`, ip: `203.0.113.${i}` })).toMatchObject({
          code: 'USER_NOT_FOUND',
        });
      }
      const notices = () => db.db.select().from(outbox).where(and(eq(outbox.kind, 'account-locked'), eq(outbox.recipient, 'login.d@example.be')));
      const [notice] = await notices();
      expect(notice?.payload).toMatchObject({ name: 'Anne Owner', realm: 'owner', minutes: '15', link: 'https://www.example.be/fr/mot-de-passe-oublie/' });
      // A source that failed is refused, even with the right password; the next new source gets one try.
      expect(await logIn(deps(), { email: 'login.d@example.be', password: 'right password 4', ip: '203.0.113.0' })).toEqual({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
      expect(await logIn(deps(), { email: 'login.d@example.be', password: 'guess again', ip: '203.0.113.99' })).toMatchObject({ code: 'USER_NOT_FOUND' });
      expect(await logIn(deps(), { email: 'login.d@example.be', password: 'right password 4', ip: '203.0.113.99' })).toEqual({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
      expect(await notices()).toHaveLength(1);
      // The holder, from a source that has not failed, logs in.
      expect((await logIn(deps(), { email: 'login.d@example.be', password: 'right password 4', ip: '203.0.113.200' })).ok).toBe(true);
      clock = new Date(clock.getTime() + LOGIN_LIMITS.windowSeconds * 1000);
      expect((await logIn(deps(), { email: 'login.d@example.be', password: 'right password 4', ip: '203.0.113.0' })).ok).toBe(true);
    });

    it('counts wrong passwords sent at once before checking any: only the allowed number is checked', async () => {
      await owner('login.race@example.be', 'right password 9');
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => logIn(deps(), { email: 'login.race@example.be', password: `parallel guess ${i}`, ip: '198.51.100.44' })),
      );
      const codes = results.map((r) => (r.ok ? 'ok' : r.code));
      expect(codes.filter((c) => c === 'USER_NOT_FOUND')).toHaveLength(LOGIN_LIMITS.perAccount);
      expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(12 - LOGIN_LIMITS.perAccount);
    });

    it('gives a right password back its count: an office behind one address is not throttled by its own logins', async () => {
      await owner('login.office@example.be', 'right password 10');
      const strict = { ...deps(), loginLimits: { ...LOGIN_LIMITS, perIp: 3 } };
      for (let i = 0; i < 6; i += 1)
        expect((await logIn(strict, { email: 'login.office@example.be', password: 'right password 10', ip: '192.0.2.200' })).ok).toBe(true);
    });

    it('throttles one IP trying many accounts', async () => {
      const ip = '192.0.2.77';
      const strict = { ...deps(), loginLimits: { ...LOGIN_LIMITS, perIp: 4 } };
      for (let i = 0; i < 4; i += 1) {
        expect(
          await logIn(strict, { email: `spray${i}@example.be`, password: 'password', ip }),
        ).toMatchObject({ code: 'USER_NOT_FOUND' });
      }
      await owner('login.e@example.be', 'right password 5');
      expect(
        await logIn(strict, { email: 'login.e@example.be', password: 'right password 5', ip }),
      ).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(
        (
          await logIn(strict, {
            email: 'login.e@example.be',
            password: 'right password 5',
            ip: '192.0.2.78',
          })
        ).ok,
      ).toBe(true);
    }, 20_000);

    it('keeps the failures in the database, so another server instance sees them', async () => {
      const rows = await db.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'login-%'`,
      );
      expect(Number(rows.rows[0]?.n)).toBeGreaterThan(0);
    });
  });

  describe('sessions', () => {
    it("end on every device at once when the holder signs out everywhere, and only that holder's", async () => {
      const id = await owner('session.everywhere@example.be', null);
      const other = await owner('session.other@example.be', null);
      const [phone, laptop] = [await createSession(db.db, id, clock), await createSession(db.db, id, clock)];
      const someoneElse = await createSession(db.db, other, clock);
      await revokeEverySessionOf(db.db, phone.token);
      expect(await ownerForSession(db.db, phone.token, clock)).toBeNull();
      expect(await ownerForSession(db.db, laptop.token, clock)).toBeNull();
      expect(await ownerForSession(db.db, someoneElse.token, clock)).not.toBeNull();
      // An unknown or already ended token ends nothing.
      await revokeEverySessionOf(db.db, 'x'.repeat(43));
      expect(await ownerForSession(db.db, someoneElse.token, clock)).not.toBeNull();
    });

    it('expire after their lifetime, however often they are used', async () => {
      const id = await owner('session.a@example.be', null);
      const { token } = await createSession(db.db, id, clock);
      const at = (ms: number) => new Date(clock.getTime() + ms);
      // Used every 90 minutes, within the idle timeout, up to the last second of its 7 days.
      for (let ms = 90 * 60_000; ms < SESSION_TTL_MS; ms += 90 * 60_000) expect(await ownerForSession(db.db, token, at(ms))).not.toBeNull();
      expect(await ownerForSession(db.db, token, at(SESSION_TTL_MS - 1000))).not.toBeNull();
      expect(await ownerForSession(db.db, token, at(SESSION_TTL_MS + 1000))).toBeNull();
    });

    it('end after two hours without a request; each request slides that, writing at most once a minute', async () => {
      const id = await owner('session.idle@example.be', null);
      const { token } = await createSession(db.db, id, clock);
      const at = (ms: number) => new Date(clock.getTime() + ms);
      const lastSeen = async () => (await db.db.select({ at: ownerSessions.lastSeenAt }).from(ownerSessions).where(eq(ownerSessions.tokenHash, hashToken(token))))[0]?.at;
      expect(IDLE_TIMEOUT_MS.owner).toBe(2 * 60 * 60_000);

      expect(await ownerForSession(db.db, token, at(30_000))).not.toBeNull();
      expect(await lastSeen()).toEqual(clock);
      expect(await ownerForSession(db.db, token, at(61_000))).not.toBeNull();
      expect(await lastSeen()).toEqual(at(61_000));
      // Two hours after the last request but one minute: still open, and moved on again.
      expect(await ownerForSession(db.db, token, at(61_000 + IDLE_TIMEOUT_MS.owner - 60_000))).not.toBeNull();
      const last = 61_000 + IDLE_TIMEOUT_MS.owner - 60_000;
      expect(await ownerForSession(db.db, token, at(last + IDLE_TIMEOUT_MS.owner + 1000))).toBeNull();
      // Ended for good: coming back 'in time' from an earlier clock does not revive it once purged.
      await purgeExpiredSessions(db.db, at(last + IDLE_TIMEOUT_MS.owner + 1000));
      expect(await ownerForSession(db.db, token, at(last))).toBeNull();
    });

    it('are revoked one by one (logout) or all at once', async () => {
      const id = await owner('session.b@example.be', null);
      const a = await createSession(db.db, id, clock);
      const b = await createSession(db.db, id, clock);
      await revokeSession(db.db, a.token);
      expect(await ownerForSession(db.db, a.token, clock)).toBeNull();
      expect(await ownerForSession(db.db, b.token, clock)).not.toBeNull();
      await revokeOwnerSessions(db.db, id);
      expect(await ownerForSession(db.db, b.token, clock)).toBeNull();
    });

    it('ignore unknown, empty and absurd tokens', async () => {
      expect(await ownerForSession(db.db, 'nope', clock)).toBeNull();
      expect(await ownerForSession(db.db, '', clock)).toBeNull();
      expect(await ownerForSession(db.db, 'x'.repeat(5000), clock)).toBeNull();
    });
  });

  describe('housekeeping', () => {
    it('purges expired sessions and password links, and keeps the live ones', async () => {
      const id = await owner('purge.a@example.be', 'old password 321');
      const longAgo = new Date('2020-01-01T00:00:00Z');
      const expired = await createSession(db.db, id, longAgo);
      const live = await createSession(db.db, id, new Date());
      // Not expired, but not used for three hours: past the owners' idle timeout.
      await createSession(db.db, id, new Date(Date.now() - 3 * 60 * 60_000));
      const deadLink = await createPasswordToken(db.db, id, 'reset', longAgo);
      const liveLink = await createPasswordToken(db.db, id, 'reset', new Date());
      await purgeExpired(db.db);
      const sessions = await db.db.select({ tokenHash: ownerSessions.tokenHash }).from(ownerSessions).where(eq(ownerSessions.ownerId, id));
      expect(sessions.map((s) => s.tokenHash)).toEqual([hashToken(live.token)]);
      const links = await db.db.select({ tokenHash: passwordTokens.tokenHash }).from(passwordTokens).where(eq(passwordTokens.ownerId, id));
      expect(links.map((l) => l.tokenHash)).toEqual([hashToken(liveLink)]);
      expect(hashToken(expired.token)).not.toBe(hashToken(live.token));
      expect(hashToken(deadLink)).not.toBe(hashToken(liveLink));
    });
  });

  describe('password reset', () => {
    it('answers an unknown e-mail as a known one, and mails only the known one', async () => {
      await owner('reset.known@example.be', 'old password 000');
      const before = await db.db.select().from(outbox);
      expect(await requestPasswordReset(deps(), { email: 'ghost@example.be', locale: 'fr', ip: null })).toEqual({ ok: true });
      expect(await db.db.select().from(outbox)).toHaveLength(before.length);
      expect(await requestPasswordReset(deps(), { email: 'reset.known@example.be', locale: 'fr', ip: null })).toEqual({ ok: true });
      expect(await db.db.select().from(outbox).where(eq(outbox.recipient, 'reset.known@example.be'))).toHaveLength(1);
    });

    it('looks nothing up before answering: the work that tells a known address apart runs after the answer', async () => {
      await owner('reset.later@example.be', 'old password 001');
      const later: (() => Promise<void>)[] = [];
      const deferring = { ...deps(), afterAnswer: (work: () => Promise<void>) => void later.push(work) };
      const lookups = vi.spyOn(db.db, 'select');
      for (const email of ['reset.later@example.be', 'nobody.later@example.be'])
        expect(await requestPasswordReset(deferring, { email, locale: 'fr', ip: '192.0.2.9' })).toEqual({ ok: true });
      expect(lookups).not.toHaveBeenCalled();
      lookups.mockRestore();
      expect(later).toHaveLength(2);
      const mailsTo = (recipient: string) => db.db.select().from(outbox).where(eq(outbox.recipient, recipient));
      expect(await mailsTo('reset.later@example.be')).toHaveLength(0);
      for (const work of later) await work();
      expect(await mailsTo('reset.later@example.be')).toHaveLength(1);
      expect(await mailsTo('nobody.later@example.be')).toHaveLength(0);
    });

    it('refuses a common password or one built on the e-mail, changes nothing, and keeps the link usable', async () => {
      const id = await owner('marie.dubois.common@example.be', 'old password 777');
      const before = (await db.db.select({ h: owners.passwordHash }).from(owners).where(eq(owners.id, id)))[0]?.h;
      const token = await createPasswordToken(db.db, id, 'reset', clock);
      expect(await resetPassword(deps(), { token, password: 'Qwertyuiop' })).toEqual({ ok: false, code: 'PASSWORD_COMMON' });
      expect(await resetPassword(deps(), { token, password: 'Marie.Dubois.Common!' })).toEqual({ ok: false, code: 'PASSWORD_PERSONAL' });
      expect((await db.db.select({ h: owners.passwordHash }).from(owners).where(eq(owners.id, id)))[0]?.h).toBe(before);
      expect(await resetPassword(deps(), { token, password: 'a river of quiet lamps' })).toEqual({ ok: true, email: 'marie.dubois.common@example.be' });
    });

    it('mails a link that sets the password once, revokes the sessions and then is dead', async () => {
      const id = await owner('reset.a@example.be', 'old password 123');
      const session = await createSession(db.db, id, clock);
      expect(
        await requestPasswordReset(deps(), { email: 'reset.a@example.be', locale: 'nl', ip: null }),
      ).toEqual({ ok: true });
      const [mail] = await db.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'reset.a@example.be'));
      expect(mail).toMatchObject({ kind: 'owner-reset', locale: 'nl' });
      const link = new URL(mail!.payload!.link!);
      expect(link.origin + link.pathname).toBe('https://www.example.be/nl/nieuw-wachtwoord/');
      const token = link.searchParams.get('token')!;

      expect(await resetPassword(deps(), { token, password: 'new password 456' })).toEqual({
        ok: true,
        email: 'reset.a@example.be',
      });
      expect(await ownerForSession(db.db, session.token, clock)).toBeNull();
      // The holder hears that the password changed, in the account's language, with the way to a new one.
      const [changed] = await db.db.select().from(outbox).where(and(eq(outbox.recipient, 'reset.a@example.be'), eq(outbox.kind, 'password-changed')));
      expect(changed).toMatchObject({ locale: 'fr', payload: { realm: 'owner', name: 'Anne Owner', link: 'https://www.example.be/fr/mot-de-passe-oublie/' } });
      expect(
        (
          await logIn(deps(), {
            email: 'reset.a@example.be',
            password: 'new password 456',
            ip: null,
          })
        ).ok,
      ).toBe(true);
      expect(
        (
          await logIn(deps(), {
            email: 'reset.a@example.be',
            password: 'old password 123',
            ip: null,
          })
        ).ok,
      ).toBe(false);
      expect(await resetPassword(deps(), { token, password: 'third password 789' })).toEqual({
        ok: false,
        code: 'TOKEN_INVALID',
      });
    });

    it('refuses an expired link and a made-up one', async () => {
      const id = await owner('reset.b@example.be', 'old password 123');
      const token = await createPasswordToken(db.db, id, 'reset', clock);
      const later = { ...deps(), now: () => new Date(clock.getTime() + RESET_TTL_MS + 1000) };
      expect(await resetPassword(later, { token, password: 'new password 456' })).toEqual({
        ok: false,
        code: 'TOKEN_INVALID',
      });
      expect(
        await resetPassword(deps(), { token: 'A'.repeat(43), password: 'new password 456' }),
      ).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    });

    it('throttles repeated reset requests for one account', async () => {
      await owner('reset.c@example.be', null);
      const results = [];
      for (let i = 0; i < 5; i += 1)
        results.push(
          await requestPasswordReset(deps(), {
            email: 'reset.c@example.be',
            locale: 'fr',
            ip: null,
          }),
        );
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(results.at(-1)).toEqual({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
    });
  });
});
