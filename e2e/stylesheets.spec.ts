/**
 * A public page's render-blocking stylesheets hold its own routes' rules, not the staff editor's:
 * every byte of them delays the first paint. With Turbopack's default CSS chunking every page
 * linked one 53 KB stylesheet that merged the CSS modules of many routes, the editor's image picker
 * and rows form among them; `experimental.cssChunking: 'graph'` (next.config.ts) splits it by the
 * routes that use it.
 * The editor's class is read from its own screen, so the check follows a rename of the module.
 * And no stylesheet brings a web font: text paints in the system font stacks at once.
 */
import { randomUUID } from 'node:crypto';
import { getProperty } from '@/lib/catalogue';
import { canonicalPropertyPath } from '@/lib/property/detail-paths';
import { localizedHref } from '@/lib/routes';
import { addE2eEditor, logInStaff } from './staff';
import { expect, test } from './fixtures';

const run = randomUUID().slice(0, 8);
const EDITOR = { email: `stylesheets.${run}@example.be`, password: `stylesheets password ${run}` };

const PUBLIC_PAGES = [
  '/nl/',
  localizedHref('/for-sale', 'nl'),
  canonicalPropertyPath(getProperty('nl', 4012345)!, 'nl'),
  localizedHref('/contact', 'nl'),
  localizedHref('/contact-demand', 'fr'),
  localizedHref('/login', 'nl'),
];

/** The stylesheets a document links in its head, with their text. */
async function headStylesheets(html: string, fetchText: (href: string) => Promise<string>) {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  return Promise.all(hrefs.map(async (href) => ({ href, css: await fetchText(href) })));
}

/** Does this CSS hold a rule for the class? (`.name` not followed by more of a class name) */
const hasRule = (css: string, name: string) => new RegExp(`\\.${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(css);

test("the public pages link none of the staff editor's rules", async ({ page, request }) => {
  const fetchText = async (href: string) => (await request.get(href)).text();
  // The e-mail field of the contact form: the class every form input has.
  const contact = await (await request.get(localizedHref('/contact', 'nl'))).text();
  const formInput = /<input[^>]*name="email"[^>]*>/.exec(contact)?.[0] ?? '';
  const formClasses = /class="([^"]*)"/.exec(formInput)?.[1]?.split(/\s+/) ?? [];
  expect(formClasses.length, 'the contact form has an e-mail field with a class').toBeGreaterThan(0);

  await addE2eEditor(request, EDITOR);
  await logInStaff(page, EDITOR);
  await page.goto('/nl/staff/media/');
  // The upload's file input has the form input's class and the image screens' own
  // (components/editor/media.module.css); the latter is the editor's.
  const inputClasses = (await page.locator('#media-file').getAttribute('class'))!.split(/\s+/);
  // Not the site's global helpers either ('visually-hidden'), which public pages use too.
  const publicClasses = new Set([...contact.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const editorClasses = inputClasses.filter((name) => !formClasses.includes(name) && !publicClasses.has(name));
  expect(editorClasses.length).toBeGreaterThan(0);
  const staffSheets = await headStylesheets(await page.content(), fetchText);
  for (const name of editorClasses) {
    expect(staffSheets.some((sheet) => hasRule(sheet.css, name)), `the media screen links the rule of .${name}`).toBe(true);
  }

  for (const path of PUBLIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const sheets = await headStylesheets(await response.text(), fetchText);
    expect(sheets.length, `${path} links its stylesheets`).toBeGreaterThan(0);
    for (const sheet of sheets) {
      for (const name of editorClasses) expect(hasRule(sheet.css, name), `${path}: .${name} in ${sheet.href}`).toBe(false);
    }
  }
});

test('the public pages load no web font, so no text waits for one', async ({ page, request }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const html = await page.content();
    expect(html, `${path}: an inline @font-face`).not.toContain('@font-face');
    for (const sheet of await headStylesheets(html, async (href) => (await request.get(href)).text())) {
      expect(sheet.css, `${path}: @font-face in ${sheet.href}`).not.toContain('@font-face');
    }
  }
  expect(fonts).toEqual([]);
});
