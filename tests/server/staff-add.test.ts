import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '@/lib/server/auth/password';
import { findStaffByEmail } from '@/lib/server/auth/staff';
import { startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 60_000 });
const run = promisify(execFile);

// The command as a host runs it (README 'Deploy'), under tsx: the first staff account of a site.
function staffAdd(url: string, password: string, args: string[]) {
  return run(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.scripts.json', 'scripts/ops/staff-add.mts', ...args], {
    env: { ...process.env, DATABASE_URL: url, STAFF_PASSWORD: password },
  });
}

describe('npm run staff:add', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('creates an admin whose password is checked against the common passwords and kept as a hash', async () => {
    const { stdout } = await staffAdd(db.url, 'Harbour-Lantern-5823', ['--email', 'First.Admin@Agency.be', '--role', 'admin']);
    expect(stdout).toContain('Staff first.admin@agency.be');
    const staff = await findStaffByEmail(db.db, 'first.admin@agency.be');
    expect(staff).toMatchObject({ role: 'admin' });
    expect(staff!.passwordHash).not.toContain('Harbour');
    expect(await verifyPassword('Harbour-Lantern-5823', staff!.passwordHash!)).toBe(true);
  });

  it('refuses a common password and one built on the e-mail name, creating nothing', async () => {
    await expect(staffAdd(db.url, 'qwertyuiop', ['--email', 'common@agency.be'])).rejects.toMatchObject({
      stderr: expect.stringContaining('common or leaked passwords'),
    });
    await expect(staffAdd(db.url, 'marjolein-2026-x', ['--email', 'marjolein@agency.be'])).rejects.toMatchObject({
      stderr: expect.stringContaining("the e-mail's name"),
    });
    expect(await findStaffByEmail(db.db, 'common@agency.be')).toBeNull();
    expect(await findStaffByEmail(db.db, 'marjolein@agency.be')).toBeNull();
  });
});
