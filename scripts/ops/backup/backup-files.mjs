// The backup folder and the names in it: agency-<UTC time>.<kind>, e.g.
// agency-20261127T030000Z.pgdump (Postgres, pg_dump's custom format),
// agency-20261127T030000Z.pglite.tar.gz (the embedded database's data directory) and, beside it,
// agency-20261127T030000Z.altcha.key (the embedded default's captcha and preview-link key).
// Retention keeps every backup of the last 24 hours (the one taken before an upgrade survives the
// one taken after it), the newest backup of each of the last `daily` days and of each of the last
// `weekly` ISO weeks (Monday to Sunday, UTC); a backup kept by any rule stays.
import { chmodSync, mkdirSync } from 'node:fs';

export const KINDS = /** @type {const} */ ({ postgres: 'pgdump', embedded: 'pglite.tar.gz', altchaKey: 'altcha.key' });
const NAME = /^agency-(\d{8}T\d{6}Z)\.(pgdump|pglite\.tar\.gz|altcha\.key)$/;

/**
 * The stamp of `date`: 20261127T030000Z.
 * @param {Date} date
 */
export const stampOf = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/**
 * @param {Date} date
 * @param {string} kind one of KINDS
 */
export const backupName = (date, kind) => `agency-${stampOf(date)}.${kind}`;

/**
 * The stamp and kind of a backup file's name, or null for any other file.
 * @param {string} name
 * @returns {{ stamp: string, kind: string, date: Date } | null}
 */
export function parseBackupName(name) {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, stamp = '', kind = ''] = match;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : { stamp, kind, date };
}

/** @param {Date} date */
const dayOf = (date) => date.toISOString().slice(0, 10);
/** @param {Date} date the Monday (UTC) of its ISO week */
const weekOf = (date) => dayOf(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000));

/**
 * The files of `names` that retention deletes at `now`: every file of a backup (same stamp) older
 * than a day that is neither the newest of one of the `daily` newest days nor of one of the
 * `weekly` newest weeks. Other files are never named.
 * @param {string[]} names
 * @param {{ daily: number, weekly: number }} keep
 * @param {Date} now
 * @returns {string[]}
 */
export function backupsToPrune(names, { daily, weekly }, now) {
  const parsed = names.flatMap((name) => {
    const backup = parseBackupName(name);
    return backup ? [{ name, ...backup }] : [];
  });
  // (A key file alone is no backup.) Newest first.
  const backups = parsed.filter((b) => b.kind !== KINDS.altchaKey).sort((a, b) => b.date.getTime() - a.date.getTime());
  /** @type {Set<string>} */
  const kept = new Set(backups.filter((b) => now.getTime() - b.date.getTime() < 86_400_000).map((b) => b.stamp));
  for (const [periodOf, limit] of /** @type {const} */ ([[dayOf, daily], [weekOf, weekly]])) {
    /** @type {Set<string>} */
    const periods = new Set();
    for (const backup of backups) {
      const period = periodOf(backup.date);
      if (periods.has(period) || periods.size >= limit) continue;
      periods.add(period);
      kept.add(backup.stamp);
    }
  }
  return parsed.filter((b) => !kept.has(b.stamp)).map((b) => b.name);
}

/**
 * A whole number ≥ 0 from the environment variable `name`, else `fallback`; throws a line naming
 * the variable for anything else.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 */
export function countSetting(env, name, fallback) {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (got "${value}")`);
  return Number(value);
}

/**
 * The backup folder (BACKUP_DIR, default .data/backups), made readable by its owner only.
 * @param {Record<string, string | undefined>} env
 */
export function backupDir(env) {
  const dir = env.BACKUP_DIR || '.data/backups';
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}
