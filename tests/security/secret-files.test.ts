import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The captcha key file, generated or found in DATA_DIR: it signs captchas and preview links. */
describe('the ALTCHA key kept on disk', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY };
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'agency-key-'));
    process.env.DATA_DIR = path.join(dir, 'data');
    delete process.env.ALTCHA_HMAC_KEY;
    vi.resetModules();
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.resetModules();
  });

  const mode = (file: string) => statSync(file).mode & 0o777;

  it('is generated readable by its owner only, in a folder only its owner opens', async () => {
    const { altchaKey } = await import('@/lib/server/captcha');
    expect(altchaKey()).toMatch(/^[0-9a-f]{64}$/);
    expect(mode(path.join(dir, 'data', 'altcha.key'))).toBe(0o600);
    expect(mode(path.join(dir, 'data'))).toBe(0o700);
  });

  it('narrows a key file an older version left readable by all, and keeps its key', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(dir, 'data'));
    const file = path.join(dir, 'data', 'altcha.key');
    writeFileSync(file, 'a'.repeat(64));
    chmodSync(file, 0o644);
    const { altchaKey } = await import('@/lib/server/captcha');
    expect(altchaKey()).toBe('a'.repeat(64));
    expect(mode(file)).toBe(0o600);
  });
});

describe('an IP address as the database keeps it', () => {
  const saved = process.env.ALTCHA_HMAC_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.ALTCHA_HMAC_KEY;
    else process.env.ALTCHA_HMAC_KEY = saved;
    vi.resetModules();
  });

  const hashWithKey = async (key: string, ip: string) => {
    process.env.ALTCHA_HMAC_KEY = key;
    vi.resetModules();
    const { resetEnvCache } = await import('@/lib/server/env');
    resetEnvCache();
    const { hashIp } = await import('@/lib/server/rate-limit');
    return hashIp(ip);
  };

  it("is keyed with the deployment's secret: the plain hash of the address finds nothing", async () => {
    const ip = '203.0.113.7';
    const a = await hashWithKey('a'.repeat(64), ip);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(await hashWithKey('a'.repeat(64), ip)).toBe(a);
    expect(await hashWithKey('b'.repeat(64), ip)).not.toBe(a);
    const plain = createHash('sha256').update(`agency-ip:${ip}`).digest('hex').slice(0, 32);
    expect(a).not.toBe(plain);
  });
});
