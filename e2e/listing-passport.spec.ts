/**
 * The listing passport (issue 34): a Flemish, a Brussels and a Walloon listing show the mentions
 * their region requires, explained, in nl and fr; a Brussels flat the CRM gave no PEB certificate
 * reads 'not provided' and is listed on the staff compliance screen, which filters by region
 * without JavaScript. axe and the W3C checker read the detail page and the staff screens, at 390
 * and 1280 px; screenshots go to /tmp/issue-34-passport-shots/.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeBuilder, WCAG_21_AA } from './axe';
import { getProperty, getTypeKind } from '@/lib/catalogue';
import { LEGAL_SOURCES } from '@/lib/legal/sources';
import type { SiteLocale } from '@/lib/locale';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { legalMentionsFor } from '@/lib/property/legal-mentions';
import { addE2eEditor, logInStaff, publicPage } from './staff';
import { expect, test } from './fixtures';
import { nuCheckerReport } from './vnu';

const MESSAGES = { nl, fr } as const;
const FLEMISH = 4019012; // Gent, 1890: every Flemish mention, asbestos included
const BRUSSELS = 4012345; // Ixelles
const WALLOON = 4020744; // Namur, its PEB certificate ended 2026-04-26
const NO_EPC = 4017806; // a Brussels flat without any PEB data
const SHOTS = '/tmp/issue-34-passport-shots';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `passport.${run}@example.be`, password: `passport password ${run}` };

function property(locale: SiteLocale, id: number) {
  const p = getProperty(locale, id);
  if (!p) throw new Error(`no property ${id} in ${locale}`);
  return p;
}
const axe = async (page: Page) => (await axeBuilder(page).withTags(WCAG_21_AA).analyze()).violations;

for (const locale of ['nl', 'fr'] as const) {
  const legal = MESSAGES[locale].Property.legal;
  for (const [id, region] of [[FLEMISH, 'flanders'], [BRUSSELS, 'brussels'], [WALLOON, 'wallonia']] as const) {
    test(`the ${region} listing ${id} shows its passport in ${locale}`, async ({ page }) => {
      const p = property(locale, id);
      const expected = legalMentionsFor(p, getTypeKind(p.WebID))!;
      await page.goto(canonicalPropertyPath(p, locale));
      const passport = page.getByTestId('legal-mentions');
      await expect(passport).toHaveAttribute('data-region', region);
      await expect(passport.getByRole('heading', { level: 2 })).toHaveText(legal.sectionTitle);
      await expect(passport).toContainText(legal.region[region]);
      // Every mention of the rules, in their order, each explained with the official page.
      await expect(passport.locator('[data-legal]')).toHaveCount(expected.items.length);
      for (const [i, item] of expected.items.entries()) {
        const row = passport.locator('[data-legal]').nth(i);
        await expect(row).toHaveAttribute('data-legal', item.key);
        await expect(row.locator('dt')).toHaveText(legal[item.key]);
        await expect(row).toContainText(legal.explain[item.key]);
        await expect(row.getByRole('link')).toHaveAttribute('href', LEGAL_SOURCES[item.rule.source].url);
      }
      if (region === 'flanders') {
        await expect(passport.locator('[data-legal="epcUniqueCode"] dd')).toContainText(p.Energy.UniqueCode!);
        await expect(passport.locator('[data-legal="asbestos"] [data-missing]')).toHaveCount(0);
      } else {
        await expect(passport.locator('[data-legal="certificateNumber"] dd')).toContainText(p.Energy.CertificateNumber!);
      }
      // The class: the letter as text beside the region's official label.
      const classRow = passport.locator(`[data-legal="${region === 'flanders' ? 'epcLabel' : 'pebClass'}"]`);
      await expect(classRow.locator('img')).toHaveAttribute('src', new RegExp(`/epc/${region}/`));
      await expect(classRow.locator('img')).toHaveAttribute('alt', '');
    });
  }
}

test('a listing without an EPC certificate reads "not provided" for each mention, in nl and fr', async ({ page }) => {
  for (const locale of ['nl', 'fr'] as const) {
    await page.goto(canonicalPropertyPath(property(locale, NO_EPC), locale));
    const passport = page.getByTestId('legal-mentions');
    for (const key of ['pebClass', 'co2Emission', 'certificateNumber', 'epcValidUntil']) {
      await expect(passport.locator(`[data-legal="${key}"] [data-missing]`)).toHaveText(MESSAGES[locale].Property.legal.notProvided);
    }
  }
});

test('the passport is on the printed page', async ({ page }) => {
  await page.goto(canonicalPropertyPath(property('nl', FLEMISH), 'nl'));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('legal-mentions')).toBeVisible();
  await expect(page.locator('[data-legal="pScore"]')).toBeVisible();
});

test('every page carries the agency’s own mentions in its footer', async ({ page }) => {
  await page.goto('/fr/');
  const mentions = page.locator('footer').getByTestId('agency-mentions');
  await expect(mentions).toContainText(fr.Footer.bivRegistration.split('{number}')[0]!.trim());
});

test.describe('the staff compliance screen', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test('lists the listing without an EPC, the worst first, and filters by region without JavaScript', async ({ page, request }) => {
    await addE2eEditor(request, EDITOR);
    await logInStaff(page, EDITOR);
    await page.goto('/nl/staff/compliance/');
    await expect(page.getByRole('navigation', { name: nl.Editor.nav.label }).getByRole('link', { name: nl.Editor.nav.compliance })).toHaveAttribute('aria-current', 'page');
    const table = page.getByTestId('compliance-table');
    const noEpc = table.locator(`[data-listing="${NO_EPC}"]`);
    await expect(noEpc).toHaveAttribute('data-severity', 'high');
    await expect(noEpc.locator('[data-problem="pebClass:missing"]')).toBeVisible();
    await expect(table.locator(`[data-listing="${WALLOON}"] [data-problem="epcValidUntil:expired"]`)).toBeVisible();
    await expect(table.locator(`[data-listing="${FLEMISH}"]`)).toHaveCount(0);
    const severities = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-severity')));
    expect(severities).toEqual([...severities].sort((a, b) => ['high', 'medium', 'low'].indexOf(a!) - ['high', 'medium', 'low'].indexOf(b!)));
    // The agency's mentions the settings leave empty are each named, and left out of the footer.
    const agencyPanel = page.getByTestId('agency-mentions');
    const missing = await agencyPanel.locator('[data-missing]').evaluateAll((items) => items.map((i) => i.getAttribute('data-missing')));
    if (!missing.length) await expect(agencyPanel).toContainText(nl.Editor.compliance.agency.ok);
    await page.goto('/nl/');
    const codeLink = page.locator('footer').getByRole('link', { name: nl.Footer.codeOfConduct });
    await expect(codeLink).toHaveCount(missing.includes('codeOfConductUrl') ? 0 : 1);
    await page.goto('/nl/staff/compliance/');

    // The region filter is a GET form.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
    await context.addCookies(await page.context().cookies());
    const noJs = await context.newPage();
    await noJs.goto('/nl/staff/compliance/');
    await noJs.getByLabel(nl.Editor.compliance.region).selectOption('wallonia');
    await noJs.getByRole('button', { name: nl.Editor.compliance.filter }).click();
    await expect(noJs).toHaveURL(/region=wallonia/);
    const regions = await noJs.getByTestId('compliance-table').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-region')));
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set(['wallonia']));
    await context.close();

    // The staff home counts them.
    await page.goto('/nl/staff/');
    await expect(page.getByTestId('compliance-badge')).toBeVisible();
  });

  test('the detail page and the staff screens are axe-clean and valid HTML, at 390 and 1280 px', async ({ page, request }) => {
    await addE2eEditor(request, { ...EDITOR, email: `passport.axe.${run}@example.be` });
    await logInStaff(page, { ...EDITOR, email: `passport.axe.${run}@example.be` });
    const detail = canonicalPropertyPath(property('fr', FLEMISH), 'fr');
    const targets = [detail, canonicalPropertyPath(property('nl', NO_EPC), 'nl'), '/nl/staff/', '/nl/staff/compliance/', '/fr/staff/compliance/?region=brussels'];
    const pages = new Map<string, string>();
    for (const target of targets) {
      pages.set(target, target.includes('/staff/') ? await (await page.request.get(target)).text() : (await publicPage(request, target)).text);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(target);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axe(page), `${target} at ${width} px`).toEqual([]);
        const name = target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        if (target === detail) await page.getByTestId('legal-mentions').screenshot({ path: `${SHOTS}/passport-${width}.png` });
        else if (target.includes('compliance')) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 390 });
      }
    }
    expect(nuCheckerReport(pages)).toEqual([]);
  });
});
