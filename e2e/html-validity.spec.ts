/**
 * Valid HTML (issue 18): the W3C Nu Html Checker (vnu.jar from the npm package vnu-jar, run with
 * the system Java: Debian's default-jre-headless) over a sample of every page type in the four
 * languages, as the production build serves them. No error and no warning.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getProjects, getProperties } from '@/lib/data';
import { SITE_LOCALES } from '@/lib/locale';
import { projectPath } from '@/lib/project/project-paths';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';
import { landingUrl, routeTableUrls } from './site-pages';

test.describe.configure({ timeout: 240_000 });

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** Every route-table page, a filtered list, a landing page, sale and rent details (one with documents), a project, the 404 page: in each language. */
function samplePages(): string[] {
  const perLocale = SITE_LOCALES.flatMap((locale) => {
    const properties = getProperties(locale);
    const sale =
      properties.find((p) => p.Goal === 0 && p.Documents.length > 0) ??
      properties.find((p) => p.Goal === 0)!;
    const rent = properties.find((p) => p.Goal === 1)!;
    const project = getProjects()[0];
    return [
      `${localizedHref('/for-sale', locale)}?type=2&page=2`,
      `${localizedHref('/for-rent', locale)}?bounds=50.76%2C4.24%2C50.92%2C4.49`,
      landingUrl(locale),
      canonicalPropertyPath(sale, locale),
      canonicalPropertyPath(rent, locale),
      ...(project ? [projectPath(project, locale)] : []),
      `/${locale}/page-not-found/`,
    ];
  });
  return [...routeTableUrls().map((u) => u.url), ...perLocale];
}

type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  url: string;
  extract?: string;
};

test('the Nu Html Checker finds no error and no warning on any page type in any language', async ({
  request,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [i, url] of samplePages().entries()) {
      const response = await request.get(url);
      expect(response.ok() || response.status() === 404, url).toBe(true);
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, url);
    }
    expect(files.size).toBeGreaterThan(100);
    let output = '';
    try {
      execFileSync(
        'java',
        [
          '-jar',
          VNU_JAR,
          '--format',
          'json',
          '--also-check-svg',
          ...[...files.keys()].map((f) => f.slice(5)),
        ],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      // vnu exits 1 when it reports anything; its JSON report is on stderr.
      output = (error as { stderr?: string }).stderr ?? '';
      if (!output.trim().startsWith('{')) throw error;
    }
    const messages: VnuMessage[] = output
      ? (JSON.parse(output) as { messages: VnuMessage[] }).messages
      : [];
    const report = messages.map(
      (m) =>
        `${files.get(m.url.replace(/^file:(\/\/)?/, 'file:')) ?? m.url}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}`,
    );
    expect(report).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
