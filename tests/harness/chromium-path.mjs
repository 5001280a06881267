import { existsSync } from 'node:fs';

/**
 * The flags the tests start Chromium with (Playwright, and puppeteer-core in tests/harness/engines/): as
 * root it needs --no-sandbox; without the networking ones it knocks on Google's hosts, which this
 * machine's closed network refuses, many at a time. No host but localhost and 127.0.0.1 is looked
 * up: any other origin (the map's tiles, a video's player) fails at once, as on a closed network,
 * whatever the machine's DNS server does (a detail page's wait for an idle network, with the map
 * asking for tiles, once ran out after 4 minutes in a full run; it passed at once when retried).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same Blink and V8 without the
 * browser's user interface, and what Playwright itself runs headless tests in. Four e2e specs
 * (62 tests) took 2.3 min in it against 3.0 in the full browser's headless mode; the whole e2e
 * suite 26.1 min against 32.5.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The system Chromium the tests drive: env CHROMIUM_PATH, else the headless shell when it is
 * installed, else /usr/bin/chromium.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium';
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
