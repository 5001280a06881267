import { defineConfig, devices } from '@playwright/test';
import {
  CRM_ENV,
  CRM_METRICS_PORT,
  CRM_PGLITE_PORT,
  CRM_SITE_PORT,
  FAKE_CRM_CUSTOMER,
  FAKE_CRM_PORT,
} from './e2e/crm-env';
import { E2E_ALTCHA_HMAC_KEY, E2E_DEMO_OWNER_PASSWORD, E2E_PGLITE_PASSWORD } from './e2e/server-secrets';
import { CHROMIUM_ARGS, chromiumPath } from './tests/harness/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The embedded database of the e2e server listens next to it, so tests can make rows of their own
// (e2e/fixtures.ts e2eDatabaseUrl); with DATABASE_URL (CI) both use that server.
process.env.E2E_PGLITE_PORT ??= String(port + 1);

export default defineConfig({
  testDir: './e2e',
  // After the web servers start: the demo owner the tests log in as (e2e/demo-owner.ts).
  globalSetup: './e2e/global-setup.ts',
  // The tests import lib/server modules: 'server-only' resolves to an empty module there.
  tsconfig: './tsconfig.scripts.json',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test (DOM snapshots, screencast) to keep only the failures' cost
    // CI's saturated cores 15-23% more CPU (276-295 against 340 CPU-s for four specs). Under CI a
    // failed test is retried and the retry is traced, so a failure still leaves its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /crm\.spec\.ts|staff-sync\.spec\.ts/,
    },
    {
      name: 'crm',
      testMatch: /crm\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${CRM_SITE_PORT}`,
      },
    },
    {
      // The staff's sync screen needs a server with a CRM: the same one, after crm.spec.ts (whose
      // syncs, a held one among them, would otherwise change the stock under the screen's checks).
      name: 'crm-staff',
      testMatch: /staff-sync\.spec\.ts/,
      dependencies: ['crm'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${CRM_SITE_PORT}`,
      },
    },
  ],
  webServer: [
    {
      // The production server with its database: the embedded PGlite in memory, or DATABASE_URL (CI).
      command: 'node server/start.mjs',
      env: {
        PORT: String(port),
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
        PGLITE_DIR: 'memory://',
        PGLITE_PORT: process.env.E2E_PGLITE_PORT,
        PGLITE_PASSWORD: E2E_PGLITE_PASSWORD,
        DEMO_OWNER_PASSWORD: E2E_DEMO_OWNER_PASSWORD,
        // Mails stay .eml files the tests read (e2e/mails.ts), also on CI's DATABASE_URL, where the
        // server is a deployment that must be told so (server/deployment-guard.mjs).
        MAIL_TO_FILES: '1',
        SITE_URL: `http://localhost:${port}`,
        // Likewise given its captcha key (the embedded demo would make its own).
        ALTCHA_HMAC_KEY: E2E_ALTCHA_HMAC_KEY,
        // Every e2e request comes from the loopback address: the per-IP lead limit (10 an hour) would
        // refuse the suite's own submissions. The limits themselves are tested in tests/server.
        RATE_LIMIT_PER_IP: '100000',
        // Likewise the no-JavaScript forms' daily limits (e2e/no-javascript.spec.ts sends a dozen).
        NO_JS_PER_IP_PER_DAY: '100000',
        NO_JS_PER_DAY: '100000',
        // And the page views one address may add to a property a day (each e2e visitor has a user agent of its own).
        PAGE_VIEWS_PER_IP_PER_DAY: '100000',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
      url: `http://127.0.0.1:${port}/api/health/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The agency's CRM, faked (tsx itself, not npx: npx does not pass SIGTERM on).
      command: `node_modules/.bin/tsx --tsconfig tsconfig.scripts.json tests/harness/fake-omnicasa.mts --port ${FAKE_CRM_PORT} --customer ${FAKE_CRM_CUSTOMER.name} --password ${FAKE_CRM_CUSTOMER.password} --remote-pictures`,
      url: `http://127.0.0.1:${FAKE_CRM_PORT}/__admin/mode`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The site on a copy of the build (tests/harness/e2e.mjs), syncing with the fake CRM: at start
      // (SYNC_INTERVAL_MINUTES) and when a test runs `npm run sync`. Its leads go to the fake CRM.
      command: 'node server/start.mjs',
      env: {
        ...CRM_ENV,
        PORT: String(CRM_SITE_PORT),
        NEXT_DIST_DIR:
          process.env.E2E_CRM_DIST_DIR ?? `${process.env.NEXT_DIST_DIR ?? '.next'}-crm`,
        PGLITE_DIR: 'memory://',
        PGLITE_PORT: String(CRM_PGLITE_PORT),
        PGLITE_PASSWORD: E2E_PGLITE_PASSWORD,
        SYNC_INTERVAL_MINUTES: '60',
        METRICS_PORT: String(CRM_METRICS_PORT),
        MAIL_DISPATCH_INTERVAL_MS: '300',
        MAIL_RETRY_BASE_MS: '300',
        RATE_LIMIT_PER_IP: '100000',
        NO_JS_PER_IP_PER_DAY: '100000',
        NO_JS_PER_DAY: '100000',
        // Always its own embedded database: sharing CI's Postgres, each server's dispatcher would
        // claim the other's outbox rows (mails written to the wrong folder, CRM rows with no CRM).
        DATABASE_URL: '',
      },
      url: `http://127.0.0.1:${CRM_SITE_PORT}/api/health/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
