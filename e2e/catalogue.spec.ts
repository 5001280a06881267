/**
 * The catalogue end to end: every property page in every language, the sitemap against its schema,
 * search by postal code and by a misspelt city, the gallery swipe and the print view.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getSiteConfig } from '@/lib/content/site';
import { getProperties } from '@/lib/catalogue';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { formatAddress } from '@/lib/address';
import { epcForProperty } from '@/lib/epc';
import { SITE_LOCALES } from '@/lib/locale';
import { MESSAGES } from '@/lib/messages';
import { formatPrice } from '@/lib/price';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { expect, test } from './fixtures';

const GHENT_HOUSE = 4019012; // twelve photos, a Flemish EPC label

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };

/** The text of the element with that data-testid in server-rendered HTML (tags and React's comments dropped). */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`<(\\w+)[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  if (!match) return null;
  return match[2]!
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all);
}

test.describe('every property in every language', () => {
  for (const locale of SITE_LOCALES) {
    test(`answers 200 in ${locale} with the price, the address and the EPC label of the domain library`, async ({ request }) => {
      test.setTimeout(120_000);
      const properties = getProperties(locale);
      expect(properties.length).toBeGreaterThan(0);
      const t = MESSAGES[locale];
      for (const p of properties) {
        const url = canonicalPropertyPath(p, locale);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        const price = formatPrice(p, { startingFromText: t.STARTING_FROM, ignoredMarquees: PRICE_HIDING_MARQUEES }) || t.Property.priceOnRequest;
        expect(textOf(html, 'property-price')?.trim(), `${url} price`).toBe(price);
        const address = formatAddress(p);
        expect(textOf(html, 'property-address'), `${url} address`).toBe(
          address.streetLine ? `${address.streetLine}, ${address.cityLine}` : address.cityLine,
        );
        const epc = epcForProperty(p);
        const label = /<img[^>]*data-testid="epc-label"[^>]*>/.exec(html)?.[0] ?? null;
        if (epc) expect(label, `${url} EPC label`).toContain(`src="${epc.image}"`);
        else expect(label, `${url} has no EPC label`).toBeNull();
      }
    });
  }
});

test('sitemap.xml validates against the sitemap schema and lists every property in every language', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  // libxml2 (WebAssembly) with the sitemaps.org schema and the xhtml:link alternates (e2e/schemas).
  const { XmlDocument, XsdValidator, XmlValidateError } = await import('libxml2-wasm');
  const { xmlRegisterFsInputProviders } = await import('libxml2-wasm/lib/nodejs.mjs');
  xmlRegisterFsInputProviders();
  const schemaFile = path.resolve('e2e/schemas/sitemap.xsd');
  const schema = XmlDocument.fromString(readFileSync(schemaFile, 'utf8'), { url: schemaFile });
  const validator = XsdValidator.fromDoc(schema);
  const doc = XmlDocument.fromString(xml);
  let errors: string[] = [];
  try {
    validator.validate(doc);
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    errors = error.details.map((d) => `line ${d.line}: ${d.message.trim()}`);
  } finally {
    doc.dispose();
    validator.dispose();
    schema.dispose();
  }
  expect(errors).toEqual([]);

  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  const base = getSiteConfig().siteUrl.replace(/\/$/, '');
  const missing = SITE_LOCALES.flatMap((locale) =>
    getProperties(locale)
      .map((p) => `${base}${canonicalPropertyPath(p, locale)}`)
      .filter((url) => !locs.has(url)),
  );
  expect(missing).toEqual([]);
});

test.describe('home search', () => {
  // Postal code 1050 is Ixelles (fr) / Elsene (nl); the typos miss one letter or swap two.
  for (const [locale, city, typo] of [
    ['fr', 'Ixelles', 'Ixeles'],
    ['nl', 'Elsene', 'Elesne'],
  ] as const) {
    const t = MESSAGES[locale].Search;

    test(`a postal code finds its city and the properties there (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await page.getByTestId('home-search-input').fill('1050');
      await expect(page.getByRole('group', { name: t.cities }).getByRole('option').first()).toContainText(city);
      const properties = page.getByRole('group', { name: t.properties }).getByRole('option');
      await expect(properties.first()).toBeVisible();
      for (const text of await properties.allTextContents()) expect(text).toContain(city);
    });

    test(`a misspelt city still finds the city and its properties (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await page.getByTestId('home-search-input').fill(typo);
      await expect(page.getByRole('group', { name: t.cities }).getByRole('option').first()).toContainText(city);
      await expect(page.getByRole('group', { name: t.properties }).getByRole('option').first()).toContainText(city);
    });
  }
});

test.describe('property detail', () => {
  for (const locale of ['nl', 'fr'] as const) {
    test(`the gallery swipes, and the arrow keys move it too (${locale})`, async ({ page }) => {
      const p = getProperties(locale).find((x) => x.ID === GHENT_HOUSE)!;
      await page.goto(canonicalPropertyPath(p, locale));
      const gallery = page.getByRole('region', { name: MESSAGES[locale].Property.gallery.region });
      const counter = gallery.getByText(/^\d+ \/ \d+$/);
      await expect(counter).toHaveText(`1 / ${p.Pictures.length}`);
      const slide = gallery.locator('[aria-roledescription="slide"]').first();
      await slide.scrollIntoViewIfNeeded();
      const box = (await slide.boundingBox())!;
      const y = box.y + Math.min(box.height / 2, 150); // inside the window, below the fixed header
      // A swipe to the left, as a mouse drag does it (a finger scrolls the row natively).
      // Until the gallery is hydrated a swipe does nothing, so it is repeated until the photo changes.
      const total = p.Pictures.length;
      const shown = async () => Number((await counter.textContent())!.split('/')[0]);
      let before = 1;
      await expect
        .poll(
          async () => {
            before = await shown();
            await page.mouse.move(box.x + box.width * 0.8, y);
            await page.mouse.down();
            for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + box.width * (0.8 - step * 0.07), y);
            await page.mouse.up();
            await page.waitForTimeout(400);
            return (await shown()) !== before;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await expect(counter).toHaveText(`${before + 1} / ${total}`);
      await gallery.focus();
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`${before + 2} / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`${before + 1} / ${total}`);
    });

    test(`the print view is a clean A4 sheet (${locale})`, async ({ page }) => {
      const p = getProperties(locale).find((x) => x.ID === GHENT_HOUSE)!;
      const t = MESSAGES[locale].Property;
      await page.goto(canonicalPropertyPath(p, locale));
      const printButton = page.getByRole('button', { name: t.print });
      await expect(printButton).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      // Site chrome, buttons and forms give way to the agency's contact block.
      await expect(printButton).toBeHidden();
      await expect(page.getByTestId('site-header')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.TypeDescription);
      await expect(page.getByTestId('property-price')).toBeVisible();
      await expect(page.getByText(`${t.printedFrom} ${canonicalPropertyPath(p, locale)}`)).toBeVisible();
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(4);
    });
  }
});
