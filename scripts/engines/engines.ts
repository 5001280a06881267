import type { Engine, EngineName } from './engine-page';
import { launchChromium, launchFirefox } from './puppeteer-engine';
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
