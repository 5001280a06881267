import { axeBuilder, WCAG_21_AA } from './axe';
import { expect, test } from './fixtures';
import { SITE_LOCALES } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { landingUrl, routeTableUrls } from './site-pages';
import { waitForStillScreen } from './still-screen';


// Every page of the route table in every language, the pages of a mailed link (rendered per
// request), a shared favourites list with a property that left the snapshot, a filtered list page
// and a landing page in every language, and the two 404 pages.
const linkPages = SITE_LOCALES.flatMap((l) => [
  `${localizedHref('/reset-password', l)}?token=x`,
  `${localizedHref('/unsubscribe', l)}?token=x`,
  `${localizedHref('/favourites', l)}?ids=4012345,4019012,999999999`,
]);
// A calculator result (rendered per request from its query), and a detail page of a home
// with label G whose calculator, result and advice form are on the page.
const calculatorPages = SITE_LOCALES.flatMap((l) => [
  `${localizedHref('/renovation-calculator', l)}?region=wallonia&homeType=house&livingArea=150&epcValue=592&measures=roof&measures=walls`,
  `${localizedHref('/renovation-calculator', l)}?region=brussels&homeType=house&livingArea=&epcValue=x`,
  `/${l}/property/4020744/`,
]);
// A list searched on the map: the removable area above the results.
const listPages = SITE_LOCALES.flatMap((l) => [
  `${localizedHref('/for-sale', l)}?type=2&page=2`,
  `${localizedHref('/for-rent', l)}?bounds=50.76%2C4.24%2C50.92%2C4.49`,
  landingUrl(l),
]);
const pages = [...routeTableUrls().map((u) => u.url), ...linkPages, ...listPages, ...calculatorPages, '/fr/page-introuvable/', '/nl/te-koop/elsene/villa/1/'];

test.describe('axe: no WCAG 2.1 AA violation', () => {
  for (const url of pages) {
    test(url, async ({ readOnlyPage: page }) => {
      await page.goto(url);
      const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the mobile drawer, open, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/');
    await page.getByTestId('drawer-open').click();
    await page.evaluate(waitForStillScreen);
    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
