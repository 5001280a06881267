import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../chromium-path.mjs';
import type { Engine, EngineName } from './engine-page';
import { FIREFOX_PATH, launchChromium, launchFirefox } from './puppeteer-engine';
import { launchWebKit } from './webkit-engine';

export const LAUNCHERS: Record<EngineName, () => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** The engines named in a comma-separated list ('firefox,webkit'), checked. */
export function enginesFrom(list: string): EngineName[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(name in LAUNCHERS))
      throw new Error(`unknown engine ${name}: one of ${Object.keys(LAUNCHERS).join(', ')}`);
  }
  return names as EngineName[];
}

/** The two widths of every check: a phone (390 × 844) and a desktop (1280 × 800). */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The programs each engine needs, and the Debian package that brings each. */
const PROGRAMS: Record<EngineName, { program: string; debian: string }[]> = {
  chromium: [{ program: chromiumPath(), debian: 'chromium' }],
  firefox: [{ program: FIREFOX_PATH, debian: 'firefox-esr' }],
  webkit: [
    { program: 'WebKitWebDriver', debian: 'webkit2gtk-driver' },
    { program: 'Xvfb', debian: 'xvfb' },
  ],
};

const onPath = (program: string) =>
  program.includes('/')
    ? existsSync(program)
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .some((dir) => existsSync(path.join(dir, program)));

/** Stops with the install command when a program the engines need is missing (no browser is ever downloaded). */
export function assertEnginesInstalled(names: EngineName[]): void {
  const missing = names.flatMap((name) => PROGRAMS[name]).filter(({ program }) => !onPath(program));
  if (missing.length === 0) return;
  console.error(
    `\nMissing for the engines: ${missing.map((m) => m.program).join(', ')}.\n` +
      `Install them (Debian/Ubuntu): sudo apt-get install -y ${[...new Set(missing.map((m) => m.debian))].join(' ')}\n` +
      '(FIREFOX_PATH and CHROMIUM_PATH point at other binaries.) No browser is ever downloaded here.\n',
  );
  process.exit(1);
}
