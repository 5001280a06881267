// `npm run backup`: one backup now into BACKUP_DIR (default .data/backups: folder 0700, files 0600),
// then retention (the last 24 hours; BACKUP_KEEP_DAILY, default 14 days; BACKUP_KEEP_WEEKLY,
// default 8 weeks: scripts/ops/backup/backup-files.mjs).
// With DATABASE_URL: pg_dump's custom format (agency-<UTC time>.pgdump). Without: the embedded
// database's data directory (agency-<UTC time>.pglite.tar.gz) and, unless ALTCHA_HMAC_KEY is set,
// the key it generated in DATA_DIR (agency-<UTC time>.altcha.key). Plain Node, no build and no dev
// dependency: a cron line, a systemd timer or a container job runs it as it is (docs/operations.md).
import { chmodSync, copyFileSync, existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backupDir, backupName, backupsToPrune, countSetting, KINDS } from './backup/backup-files.mjs';
import { snapshotEmbedded } from './backup/embedded-backup.mjs';
import { describeTarget, dumpPostgres } from './backup/postgres-backup.mjs';

const env = process.env;

/**
 * Writes `file` through `write(partialPath)` and makes it 0600 before it gets its name: a backup
 * that failed halfway is never taken for one, nor counted by retention.
 * @param {string} file
 * @param {(partial: string) => Promise<void> | void} write
 */
async function writeAtomically(file, write) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function main() {
  const keep = { daily: countSetting(env, 'BACKUP_KEEP_DAILY', 14), weekly: countSetting(env, 'BACKUP_KEEP_WEEKLY', 8) };
  const dir = backupDir(env);
  const now = new Date();
  let file;
  if (env.DATABASE_URL) {
    const databaseUrl = env.DATABASE_URL;
    file = path.join(dir, backupName(now, KINDS.postgres));
    await writeAtomically(file, (partial) => dumpPostgres(databaseUrl, partial));
    console.log(`backup: ${describeTarget(databaseUrl)} → ${file} (${statSync(file).size} bytes)`);
  } else {
    const dataDir = env.PGLITE_DIR || '.data/pglite';
    const snapshot = await snapshotEmbedded(dataDir);
    file = path.join(dir, backupName(now, KINDS.embedded));
    await writeAtomically(file, (partial) => writeFileSync(partial, snapshot, { mode: 0o600 }));
    console.log(`backup: embedded database ${dataDir} → ${file} (${snapshot.length} bytes)`);
    const keyFile = path.join(env.DATA_DIR || '.data', 'altcha.key');
    if (!env.ALTCHA_HMAC_KEY && existsSync(keyFile)) {
      const keyCopy = path.join(dir, backupName(now, KINDS.altchaKey));
      await writeAtomically(keyCopy, (partial) => copyFileSync(keyFile, partial));
      console.log(`backup: ${keyFile} → ${keyCopy}`);
    }
  }
  const pruned = backupsToPrune(readdirSync(dir), keep, now);
  for (const name of pruned) rmSync(path.join(dir, name), { force: true });
  if (pruned.length) console.log(`backup: retention removed ${pruned.join(', ')}`);
}

main().catch((error) => {
  console.error(`backup: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
