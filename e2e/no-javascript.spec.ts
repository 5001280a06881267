/**
 * Every form of the site in a browser with JavaScript off: a send with a mistake comes
 * back as the form with its translated field errors; a valid send comes back once with the spam
 * question (the ALTCHA proof of work needs JavaScript), and the answered send reaches the
 * thank-you page, the inline thanks or the portal. After each, the server still answers: a post
 * of the owner login without JavaScript once blocked its event loop for good.
 */
import type { Locator, Page } from '@playwright/test';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { E2E_DEMO_OWNER } from './demo-owner';
import { addOwner } from '@/lib/server/auth/owners';
import { createPasswordToken, passwordLink } from '@/lib/server/auth/password-reset';
import { createDb } from '@/lib/server/db/client';
import { getProjects } from '@/lib/catalogue';
import { projectPath } from '@/lib/project/project-paths';
import { e2eDatabaseUrl, expect, test, visitDay } from './fixtures';
import { mailedLink } from './mails';

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const unique = (label: string) => `nojs.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const person = (email: string) => ({ title: 'ms', firstName: 'Marie', lastName: 'Dupont', email, phone: '0475123456' });
const SALE = 4019012;
type Values = Record<string, string | string[]>;

/** Fills a server-rendered form by field name: text, select, radio and checkbox groups. */
async function fill(form: Locator, values: Values) {
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.length === 0) continue;
    const fields = form.locator(`[name="${name}"]:not([type="hidden"])`);
    const first = fields.first();
    const kind = await first.evaluate((el) => (el instanceof HTMLSelectElement ? 'select' : ((el as HTMLInputElement).type ?? 'text')));
    if (kind === 'select') await first.selectOption(value);
    else if (kind === 'checkbox' && value === 'on') await first.check();
    else if (kind === 'radio' || kind === 'checkbox') {
      for (const v of Array.isArray(value) ? value : [value]) {
        await form.locator(`[name="${name}"][value="${v}"]`).check();
      }
    } else await first.fill(Array.isArray(value) ? value.join(', ') : value);
  }
}

const send = (form: Locator) => form.locator('button[type="submit"]').click();

/** Answers the spam question the first send came back with ('how much is 4 plus 3?'). */
async function answerQuestion(form: Locator) {
  const answer = form.locator('input[name="captchaAnswer"]');
  await expect(answer).toBeVisible();
  const label = await form.locator(`label[for="${await answer.getAttribute('id')}"]`).innerText();
  const [a, b] = (label.match(/\d+/g) ?? []).map(Number);
  await answer.fill(String(a! + b!));
}

/**
 * The server survived the post (a dead one refuses the connection at once). Not a speed check: on a
 * busy machine (the link crawl runs beside these tests) an answer can take seconds, so the test's own
 * timeout bounds it, not a short one of its own.
 */
async function serverStillAnswers(page: Page) {
  const response = await page.request.get('/robots.txt');
  expect(response.status()).toBe(200);
}

type LeadCase = {
  name: string;
  url: string | (() => string);
  /** The form on its page (a detail page has several). */
  form: (page: Page) => Locator;
  /** The request to choose first in the detail page's 'contact the agency' block (a link: the page comes back with that form). */
  request?: string;
  values: () => Values;
  cv?: boolean;
  /** The thank-you page, or the inline thanks when the form has none. */
  done: RegExp | string;
};

const inSection = (id: string) => (page: Page) => page.locator(`#${id} form`);
const onlyForm = (page: Page) => page.locator('main form[data-form]');

const LEAD_FORMS: LeadCase[] = [
  {
    name: 'contact',
    url: '/fr/contact/',
    form: onlyForm,
    values: () => ({ ...person(unique('contact')), remark: 'Bonjour sans JavaScript' }),
    done: /\/fr\/merci\/site-contact\/$/,
  },
  {
    name: 'jobs (with a CV)',
    url: '/fr/job/',
    form: onlyForm,
    values: () => ({ ...person(unique('jobs')), remark: 'Candidature' }),
    cv: true,
    done: /\/fr\/merci\/site-contact\/$/,
  },
  {
    name: 'free valuation',
    url: '/nl/gratis-schatting/',
    form: onlyForm,
    values: () => ({ ...person(unique('valuation')), street: 'Hoogstraat', houseNumber: '12', zip: '1000', city: 'Brussel', propertyType: '1' }),
    done: /\/nl\/bedankt\/contact-demand\/$/,
  },
  {
    name: 'keep me informed',
    url: '/fr/tenez-moi-au-courant/',
    form: onlyForm,
    values: () => ({ ...person(unique('demand')), goal: 'sale', types: ['1', '2'], zones: ['brussels'], priceMin: '200000', priceMax: '400000' }),
    done: /\/fr\/merci\/demand-register\/$/,
  },
  {
    name: 'newsletter',
    url: '/fr/newsletter/',
    form: onlyForm,
    values: () => ({ email: unique('newsletter') }),
    done: /\/fr\/merci\/sign-newsletter\/$/,
  },
  {
    name: 'testimonial',
    url: '/fr/temoignages/',
    form: onlyForm,
    values: () => ({ firstName: 'Marie', lastName: 'Dupont', email: unique('testimonial'), city: 'Ixelles', rating: '5', text: 'Une agence formidable.' }),
    done: fr.Success.testimonial,
  },
  {
    name: 'property management',
    url: '/fr/vous-etes-proprietaire/',
    form: onlyForm,
    values: () => ({ ...person(unique('management')), street: 'Avenue Louise', houseNumber: '10', zip: '1050', city: 'Ixelles', remark: 'Deux appartements' }),
    done: /\/fr\/merci\/site-contact\/$/,
  },
  {
    name: 'question about a property',
    url: `/fr/property/${SALE}/`,
    request: 'contact',
    form: inSection('contact'),
    values: () => ({ ...person(unique('contact-me')), remark: 'Toujours disponible ?' }),
    done: /\/fr\/merci\/contact-me\/$/,
  },
  {
    name: 'visit booking',
    url: `/nl/property/${SALE}/`,
    request: 'visit',
    form: inSection('visit'),
    values: () => ({ ...person(unique('visit')), date: visitDay(), timeSlot: '10:00-13:00' }),
    done: /\/nl\/bedankt\/contact-appointment\/$/,
  },
  {
    name: 'documents request',
    url: `/fr/property/${SALE}/`,
    request: 'documents',
    form: inSection('documents'),
    // The documents request asks no title.
    values: () => ({ ...person(unique('documents')), title: [] }),
    done: fr.Success.documentsSoon,
  },
  {
    name: 'send to a friend',
    url: `/fr/property/${SALE}/`,
    request: 'sendToFriend',
    form: inSection('send-to-friend'),
    values: () => ({ firstName: 'Marie', email: unique('friend'), friendEmail: unique('ami') }),
    done: /\/fr\/merci\/send-to-friend\/$/,
  },
  {
    name: 'purchase offer',
    url: `/fr/property/${SALE}/`,
    request: 'offer',
    form: inSection('offer'),
    values: () => ({
      ...person(unique('offer')),
      amount: '325000',
      amountWords: 'trois cent vingt-cinq mille euros',
      startDate: inDays(1),
      endDate: inDays(14),
      place: 'Ixelles',
      signDate: inDays(0),
      acceptAdvance: 'on',
    }),
    done: fr.Forms.success.offer,
  },
  {
    name: 'insurance proposal from a property (address prefilled)',
    url: `/nl/property/${SALE}/`,
    request: 'insurance',
    form: inSection('insurance'),
    values: () => ({ ...person(unique('insurance')), rebuildValue: '420000', coverStart: inDays(30), insuranceOptions: ['theft'] }),
    done: /\/nl\/bedankt\/insurance-proposal\/$/,
  },
  {
    name: 'renovation advice from a calculator result',
    url: '/fr/calculateur-renovation/?region=wallonia&homeType=house&livingArea=150&epcValue=592&measures=roof',
    form: (page) => page.locator('main form[data-form="renovation-advice"]'),
    values: () => ({ ...person(unique('renovation')), remark: 'Par quoi commencer ?' }),
    done: /\/fr\/merci\/renovation-advice\/$/,
  },
  {
    name: 'new-build project',
    url: () => projectPath(getProjects('demo')[0]!, 'fr'),
    form: onlyForm,
    values: () => ({ ...person(unique('project')), remark: 'Un appartement du projet' }),
    done: /\/fr\/merci\/contact-construction\/$/,
  },
];

test.describe('lead forms without JavaScript', () => {
  test.beforeAll(async ({ request }) => {
    const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'];
    test.skip(storage !== 'database', 'the e2e server has no database');
  });

  for (const lead of LEAD_FORMS) {
    test(`${lead.name}: a mistake shows translated field errors, a valid send reaches its thanks`, async ({ page }) => {
      const url = typeof lead.url === 'string' ? lead.url : lead.url();
      await page.goto(url);
      if (lead.request) {
        await page.locator(`#contact-agency a[data-request="${lead.request}"]`).click();
        await expect(page).toHaveURL(new RegExp(`\\?request=${lead.request}#`));
      }
      const form = lead.form(page);
      const locale = new URL(page.url()).pathname.split('/')[1] === 'nl' ? nl : fr;
      const values = lead.values();

      // A bad e-mail address comes back as the form, with the error in the page's language.
      await fill(form, { ...values, email: 'marie@' });
      await send(form);
      await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(locale.Validation.emailInvalid)).toBeVisible();
      await expect(form.locator('input[name="email"]')).toHaveValue('marie@');
      await serverStillAnswers(page);

      // The valid send comes back once with the question, keeping what was typed.
      await fill(form, values);
      if (lead.cv) await form.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await send(form);
      await expect(form.getByText(locale.Validation.captchaQuestion).first()).toBeVisible();
      await expect(form.locator('input[name="email"]')).toHaveValue(values.email as string);
      await answerQuestion(form);
      if (lead.cv) await form.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await send(form);
      if (typeof lead.done === 'string') await expect(page.getByRole('status').filter({ hasText: lead.done })).toBeVisible();
      else await expect(page).toHaveURL(lead.done);
      await serverStillAnswers(page);
    });
  }

  test('a wrong answer to the question is refused and a new question asked', async ({ page }) => {
    await page.goto('/fr/contact/');
    const form = onlyForm(page);
    await fill(form, { ...person(unique('wrong-answer')), remark: 'Bonjour' });
    await send(form);
    await form.locator('input[name="captchaAnswer"]').fill('999');
    await send(form);
    await expect(form.getByText(fr.Validation.captchaAnswer).first()).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/contact\/$/);
    await answerQuestion(form);
    await send(form);
    await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/);
  });
});

/** A new owner of one property with a one-time link to set the password: rows of this test's own. */
async function newOwner(label: string): Promise<{ email: string; link: string }> {
  const email = unique(label);
  const { db, pool } = createDb(e2eDatabaseUrl(), 1);
  try {
    const ownerId = await addOwner(db, { email, locale: 'fr', propertyIds: [4012345] });
    const token = await createPasswordToken(db, ownerId, 'set', new Date());
    return { email, link: passwordLink('http://site', 'fr', token).replace('http://site', '') };
  } finally {
    await pool.end();
  }
}

test.describe('owner account forms without JavaScript', () => {
  test.beforeAll(async ({ request }) => {
    const storage = (await request.get('/api/altcha/')).headers()['x-lead-storage'];
    test.skip(storage !== 'database', 'the e2e server has no database');
  });

  test('login: a wrong password shows USER_NOT_FOUND, the right one opens the portal, logout closes it', async ({ page }) => {
    await page.goto('/en/owner-login/');
    await page.locator('input[name="email"]').fill(`nobody.${Date.now()}@example.be`);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: en.Portal.login.submit }).click();
    await expect(page.locator('[data-code="USER_NOT_FOUND"]')).toBeVisible({ timeout: 20_000 });
    await serverStillAnswers(page);
    await page.locator('input[name="email"]').fill(E2E_DEMO_OWNER.email);
    await page.locator('input[name="password"]').fill(E2E_DEMO_OWNER.password);
    await page.getByRole('button', { name: en.Portal.login.submit }).click();
    await expect(page).toHaveURL(/\/en\/owner\/$/, { timeout: 20_000 });
    await serverStillAnswers(page);
    // The logout form posts to the portal page's own URL (valid HTML: no action="").
    const logout = page.getByRole('button', { name: en.Portal.logout, exact: true });
    await expect(page.locator('form').filter({ has: logout })).toHaveAttribute('action', '/en/owner/');
    await logout.click();
    await expect(page).toHaveURL(/\/en\/owner-login\/\?loggedOut=1$/);
    await page.goto('/en/owner/');
    await expect(page).toHaveURL(/\/en\/owner-login\/\?expired=1$/);
  });

  test('forgot password: a missing e-mail is refused, an owner gets the link', async ({ page }) => {
    const { email } = await newOwner('forgot');
    await page.goto('/fr/mot-de-passe-oublie/');
    await page.getByRole('button', { name: fr.Portal.forgot.submit }).click();
    await expect(page.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(fr.Validation.email)).toBeVisible();
    await serverStillAnswers(page);
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: fr.Portal.forgot.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: fr.Portal.forgot.sent })).toBeVisible();
    await serverStillAnswers(page);
  });

  test('new password: a mismatch is refused, a valid one leads to the login and the portal', async ({ page }) => {
    const { email, link } = await newOwner('reset');
    const password = `Nojs-${Date.now()}`;
    await page.goto(link);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirm"]').fill(`${password}-other`);
    await page.getByRole('button', { name: fr.Portal.reset.submit }).click();
    await expect(page.getByText(fr.Validation.passwordMismatch)).toBeVisible();
    await serverStillAnswers(page);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirm"]').fill(password);
    await page.getByRole('button', { name: fr.Portal.reset.submit }).click();
    await expect(page).toHaveURL(/\/fr\/connexion-du-proprietaire\/\?passwordSet=1$/, { timeout: 20_000 });
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: fr.Portal.login.submit }).click();
    await expect(page).toHaveURL(/\/fr\/proprietaire\/$/, { timeout: 20_000 });
    await serverStillAnswers(page);
  });

  test('log out on every device: the session of another browser ends too', async ({ page, browser }) => {
    const { email, link } = await newOwner('everywhere');
    const password = `Nojs-${Date.now()}`;
    await page.goto(link);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirm"]').fill(password);
    await page.getByRole('button', { name: fr.Portal.reset.submit }).click();
    await expect(page).toHaveURL(/\?passwordSet=1$/, { timeout: 20_000 });
    const logInAs = async (p: Page) => {
      await p.goto('/fr/connexion-du-proprietaire/');
      await p.locator('input[name="email"]').fill(email);
      await p.locator('input[name="password"]').fill(password);
      await p.getByRole('button', { name: fr.Portal.login.submit }).click();
      await expect(p).toHaveURL(/\/fr\/proprietaire\/$/, { timeout: 20_000 });
    };
    const other = await browser.newContext({ javaScriptEnabled: false });
    try {
      const laptop = await other.newPage();
      await logInAs(page);
      await logInAs(laptop);
      await page.getByRole('button', { name: fr.Portal.logoutEverywhere, exact: true }).click();
      await expect(page).toHaveURL(/\/fr\/connexion-du-proprietaire\/\?loggedOut=1$/);
      await laptop.goto('/fr/proprietaire/');
      await expect(laptop).toHaveURL(/\/fr\/connexion-du-proprietaire\/\?expired=1$/);
    } finally {
      await other.close();
    }
  });

  test('newsletter: a dead unsubscribe link is refused, the mailed links confirm the sign-up then unsubscribe', async ({ page }) => {
    await page.goto('/fr/desinscription/?token=not-a-real-token-000000');
    await page.getByRole('button', { name: fr.Forms.unsubscribe.confirm }).click();
    await expect(page.getByRole('alert').filter({ hasText: fr.Forms.unsubscribe.invalid })).toBeVisible();
    await serverStillAnswers(page);

    const since = Date.now();
    const email = unique('unsubscribe');
    await page.goto('/fr/newsletter/');
    const form = onlyForm(page);
    await fill(form, { email });
    await send(form);
    await answerQuestion(form);
    await send(form);
    await expect(page).toHaveURL(/\/fr\/merci\/sign-newsletter\/$/);
    await expect(page.getByText(fr.Feedback.forms['sign-newsletter'])).toBeVisible();
    // Double opt-in: the mail's first link confirms the address, the second unsubscribes.
    await page.goto(await mailedLink(email, /https?:\/\/\S+\/confirm-alert\/\?token=[\w-]+/, since));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Pages.confirmNewsletter.title);
    await page.getByRole('button', { name: fr.NewsletterConfirm.button }).click();
    await expect(page.getByRole('status').filter({ hasText: fr.NewsletterConfirm.done })).toBeVisible();
    await page.goto(await mailedLink(email, /https?:\/\/\S+\/unsubscribe\/\?token=[\w-]+/, since));
    await page.getByRole('button', { name: fr.Forms.unsubscribe.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: fr.Success.unsubscribed })).toBeVisible();
  });
});
