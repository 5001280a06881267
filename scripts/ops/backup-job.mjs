// The backup job of a container platform (deploy/compose.yaml's `backup` service): runs
// `npm run backup` (scripts/ops/backup.mjs) whenever the newest backup in BACKUP_DIR is
// BACKUP_INTERVAL_HOURS old (default 24), checking every 10 minutes, until it is stopped. The same
// schedule as `npm start` with BACKUP_INTERVAL_HOURS (server/backup-schedule.mjs), without a site.
import { backupIntervalHours, scheduleBackups } from '../../server/backup-schedule.mjs';

let hours;
try {
  hours = backupIntervalHours(process.env) ?? 24;
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.error('backup job: DATABASE_URL is not set (the embedded database is backed up by `npm start` itself)');
  process.exit(1);
}
const stop = scheduleBackups(process.env, hours);
// The schedule's timers do not keep a process alive on their own.
const alive = setInterval(() => undefined, 1 << 30);
console.log(`backup job: a backup into ${process.env.BACKUP_DIR || '.data/backups'} every ${hours} h`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    clearInterval(alive);
    process.exit(0);
  });
}
