// BACKUP_INTERVAL_HOURS: `npm start` runs `npm run backup` (scripts/ops/backup.mjs, as a child
// process) whenever the newest backup in BACKUP_DIR is that many hours old or there is none. It
// looks at the folder, not at a timer, so a machine restarted every night still gets its backups.
// One machine's convenience: several instances on one Postgres set it on one of them only, or use
// the systemd timer or the container job of docs/operations.md.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KINDS, parseBackupName } from '../scripts/ops/backup/backup-files.mjs';

const BACKUP_SCRIPT = fileURLToPath(new URL('../scripts/ops/backup.mjs', import.meta.url));
const CHECK_EVERY_MS = 10 * 60_000;
const FIRST_CHECK_MS = 60_000; // after the start's own work

/**
 * The interval in hours, or null when unset; throws a line naming the variable for anything but a
 * positive whole number.
 * @param {Record<string, string | undefined>} env
 */
export function backupIntervalHours(env) {
  const text = env.BACKUP_INTERVAL_HOURS;
  if (text === undefined || text === '') return null;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`BACKUP_INTERVAL_HOURS: "${text}" is not a positive whole number of hours`);
  return Number(text);
}

/**
 * Whether a backup is due at `now`: no backup in `names` (a folder's files) is younger than `hours`.
 * @param {string[]} names
 * @param {Date} now
 * @param {number} hours
 */
export function backupDue(names, now, hours) {
  const backups = names.map(parseBackupName).filter((backup) => backup && backup.kind !== KINDS.altchaKey);
  const newest = Math.max(0, ...backups.map((backup) => backup?.date.getTime() ?? 0));
  return now.getTime() - newest >= hours * 3_600_000;
}

/**
 * Starts the checks; returns their stop.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} hours
 * @returns {() => void}
 */
export function scheduleBackups(env, hours) {
  const dir = env.BACKUP_DIR || '.data/backups';
  let running = false;
  const check = () => {
    if (running) return;
    /** @type {string[]} */
    let names = [];
    try {
      names = readdirSync(dir);
    } catch {
      // no folder yet: the backup makes it
    }
    if (!backupDue(names, new Date(), hours)) return;
    running = true;
    const child = spawn(process.execPath, [BACKUP_SCRIPT], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => console.error(`backup: could not run: ${error.message}`));
    child.on('close', () => {
      running = false;
    });
  };
  const first = setTimeout(check, FIRST_CHECK_MS);
  const every = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
