/**
 * The agency's listings from its CRM, on a production build with no rebuild: a fake
 * Omnicasa serving a generated account (tests/harness/fake-omnicasa.mts: its own ids, categories and odd
 * data), the site server that syncs with it into its own database, and `npm run sync` as the agency
 * or its cron would run it (playwright.config.ts, project 'crm'; e2e/crm-env.ts).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { expect, test } from './fixtures';
import { CRM_DATABASE_URL, CRM_ENV, FAKE_CRM_CUSTOMER, FAKE_CRM_ORIGIN } from './crm-env';
import { mailedLink, mailedText, mailsTo } from './mails';
import type { Property } from '@/lib/catalogue/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { formatEuro } from '@/lib/price';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { createDb } from '@/lib/server/db/client';
import site from '@/data/site.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
/** Where the agency's mails go on the CRM server (no AGENCY_MAIL_TO there): the site's address. */
const AGENCY_MAIL = site.agency.email;

type Wire = Record<string, unknown>;
type ByLocale = Record<SiteLocale, Wire>;

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;

/** `npm run sync` as the agency or its cron runs it, on the CRM server's database; waits while another sync holds the lease. */
async function sync(...args: string[]): Promise<{ ok: boolean; output: string }> {
  for (;;) {
    const outcome = await run('node_modules/.bin/tsx', ['--tsconfig', 'tsconfig.scripts.json', 'scripts/ops/sync.mts', ...args], {
      env: { ...process.env, ...CRM_ENV, DATABASE_URL: CRM_DATABASE_URL },
    }).then(
      ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    if (!outcome.output.includes('sync skipped')) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function admin(
  request: APIRequestContext,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${FAKE_CRM_ORIGIN}/__admin/${path}`, { method, data });
  expect(
    response.ok(),
    `${method} /__admin/${path}: ${response.status()} ${await response.text()}`,
  ).toBe(true);
  return response.json().catch(() => null);
}

/** A web category of the generated account (GetWebIDList, as the site reads it). */
async function someCategory(request: APIRequestContext): Promise<number> {
  const json = JSON.stringify({ CustomerName: FAKE_CRM_CUSTOMER.name, CustomerPassword: FAKE_CRM_CUSTOMER.password, LanguageId: 1 });
  const response = await request.get(`${FAKE_CRM_ORIGIN}/OmnicasaService.svc/GetWebIDListJson?json=${encodeURIComponent(json)}`);
  const items = ((await response.json()) as { GetWebIDListJsonResult: { Value: { Items: Array<{ WebID: number }> } } }).GetWebIDListJsonResult.Value.Items;
  return items[0]!.WebID;
}

const TITLES: Record<SiteLocale, string> = {
  nl: 'Ruime gezinswoning met tuin',
  fr: 'Spacieuse maison familiale avec jardin',
  en: 'Spacious family house with garden',
  de: 'Geräumiges Familienhaus mit Garten',
};
const TOWNS: Record<SiteLocale, string> = { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' };

/** A house in Gent the account does not have, as an Omnicasa record in every language (written here, by hand). */
function newProperty(id: number, webId: number, price: number): ByLocale & { pictures: Wire[] } {
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const record = (locale: SiteLocale): Wire => ({
    ID: id,
    Goal: 0,
    City: TOWNS[locale],
    Zip: '9000',
    WebID: webId,
    WebIDs: String(webId),
    TypeDescription: `${TITLES[locale]} ${id}`,
    DescriptionA: `<p>${TITLES[locale]}.</p><p>Rustig gelegen, dicht bij het station.</p>`,
    PublishPrice: true,
    Price: price,
    PriceUnit: 1,
    PublishAddress: true,
    Street: 'Kortrijksesteenweg',
    HouseNumber: '112',
    CountryID: 10,
    EnergyPerformance: 180,
    EPCLabelText: 'B',
    GoogleX: 51.0378,
    GoogleY: 3.7112,
    NumberOfBedRooms: 3,
    SurfaceLiving: 185,
    CreatedDate: now,
    LastChangedDate: now,
  });
  return {
    ...Object.fromEntries(SITE_LOCALES.map((locale) => [locale, record(locale)])) as ByLocale,
    pictures: [1, 2].map((n) => ({ ID: id * 10 + n, Url: `${FAKE_CRM_ORIGIN}/pictures/${id}/${n}.jpg`, Width: 1600, Height: 1067, Name: 'Gevel' })),
  };
}

/** The page at `path` once the running server shows what the last sync published (its watcher polls, revalidation is asynchronous). */
async function eventually(
  request: APIRequestContext,
  path: string,
  check: (status: number, body: string) => boolean,
) {
  await expect
    .poll(
      async () => {
        const response = await request.get(path, { maxRedirects: 0 });
        return check(response.status(), await response.text());
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}

/** A property's canonical detail path in a language: where its short URL redirects. */
async function detailPath(request: APIRequestContext, id: number, locale: SiteLocale): Promise<string> {
  let location = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/${locale}/property/${id}/`, { maxRedirects: 0 });
        location = response.headers().location ?? '';
        return response.status();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(308);
  return new URL(location, 'http://site').pathname;
}

type Health = {
  sync: {
    configured: boolean;
    ok: boolean;
    problem?: { status: string; code: string; message: string };
    lastAttempt: { at: string; status: string } | null;
    lastSuccess: { at: string; properties: number } | null;
  };
};
const health = async (request: APIRequestContext) => (await (await request.get('/api/health/')).json()) as Health;

test.describe('listings from the CRM', () => {
  const id = 8_090_000 + Math.floor(Math.random() * 9000);
  const firstPrice = 612_000;
  const lowerPrice = 579_000;
  let property: ReturnType<typeof newProperty>;

  test.beforeAll(async ({ request }) => {
    await admin(request, 'POST', 'reset');
    property = newProperty(id, await someCategory(request), firstPrice);
  });

  test('the server synced at start and health reports it without the credentials', async ({
    request,
  }) => {
    await expect
      .poll(async () => (await health(request)).sync.lastSuccess?.properties ?? 0, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    const text = await (await request.get('/api/health/')).text();
    expect(text).not.toContain(FAKE_CRM_CUSTOMER.password);
    expect(text).not.toContain(FAKE_CRM_CUSTOMER.name);
  });

  test('the site shows the CRM\'s stock, never the demo snapshot', async ({ request }) => {
    const demo = (JSON.parse(readFileSync('data/properties/fr.json', 'utf8')) as Property[])[0]!;
    await eventually(request, canonicalPropertyPath(demo, 'fr'), (status) => status === 404);
    const account = (await admin(request, 'GET', 'properties')) as { properties: Array<{ id: number; truth: { hasMinimum: boolean; languages: SiteLocale[] } }> };
    const shown = account.properties.find((p) => p.truth.hasMinimum && !p.truth.languages.includes('de'));
    expect(shown, 'the generated account has a property the CRM lacks in German').toBeTruthy();
    // Shown in German too, its texts marked as in the language they are in.
    const german = await request.get(await detailPath(request, shown!.id, 'de'));
    expect(german.status()).toBe(200);
    expect(await german.text()).toMatch(/<h1[^>]* lang="(nl|fr|en)"/);
  });

  test('a property added in the CRM is online after a sync, with no rebuild', async ({
    request,
    page,
  }) => {
    await admin(request, 'PUT', 'properties', property);
    const outcome = await sync();
    expect(outcome.ok, outcome.output).toBe(true);
    expect(outcome.output).toMatch(/1 added/);

    for (const locale of ['nl', 'fr'] as const) {
      const path = await detailPath(request, id, locale);
      await eventually(request, path, (status, body) => status === 200 && body.includes(TITLES[locale]));
    }
    await page.goto(await detailPath(request, id, 'fr'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLES.fr);
    await expect(page.getByText(formatEuro(firstPrice)).first()).toBeVisible();
    // Its photos are the CRM's own URLs (as Omnicasa gives them), shown through the optimizer.
    const photo = page.locator('main img[src*="/_next/image"]').first();
    await expect(photo).toHaveAttribute(
      'src',
      new RegExp(`url=${encodeURIComponent(FAKE_CRM_ORIGIN).replace(/[.]/g, '\\.')}`),
    );
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // The list (newest first) and the sitemap have it; the home search finds it by its ID.
    await eventually(request, '/fr/a-vendre/', (status, body) => status === 200 && body.includes(`/${id}/`));
    await eventually(request, '/sitemap.xml', (status, body) => status === 200 && body.includes(`/${id}/`));
    await eventually(request, '/api/search-index/nl/', (status, body) => status === 200 && body.includes(String(id)));
  });

  test('a lower price in the CRM shows on the list and the page with "price lowered"', async ({
    request,
    page,
  }) => {
    await admin(request, 'POST', `properties/${id}/price`, { price: lowerPrice });
    const outcome = await sync();
    expect(outcome.ok, outcome.output).toBe(true);
    expect(outcome.output).toMatch(/1 new prices/);

    const detail = await detailPath(request, id, 'nl');
    await eventually(
      request,
      detail,
      (status, body) => status === 200 && body.includes('data-testid="price-lowered"'),
    );
    await page.goto(detail);
    const lowered = page.getByTestId('price-lowered');
    await expect(lowered).toContainText(nl.Property.priceLowered);
    await expect(lowered).toContainText(formatEuro(firstPrice));
    await expect(page.getByText(formatEuro(lowerPrice)).first()).toBeVisible();

    await page.goto('/nl/te-koop/');
    const card = page.locator('article', { has: page.locator(`a[href*="/${id}/"]`) }).first();
    await expect(card).toContainText(formatEuro(lowerPrice));
    await expect(card).toContainText(nl.Listing.priceLowered);
  });

  test('a property deleted in the CRM answers "no longer available" after a sync', async ({
    request,
    page,
  }) => {
    const detail = await detailPath(request, id, 'fr');
    await admin(request, 'DELETE', `properties/${id}`);
    const outcome = await sync();
    expect(outcome.ok, outcome.output).toBe(true);
    expect(outcome.output).toMatch(/1 removed/);

    await eventually(request, detail, (status) => status === 404);
    await page.goto(detail);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Errors.propertyNotFound);
    await eventually(request, '/fr/a-vendre/', (status, body) => status === 200 && !body.includes(`/${id}/`));
  });

  test('with the CRM down, a sync fails, the site keeps its stock and health says so', async ({
    request,
  }) => {
    const before = await health(request);
    await admin(request, 'PUT', 'mode', { mode: 'down', kind: '503' });
    try {
      const outcome = await sync();
      expect(outcome.ok).toBe(false);
      expect(outcome.output).not.toContain(FAKE_CRM_CUSTOMER.password);
      const after = await health(request);
      expect(after.sync).toMatchObject({ ok: false, problem: { status: 'failed', code: 'unavailable' } });
      expect(after.sync.lastSuccess).toEqual(before.sync.lastSuccess);
      expect(JSON.stringify(after)).not.toContain(FAKE_CRM_CUSTOMER.password);
      const list = await request.get('/fr/a-vendre/');
      expect(list.status()).toBe(200);
      expect(await list.text()).toMatch(/\/a-vendre\/[^"]+\/\d+\//);
    } finally {
      await admin(request, 'PUT', 'mode', { mode: 'normal' });
    }
  });

  test('a sync that would gut the stock is held: the site keeps it, health and the agency\'s mail say why, and accepting it publishes it', async ({
    request,
  }) => {
    const before = (await health(request)).sync.lastSuccess!.properties;
    const since = Date.now();
    await admin(request, 'POST', 'reset', { count: 3 });
    try {
      const held = await sync('--full');
      expect(held.ok).toBe(false);
      expect(held.output).toMatch(/sync held/);
      expect((await health(request)).sync).toMatchObject({ ok: false, problem: { status: 'held' } });
      const mail = await mailedText(AGENCY_MAIL, /\/staff\/sync\//, since, path.join(CRM_ENV.DATA_DIR, 'mail'));
      expect(mail).toBeTruthy();
      expect((await health(request)).sync.lastSuccess!.properties).toBe(before);
      const accepted = await sync('--full', '--accept-shrink');
      expect(accepted.ok, accepted.output).toBe(true);
      await expect.poll(async () => (await health(request)).sync.lastSuccess?.properties, { timeout: 10_000 }).toBeLessThan(before);
    } finally {
      await admin(request, 'POST', 'reset');
      const back = await sync('--full', '--accept-shrink');
      expect(back.ok, back.output).toBe(true);
    }
  });
});

test.describe('leads to the CRM', () => {
  /** The 'crm' outbox row of the lead sent from `email`, in the CRM server's own database. */
  async function crmRow(email: string) {
    const { db, pool } = createDb(CRM_DATABASE_URL, 1);
    try {
      const { rows } = await db.execute(sql`
        SELECT o.status, o.attempts FROM outbox o JOIN leads l ON l.id = o.lead_id
        WHERE l.email = ${email} AND o.kind = 'crm'`);
      return rows as Array<{ status: string; attempts: number }>;
    } finally {
      await pool.end();
    }
  }

  const callsFrom = async (request: APIRequestContext, email: string) =>
    (
      (await admin(request, 'GET', 'calls')) as {
        calls: Array<{ method: string; params: Record<string, unknown> }>;
      }
    ).calls.filter((call) => call.params.Email === email);

  test('a lead sent while the CRM is down reaches it exactly once when it is back', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('crm-lead');
    const webId = await someCategory(request);
    await admin(request, 'PUT', 'mode', { mode: 'down', kind: 'reset' });
    try {
      await page.goto('/fr/estimation-gratuite/');
      await page.locator('input[name="firstName"]').fill('Marie');
      await page.locator('input[name="lastName"]').fill('Dupont');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="phone"]').fill('0475123456');
      await page.locator('input[name="street"]').fill('Rue Haute');
      await page.locator('input[name="zip"]').fill('1000');
      await page.locator('input[name="city"]').fill('Bruxelles');
      await page.locator('select[name="propertyType"]').selectOption(String(webId));
      await page.getByRole('button', { name: fr.Forms.actions.send }).click();
      // Stored and thanked while the CRM is down: the visitor never waits for it.
      await expect(page).toHaveURL(/\/fr\/merci\/contact-demand\/$/, { timeout: 20_000 });
      // The dispatcher tried and will try again.
      await expect
        .poll(
          async () =>
            (await crmRow(email)).map((row) => `${row.status}:${Number(row.attempts) >= 2}`),
          { timeout: 30_000 },
        )
        .toEqual(['pending:true']);
      expect(await callsFrom(request, email)).toHaveLength(0);
    } finally {
      await admin(request, 'PUT', 'mode', { mode: 'normal' });
    }
    await expect
      .poll(async () => (await crmRow(email)).map((row) => row.status), { timeout: 30_000 })
      .toEqual(['sent']);
    const calls = await callsFrom(request, email);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'ContactOnMe',
      params: { Name: 'Dupont', FirstName: 'Marie', LanguageId: 2 },
    });
  });
});

test.describe('search alerts after a sync', () => {
  const id = 8_080_000 + Math.floor(Math.random() * 9000);
  const price = 655_000;
  let webId = 0;
  const mailDir = path.join(CRM_ENV.DATA_DIR, 'mail');
  const profiles = { nl: uniqueEmail('alert-nl'), fr: uniqueEmail('alert-fr') };
  const texts = { nl: nl.Alerts, fr: fr.Alerts };
  const crmDb = () => createDb(CRM_DATABASE_URL, 1);

  test.beforeAll(async ({ request }) => {
    webId = await someCategory(request);
  });

  /** 'Keep me informed' for a category of the account in Gent (9000) up to € 700.000 with 3 bedrooms, then the mailed confirmation link. */
  async function registerAndConfirm(page: Page, locale: 'nl' | 'fr') {
    const since = Date.now();
    await page.goto(locale === 'nl' ? '/nl/hou-me-op-de-hoogte/' : '/fr/tenez-moi-au-courant/');
    await page.locator('input[name="firstName"]').fill('Marie');
    await page.locator('input[name="lastName"]').fill('Dupont');
    await page.locator('input[name="email"]').fill(profiles[locale]);
    await page.locator('input[name="phone"]').fill('0475123456');
    await page.locator('input[name="goal"][value="sale"]').check();
    await page.locator(`input[name="types"][value="${webId}"]`).check();
    await page.locator('input[name="zones"][value="flanders"]').check();
    await page.locator('input[name="cityOrZip"]').fill('9000');
    await page.locator('input[name="priceMax"]').fill('700000');
    await page.locator('input[name="bedrooms"]').fill('3');
    await page.getByRole('button', { name: (locale === 'nl' ? nl : fr).Forms.actions.send }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/(bedankt|merci)/demand-register/$`), { timeout: 20_000 });
    await page.goto(await mailedLink(profiles[locale], /https?:\/\/\S+\/confirm-alert\/\?token=[\w-]+/, since, mailDir));
    await page.getByRole('button', { name: texts[locale].confirm.button }).click();
    await expect(page.getByRole('status').filter({ hasText: texts[locale].confirm.done })).toBeVisible();
  }

  /** When the server's last alert sweep looked at the profiles (a sweep follows each new snapshot). */
  async function lastChecked(): Promise<number> {
    const { db, pool } = crmDb();
    try {
      const { rows } = await db.execute(sql`SELECT min(checked_at) AS at FROM search_profiles WHERE email IN (${profiles.nl}, ${profiles.fr})`);
      const at = (rows[0] as { at: string | Date | null } | undefined)?.at;
      return at ? new Date(at).getTime() : 0;
    } finally {
      await pool.end();
    }
  }

  const alertsTo = async (email: string) => (await mailsTo(mailDir, email)).filter((m) => m.headers.has('list'));

  test('a confirmed profile gets one mail in its language with the new property, and none the second time', async ({ page, request }) => {
    await registerAndConfirm(page, 'nl');
    await registerAndConfirm(page, 'fr');

    await admin(request, 'PUT', 'properties', newProperty(id, webId, price));
    const outcome = await sync();
    expect(outcome.ok, outcome.output).toBe(true);

    for (const locale of ['nl', 'fr'] as const) {
      await expect.poll(async () => (await alertsTo(profiles[locale])).length, { timeout: 30_000, intervals: [500] }).toBe(1);
      const [alert] = await alertsTo(profiles[locale]);
      expect(alert?.subject).toContain(locale === 'nl' ? '1 nieuwe woning' : '1 nouveau bien');
      expect(alert?.text).toContain(`${texts[locale].mail.new}: ${TITLES[locale]} ${id}`);
      expect(alert?.text).toContain(formatEuro(price));
      expect(alert?.text).toContain(await detailPath(request, id, locale));
      expect(alert?.text).toMatch(new RegExp(`/${locale}/unsubscribe/\\?token=alert-[\\w-]+`));
    }

    // A second snapshot change the same day (its price lowered): the sweep runs, no second mail.
    const before = Date.now();
    await admin(request, 'POST', `properties/${id}/price`, { price: price - 20_000 });
    const second = await sync();
    expect(second.ok, second.output).toBe(true);
    await expect.poll(lastChecked, { timeout: 30_000, intervals: [500] }).toBeGreaterThan(before);
    for (const locale of ['nl', 'fr'] as const) expect(await alertsTo(profiles[locale])).toHaveLength(1);
  });
});
