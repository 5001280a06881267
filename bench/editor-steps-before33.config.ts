/**
 * Playwright for bench/editor-steps-before33.spec.ts: issue 33's six staff tasks on the editor as it
 * was before the issue (commit fc45661), served on its own on port 3320 (the recipe is in
 * docs/bench/2026-11-28-issue-33-steps-before.json).
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: /editor-steps-before33\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 180_000,
  outputDir: process.env.BENCH_OUTPUT_DIR ?? '/tmp/editor-steps-before33-results',
  use: {
    baseURL: process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3320',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
