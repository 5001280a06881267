import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminOrRefused } from '@/lib/server/auth/admin-only';
import type { AuthDeps } from '@/lib/server/auth/deps';
import { logIn } from '@/lib/server/auth/login';
import { addOwner } from '@/lib/server/auth/owners';
import { hashPassword } from '@/lib/server/auth/password';
import { LOGIN_LIMITS } from '@/lib/server/auth/throttle';
import { owners } from '@/lib/server/db/schema';
import { logSecurityEvent, maskEmail } from '@/lib/server/security-log';
import { eq } from 'drizzle-orm';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 20_000 });

/** The security lines console.warn got, parsed. */
function securityLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls
    .map((call) => String(call[0]))
    .filter((line) => line.startsWith('[security] '))
    .map((line) => JSON.parse(line.slice('[security] '.length)) as Record<string, unknown>);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('security log lines', () => {
  it('masks an address and keeps only keyed hashes of it and of the IP', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logSecurityEvent('login-failed', { realm: 'owner', email: 'marie.dupont@example.be', ip: '203.0.113.9' });
    expect(warn).toHaveBeenCalledTimes(1);
    const raw = String(warn.mock.calls[0]![0]);
    expect(raw).not.toContain('marie.dupont');
    expect(raw).not.toContain('203.0.113.9');
    expect(securityLines(warn)[0]).toMatchObject({ event: 'login-failed', realm: 'owner', email: 'ma…@example.be', emailHash: expect.stringMatching(/^[0-9a-f]{16}$/), ipHash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(maskEmail('a@b.be')).toBe('a…@b.be');
  });

  it("logs an editor's refused admin action, and nothing for an admin", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const editor = { id: 7, email: 'ed@example.be', name: 'Ed', locale: 'nl', role: 'editor' } as const;
    expect(adminOrRefused(editor, 'remove-staff')).toBeNull();
    expect(securityLines(warn)).toEqual([expect.objectContaining({ event: 'admin-action-refused', staffId: 7, role: 'editor', action: 'remove-staff' })]);
    warn.mockClear();
    expect(adminOrRefused({ ...editor, role: 'admin' }, 'remove-staff')).toMatchObject({ id: 7 });
    expect(securityLines(warn)).toEqual([]);
  });
});

describe.each(BACKENDS)('login events on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });
  const deps = (): AuthDeps => ({ db: db.db, now: () => new Date(), agencyMailTo: 'agency@example.be', siteUrl: 'https://www.example.be' });

  it('logs each failed login, the failure that locks the account and the refused attempts after it, never the password', async () => {
    const email = `logged.${Date.now()}@example.be`;
    const id = await addOwner(db.db, { email, locale: 'fr', propertyIds: [101], name: 'Anne' });
    await db.db.update(owners).set({ passwordHash: await hashPassword('the right one', { N: 2 ** 10, r: 8, p: 1 }) }).where(eq(owners.id, id));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      expect(await logIn(deps(), { email, password: `secret guess ${i}`, ip: '198.51.100.77' })).toMatchObject({ ok: false });
    }
    expect(await logIn(deps(), { email, password: 'secret guess again', ip: '198.51.100.77' })).toEqual({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
    const events = securityLines(warn).map((line) => line.event);
    expect(events).toEqual([...Array(LOGIN_LIMITS.perAccount - 1).fill('login-failed'), 'account-locked', 'login-throttled']);
    const all = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(all).not.toContain('secret guess');
    expect(all).not.toContain(email);
    expect(securityLines(warn).every((line) => line.realm === 'owner' && line.email === `${email.slice(0, 2)}…@example.be`)).toBe(true);
  });
});
