import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnginePage } from './engine-page';

/** Where the suite leaves what a failed journey showed; CI keeps test-results/: docs/testing.md. */
export const ARTIFACTS_DIR = 'test-results/engines';

/**
 * A screenshot and the HTML of the page as the failure left it, named after the engine, the
 * width and the journey. Returns the files written (none when the page itself is gone).
 */
export async function saveFailure(page: EnginePage, name: string): Promise<string[]> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const base = path.join(ARTIFACTS_DIR, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
  const written: string[] = [];
  const save = async (file: string, content: () => Promise<Buffer | string>) => {
    try {
      writeFileSync(file, await content());
      written.push(file);
    } catch (error) {
      console.warn(
        `engines: could not save ${file}: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  await save(`${base}.png`, () => page.screenshot());
  await save(`${base}.html`, () => page.html());
  return written;
}
