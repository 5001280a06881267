// Publish without a rebuild, as an agency runs it: two `serve.mjs` instances, each on
// a copy of the build of its own (no shared page files), one database, nginx with deploy/nginx.conf
// in front of both, a CRM (the fake Omnicasa) behind both. The home banner's Dutch title is published
// by `npm run content:import` from a third process, as the editor of a third instance would; both
// instances must show it within a minute through their content watchers, and the front cache within
// its copy's minute (s-maxage=60, then one background update). Then two `npm run sync` started at
// once: one syncs, the other is refused the lease; both instances must show the CRM's properties
// through their catalogue watchers. Nobody revalidates anything by hand.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextServer, sleep } from '../reliability/stack.mjs';
import { startNginx } from './nginx.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const INSTANCE_LIMIT_S = 60;
// The front cache keeps a page 60 s (proxy.ts), then serves it stale once while it fetches anew.
const FRONT_LIMIT_S = 75;

const bodyOf = async (url) => {
  try {
    return await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).text();
  } catch {
    return '';
  }
};

/** Seconds from `since` until `url` shows `text`, polling every half second; null after `limitS`. */
async function secondsUntilShown(url, text, since, limitS) {
  while (performance.now() - since < limitS * 1000) {
    if ((await bodyOf(url)).includes(text)) return Math.round((performance.now() - since) / 100) / 10;
    await sleep(500);
  }
  return null;
}

/** A copy of the build without its image cache, in the project folder (Next wants distDir inside it). */
function copyBuild(distDir, name) {
  const source = path.join(ROOT, distDir);
  const target = path.join(ROOT, name);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true, filter: (file) => file !== path.join(source, 'cache') });
  return name;
}

const CRM = { customer: 'front-cache', password: 'front-cache-secret' };

/** `npm run sync` from its own process, as cron on a third machine runs it; resolves with its output. */
function syncFromAnotherProcess(env) {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'scripts/ops/sync.mts'], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Seconds until every URL answers `status`, polling; null after `limitS`. */
async function secondsUntilStatus(urls, status, since, limitS) {
  while (performance.now() - since < limitS * 1000) {
    const answers = await Promise.all(urls.map((url) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0)));
    if (answers.every((answer) => answer === status)) return Math.round((performance.now() - since) / 100) / 10;
    await sleep(500);
  }
  return null;
}

/** Two syncs at once from two processes: one syncs, the other is refused the lease; both instances show the CRM's stock. */
async function checkSyncReachesEveryInstance({ instances, crmEnv, crmOrigin, expectThat }) {
  for (let i = 0; i < 120 && !(await fetch(`${crmOrigin}/__admin/mode`).then((r) => r.ok, () => false)); i += 1) await sleep(500);
  // A CRM slow to list its categories keeps the first sync under way while the second starts.
  await fetch(`${crmOrigin}/__admin/mode`, { method: 'PUT', body: JSON.stringify({ mode: 'slow', delayMs: 3000, methods: ['GetWebIDList'] }) });
  const startedAt = performance.now();
  const outcomes = await Promise.all([syncFromAnotherProcess(crmEnv), syncFromAnotherProcess(crmEnv)]);
  await fetch(`${crmOrigin}/__admin/mode`, { method: 'PUT', body: JSON.stringify({ mode: 'normal' }) });
  const published = outcomes.filter((o) => o.code === 0 && /sync published/.test(o.output));
  const skipped = outcomes.filter((o) => /sync skipped: another sync is running/.test(o.output));
  expectThat(published.length === 1 && skipped.length === 1, `two syncs at once: not one published and one skipped:\n${outcomes.map((o) => o.output.trim()).join('\n')}`);
  const { properties } = await (await fetch(`${crmOrigin}/__admin/properties`)).json();
  const id = properties.find((p) => p.truth.hasMinimum).id;
  const seconds = await secondsUntilStatus(instances.map((i) => `${i.base}/nl/property/${id}/`), 308, startedAt, INSTANCE_LIMIT_S);
  expectThat(seconds !== null, `two instances: a property of the CRM (${id}) was not on both within ${INSTANCE_LIMIT_S} s of the sync`);
  return { syncSeconds: seconds, outcomes: outcomes.map((o) => o.output.trim().split('\n').at(-1)?.slice(0, 160)) };
}

export async function checkPublishReachesEveryInstance({ databaseUrl, distDir, work, portBase, siteEnv, expectThat }) {
  const builds = [copyBuild(distDir, `${distDir}-front-a`), copyBuild(distDir, `${distDir}-front-b`)];
  const crmPort = portBase + 3;
  const crmOrigin = `http://127.0.0.1:${crmPort}`;
  const crmEnv = { OMNICASA_URL: `${crmOrigin}/OmnicasaService.svc`, OMNICASA_CUSTOMER_NAME: CRM.customer, OMNICASA_CUSTOMER_PASSWORD: CRM.password, DATABASE_URL: databaseUrl };
  const crm = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'tests/harness/fake-omnicasa.mts', '--port', String(crmPort), '--customer', CRM.customer, '--password', CRM.password, '--clean', '--count', '12'], { cwd: ROOT, stdio: 'ignore' });
  const instances = builds.map((build, i) =>
    nextServer({
      port: portBase + i,
      log: null,
      env: { ...siteEnv, ...crmEnv, NEXT_DIST_DIR: build, DATA_DIR: path.join(work, `data-${i}`) },
    }),
  );
  let nginx = null;
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    nginx = await startNginx({ dir: path.join(work, 'nginx-two'), listenPort: portBase + 2, upstreamPorts: [portBase, portBase + 1] });
    const front = `http://127.0.0.1:${portBase + 2}`;

    const site = JSON.parse(readFileSync(path.join(ROOT, 'data/site.json'), 'utf8'));
    const before = site.banner.title.nl;
    const after = `${before} (${Date.now().toString(36)})`;
    // What a visitor saw before: from each instance, and kept by the front cache.
    const seenBefore = await Promise.all([...instances.map((i) => `${i.base}/nl/`), `${front}/nl/`].map(bodyOf));
    expectThat(seenBefore.every((body) => body.includes(before) && !body.includes(after)), 'two instances: the home page did not show the banner title before the change');
    await bodyOf(`${front}/nl/`);

    const dir = path.join(work, 'content');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ ...site, banner: { ...site.banner, title: { ...site.banner.title, nl: after } } }));
    const publishedAt = performance.now();
    const load = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.scripts.json', 'scripts/ops/content-import.mts', '--dir', dir, '--only', 'site'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expectThat(load.status === 0, `two instances: content:import failed: ${load.stderr || load.stdout}`);

    const [a, b, cached] = await Promise.all([
      ...instances.map((i) => secondsUntilShown(`${i.base}/nl/`, after, publishedAt, INSTANCE_LIMIT_S)),
      secondsUntilShown(`${front}/nl/`, after, publishedAt, FRONT_LIMIT_S),
    ]);
    const frenchUnchanged = (await bodyOf(`${instances[1].base}/fr/`)).includes(site.banner.title.fr);
    expectThat(a !== null, `two instances: the first instance did not show the published title within ${INSTANCE_LIMIT_S} s`);
    expectThat(b !== null, `two instances: the second instance did not show the published title within ${INSTANCE_LIMIT_S} s`);
    expectThat(cached !== null, `two instances: the front cache did not serve the published title within ${FRONT_LIMIT_S} s`);
    expectThat(frenchUnchanged, 'two instances: the French home page lost its own title');
    const sync = await checkSyncReachesEveryInstance({ instances, crmEnv, crmOrigin, expectThat });
    return { instanceSeconds: [a, b], frontSeconds: cached, sync };
  } finally {
    crm.kill('SIGTERM');
    await nginx?.stop().catch(() => undefined);
    await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
    for (const build of builds) rmSync(path.join(ROOT, build), { recursive: true, force: true });
  }
}
