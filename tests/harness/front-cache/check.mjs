// Front-cache check: Debian's nginx with deploy/nginx.conf in front of the production
// build, as an agency runs it. `npm run test:front-cache`; nginx must be installed (.ci/run does it).
//
// It asserts: the second GET of the home page, a list and a property page in each language is a
// cache HIT with the same body, whose scripts carry the CSP nonce of the header cached with it; the
// owner portal, a form post, /api/ and a preview path are never served from the cache; a logged-in
// owner never takes a page from the cache nor leaves one in it,
// so no visitor ever gets the owner's portal; a public page answers without Set-Cookie; a post over
// nginx's body limit gets the site's own answer (its 413 page, a staff screen's way back); and a
// change published in the content store reaches two instances and the cache in front of them
// (two-instances.mjs). Prints one JSON object; exits 1 when a promise is broken, 2 when nginx is
// missing.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formsOf } from '../hostile/cases.mjs';
import { nextServer, pgliteDatabase } from '../reliability/stack.mjs';
import { HARNESS_LOCALES, HARNESS_PAGES } from '../site-languages.mjs';
import { NGINX, startNginx } from './nginx.mjs';
import { checkPublishReachesEveryInstance } from './two-instances.mjs';

const PORT_BASE = Number(process.env.FRONT_CACHE_PORT_BASE ?? 3700);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e';
const SITE_PORT = PORT_BASE;
const NGINX_PORT = PORT_BASE + 2;
const FRONT = `http://127.0.0.1:${NGINX_PORT}`;
// The demo owner seeded with a password of the harness's own (no demo password is published).
const OWNER = { email: 'demo.owner@immo-horizon.be', password: randomBytes(12).toString('hex') };

if (!existsSync(NGINX)) {
  console.error(`No nginx at ${NGINX}: install Debian's nginx (apt-get install nginx-light) or set NGINX_PATH.`);
  process.exit(2);
}

const failures = [];
const expectThat = (ok, what) => {
  if (!ok) failures.push(what);
};

async function get(pathname, headers = {}) {
  const response = await fetch(FRONT + pathname, { redirect: 'manual', headers });
  return { status: response.status, cache: response.headers.get('x-cache-status') ?? '', headers: response.headers, body: await response.text() };
}

async function detailPath(locale) {
  const response = await get(`/${locale}/property/4012345/`);
  return new URL(response.headers.get('location'), FRONT).pathname;
}

/** Logs the demo owner in as a browser without JavaScript does, through nginx; returns the session cookie. */
async function logIn() {
  const page = await get('/fr/connexion-du-proprietaire/');
  const form = new FormData();
  for (const [name, value] of formsOf(page.body)[0].hidden) form.append(name, value);
  form.append('email', OWNER.email);
  form.append('password', OWNER.password);
  const response = await fetch(`${FRONT}/fr/connexion-du-proprietaire/`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: FRONT } });
  const cookie = response.headers.getSetCookie().find((c) => /owner_session=/.test(c));
  if (response.status !== 303 || !cookie) throw new Error(`the demo owner could not log in through nginx (status ${response.status})`);
  return cookie.split(';')[0];
}

const work = mkdtempSync(path.join(tmpdir(), 'agency-front-cache-'));
// A deployment's shared key (server/deployment-guard.mjs): one for the server and both instances.
const ALTCHA_KEY = randomBytes(24).toString('hex');
const db = pgliteDatabase({ dataDir: path.join(work, 'pglite'), port: PORT_BASE + 1, log: null });
const site = nextServer({
  port: SITE_PORT,
  log: null,
  env: {
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: db.url,
    DATA_DIR: path.join(work, 'data'),
    // What `npm start` asks of its embedded demo's server (server/embedded-demo.mjs), with a known password.
    SEED_DEMO_OWNER: '1',
    DEMO_OWNER_PASSWORD: OWNER.password,
    MAIL_TO_FILES: '1',
    SITE_URL: FRONT,
    ALTCHA_HMAC_KEY: ALTCHA_KEY,
    MAIL_DISPATCH_DISABLED: '1',
    TRUSTED_PROXIES: '127.0.0.1',
  },
});
let nginx = null;
const report = { pages: {}, private: {} };
try {
  await db.start();
  await site.start();
  nginx = await startNginx({ dir: path.join(work, 'nginx'), listenPort: NGINX_PORT, upstreamPorts: [SITE_PORT] });

  for (const locale of HARNESS_LOCALES) {
    for (const pathname of [`/${locale}/`, HARNESS_PAGES[locale].list, await detailPath(locale)]) {
      const first = await get(pathname);
      const second = await get(pathname);
      report.pages[pathname] = [first.cache, second.cache];
      expectThat(first.status === 200 && second.status === 200, `${pathname}: status ${first.status}, ${second.status}`);
      expectThat(second.cache === 'HIT', `${pathname}: the second GET is ${second.cache || 'not cached'}, not a HIT`);
      expectThat(first.body === second.body, `${pathname}: the cached body differs`);
      // Header and body are cached together: the replayed page's scripts carry its header's nonce.
      const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1];
      const tags = second.body.match(/<script\b[^>]*>/gi) ?? [];
      expectThat(!!nonce && tags.length > 0 && tags.every((tag) => tag.includes(` nonce="${nonce}"`)), `${pathname}: the cached scripts do not carry the cached header's nonce`);
      expectThat(first.headers.get('set-cookie') === null, `${pathname}: the page sets a cookie`);
    }
  }
  const asset = /\/_next\/static\/[^"]+\.js/.exec((await get('/fr/')).body)?.[0];
  if (asset) {
    await get(asset);
    expectThat((await get(asset)).cache === 'HIT', `${asset}: a build file is not kept`);
  }

  // Never from the cache: the API, a preview, a form post.
  for (const pathname of ['/api/health/', '/preview/fr/']) {
    const answers = [await get(pathname), await get(pathname)];
    report.private[pathname] = answers.map((a) => a.cache);
    expectThat(answers.every((a) => a.cache !== 'HIT'), `${pathname}: served from the cache`);
  }
  const contact = await get('/fr/contact/');
  const posts = [];
  for (const email of ['first@', 'second@']) {
    const form = new FormData();
    for (const [name, value] of formsOf(contact.body)[0].hidden) form.append(name, value);
    form.append('email', email);
    const response = await fetch(`${FRONT}/fr/contact/`, { method: 'POST', body: form, headers: { origin: FRONT } });
    posts.push({ cache: response.headers.get('x-cache-status') ?? '', body: await response.text(), email });
  }
  report.private['POST /fr/contact/'] = posts.map((p) => p.cache);
  expectThat(posts.every((p) => p.cache !== 'HIT'), 'a form post was answered from the cache');
  expectThat(posts[1].body.includes('value="second@"'), 'the second form post did not get its own answer');
  expectThat(!(await get('/fr/contact/')).body.includes('value="first@"'), 'a form post left its answer in the cache for the page');

  // A post over nginx's own limit (12 MB) is answered by the site from its headers, the body never
  // passed on: a page's translated 413, a staff screen's way back that names the size. A client's own
  // X-Refused-Length never reaches the site (nginx clears it): the contact form answers as usual.
  const bigPost = async (pathname) => {
    const form = new FormData();
    form.append('$ACTION_ID_0000000000000000000000000000000000000000', '');
    form.append('image', new Blob([new Uint8Array(13 * 1024 * 1024)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(FRONT + pathname, { method: 'POST', body: form, redirect: 'manual', headers: { origin: FRONT } });
    return { status: response.status, location: response.headers.get('location') ?? '', body: await response.text() };
  };
  const pageBig = await bigPost('/nl/contact/');
  const staffBig = await bigPost('/nl/staff/media/');
  const spoofForm = new FormData();
  for (const [name, value] of formsOf(contact.body)[0].hidden) spoofForm.append(name, value);
  spoofForm.append('email', 'third@');
  const spoofed = await fetch(`${FRONT}/fr/contact/`, { method: 'POST', body: spoofForm, headers: { origin: FRONT, 'x-refused-length': '99999999' } });
  const spoofedBody = await spoofed.text();
  report.tooLarge = { page: pageBig.status, staff: `${staffBig.status} ${staffBig.location}`, spoofedHeader: spoofed.status };
  expectThat(pageBig.status === 413 && /<html lang="nl"/.test(pageBig.body) && !pageBig.body.includes('<center>nginx'), `a 13 MB post to a page got ${pageBig.status}, not the site's own 413 page in Dutch`);
  expectThat(staffBig.status === 303 && /\/nl\/staff\/media\/\?tooLarge=\d{8}$/.test(staffBig.location), `a 13 MB post to a staff screen got ${staffBig.status} ${staffBig.location}, not the way back that names its size`);
  expectThat(spoofed.status === 200 && spoofedBody.includes('value="third@"'), `a post carrying its own X-Refused-Length got ${spoofed.status}, not the form's answer`);

  // The owner: the portal and every page it asks for bypass the cache; no visitor gets the portal.
  const cookie = await logIn();
  const portal = [await get('/fr/proprietaire/', { cookie }), await get('/fr/proprietaire/', { cookie })];
  report.private['/fr/proprietaire/ (owner)'] = portal.map((p) => p.cache);
  expectThat(portal.every((p) => p.status === 200 && p.cache !== 'HIT'), `the owner's portal: ${portal.map((p) => `${p.status} ${p.cache}`)}`);
  const home = await get('/fr/', { cookie });
  expectThat(home.cache === 'BYPASS', `a page asked by the logged-in owner: ${home.cache}, not BYPASS`);
  const visitor = await get('/fr/proprietaire/');
  report.private['/fr/proprietaire/ (visitor)'] = [visitor.cache];
  expectThat(visitor.status === 307 && /connexion-du-proprietaire/.test(visitor.headers.get('location') ?? ''), `a visitor after the owner got ${visitor.status}, not the login redirect`);
  expectThat(!visitor.body.includes('4012345'), "a visitor got the owner's portal");

  // This server would follow the publication too, and rewrite the shared build's pages: it stops first.
  await nginx.stop();
  nginx = null;
  await site.stop();
  report.twoInstances = await checkPublishReachesEveryInstance({
    databaseUrl: db.url,
    distDir: DIST_DIR,
    work,
    portBase: PORT_BASE + 3,
    siteEnv: { MAIL_DISPATCH_DISABLED: '1', MAIL_TO_FILES: '1', SITE_URL: FRONT, TRUSTED_PROXIES: '127.0.0.1', ALTCHA_HMAC_KEY: ALTCHA_KEY },
    expectThat,
  });
} catch (error) {
  failures.push(`the check itself: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await nginx?.stop().catch(() => undefined);
  await site.stop().catch(() => undefined);
  await db.destroy().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

console.log(JSON.stringify({ ...report, failures }, null, 2));
process.exit(failures.length > 0 ? 1 : 0);
