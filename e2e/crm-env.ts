/**
 * The CRM e2e setup (e2e/crm.spec.ts, e2e/staff-sync.spec.ts): a fake Omnicasa, and a site server of
 * its own with its own embedded database, where syncs publish the catalogue it shows. The server and
 * `npm run sync` in the tests share these settings.
 */
import path from 'node:path';
import { embeddedDatabaseUrl } from './server-secrets';

const base = Number(process.env.E2E_PORT ?? 3100);
export const CRM_SITE_PORT = base + 2;
export const CRM_PGLITE_PORT = base + 3;
export const FAKE_CRM_PORT = base + 4;
/** The CRM site server's /metrics (server/metrics.mjs): e2e/operations.spec.ts scrapes it. */
export const CRM_METRICS_PORT = base + 5;
export const FAKE_CRM_ORIGIN = `http://127.0.0.1:${FAKE_CRM_PORT}`;
export const FAKE_CRM_CUSTOMER = { name: 'e2e-agency', password: 'e2e-Secret-4711' };

const dataDir = path.resolve(process.env.E2E_CRM_DATA_DIR ?? '.data-e2e-crm');

/** The CRM site server's embedded database, for a test's `npm run sync` and its own rows. */
export const CRM_DATABASE_URL = embeddedDatabaseUrl(CRM_PGLITE_PORT);

/** What both the CRM site server and a sync run by a test read. */
export const CRM_ENV = {
  DATA_DIR: dataDir,
  OMNICASA_URL: `${FAKE_CRM_ORIGIN}/OmnicasaService.svc`,
  OMNICASA_CUSTOMER_NAME: FAKE_CRM_CUSTOMER.name,
  OMNICASA_CUSTOMER_PASSWORD: FAKE_CRM_CUSTOMER.password,
  // A CRM that does not answer fails a sync in seconds, not in the default 15 s a request.
  OMNICASA_TIMEOUT_MS: '3000',
};
