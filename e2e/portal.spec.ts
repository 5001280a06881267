/**
 * The owner portal in a real browser against the production server and its database:
 * the USER_NOT_FOUND message, the documented demo owner's login, counters, chart and history fed
 * by a visitor's page view and visit booking, scoping (another property is a 404), the session
 * cookie's flags, logout, and the forgot/reset password pages.
 */
import { axeBuilder, WCAG_21_AA } from './axe';
import type { Page } from '@playwright/test';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { E2E_DEMO_OWNER } from './demo-owner';
import { expect, test, visitDay } from './fixtures';
import { LOGIN_TIMEOUT, logIn } from './owner-login';

// Page views from headless browsers are left out as bots: the visitor of these tests looks human.
const HUMAN_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function counter(page: Page, kind: string, period: string): Promise<number> {
  return Number(await page.locator(`[data-kind="${kind}"] [data-period="${period}"]`).textContent());
}

test.describe('owner portal', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async ({ request }) => {
    const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'];
    test.skip(storage !== 'database', 'the e2e server has no database');
  });

  for (const [locale, messages] of [
    ['fr', fr],
    ['nl', nl],
  ] as const) {
    test(`a wrong password shows the USER_NOT_FOUND message in ${locale}`, async ({ page }) => {
      await logIn(page, `nobody.${locale}@example.be`, 'not-the-password', locale);
      const error = page.locator('[data-code="USER_NOT_FOUND"]');
      await expect(error).toHaveText(messages.Errors.USER_NOT_FOUND, { timeout: LOGIN_TIMEOUT });
      await expect(page).toHaveURL(/login|connexion/);
    });
  }

  test('the portal without a session redirects to the login page', async ({ page }) => {
    await page.goto('/fr/proprietaire/');
    await expect(page).toHaveURL(/\/fr\/connexion-du-proprietaire\/\?expired=1$/);
    await expect(page.getByRole('status').filter({ hasText: fr.Portal.login.sessionEnded })).toBeVisible();
  });

  test('the demo owner sees counters, chart and history fed by a visitor, and logs out', async ({ page, browser }) => {
    await logIn(page, E2E_DEMO_OWNER.email, E2E_DEMO_OWNER.password);
    await expect(page).toHaveURL(/\/fr\/proprietaire\/$/, { timeout: LOGIN_TIMEOUT });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Portal.title);

    const cookie = (await page.context().cookies()).find((c) => c.name === '__Host-owner_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);

    const statsHref = await page.getByRole('link', { name: fr.Portal.viewStats }).first().getAttribute('href');
    const listingHref = await page.getByRole('link', { name: fr.Portal.viewListing }).first().getAttribute('href');
    expect(statsHref).toMatch(/^\/fr\/proprietaire\/\d+\/$/);
    await page.goto(statsHref!);
    const pageVisitsBefore = await counter(page, 'pageVisits', 'today');
    const visitsBefore = await counter(page, 'visits', 'today');

    // A visitor (another browser) views the listing and books a visit. The site counts one view per
    // visitor (address and user agent) and day, and every e2e browser comes from 127.0.0.1: this
    // visitor's browser is one of its own, so an earlier run today has not already counted it.
    const visitorAgent = `${HUMAN_UA} Visitor/${Date.now()}`;
    const visitor = await browser.newContext({ userAgent: visitorAgent });
    const visitorPage = await visitor.newPage();
    const beacon = visitorPage.waitForResponse((r) => r.url().endsWith('/api/page-view/') && r.status() === 204);
    await visitorPage.goto(listingHref!);
    await beacon;
    await visitorPage.locator('#contact-agency a[data-request="visit"]').click();
    const form = visitorPage.locator('#visit');
    await form.locator('input[name="firstName"]').fill('Lucie');
    await form.locator('input[name="lastName"]').fill('Portal');
    await form.locator('input[name="email"]').fill(`lucie.${Date.now()}@example.be`);
    await form.locator('input[name="phone"]').fill('0475123456');
    await form.locator('input[name="date"]').fill(visitDay());
    await form.locator('select[name="timeSlot"]').selectOption({ index: 1 });
    await form.locator('textarea[name="remark"]').fill('Le matin & "vite" <3');
    await form.getByRole('button', { name: fr.Forms.actions.send }).click();
    await expect(visitorPage).toHaveURL(/\/fr\/merci\/contact-appointment\/$/, { timeout: 20_000 });
    await visitor.close();

    await page.reload();
    expect(await counter(page, 'pageVisits', 'today')).toBeGreaterThanOrEqual(pageVisitsBefore + 1);
    // The same visitor coming back (a replayed beacon) is not counted again.
    const again = await browser.newContext({ userAgent: visitorAgent });
    const againPage = await again.newPage();
    const replay = againPage.waitForResponse((r) => r.url().endsWith('/api/page-view/') && r.status() === 204);
    await againPage.goto(listingHref!);
    await replay;
    await again.close();
    const counted = await counter(page, 'pageVisits', 'today');
    await page.reload();
    expect(await counter(page, 'pageVisits', 'today')).toBe(counted);
    expect(await counter(page, 'visits', 'today')).toBe(visitsBefore + 1);
    expect(await counter(page, 'visits', 'total')).toBeGreaterThanOrEqual(visitsBefore + 1);
    await expect(page.getByTestId('stats-chart').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();

    const firstRow = page.locator('table tbody tr').filter({ hasText: 'Lucie Portal' }).first();
    await expect(firstRow).toContainText(fr.Portal.history.visit);
    await expect(firstRow).toContainText(fr.Forms.names['contact-appointment']);
    // What the visitor typed is shown as text, never as markup.
    await expect(firstRow).toContainText('Le matin & "vite" <3');

    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.getByRole('button', { name: fr.Portal.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/connexion-du-proprietaire\/\?loggedOut=1$/);
    await expect(page.getByRole('status').filter({ hasText: fr.Portal.login.loggedOut })).toBeVisible();
    await page.goto(statsHref!);
    await expect(page).toHaveURL(/\/fr\/connexion-du-proprietaire\//);
  });

  test("another owner's property, or none, answers 404", async ({ page }) => {
    await logIn(page, E2E_DEMO_OWNER.email, E2E_DEMO_OWNER.password);
    await expect(page).toHaveURL(/\/fr\/proprietaire\/$/, { timeout: LOGIN_TIMEOUT });
    // 4019012 exists in the snapshot but is not the demo owner's.
    expect((await page.goto('/fr/proprietaire/4019012/'))?.status()).toBe(404);
    expect((await page.goto('/fr/proprietaire/999999999/'))?.status()).toBe(404);
    expect((await page.goto('/fr/proprietaire/abc/'))?.status()).toBe(404);
  });

  test('forgot password: an unknown and a known address get the same answer; a dead link is refused', async ({ page }) => {
    await page.goto('/fr/mot-de-passe-oublie/');
    await page.locator('input[name="email"]').fill('ghost@example.be');
    await page.getByRole('button', { name: fr.Portal.forgot.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: fr.Portal.forgot.sent })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: fr.Errors.personNotFound })).toHaveCount(0);
    await page.goto('/fr/mot-de-passe-oublie/');
    await page.locator('input[name="email"]').fill(E2E_DEMO_OWNER.email);
    await page.getByRole('button', { name: fr.Portal.forgot.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: fr.Portal.forgot.sent })).toBeVisible();

    await page.goto(`/fr/nouveau-mot-de-passe/?token=${'x'.repeat(43)}`);
    await page.locator('input[name="password"]').fill('a new password 2026');
    await page.locator('input[name="confirm"]').fill('a new password 2026');
    await page.getByRole('button', { name: fr.Portal.reset.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: fr.Portal.reset.TOKEN_INVALID })).toBeVisible();
    const results = await axeBuilder(page).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
