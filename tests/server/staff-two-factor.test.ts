import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthDeps } from '@/lib/server/auth/deps';
import { logInStaff } from '@/lib/server/auth/login';
import { hashPassword } from '@/lib/server/auth/password';
import { staffForSession } from '@/lib/server/auth/sessions';
import { addStaff } from '@/lib/server/auth/staff';
import { resetTwoFactor } from '@/lib/server/auth/staff-admin';
import { completeLoginChallenge, confirmTwoFactor, pendingTotpSecret, RECOVERY_CODE_COUNT, twoFactorEnabled } from '@/lib/server/auth/two-factor';
import { staff, staffRecoveryCodes } from '@/lib/server/db/schema';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 20_000 });
const fastHash = (password: string) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe.each(BACKENDS)('the staff second factor on %s', (backend) => {
  let db: TestDatabase;
  let clock = new Date('2026-11-25T10:00:00Z');
  const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);
  const deps = (): AuthDeps => ({ db: db.db, now: () => clock, agencyMailTo: 'agency@example.be', siteUrl: 'https://www.example.be', passwordCost: { N: 2 ** 10, r: 8, p: 1 } });
  let n = 0;

  /** A member with the second factor on; returns their secret and recovery codes. */
  async function enrolled(role: 'admin' | 'editor' = 'editor') {
    const email = `two.factor.${++n}@example.be`;
    const id = await addStaff(db.db, { email, role, locale: 'nl', password: 'a kept long secret' }, fastHash);
    const secret = await pendingTotpSecret(db.db, id);
    expect(await pendingTotpSecret(db.db, id)).toBe(secret);
    const result = await confirmTwoFactor(db.db, id, await codeAt(secret, clock), clock);
    if (!result.ok) throw new Error('enrolment failed');
    return { id, email, secret, recoveryCodes: result.recoveryCodes };
  }
  const passwordStep = async (email: string, ip = '198.51.100.20') => {
    const result = await logInStaff(deps(), { email, password: 'a kept long secret', ip });
    if (result.ok || result.code !== 'SECOND_FACTOR') throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
    return result.challenge;
  };

  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('enrols only with a valid code of the shown secret, and keeps ten hashed recovery codes', async () => {
    const id = await addStaff(db.db, { email: 'enrol@example.be', role: 'admin', locale: 'fr', password: 'a kept long secret' }, fastHash);
    const secret = await pendingTotpSecret(db.db, id);
    expect(await confirmTwoFactor(db.db, id, '000000', clock)).toEqual({ ok: false, code: 'CODE_INVALID' });
    expect(await twoFactorEnabled(db.db, id)).toBe(false);
    const result = await confirmTwoFactor(db.db, id, await codeAt(secret, clock), clock);
    if (!result.ok) throw new Error('enrolment failed');
    expect(result.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(result.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await twoFactorEnabled(db.db, id)).toBe(true);
    const stored = await db.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of result.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
  });

  it('asks for the code after a right password, and opens the session only with it', async () => {
    const member = await enrolled();
    const challenge = await passwordStep(member.email);
    clock = later(60);
    const session = await completeLoginChallenge(deps(), { challenge, code: await codeAt(member.secret, clock), ip: '198.51.100.20' });
    if (!session.ok) throw new Error(`second step failed: ${session.code}`);
    expect(await staffForSession(db.db, session.token, clock)).toMatchObject({ id: member.id });
    // The challenge is spent.
    expect(await completeLoginChallenge(deps(), { challenge, code: await codeAt(member.secret, later(30)), ip: null })).toEqual({ ok: false, code: 'CHALLENGE_INVALID' });
  });

  it('refuses a wrong code, a code two steps old, a forged challenge and an expired one', async () => {
    const member = await enrolled();
    clock = later(300);
    const challenge = await passwordStep(member.email);
    expect(await completeLoginChallenge(deps(), { challenge, code: '123456', ip: null })).toEqual({ ok: false, code: 'CODE_INVALID' });
    expect(await completeLoginChallenge(deps(), { challenge, code: await codeAt(member.secret, later(-65)), ip: null })).toEqual({ ok: false, code: 'CODE_INVALID' });
    expect(await completeLoginChallenge(deps(), { challenge: 'x'.repeat(43), code: await codeAt(member.secret, clock), ip: null })).toEqual({ ok: false, code: 'CHALLENGE_INVALID' });
    // One step late is still accepted (a phone's clock drifts) ...
    const late = await completeLoginChallenge(deps(), { challenge, code: await codeAt(member.secret, later(-30)), ip: null });
    expect(late.ok).toBe(true);
    // ... and a challenge waits five minutes at most.
    const old = await passwordStep(member.email);
    clock = later(301);
    expect(await completeLoginChallenge(deps(), { challenge: old, code: await codeAt(member.secret, clock), ip: null })).toEqual({ ok: false, code: 'CHALLENGE_INVALID' });
  });

  it('never accepts the same code twice, even from a second login within its window', async () => {
    const member = await enrolled();
    clock = later(600);
    const code = await codeAt(member.secret, clock);
    const first = await completeLoginChallenge(deps(), { challenge: await passwordStep(member.email), code, ip: null });
    expect(first.ok).toBe(true);
    expect(await completeLoginChallenge(deps(), { challenge: await passwordStep(member.email), code, ip: null })).toEqual({ ok: false, code: 'CODE_INVALID' });
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const member = await enrolled();
    const [code] = member.recoveryCodes;
    const first = await completeLoginChallenge(deps(), { challenge: await passwordStep(member.email), code: code!.toLowerCase().replace('-', ' '), ip: null });
    expect(first.ok).toBe(true);
    expect(await completeLoginChallenge(deps(), { challenge: await passwordStep(member.email), code: code!, ip: null })).toEqual({ ok: false, code: 'CODE_INVALID' });
    expect((await completeLoginChallenge(deps(), { challenge: await passwordStep(member.email), code: member.recoveryCodes[1]!, ip: null })).ok).toBe(true);
  });

  it('counts wrong codes in the login throttle, and a right password does not forget them', async () => {
    const member = await enrolled();
    const limits = { perAccount: 3, perIp: 100, windowSeconds: 600 };
    const throttled = { ...deps(), loginLimits: limits };
    const ip = '203.0.113.77';
    for (let i = 0; i < 3; i++) {
      const challenge = await passwordStep(member.email, ip);
      await completeLoginChallenge(throttled, { challenge, code: '000000', ip });
    }
    const result = await logInStaff(throttled, { email: member.email, password: 'a kept long secret', ip });
    expect(result).toEqual({ ok: false, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('lets staff without a second factor log in with the password alone', async () => {
    await addStaff(db.db, { email: 'no.factor@example.be', role: 'editor', locale: 'nl', password: 'a kept long secret' }, fastHash);
    expect((await logInStaff(deps(), { email: 'no.factor@example.be', password: 'a kept long secret', ip: null })).ok).toBe(true);
  });

  it("lets an admin reset another member's second factor, not their own", async () => {
    const admin = await enrolled('admin');
    const member = await enrolled();
    expect(await resetTwoFactor(db.db, { actorId: admin.id, staffId: admin.id })).toEqual({ ok: false, code: 'self' });
    expect(await resetTwoFactor(db.db, { actorId: admin.id, staffId: member.id })).toEqual({ ok: true, id: member.id });
    expect(await twoFactorEnabled(db.db, member.id)).toBe(false);
    expect(await db.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id))).toHaveLength(0);
    expect((await logInStaff(deps(), { email: member.email, password: 'a kept long secret', ip: null })).ok).toBe(true);
    const [row] = await db.db.select({ secret: staff.totpSecret }).from(staff).where(eq(staff.id, member.id));
    expect(row?.secret).toBeNull();
  });
});
