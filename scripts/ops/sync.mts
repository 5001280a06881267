/**
 * `npm run sync [-- --full] [-- --accept-shrink]`: one CRM sync now (lib/server/crm/run-sync), into
 * the catalogue in the database (DATABASE_URL, else the embedded one of `npm start`); every running
 * server picks it up within seconds and revalidates the pages it changed.
 *   --full           read the whole stock, not only the changes since the last sync
 *   --accept-shrink  publish it even when the shrink guard would hold it (a stock much smaller
 *                    than the live one, or much left out): the agency's decision, on purpose
 * Exit code 0 when the catalogue is up to date, 1 when the sync failed or was held (the live stock
 * stays), 2 for a wrong setting.
 */
import { parseArgs } from 'node:util';
import { createDb } from '@/lib/server/db/client';
import { CrmNotConfiguredError, describeSync, runCrmSync } from '@/lib/server/crm/run-sync';
import { openDatabase } from './open-database.mjs';

const { values } = parseArgs({ options: { full: { type: 'boolean', default: false }, 'accept-shrink': { type: 'boolean', default: false } } });

const database = await openDatabase();
const { db, pool } = createDb(database.url, 4);
let code = 0;
try {
  const outcome = await runCrmSync({ db, trigger: 'command', full: values.full, acceptShrink: values['accept-shrink'] });
  (outcome.ok ? console.log : console.error)(describeSync(outcome));
  code = outcome.ok ? 0 : 1;
} catch (error) {
  console.error(`sync: ${error instanceof Error ? error.message : String(error)}`);
  code = error instanceof CrmNotConfiguredError ? 2 : 1;
} finally {
  await pool.end();
  await database.stop();
}
process.exit(code);
