// CRM sync speed (issue 13): `npm run sync` against the fake Omnicasa holding `count` properties in
// four languages, as the agency's cron or the server's schedule runs it. A first full sync into an
// empty data directory (every property new), a second full one (nothing changed), then an
// incremental one after one price change. Wall time of the whole command (tsx start included).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log, round, run, startProcess, stopProcess, waitForHttp } from './lib.mjs';

const TSX = 'node_modules/.bin/tsx';

export async function measureCrmSync({ port, count = 1000 }) {
  const customer = { name: 'bench', password: 'bench-secret' };
  const fake = startProcess(TSX, ['scripts/fake-omnicasa.mts', '--port', String(port), '--customer', customer.name, '--password', customer.password, '--count', String(count)], { name: 'fake omnicasa' });
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-sync-'));
  try {
    await waitForHttp(`${origin}/__admin/mode`, { child: fake });
    const env = {
      DATA_DIR: dataDir,
      SNAPSHOT_DIR: path.join(dataDir, 'snapshot'),
      OMNICASA_URL: `${origin}/OmnicasaService.svc`,
      OMNICASA_CUSTOMER_NAME: customer.name,
      OMNICASA_CUSTOMER_PASSWORD: customer.password,
    };
    const sync = (...args) => round(run(TSX, ['scripts/sync.mts', ...args], { env }), 2);
    log(`crm sync: ${count} properties × 4 languages against the fake Omnicasa`);
    const firstFullSeconds = sync('--full');
    const unchangedFullSeconds = sync('--full');
    // The fake generates its own ids: reprice the first property a page can show.
    const { properties } = await (await fetch(`${origin}/__admin/properties`)).json();
    const repriced = properties.find((property) => property.truth.hasMinimum).id;
    const response = await fetch(`${origin}/__admin/properties/${repriced}/price`, { method: 'POST', body: JSON.stringify({ price: 449000 }) });
    if (!response.ok) throw new Error(`the fake refused the price change: ${response.status}`);
    const incrementalSeconds = sync();
    return {
      method: `npm run sync (tsx scripts/sync.mts) against scripts/fake-omnicasa.mts --count ${count} (a generated account, default odd data) on loopback, OMNICASA_CONCURRENCY 8; wall time of the whole command`,
      properties: count,
      firstFullSeconds,
      unchangedFullSeconds,
      incrementalSeconds,
      goalSeconds: 60,
      met: Math.max(firstFullSeconds, unchangedFullSeconds) < 60,
    };
  } finally {
    await stopProcess(fake);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
