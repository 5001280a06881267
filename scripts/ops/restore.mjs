// `npm run restore -- FILE --yes`: puts a backup of `npm run backup` back, replacing what is there.
// agency-….pgdump → DATABASE_URL (pg_restore, in one transaction: a failure changes nothing);
// agency-….pglite.tar.gz → the embedded database in PGLITE_DIR (npm start stopped; the directory
// it replaces is kept beside it), with the agency-….altcha.key beside the file, when there is one.
// Without --yes it only says what it would replace.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { KINDS, parseBackupName, stampOf } from './backup/backup-files.mjs';
import { restoreEmbedded } from './backup/embedded-backup.mjs';
import { describeTarget, restorePostgres } from './backup/postgres-backup.mjs';

const env = process.env;

/** @param {string} message */
function fail(message) {
  console.error(`restore: ${message}`);
  process.exit(1);
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean', default: false } } });
  const [file] = positionals;
  if (!file || positionals.length > 1) return fail('give one backup file: npm run restore -- .data/backups/agency-<time>.pgdump --yes');
  if (!existsSync(file)) return fail(`${file} does not exist`);
  const backup = parseBackupName(path.basename(file));
  if (!backup || backup.kind === KINDS.altchaKey) {
    return fail(`${file} is not a backup of npm run backup (agency-<time>.pgdump or agency-<time>.pglite.tar.gz)`);
  }
  const taken = backup.date.toISOString();
  if (backup.kind === KINDS.postgres) {
    if (!env.DATABASE_URL) return fail(`${file} is a Postgres backup: set DATABASE_URL to the database it replaces`);
    const target = describeTarget(env.DATABASE_URL);
    if (!values.yes) return fail(`this replaces every table of ${target} with the backup taken ${taken}. Stop the site, then run again with --yes.`);
    await restorePostgres(env.DATABASE_URL, file);
    console.log(`restore: ${target} holds the backup taken ${taken}; npm start applies any newer migrations.`);
    return;
  }
  if (env.DATABASE_URL) return fail(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it`);
  const dataDir = env.PGLITE_DIR || '.data/pglite';
  if (!values.yes) return fail(`this replaces the embedded database in ${dataDir} with the backup taken ${taken}. Stop npm start, then run again with --yes.`);
  const stamp = stampOf(new Date());
  const kept = await restoreEmbedded(dataDir, readFileSync(file), stamp);
  console.log(`restore: ${dataDir} holds the backup taken ${taken}${kept ? `; the database it replaced is kept in ${kept} (delete it once the site works)` : ''}.`);
  const keyCopy = file.replace(/\.pglite\.tar\.gz$/, `.${KINDS.altchaKey}`);
  if (!env.ALTCHA_HMAC_KEY && existsSync(keyCopy)) {
    const keyFile = path.join(env.DATA_DIR || '.data', 'altcha.key');
    mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    if (existsSync(keyFile)) renameSync(keyFile, `${keyFile}.before-restore-${stamp}`);
    copyFileSync(keyCopy, keyFile);
    console.log(`restore: ${keyFile} is the key of the backup again.`);
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
