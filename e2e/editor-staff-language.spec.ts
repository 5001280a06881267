/**
 * Every staff screen speaks the staff member's language only: an admin walks each screen (lists,
 * new and existing items, confirmations, history) in Dutch and in French, and no English sentence of
 * the editor's texts, no known English leftover ('Up-to-date', a language named in English, the
 * browser's 'Choose File') shows on it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { addStaff } from '@/lib/server/auth/staff';
import { expect, test } from './fixtures';
import { fastHash, logInStaff, skipWithoutDatabase, withE2eDb } from './staff';

const run = randomUUID().slice(0, 8);
const ADMIN = { email: `language.${run}@example.be`, password: `language password ${run}` };

type Catalogue = typeof nl;
const CATALOGUES = { nl, fr } as const;

/** The texts of a catalogue's namespace by key, flattened ('publishBar.preview'). */
function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

/**
 * The English sentences of the editor that the language says otherwise: the parts between
 * placeholders, of three words or more (shorter ones, 'Pages', 'Type', are the same word in many
 * languages).
 */
function englishSentences(catalogue: Catalogue): string[] {
  const own = flatten(catalogue.Editor);
  const sentences = new Set<string>();
  for (const [key, text] of flatten(en.Editor)) {
    if (own.get(key) === text) continue;
    for (const part of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) if (part.trim().split(/\s+/).length >= 3) sentences.add(part.trim());
  }
  return [...sentences];
}

/** English left on a screen, whatever the catalogue says: the leftovers the issue found, and language names. */
const LEFTOVERS = ['Up-to-date', 'Up to date', 'Choose File', 'No file chosen', 'English', 'Dutch', 'German', 'Preview in', 'Save', 'Publish', 'Delete'];

async function screensToWalk(page: Page, locale: 'nl' | 'fr'): Promise<string[]> {
  const base = `/${locale}/staff/`;
  const fixed = ['', 'banner/', 'articles/', 'articles/new/', 'categories/', 'categories/new/', 'pages/', 'pages/new/', 'media/', 'top-bar/', 'footer/', 'settings/', 'languages/', 'staff/', 'privacy/', 'security/', 'sync/'];
  const found: string[] = [];
  const links = async (list: string, pattern: RegExp) => {
    await page.goto(`${base}${list}`);
    const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.filter((href) => pattern.test(href));
  };
  const first = async (list: string, pattern: RegExp) => (await links(list, pattern))[0];
  // The oldest article and category (articles are listed newest first, categories oldest first):
  // delivered ones, which no other spec running beside this one deletes.
  const article = (await links('articles/', /\/staff\/articles\/\d+\/$/)).at(-1);
  if (article) found.push(article, `${article}delete/`);
  const category = await first('categories/', /\/staff\/categories\/\d+\/$/);
  if (category) found.push(category, `${category}delete/`);
  const menuPage = await first('pages/', /\/staff\/pages\/\d+\/$/);
  if (menuPage) {
    found.push(menuPage, `${menuPage}modules/new/`);
    const pageModule = await first(menuPage.replace(base, ''), /\/modules\/\d+\/$/);
    if (pageModule) found.push(pageModule);
  }
  const history = await first('banner/', /\/staff\/history\/[^/]+\/$/);
  if (history) found.push(history);
  return [...fixed.map((path) => `${base}${path}`), ...found];
}

test.describe('the staff screens in the staff member’s language', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async ({ request }) => {
    await skipWithoutDatabase(request);
    await withE2eDb((db) => addStaff(db, { ...ADMIN, role: 'admin', locale: 'nl' }, fastHash));
  });

  for (const locale of ['nl', 'fr'] as const) {
    test(`every staff screen in ${locale} is free of English`, async ({ page }) => {
      await logInStaff(page, ADMIN);
      const english = englishSentences(CATALOGUES[locale]);
      const problems: string[] = [];
      for (const path of await screensToWalk(page, locale)) {
        const response = await page.goto(path);
        if (response?.status() !== 200) problems.push(`${path}: ${response?.status()}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // The screen's own words: not the content staff write in the other languages (an English
        // article may well say 'English'), which the fields mark with their lang.
        const text = await page.evaluate((own) => {
          const style = document.createElement('style');
          style.textContent = `body [lang]:not([lang="${own}"]) { display: none !important; }`;
          document.head.append(style);
          const words = document.body.innerText;
          style.remove();
          return words;
        }, locale);
        for (const sentence of english) if (text.includes(sentence)) problems.push(`${path}: “${sentence}”`);
        for (const word of LEFTOVERS) if (new RegExp(`\\b${word}\\b`).test(text)) problems.push(`${path}: ${word}`);
        // The browser's own file button ('Choose File') is hidden behind a label in the screen's language.
        for (const input of await page.locator('input[type="file"]').all()) {
          expect((await input.boundingBox())?.width ?? 0, path).toBeLessThanOrEqual(1);
          await expect(page.locator(`label[for="${await input.getAttribute('id')}"]`, { hasText: CATALOGUES[locale].Editor.editing.chooseFile })).toBeVisible();
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
