import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/harness/chromium-path.mjs';
const base = 'http://127.0.0.1:3160';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
// Without JavaScript: send the contact form empty, then with a bad e-mail.
{
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(base + '/fr/contact/');
  await page.locator('form[data-form="site-contact"] input[name="email"]').fill('marie@');
  await page.locator('form[data-form="site-contact"] button[type="submit"]').click();
  await page.waitForLoadState();
  const text = await page.locator('form[data-form="site-contact"]').innerText();
  console.log('no-JS refusal:', page.url(), /Vous n'avez pas saisi votre prénom/.test(text), /adresse mail est invalide/.test(text));
  await page.screenshot({ path: '/tmp/contact-nojs-390.png', fullPage: false });
  await ctx.close();
}
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: width === 390 ? 2 : 1 });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(base + '/fr/contact/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.locator('form[data-form="site-contact"]');
  await form.locator('input[name="firstName"]').focus();
  await page.locator('[data-form-code="loaded"]').waitFor();
  await form.locator('input[name="email"]').fill('marie@');
  await form.locator('input[name="email"]').blur();
  await page.getByText('Votre adresse mail est invalide').waitFor();
  await form.locator('input[name="email"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/contact-js-${width}.png` });
  console.log(width, 'live form in French, errors:', errors);
  await ctx.close();
}
await browser.close();
