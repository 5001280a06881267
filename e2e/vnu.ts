/**
 * The W3C Nu Html Checker (vnu.jar from the npm package vnu-jar, run with the system Java) over
 * pages as the server sent them: one line per error or warning, naming the page's URL.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  url: string;
  extract?: string;
};

/**
 * What vnu's CSS checker (it checks the `<style>` elements, and every page's stylesheets are inline:
 * server/inline-stylesheets.mjs) does not know yet, valid CSS all the same: `@property` (CSS
 * Properties and Values API, in every engine since 2024) and the scroll-driven animations' properties.
 */
const NEWER_THAN_VNU_CSS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “animation-(?:timeline|range)”: Property “animation-(?:timeline|range)” doesn't exist\.$/,
];

/** `pages`: URL → HTML. */
export function nuCheckerReport(pages: ReadonlyMap<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [i, [url, html]] of [...pages.entries()].entries()) {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, url);
    }
    let output = '';
    try {
      execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--also-check-svg', ...[...files.keys()].map((f) => f.slice(5))], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // vnu exits 1 when it reports anything; its JSON report is on stderr.
      output = (error as { stderr?: string }).stderr ?? '';
      if (!output.trim().startsWith('{')) throw error;
    }
    const messages: VnuMessage[] = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
    // Errors and warnings (type 'info', subType 'warning'); plain notes ('Trailing slash on void
    // elements') are not findings, and vnu prints them only when something else made it exit 1.
    return messages.filter((m) => (m.type !== 'info' || m.subType === 'warning') && !NEWER_THAN_VNU_CSS.some((known) => known.test(m.message))).map(
      (m) => `${files.get(m.url.replace(/^file:(\/\/)?/, 'file:')) ?? m.url}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
