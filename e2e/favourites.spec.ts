import { axeBuilder, WCAG_21_AA } from './axe';
import { getProperty } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedHref } from '@/lib/routes';
import { expect, test } from './fixtures';

const SALE_ID = 4012345;
const RENT_ID = 4012388;
const GONE_ID = 999999999; // never in the snapshot: a favourite that left it

function property(locale: SiteLocale, id: number) {
  const p = getProperty(locale, id);
  if (!p) throw new Error(`no property ${id} in ${locale}`);
  return { path: canonicalPropertyPath(p, locale), title: p.TypeDescription.trim() || p.MainTypeName };
}

const TEXT = {
  nl: { save: 'bewaren als favoriet', favourite: 'Favoriet', gone: 'Niet meer beschikbaar', recent: 'Recent bekeken', copied: 'Link gekopieerd', keepList: 'Deze lijst bij mijn favorieten bewaren' },
  fr: { save: 'Ajouter', favourite: 'Favori', gone: 'Plus disponible', recent: 'Consultés récemment', copied: 'Lien copié', keepList: 'Garder cette liste dans mes favoris' },
} as const;

// Journeys of several pages each, some rendered per request: more time on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const locale of ['nl', 'fr'] as const) {
  const text = TEXT[locale];
  const favouritesPath = localizedHref('/favourites', locale);

  test(`${locale}: a property saved with its heart is a favourite after a reload and on the favourites page`, async ({ page }) => {
    const sale = property(locale, SALE_ID);
    await page.goto(sale.path);
    const heart = page.getByRole('button', { name: text.favourite, exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-count')).toHaveText('1');

    // A card's heart, on the list: named after its property.
    await page.goto(localizedHref('/for-rent', locale));
    const rent = property(locale, RENT_ID);
    const cardHeart = page.getByRole('button', { name: new RegExp(`${text.save}.*${rent.title}|${rent.title}.*${text.save}`) }).first();
    await cardHeart.click();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByTestId('favourites-count')).toHaveText('2');
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('favourites-link').click();
    await expect(page).toHaveURL(new RegExp(`${favouritesPath}\\?ids=${RENT_ID},${SALE_ID}$`));
    const list = page.getByTestId('favourites-list');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([rent.title, sale.title]);
    await expect(list.getByRole('link', { name: sale.title })).toHaveAttribute('href', sale.path);

    // The share link is the page of this list, with a button that copies it.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const share = page.getByTestId('share-favourites');
    await expect(share.getByRole('textbox')).toHaveValue(new RegExp(`${favouritesPath}\\?ids=${RENT_ID},${SALE_ID}$`));
    await share.getByRole('button').click();
    await expect(share.getByRole('status')).toHaveText(text.copied);

    // Taken off the list here, the property is no longer a favourite (the card stays until the page is left).
    await list.getByRole('button', { name: new RegExp(sale.title) }).click();
    await expect(page.getByTestId('favourites-count')).toHaveText('1');
    await expect(share.getByRole('textbox')).toHaveValue(new RegExp(`\\?ids=${RENT_ID}$`));
  });

  test(`${locale}: a shared link shows its list to anyone, with 'no longer available' for a property that left`, async ({ page }) => {
    const sale = property(locale, SALE_ID);
    const response = await page.goto(`${favouritesPath}?ids=${SALE_ID},${GONE_ID}`);
    expect(response?.headers()['cache-control']).toContain('s-maxage');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('shared-list-notice')).toBeVisible();
    const list = page.getByTestId('favourites-list');
    await expect(list.getByRole('link', { name: sale.title })).toBeVisible();
    const gone = page.getByTestId('favourite-unavailable');
    await expect(gone).toContainText(text.gone);
    await expect(gone).toContainText(String(GONE_ID));
    // Nothing of it is this visitor's until a heart is pressed.
    await expect(page.getByTestId('favourites-count')).toHaveCount(0);
    await list.getByRole('button', { name: new RegExp(sale.title) }).click();
    await expect(page.getByTestId('favourites-count')).toHaveText('1');
  });

  test(`${locale}: a shared list is kept in one go, without the property that left`, async ({ page }) => {
    await page.goto(`${favouritesPath}?ids=${RENT_ID},${GONE_ID},${SALE_ID}`);
    const keep = page.getByTestId('shared-list-notice').getByRole('button', { name: text.keepList });
    await expect(keep).toBeVisible();
    expect(await axeBuilder(page).withTags(WCAG_21_AA).analyze().then((r) => r.violations)).toEqual([]);
    await keep.click();
    await expect(page.getByTestId('shared-list-saved')).toBeVisible();
    await expect(page.getByTestId('favourites-count')).toHaveText('2');
    // The visitor's own list now: the favourites page opens it, in the shared order.
    await page.goto(favouritesPath);
    await expect(page).toHaveURL(new RegExp(`\\?ids=${RENT_ID},${SALE_ID}$`));
    await expect(page.getByTestId('shared-list-notice')).toHaveCount(0);
  });

  test(`${locale}: recently viewed properties show at the foot of a detail page and on the home page`, async ({ page }) => {
    const sale = property(locale, SALE_ID);
    const rent = property(locale, RENT_ID);
    await page.goto(sale.path);
    // The first property viewed: nothing to show yet.
    await expect(page.getByTestId('property-detail')).toBeVisible();
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
    await page.goto(rent.path);
    const strip = page.getByTestId('recently-viewed');
    await expect(strip.getByRole('heading', { level: 2 })).toHaveText(text.recent);
    // The page's own property is left out.
    await expect(strip.getByRole('heading', { level: 3 })).toHaveText([sale.title]);

    await page.goto(`/${locale}/`);
    await expect(page.getByTestId('recently-viewed').getByRole('heading', { level: 3 })).toHaveText([rent.title, sale.title]);
    const results = await axeBuilder(page).include('[data-testid="recently-viewed"]').withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

test('the favourites page opens the stored list, and says there is none when there is none', async ({ page }) => {
  await page.goto('/nl/favorieten/');
  await expect(page.getByTestId('favourites-empty')).toBeVisible();
  await page.evaluate((ids) => localStorage.setItem('favourites', JSON.stringify(ids)), [RENT_ID, SALE_ID]);
  await page.goto('/nl/favorieten/');
  await expect(page).toHaveURL(new RegExp(`/nl/favorieten/\\?ids=${RENT_ID},${SALE_ID}$`));
  await expect(page.getByTestId('favourites-list').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('shared-list-notice')).toHaveCount(0);
  // Another language from the switcher: the same list.
  await page.getByTestId('switch-fr').first().click();
  await expect(page).toHaveURL(new RegExp(`/fr/favoris/\\?ids=${RENT_ID},${SALE_ID}$`));
  const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared link shows its properties', async ({ page }) => {
    const sale = property('fr', SALE_ID);
    await page.goto(`/fr/favoris/?ids=${SALE_ID},${GONE_ID}`);
    await expect(page.getByTestId('favourites-list').getByRole('link', { name: sale.title })).toBeVisible();
    await expect(page.getByTestId('favourite-unavailable')).toBeVisible();
    // A heart could keep nothing here: none is shown.
    await expect(page.getByTestId('favourite-button').first()).toBeAttached();
    await expect(page.getByTestId('favourite-button').first()).toBeHidden();
  });
});
