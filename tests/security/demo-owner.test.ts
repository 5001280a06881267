import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OWNER, demoOwnerLine, seedDemoOwner, seedsDemoOwner } from '@/lib/server/auth/demo-owner';
import { verifyPassword } from '@/lib/server/auth/password';
import { owners } from '@/lib/server/db/schema';
import { deploymentSettingsProblem } from '@/server/deployment-guard.mjs';
import { keptCaptchaKey, serverEnvFor } from '@/server/embedded-demo.mjs';
import { startTestDatabase, type TestDatabase } from '../server/harness';

// scrypt at its production cost.
vi.setConfig({ testTimeout: 20_000 });

/** No published password: the demo owner's is made on the first start, printed once, stored hashed. */
describe('the demo owner of the embedded demo', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  const storedHash = async () => {
    const [row] = await db.db.select({ hash: owners.passwordHash }).from(owners).where(eq(owners.email, DEMO_OWNER.email));
    return row?.hash ?? null;
  };

  it('gets a random password on the first start, stored only as its hash', async () => {
    const password = await seedDemoOwner(db.db);
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(password).not.toBe('Demo-Owner-2026');
    const hash = await storedHash();
    expect(hash).not.toContain(password!);
    expect(await verifyPassword(password!, hash!)).toBe(true);
    const line = demoOwnerLine(password!, 'http://localhost:3000/');
    expect(line).toBe(
      `Demo owner login (shown this once, only its hash is kept): demo.owner@immo-horizon.be / ${password} at http://localhost:3000/fr/connexion-du-proprietaire/`,
    );
    expect(line.split('\n')).toHaveLength(1);
  });

  it('keeps that password on the next start, and shows nothing then', async () => {
    const before = await storedHash();
    expect(await seedDemoOwner(db.db)).toBeNull();
    expect(await seedDemoOwner(db.db, 'a-harness-password')).toBeNull();
    expect(await storedHash()).toBe(before);
  });
});

describe('where the demo owner is seeded', () => {
  const embedded = 'postgres://postgres:pw@127.0.0.1:5433/postgres?sslmode=disable';

  const demoKey = () => 'the-demo-captcha-key-0123456789';

  it('on the embedded database of `npm start`, which also keeps its mails in files and makes its own captcha key', () => {
    const env = serverEnvFor({}, { embeddedUrl: embedded, port: '3000', captchaKey: demoKey });
    expect(env).toMatchObject({ DATABASE_URL: embedded, SEED_DEMO_OWNER: '1', MAIL_TO_FILES: '1', SITE_URL: 'http://localhost:3000', ALTCHA_HMAC_KEY: demoKey() });
    expect(seedsDemoOwner(env)).toBe(true);
    // What the server it starts checks (server/serve.mjs): the demo is let through.
    expect(deploymentSettingsProblem(env)).toBeNull();
    expect(serverEnvFor({ ALTCHA_HMAC_KEY: 'a-key-given-to-the-demo-0123' }, { embeddedUrl: embedded, port: '3000', captchaKey: demoKey }).ALTCHA_HMAC_KEY).toBe('a-key-given-to-the-demo-0123');
  });

  it('keeps the demo captcha key in DATA_DIR/altcha.key, readable by its owner only, the same on every start', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'agency-demo-key-')), 'data');
    const key = keptCaptchaKey(dir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(keptCaptchaKey(dir)).toBe(key);
    expect(statSync(path.join(dir, 'altcha.key')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('with the password a test harness gives it there', () => {
    const env = serverEnvFor({ DEMO_OWNER_PASSWORD: 'known-to-the-harness' }, { embeddedUrl: embedded, port: '3000', captchaKey: demoKey });
    expect(env.DEMO_OWNER_PASSWORD).toBe('known-to-the-harness');
  });

  it('never on a DATABASE_URL, even when asked', () => {
    const env = serverEnvFor(
      { DATABASE_URL: 'postgres://agency@db/agency', SEED_DEMO_OWNER: '1', DEMO_OWNER_PASSWORD: 'x' },
      { embeddedUrl: null, port: '3000' },
    );
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://agency@db/agency', SEED_DEMO_OWNER: '', DEMO_OWNER_PASSWORD: '' });
    expect(seedsDemoOwner(env)).toBe(false);
  });

  it('never once a CRM is configured: the demo owner owns properties of the committed snapshot', () => {
    const env = serverEnvFor({ OMNICASA_URL: 'https://crm.example/OmnicasaService.svc' }, { embeddedUrl: embedded, port: '3000', captchaKey: demoKey });
    expect(env.SEED_DEMO_OWNER).toBe('');
    expect(seedsDemoOwner({ SEED_DEMO_OWNER: '1', OMNICASA_URL: 'https://crm.example/OmnicasaService.svc' })).toBe(false);
  });
});
