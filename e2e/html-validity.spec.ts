/**
 * Valid HTML (issue 18): the W3C Nu Html Checker (vnu.jar from the npm package vnu-jar, run with
 * the system Java: Debian's default-jre-headless) over a sample of every page type in the four
 * languages, as the production build serves them. No error and no warning.
 */
import { getProjects, getProperties } from '@/lib/data';
import { SITE_LOCALES } from '@/lib/locale';
import { projectPath } from '@/lib/project/project-paths';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';
import { landingUrl, routeTableUrls } from './site-pages';
import { nuCheckerReport } from './vnu';

test.describe.configure({ timeout: 240_000 });

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
      landingUrl(locale),
      canonicalPropertyPath(sale, locale),
      canonicalPropertyPath(rent, locale),
      ...(project ? [projectPath(project, locale)] : []),
      `/${locale}/page-not-found/`,
    ];
  });
  return [...routeTableUrls().map((u) => u.url), ...perLocale];
}

test('the Nu Html Checker finds no error and no warning on any page type in any language', async ({
  request,
}) => {
  const pages = new Map<string, string>();
  for (const url of samplePages()) {
    const response = await request.get(url);
    expect(response.ok() || response.status() === 404, url).toBe(true);
    pages.set(url, await response.text());
  }
  expect(pages.size).toBeGreaterThan(100);
  expect(nuCheckerReport(pages)).toEqual([]);
});
