import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentSettingsProblem, instancesBuiltApartWarnings, mailDestinationLine, readBuildFacts } from '@/server/deployment-guard.mjs';

const DB = 'postgres://agency:secret@db.internal:5432/agency';
const KEY = 'a-shared-altcha-key-0123456789';

describe('a deployment (DATABASE_URL set) says where its mails go before it starts', () => {
  it.each([
    ['the embedded default (no DATABASE_URL)', {}, null],
    ['the embedded default with a mail server', { SMTP_URL: 'smtps://mail.example.be' }, null],
    ['a deployment with a mail server and its address', { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY, SMTP_URL: 'smtps://mail.example.be', SITE_URL: 'https://www.example.be' }, null],
    ['a deployment told to keep mails in files', { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY, MAIL_TO_FILES: '1' }, null],
    ['a deployment told to keep mails in files, with its address', { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY, MAIL_TO_FILES: 'true', SITE_URL: 'https://www.example.be' }, null],
  ])('lets %s start', (_name, env, verdict) => {
    expect(deploymentSettingsProblem(env)).toBe(verdict);
  });

  it.each([
    [
      'neither a mail server nor an address',
      { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY },
      'Not starting: DATABASE_URL is set (a deployment) but SMTP_URL (the mail server) and SITE_URL (the address in mailed links) are not; set them, or MAIL_TO_FILES=1 to keep mails in files on purpose.',
    ],
    [
      'a mail server without the address its links need',
      { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY, SMTP_URL: 'smtps://mail.example.be' },
      'Not starting: DATABASE_URL is set (a deployment) but SITE_URL (the address in mailed links) is not; set it, or MAIL_TO_FILES=1 to keep mails in files on purpose.',
    ],
    [
      'an address but no mail server',
      { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY, SITE_URL: 'https://www.example.be' },
      'Not starting: DATABASE_URL is set (a deployment) but SMTP_URL (the mail server) is not; set it, or MAIL_TO_FILES=1 to keep mails in files on purpose.',
    ],
    [
      'MAIL_TO_FILES=1 beside a mail server: mails are sent, so their links need the address',
      { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY, SMTP_URL: 'smtp://localhost', MAIL_TO_FILES: '1' },
      'Not starting: DATABASE_URL is set (a deployment) but SITE_URL (the address in mailed links) is not; set it, or MAIL_TO_FILES=1 to keep mails in files on purpose.',
    ],
    [
      'MAIL_TO_FILES set to something else than 1 or true',
      { DATABASE_URL: DB, ALTCHA_HMAC_KEY: KEY, MAIL_TO_FILES: 'yes', SITE_URL: 'https://www.example.be' },
      'Not starting: DATABASE_URL is set (a deployment) but SMTP_URL (the mail server) is not; set it, or MAIL_TO_FILES=1 to keep mails in files on purpose.',
    ],
    [
      'a deployment without the shared captcha key: each instance would make its own',
      { DATABASE_URL: DB, SMTP_URL: 'smtps://mail.example.be', SITE_URL: 'https://www.example.be' },
      'Not starting: DATABASE_URL is set (a deployment) but ALTCHA_HMAC_KEY (16+ characters shared by every instance: it signs captchas and preview links) is not; set it.',
    ],
    [
      'a captcha key shorter than 16 characters',
      { DATABASE_URL: DB, MAIL_TO_FILES: '1', ALTCHA_HMAC_KEY: 'short' },
      'Not starting: DATABASE_URL is set (a deployment) but ALTCHA_HMAC_KEY (16+ characters shared by every instance: it signs captchas and preview links) is not; set it.',
    ],
    [
      'nothing but the database',
      { DATABASE_URL: DB },
      'Not starting: DATABASE_URL is set (a deployment) but SMTP_URL (the mail server), SITE_URL (the address in mailed links) and ALTCHA_HMAC_KEY (16+ characters shared by every instance: it signs captchas and preview links) are not; set them, or MAIL_TO_FILES=1 to keep mails in files on purpose.',
    ],
  ])('refuses %s in one line naming what is missing', (_name, env, line) => {
    expect(deploymentSettingsProblem(env)).toBe(line);
  });

  it('says in one line where the mails go, never the credentials of the mail server', () => {
    expect(mailDestinationLine({}, '.data/mail')).toBe('Mail: not sent; each mail is written to .data/mail (set SMTP_URL to send them).');
    const sent = mailDestinationLine({ SMTP_URL: 'smtp://user:pa55@mail.example.be:587' }, '.data/mail');
    expect(sent).toBe('Mail: sent through SMTP_URL (mail.example.be:587).');
  });

  it('stops `npm start` (server/start.mjs) with that line and a failure status', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: DB, PORT: '1' };
    for (const name of ['SMTP_URL', 'SITE_URL', 'MAIL_TO_FILES', 'TRUSTED_PROXIES', 'ALTCHA_HMAC_KEY']) delete env[name];
    const child = spawn(process.execPath, ['server/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const [code] = await once(child, 'exit');
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(deploymentSettingsProblem({ DATABASE_URL: DB }));
  }, 20_000);
});

describe('a deployment says at start what instances built apart must share', () => {
  const ACTIONS_KEY = 'S/4iexYId9Y2EFH7f+cRlsc90OXpCMCvrPEv+dkTXo4=';
  const built = { actionsKey: ACTIONS_KEY, deploymentId: 'release-42' };
  const deployment = { DATABASE_URL: DB, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTIONS_KEY, DEPLOYMENT_ID: 'release-42' };

  it('says nothing when the build carries the key and the id it runs with, nor for the embedded demo', () => {
    expect(instancesBuiltApartWarnings(deployment, built)).toEqual([]);
    expect(instancesBuiltApartWarnings({ ...deployment, DEPLOYMENT_ID: undefined, NEXT_DEPLOYMENT_ID: 'release-42' }, built)).toEqual([]);
    expect(instancesBuiltApartWarnings({}, { actionsKey: 'generated', deploymentId: null })).toEqual([]);
  });

  it('warns in one line when no server actions key is set: the build made its own', () => {
    const lines = instancesBuiltApartWarnings({ ...deployment, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: undefined }, built);
    expect(lines).toEqual([expect.stringMatching(/^Warning: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set: .*Failed to find Server Action/)]);
  });

  it('warns when the build was made without the key it runs with, never printing a key', () => {
    const lines = instancesBuiltApartWarnings(deployment, { ...built, actionsKey: 'a-key-the-build-made-itself' });
    expect(lines).toEqual([expect.stringMatching(/^Warning: this build was made without the NEXT_SERVER_ACTIONS_ENCRYPTION_KEY it runs with/)]);
    expect(lines.join('\n')).not.toContain(ACTIONS_KEY);
  });

  it('warns when DEPLOYMENT_ID differs between build and run', () => {
    expect(instancesBuiltApartWarnings({ ...deployment, DEPLOYMENT_ID: undefined }, built)).toEqual([
      'Warning: DEPLOYMENT_ID is unset but this build was made with "release-42": set the same at build and at run time, or browsers reload pages instead of navigating.',
    ]);
    expect(instancesBuiltApartWarnings(deployment, { ...built, deploymentId: null })[0]).toContain('DEPLOYMENT_ID is "release-42" but this build was made with unset');
  });

  it("reads the key and the id from Next's build output, and nothing from a missing build", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'agency-dist-'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'server-reference-manifest.json'), JSON.stringify({ node: {}, edge: {}, encryptionKey: ACTIONS_KEY }));
    writeFileSync(path.join(dist, 'required-server-files.json'), JSON.stringify({ version: 1, config: { deploymentId: 'release-42' } }));
    expect(readBuildFacts(dist)).toEqual(built);
    writeFileSync(path.join(dist, 'required-server-files.json'), JSON.stringify({ version: 1, config: {} }));
    expect(readBuildFacts(dist)).toEqual({ actionsKey: ACTIONS_KEY, deploymentId: null });
    expect(readBuildFacts(path.join(dist, 'missing'))).toBeNull();
  });
});
