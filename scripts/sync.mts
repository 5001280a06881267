/**
 * `npm run sync [-- --full]`: one CRM sync now (lib/server/crm/run-sync). Reads OMNICASA_* and
 * writes the snapshot in SNAPSHOT_DIR, else DATA_DIR/snapshot (default .data/snapshot); a running
 * server on that directory picks it up within seconds and revalidates the changed pages.
 * `--full` reads the whole stock instead of the changes since the last sync.
 * Exit code 0 when the snapshot is up to date, 1 when the sync failed (the last good one stays).
 */
import { parseArgs } from 'node:util';
import { describeSync, runCrmSync } from '@/lib/server/crm/run-sync';

const { values } = parseArgs({ options: { full: { type: 'boolean', default: false } } });

try {
  const outcome = await runCrmSync({ full: values.full });
  (outcome.ok ? console.log : console.error)(describeSync(outcome));
  process.exit(outcome.ok ? 0 : 1);
} catch (error) {
  console.error(`sync: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
