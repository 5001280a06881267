import { existsSync } from 'node:fs';

/**
 * The flags the tests start Chromium with (Playwright, and puppeteer-core in tests/harness/engines/): as
 * root it needs --no-sandbox; without the networking ones it knocks on Google's hosts, which this
 * machine's closed network refuses, many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--disable-quic',
];

/** The system Chromium Playwright drives: env CHROMIUM_PATH, else /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function assertChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    console.error(
      `\nNo Chromium found at ${path}.\n` +
        'Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or point CHROMIUM_PATH at a\n' +
        'Chromium or Chrome binary. Playwright never downloads its own browser in this project.\n',
    );
    process.exit(1);
  }
  return path;
}
