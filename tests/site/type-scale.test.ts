/**
 * The site's type scale (app/globals.css, issue 35): every font size in a stylesheet is a step of
 * the scale, a heading's fluid clamp(), or relative to its parent (em, and pt in print). A size
 * typed in by hand (0.95rem beside 0.9rem) is one more font the browser looks up and shapes text
 * in on a first visit; e2e/type-scale.spec.ts counts what the pages draw in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STEPS = ['xs', 'sm', 'base', 'lg', 'xl', '2xl'];
/** The map frame is its own document with Leaflet's styles, outside the site's stylesheet. */
const OUTSIDE_THE_SITE = new Set(['app/map-frame/map-frame.css']);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

/** Whether a font-size value keeps to the scale. */
function onTheScale(value: string): boolean {
  const step = /^var\(--text-([a-z0-9]+)\)$/.exec(value);
  if (step) return STEPS.includes(step[1]!);
  return /^clamp\(/.test(value) || /^\d*\.?\d+(em|pt)$/.test(value) || value === 'inherit';
}

describe('type scale', () => {
  it('tells a step, a fluid heading or a relative size from a size typed in', () => {
    expect(onTheScale('var(--text-sm)')).toBe(true);
    expect(onTheScale('var(--text-md)')).toBe(false);
    expect(onTheScale('clamp(1.9rem, 1.4rem + 2vw, 2.9rem)')).toBe(true);
    expect(onTheScale('0.95em')).toBe(true);
    expect(onTheScale('10.5pt')).toBe(true);
    expect(onTheScale('0.95rem')).toBe(false);
    expect(onTheScale('15px')).toBe(false);
  });

  it('is declared in globals.css, one custom property per step', () => {
    const globals = readFileSync('app/globals.css', 'utf8');
    for (const step of STEPS)
      expect(globals, step).toMatch(new RegExp(`--text-${step}:\\s*[0-9.]+rem;`));
  });

  it('holds every font size of the site’s stylesheets', () => {
    const offScale: string[] = [];
    const files = [...stylesheets('app'), ...stylesheets('components')].filter(
      (f) => !OUTSIDE_THE_SITE.has(f),
    );
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      for (const [, value] of css.matchAll(/font-size:\s*([^;}]+?)\s*(?:!important)?\s*[;}]/g)) {
        if (!onTheScale(value!)) offScale.push(`${file}: ${value}`);
      }
    }
    expect(offScale).toEqual([]);
  });
});
