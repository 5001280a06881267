import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox } from '@/lib/server/db/schema';
import { getPropertyIds } from '@/lib/catalogue';
import { SITE_LOCALES } from '@/lib/locale';
import { logIn } from '@/lib/server/auth/login';
import { ownedPropertyIds, findOwnerByEmail } from '@/lib/server/auth/owners';
import { resetPassword } from '@/lib/server/auth/password-reset';
import { renderOwnerMail } from '@/lib/server/mail/owner-mails';
import { startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 60_000 });
const run = promisify(execFile);

function ownerAdd(url: string, args: string[]) {
  return run(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.scripts.json', 'scripts/ops/owner-add.mts', ...args], {
    env: { ...process.env, DATABASE_URL: url, SITE_URL: 'https://www.example.be' },
  });
}

describe('npm run owner:add', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('creates the owner with its properties and prints a one-time link that sets the password', async () => {
    const [first, second] = getPropertyIds();
    const { stdout } = await ownerAdd(db.url, ['--email', 'New.Owner@Example.be', '--property', String(first), '--property', String(second), '--locale', 'nl']);
    const link = /https:\/\/www\.example\.be\/nl\/nieuw-wachtwoord\/\?token=([\w-]+)/.exec(stdout);
    expect(link).not.toBeNull();
    const owner = await findOwnerByEmail(db.db, 'new.owner@example.be');
    expect(owner).toMatchObject({ locale: 'nl', passwordHash: null });
    expect(await ownedPropertyIds(db.db, owner!.id)).toEqual([first, second].sort((a, b) => a! - b!));

    const deps = { db: db.db, now: () => new Date(), agencyMailTo: 'agency@example.be', siteUrl: 'https://www.example.be' };
    expect(await resetPassword(deps, { token: link![1]!, password: 'chosen password 1' })).toMatchObject({ ok: true });
    // A first password is no change: nobody is told.
    expect(await db.db.select().from(outbox).where(and(eq(outbox.recipient, 'new.owner@example.be'), eq(outbox.kind, 'password-changed')))).toHaveLength(0);
    expect((await logIn(deps, { email: 'new.owner@example.be', password: 'chosen password 1', ip: null })).ok).toBe(true);
  });

  it('refuses an unknown property or a bad e-mail, creating nothing', async () => {
    await expect(ownerAdd(db.url, ['--email', 'x@example.be', '--property', '1'])).rejects.toMatchObject({
      stderr: expect.stringContaining('unknown property ID(s): 1'),
    });
    await expect(ownerAdd(db.url, ['--email', 'not-an-email', '--property', String(getPropertyIds()[0])])).rejects.toMatchObject({
      stderr: expect.stringContaining('--email'),
    });
    expect(await findOwnerByEmail(db.db, 'x@example.be')).toBeNull();
  });
});

describe('owner-account mails', () => {
  it.each(SITE_LOCALES)('tells the agency who logged in, and sends the reset link, in %s', (locale) => {
    const login = renderOwnerMail('owner-login', locale, { email: 'anne@example.be', name: 'Anne', at: '2026-11-23T09:05:00Z' });
    expect(login.subject).toContain('Anne <anne@example.be>');
    expect(login.text).toContain('23-11-2026');
    expect(login.text).toContain('10:05');
    const reset = renderOwnerMail('owner-reset', locale, { link: 'https://www.example.be/fr/nouveau-mot-de-passe/?token=abc', name: 'Anne' });
    expect(reset.text).toContain('https://www.example.be/fr/nouveau-mot-de-passe/?token=abc');
    expect(reset.subject).not.toMatch(/Portal\./);
    expect(reset.text).not.toMatch(/Portal\./);
  });

  it.each(SITE_LOCALES)('tells an owner and a staff member that wrong passwords locked their account, in %s', (locale) => {
    const payload = { name: 'Anne', minutes: '15', link: 'https://www.example.be/fr/mot-de-passe-oublie/' };
    const owner = renderOwnerMail('account-locked', locale, { ...payload, realm: 'owner' });
    const staff = renderOwnerMail('account-locked', locale, { ...payload, realm: 'staff' });
    for (const mail of [owner, staff]) {
      expect(mail.text).toContain('Anne');
      expect(mail.text).toContain('15');
      expect(mail.text).toContain(payload.link);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Portal\.|Editor\.|\{/);
    }
    expect(owner.text).not.toBe(staff.text);
  });

  it.each(SITE_LOCALES)('tells an owner and a staff member that their password changed, and when, in %s', (locale) => {
    const payload = { name: 'Anne', at: '2026-11-23T09:05:00Z', link: 'https://www.example.be/fr/mot-de-passe-oublie/' };
    const owner = renderOwnerMail('password-changed', locale, { ...payload, realm: 'owner' });
    const staff = renderOwnerMail('password-changed', locale, { ...payload, realm: 'staff' });
    for (const mail of [owner, staff]) {
      expect(mail.text).toContain('23-11-2026');
      expect(mail.text).toContain('10:05');
      expect(mail.text).toContain(payload.link);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Portal\.|Editor\.|\{/);
    }
    expect(owner.text).not.toBe(staff.text);
  });
});
