// The server's settings when `npm start` runs the embedded database (no DATABASE_URL): the demo.
// Only there is a demo owner seeded (its password made on the first start and printed once, see
// lib/server/auth/demo-owner.ts), and never once a CRM is configured: the demo owner owns
// properties of the committed snapshot. A deployment's settings pass through untouched, except
// that nothing may ask it to seed the demo owner. The demo also makes its own captcha key, which a
// deployment must be given.

import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The demo's captcha key (ALTCHA_HMAC_KEY, which a deployment must be given: server/deployment-guard.mjs):
 * made once and kept in DATA_DIR/altcha.key, readable by its owner only. The same file
 * lib/server/captcha.ts falls back on (under `next dev`), so both find the same key.
 * @param {string} dataDir
 * @returns {string}
 */
export function keptCaptchaKey(dataDir) {
  const file = path.join(dataDir, 'altcha.key');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * @param {Record<string, string | undefined>} env what `npm start` was started with
 * @param {{ embeddedUrl: string | null, port: string, captchaKey?: () => string }} options embeddedUrl: the embedded
 *   database's, when it runs; captchaKey: the demo's key when the environment has none (default: kept in DATA_DIR)
 * @returns {Record<string, string | undefined>}
 */
export function serverEnvFor(env, { embeddedUrl, port, captchaKey = () => keptCaptchaKey(env.DATA_DIR || '.data') }) {
  const base = { ...env, NODE_ENV: 'production', PORT: port, SEED_DEMO_OWNER: '', DEMO_OWNER_PASSWORD: '' };
  if (env.DATABASE_URL || !embeddedUrl) return base;
  return {
    ...base,
    DATABASE_URL: embeddedUrl,
    SEED_DEMO_OWNER: env.OMNICASA_URL ? '' : '1',
    DEMO_OWNER_PASSWORD: env.DEMO_OWNER_PASSWORD ?? '',
    // The demo keeps its mails in files (and its links on localhost) unless told otherwise.
    ...(env.SMTP_URL ? {} : { MAIL_TO_FILES: '1' }),
    SITE_URL: env.SITE_URL || `http://localhost:${port}`,
    ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY || captchaKey(),
  };
}
