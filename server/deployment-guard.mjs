// What a deployment must be told before it starts. A deployment is a server on a database of its
// own (DATABASE_URL set by whoever starts it; `npm start` without it runs the embedded demo).
// Without SMTP_URL its mails (reset links, CVs) would silently become files on one machine's disk,
// and without SITE_URL its links would point to http://localhost: so it refuses to start, unless
// MAIL_TO_FILES=1 says that mails are to stay in files on purpose. SITE_URL is used only for the
// links in mails, so a run whose mails stay in files (MAIL_TO_FILES=1 and no SMTP_URL: a test
// harness, a trial on one machine) may do without it; a run that sends mails may not.
// Without ALTCHA_HMAC_KEY each instance would make a key of its own (lib/server/captcha), so a
// captcha or a preview link signed by one would be refused by the next: no way around it. The
// embedded default (`npm start` without DATABASE_URL) keeps making its own (server/embedded-demo.mjs).

import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string | undefined} value */
const isOn = (value) => value === '1' || value === 'true';

/**
 * One line naming what a deployment lacks, or null when it may start.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function deploymentSettingsProblem(env) {
  if (!env.DATABASE_URL) return null;
  const toFiles = isOn(env.MAIL_TO_FILES);
  const missing = [];
  if (!env.SMTP_URL && !toFiles) missing.push('SMTP_URL (the mail server)');
  if (!env.SITE_URL && (env.SMTP_URL || !toFiles)) missing.push('SITE_URL (the address in mailed links)');
  const mailHint = missing.length > 0 ? ', or MAIL_TO_FILES=1 to keep mails in files on purpose' : '';
  // (lib/server/env.ts asks for 16 characters at least.)
  if ((env.ALTCHA_HMAC_KEY ?? '').length < 16) missing.push('ALTCHA_HMAC_KEY (16+ characters shared by every instance: it signs captchas and preview links)');
  if (missing.length === 0) return null;
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
  return `Not starting: DATABASE_URL is set (a deployment) but ${list} ${missing.length > 1 ? 'are' : 'is'} not; set ${missing.length > 1 ? 'them' : 'it'}${mailHint}.`;
}

/**
 * The line `npm start` prints about where mails go.
 * @param {Record<string, string | undefined>} env
 * @param {string} mailDir
 */
export function mailDestinationLine(env, mailDir) {
  if (env.SMTP_URL) return `Mail: sent through SMTP_URL (${new URL(env.SMTP_URL).host}).`;
  return `Mail: not sent; each mail is written to ${mailDir} (set SMTP_URL to send them).`;
}

/**
 * What a build recorded that instances built apart must share: its server actions key (in Next's
 * server-reference-manifest.json) and its deploymentId (next.config.ts DEPLOYMENT_ID, in
 * required-server-files.json); null when the build cannot be read.
 * @param {string} distDir
 * @returns {{ actionsKey: string | null, deploymentId: string | null } | null}
 */
export function readBuildFacts(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'));
    const files = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8'));
    return { actionsKey: manifest.encryptionKey ?? null, deploymentId: files.config?.deploymentId || null };
  } catch {
    return null;
  }
}

/**
 * Start-up warnings of a deployment about instances built apart (Next's self-hosting guide). Next
 * salts the ids of the server actions (the forms) with NEXT_SERVER_ACTIONS_ENCRYPTION_KEY at build
 * and encrypts with it at run time: without one key given to every build, a page served by one
 * build posts its form to an action another build does not know ("Failed to find Server Action").
 * Warnings, not refusals: instances of one build (one image) share its own key and work.
 * @param {Record<string, string | undefined>} env
 * @param {{ actionsKey: string | null, deploymentId: string | null } | null} build readBuildFacts
 * @returns {string[]}
 */
export function instancesBuiltApartWarnings(env, build) {
  if (!env.DATABASE_URL) return [];
  const lines = [];
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  if (!key) {
    lines.push('Warning: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set: the forms of this build fail on instances built apart ("Failed to find Server Action"); give every build and every instance the same key (docs/operations.md).');
  } else if (build && build.actionsKey !== key) {
    lines.push('Warning: this build was made without the NEXT_SERVER_ACTIONS_ENCRYPTION_KEY it runs with: its forms fail on instances built with that key; build again with it set.');
  }
  const deploymentId = env.NEXT_DEPLOYMENT_ID || env.DEPLOYMENT_ID || null;
  if (build && build.deploymentId !== deploymentId) {
    const named = (/** @type {string | null} */ id) => (id ? `"${id}"` : 'unset');
    lines.push(`Warning: DEPLOYMENT_ID is ${named(deploymentId)} but this build was made with ${named(build.deploymentId)}: set the same at build and at run time, or browsers reload pages instead of navigating.`);
  }
  return lines;
}
