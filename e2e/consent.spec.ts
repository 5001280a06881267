import { axeBuilder, WCAG_21_AA } from './axe';
import type { Page } from '@playwright/test';
import { decodeConsent, ESSENTIAL_ONLY, type ConsentChoices } from '@/lib/consent/consent-state';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { expect, FAKE_TAGS, test } from './fixtures';
import { waitForStillScreen } from './still-screen';


type LoggedPush = { t: number; entry: unknown };

/** Logs every data layer push with its time, before the site's own code runs. */
async function watchDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { t: number; entry: unknown }[] = [];
    (window as unknown as { __dl: typeof log }).__dl = log;
    const dataLayer: unknown[] = [];
    const push = dataLayer.push.bind(dataLayer);
    dataLayer.push = (...items: unknown[]) => {
      for (const item of items) {
        const isArgs = Object.prototype.toString.call(item) === '[object Arguments]';
        log.push({ t: performance.now(), entry: isArgs ? Array.from(item as ArrayLike<unknown>) : item });
      }
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    document.addEventListener('click', () => ((window as unknown as { __click: number }).__click = performance.now()), true);
  });
}

const dataLayerLog = (page: Page) => page.evaluate(() => (window as unknown as { __dl: LoggedPush[] }).__dl);
const storedChoices = async (page: Page): Promise<ConsentChoices | null> =>
  decodeConsent(await page.evaluate(() => localStorage.getItem('consent')), Date.now())?.choices ?? null;

function consentDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** Tag scripts are added in the same effect that marks the page, so this is a settled check. */
async function expectNoTagScript(page: Page): Promise<void> {
  await expect(page.locator(`script[src^="${FAKE_TAGS.origin}"]`)).toHaveCount(0);
}

async function expectTagSettingsInBuild(page: Page): Promise<void> {
  const html = await (await page.request.get('/nl/')).text();
  expect(
    html.includes(FAKE_TAGS.analyticsId),
    'This build has no e2e tag settings: build with `E2E_BUILD_ONLY=1 node tests/harness/e2e.mjs`',
  ).toBe(true);
}

test.describe('first visit', () => {
  test.use({ storedConsent: null });

  test('shows the dialog; Decline stores only the essential consent, requests no tag; a reload shows no dialog', async ({
    page,
    context,
    fakeTags,
  }) => {
    await expectTagSettingsInBuild(page);
    await watchDataLayer(page);
    await page.goto('/nl/');
    const dialog = consentDialog(page, nl.COOKIE_WARNING_TITLE);
    await expect(dialog).toBeVisible();
    // A banner, not modal: the page stays usable and keeps its focus.
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await expect(dialog).toHaveCSS('z-index', '100000');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(dialog.getByRole('link', { name: /cookiebeleid/i })).toHaveAttribute('href', '/nl/cookiebeleid/');

    await dialog.getByRole('button', { name: nl.COOKIE_BUTTON_TEXT_DECLINE }).click();
    await expect(dialog).toBeHidden();
    expect(await storedChoices(page)).toEqual(ESSENTIAL_ONLY);
    const stored = await page.evaluate(() => localStorage.getItem('consent'));
    expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe(stored);

    // The Consent Mode update follows after 500 ms: everything stays denied.
    await expect
      .poll(async () => (await dataLayerLog(page)).some((p) => JSON.stringify(p.entry).startsWith('["consent","update"')))
      .toBe(true);
    const update = (await dataLayerLog(page)).find((p) => JSON.stringify(p.entry).startsWith('["consent","update"'));
    expect(update?.entry).toMatchObject(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }]);
    await expect(page.getByRole('status')).toHaveText(nl.Consent.saved);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'stored');
    await expect(page.getByTestId('consent-dialog')).toBeHidden();
    await expectNoTagScript(page);
    expect(fakeTags.requests).toEqual([]);
    expect(fakeTags.thirdParty).toEqual([]);
  });

  test("'Agree partly' with analytics only: consent update, then a page view carrying the kept UTM parameters", async ({
    page,
    fakeTags,
    baseURL,
  }) => {
    await expectTagSettingsInBuild(page);
    await watchDataLayer(page);
    // Land from a campaign, then move on: the UTM parameters are kept in session storage.
    await page.goto('/nl/?utm_source=newsletter&utm_medium=email&utm_campaign=lente');
    await expect(consentDialog(page, nl.COOKIE_WARNING_TITLE)).toBeVisible();
    await page.goto('/nl/te-koop/');
    expect(await page.evaluate(() => sessionStorage.getItem('utm'))).toBe(
      'utm_source=newsletter&utm_medium=email&utm_campaign=lente',
    );

    const dialog = consentDialog(page, nl.COOKIE_WARNING_TITLE);
    await dialog.getByRole('button', { name: nl.COOKIE_CHANGE_SETTINGS }).click();
    const settings = consentDialog(page, nl.COOKIE_CHANGE_SETTINGS);
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('switch', { name: nl.COOKIE_OPTION_1_TITLE })).toBeChecked();
    await expect(settings.getByRole('switch', { name: nl.COOKIE_OPTION_1_TITLE })).toBeDisabled();
    for (const flag of ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const) {
      await expect(settings.getByRole('switch', { name: nl.Consent.flags[flag].label })).not.toBeChecked();
    }
    await settings.getByRole('switch', { name: nl.Consent.flags.analytics_storage.label }).check();
    expect(fakeTags.requests).toEqual([]);
    await settings.getByRole('button', { name: nl.COOKIE_BUTTON_TEXT_AGREE_PARTLY }).click();
    await expect(settings).toBeHidden();
    expect(await storedChoices(page)).toEqual({ ...ESSENTIAL_ONLY, analytics_storage: true });

    // The fake Google tag receives the page view, under analytics granted / ads denied (gcs G101).
    await expect.poll(() => fakeTags.collected().length).toBe(1);
    const hit = fakeTags.collected()[0]!;
    expect(hit.get('en')).toBe('page_view');
    expect(hit.get('gcs')).toBe('G101');
    expect(hit.get('tid')).toBe(FAKE_TAGS.analyticsId);
    expect(hit.get('dl')).toBe(`${baseURL}/nl/te-koop/?utm_source=newsletter&utm_medium=email&utm_campaign=lente`);

    // In the data layer: defaults denied, the update 500 ms after the click, then the page view.
    const log = await dataLayerLog(page);
    const clickedAt = await page.evaluate(() => (window as unknown as { __click: number }).__click);
    const index = (prefix: string) => log.findIndex((p) => JSON.stringify(p.entry).startsWith(prefix));
    const defaults = index('["consent","default"');
    const update = index('["consent","update"');
    const pageView = index('["event","page_view"');
    expect(log[defaults]!.entry).toMatchObject(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(log[update]!.entry).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
      },
    ]);
    expect(defaults).toBeLessThan(update);
    expect(update).toBeLessThan(pageView);
    expect(log[update]!.t - clickedAt).toBeGreaterThanOrEqual(495);

    // Only the tags analytics consent allows: the tag manager and the analytics tag, no pixel.
    const scripts = fakeTags.requests.filter((u) => !['/g/collect', '/tr'].includes(u.pathname)).map((u) => u.pathname + u.search);
    expect(scripts.sort()).toEqual([`/gtag/js?id=${FAKE_TAGS.analyticsId}`, `/gtm.js?id=${FAKE_TAGS.tagManagerId}`]);
    expect(fakeTags.thirdParty.every((url) => url.startsWith(FAKE_TAGS.origin))).toBe(true);
  });

  test('Agree all loads every configured tag, the social pixel included', async ({ page, fakeTags }) => {
    await expectTagSettingsInBuild(page);
    await page.goto('/fr/');
    await consentDialog(page, fr.COOKIE_WARNING_TITLE).getByRole('button', { name: fr.COOKIE_BUTTON_TEXT_AGREE }).click();
    await expect.poll(() => fakeTags.requests.some((u) => u.pathname === '/tr')).toBe(true);
    const hit = fakeTags.collected()[0]!;
    expect(hit.get('gcs')).toBe('G111');
    expect(hit.get('tid')).toBe(`${FAKE_TAGS.analyticsId},${FAKE_TAGS.adsId}`);
    const pixel = fakeTags.requests.find((u) => u.pathname === '/tr')!;
    expect(pixel.searchParams.get('id')).toBe(FAKE_TAGS.socialPixelId);
    expect(pixel.searchParams.get('ev')).toBe('PageView');
    expect(fakeTags.requests.map((u) => u.pathname)).toEqual(expect.arrayContaining(['/gtm.js', '/gtag/js', '/fbevents.js']));
  });

  test('a preview path never shows the dialog and loads no tag without a choice', async ({ page, fakeTags }) => {
    for (const path of ['/preview/fr/a-vendre/', '/preview/nl/', '/preview/en/for-rent/']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'preview');
      await expect(page.getByTestId('consent-dialog')).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('consent'))).toBeNull();
      await expectNoTagScript(page);
    }
    expect(fakeTags.requests).toEqual([]);
    // …while the same page outside preview asks.
    await page.goto('/fr/a-vendre/');
    await expect(consentDialog(page, fr.COOKIE_WARNING_TITLE)).toBeVisible();
  });

  test('a preview 404 is not indexed and shows no dialog either', async ({ page }) => {
    const response = await page.goto('/fr/preview-introuvable/');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(page.getByTestId('consent-dialog')).toBeHidden();
  });

  test('keyboard: the banner comes right after the skip link; the settings keep the focus inside; Escape goes back, then declines', async ({
    page,
  }) => {
    await page.goto('/nl/');
    const dialog = consentDialog(page, nl.COOKIE_WARNING_TITLE);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: nl.Common.skipToContent })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await dialog.getByRole('button', { name: nl.COOKIE_CHANGE_SETTINGS }).focus();
    await page.keyboard.press('Enter');
    const settings = consentDialog(page, nl.COOKIE_CHANGE_SETTINGS);
    await expect(settings.getByRole('heading', { name: nl.COOKIE_CHANGE_SETTINGS })).toBeFocused();
    await expect(settings).toHaveAttribute('aria-modal', 'true');
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(key);
        expect(await settings.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
    }
    await settings.getByRole('heading', { name: nl.COOKIE_CHANGE_SETTINGS }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(settings.getByRole('switch', { name: nl.Consent.flags.ad_storage.label })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(settings.getByRole('switch', { name: nl.Consent.flags.ad_storage.label })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(dialog.getByRole('button', { name: nl.COOKIE_CHANGE_SETTINGS })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('consent'))).toBeNull();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('consent-dialog')).toBeHidden();
    expect(await storedChoices(page)).toEqual(ESSENTIAL_ONLY);
  });
});

test.describe('with a stored choice', () => {
  test('?setcookies forgets it and shows the dialog again', async ({ page, context }) => {
    await page.goto('/fr/a-vendre/');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'stored');
    await expect(page.getByTestId('consent-dialog')).toBeHidden();
    await page.goto('/fr/a-vendre/?setcookies');
    await expect(page).toHaveURL(/\/fr\/a-vendre\/$/);
    await expect(consentDialog(page, fr.COOKIE_WARNING_TITLE)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('consent'))).toBeNull();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('consent');
    expect(names).not.toContain('consent-reset');
  });

  test.describe('after Agree all', () => {
    test.use({ storedConsent: 'all' });

    test('the footer reopens the settings with the stored choices; withdrawing removes the tag cookies', async ({
      page,
      context,
      fakeTags,
      baseURL,
    }) => {
      await expectTagSettingsInBuild(page);
      await context.addCookies([{ name: '_ga', value: 'GA1.1.1.1', url: baseURL! }]);
      await page.goto('/en/');
      await expect.poll(() => fakeTags.collected().length).toBe(1);
      const button = page.getByRole('button', { name: 'Cookie settings' });
      await button.click();
      const settings = consentDialog(page, 'Change settings');
      await expect(settings).toBeVisible();
      await expect(settings.getByRole('switch', { name: 'Ad storage' })).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await settings.getByRole('button', { name: 'Decline' }).click();
      expect(await storedChoices(page)).toEqual(ESSENTIAL_ONLY);
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === '_ga')).toBe(false);
      // The same page is not counted twice.
      await page.waitForTimeout(300);
      expect(fakeTags.collected()).toHaveLength(1);
    });
  });
});

test.describe('axe: no WCAG 2.1 AA violation with the dialog open', () => {
  test.use({ storedConsent: null });

  for (const [locale, messages] of [
    ['nl', nl],
    ['fr', fr],
  ] as const) {
    test(`${locale}: first view and settings`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      const dialog = consentDialog(page, messages.COOKIE_WARNING_TITLE);
      await expect(dialog).toBeVisible();
      // Measured once the dialog has risen into place: half-way its text is paler than it will be.
      await page.evaluate(waitForStillScreen);
      const first = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
      expect(first.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await dialog.getByRole('button', { name: messages.COOKIE_CHANGE_SETTINGS }).click();
      await expect(consentDialog(page, messages.COOKIE_CHANGE_SETTINGS)).toBeVisible();
      await page.evaluate(waitForStillScreen);
      const settings = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
      expect(settings.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('fr at 360 px, settings', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/a-vendre/');
    await consentDialog(page, fr.COOKIE_WARNING_TITLE).getByRole('button', { name: fr.COOKIE_CHANGE_SETTINGS }).click();
    await expect(consentDialog(page, fr.COOKIE_CHANGE_SETTINGS)).toBeVisible();
    await page.evaluate(waitForStillScreen);
    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
