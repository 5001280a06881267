import { expect, test } from './fixtures';

test.describe('layout shell', () => {
  test('the language switch keeps you on the same page in the other language', async ({ page }) => {
    await page.goto('/fr/a-vendre/');
    await page.getByTestId('switch-nl').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.getByTestId('switch-en').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/en\/for-sale\/$/);
  });

  test('the language switch keeps an article page', async ({ page }) => {
    await page.goto('/nl/wie-zijn-wij/');
    await page.getByTestId('switch-de').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/de\/wer-sind-wir\/$/);
  });

  test('the header becomes fixed after 30 px of scroll and the logo shrinks', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/who-are-we/');
    const header = page.getByTestId('site-header');
    const logo = header.locator('img').first();
    await expect(header).toHaveCSS('position', 'relative');
    const tall = (await logo.boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, 30));
    await page.waitForTimeout(250);
    await expect(header).not.toHaveCSS('position', 'fixed');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveCSS('position', 'fixed');
    await expect.poll(async () => (await logo.boundingBox())!.height).toBeLessThan(tall);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('position', 'relative');
  });

  test('the scroll-to-top button appears from 10 px and brings you up', async ({ page }) => {
    await page.goto('/fr/declaration-de-confidentialite/');
    const button = page.getByTestId('scroll-to-top');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 9));
    await page.waitForTimeout(250);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the mobile drawer opens at 360 px and holds the FREE_EVALUATION button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/nl/');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeHidden();
    await page.getByTestId('drawer-open').click();
    await expect(drawer).toBeVisible();
    const cta = drawer.getByTestId('drawer-free-evaluation');
    await expect(cta).toHaveText('Gratis schatting');
    await expect(drawer.getByRole('link', { name: 'Te koop' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByTestId('drawer-open').click();
    await cta.click();
    await expect(page).toHaveURL(/\/nl\/gratis-schatting\/$/);
  });

  test('top bar: external links open in a new tab, internal ones are localized', async ({ page }) => {
    await page.goto('/nl/');
    const bar = page.getByRole('navigation', { name: 'Contact en snelle links' });
    await expect(bar.locator('a[href^="tel:"]')).toHaveAttribute('target', '_blank');
    await expect(bar.locator('a[href*="facebook.com"]')).toHaveAttribute('rel', /noopener/);
    await expect(bar.locator('a[href="/nl/eigenaarslogin/"]')).not.toHaveAttribute('target', '_blank');
  });

  test('the desktop menu shows the FREE_EVALUATION button and sub-menus', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/fr/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Estimation gratuite' })).toHaveAttribute(
      'href',
      '/fr/estimation-gratuite/',
    );
    const menu = header.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'À vendre' }).first().focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Belgique' }).first()).toBeFocused();
  });

  test('pages carry canonical and hreflang alternates', async ({ page }) => {
    await page.goto('/nl/te-koop/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nl\/te-koop\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/a-vendre\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
});
