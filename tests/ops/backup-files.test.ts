import { describe, expect, it } from 'vitest';
import { backupName, backupsToPrune, countSetting, KINDS, parseBackupName } from '@/scripts/ops/backup/backup-files.mjs';

const NOW = new Date('2026-11-27T12:00:00Z'); // a Friday
/** The backup (and its key file) of 03:00 UTC on each day from `first` to `last`. */
function nightly(first: string, last: string, kinds: string[] = [KINDS.postgres]): string[] {
  const names: string[] = [];
  for (let day = new Date(`${first}T03:00:00Z`); day <= new Date(`${last}T03:00:00Z`); day = new Date(day.getTime() + 86_400_000)) {
    names.push(...kinds.map((kind) => backupName(day, kind)));
  }
  return names;
}
const keptOf = (names: string[], keep: { daily: number; weekly: number }) => {
  const pruned = new Set(backupsToPrune(names, keep, NOW));
  return names.filter((name) => !pruned.has(name));
};

describe('backup names', () => {
  it('names a backup by its UTC time to the second, and reads the name back', () => {
    const date = new Date('2026-11-27T03:04:05.678Z');
    expect(backupName(date, KINDS.postgres)).toBe('agency-20261127T030405Z.pgdump');
    expect(parseBackupName('agency-20261127T030405Z.pglite.tar.gz')).toEqual({ stamp: '20261127T030405Z', kind: 'pglite.tar.gz', date: new Date('2026-11-27T03:04:05Z') });
  });

  it.each(['agency-20261127T030405Z.pgdump.partial', 'agency-2026.pgdump', 'notes.txt', 'agency-20261399T030405Z.pgdump'])('takes %s for no backup', (name) => {
    expect(parseBackupName(name)).toBeNull();
  });
});

describe('retention', () => {
  it('keeps the newest backup of each of the last 14 days and 8 weeks, by default settings', () => {
    const names = nightly('2026-08-01', '2026-11-27');
    const kept = keptOf(names, { daily: 14, weekly: 8 });
    const days = kept.map((name) => name.slice(7, 15));
    // 14 days (Nov 14 to 27: Friday 27 and Sundays 22 and 15 end 3 of the 8 weeks), then the Sundays ending the 5 weeks before.
    expect(days).toEqual(['20261011', '20261018', '20261025', '20261101', '20261108', ...nightly('2026-11-14', '2026-11-27').map((n) => n.slice(7, 15))]);
  });

  it('keeps only the newest backup of a day older than 24 hours, with its key file', () => {
    const names = [
      'agency-20261125T030000Z.pglite.tar.gz',
      'agency-20261125T030000Z.altcha.key',
      'agency-20261125T150000Z.pglite.tar.gz',
      'agency-20261125T150000Z.altcha.key',
    ];
    expect(backupsToPrune(names, { daily: 14, weekly: 8 }, NOW)).toEqual(['agency-20261125T030000Z.pglite.tar.gz', 'agency-20261125T030000Z.altcha.key']);
  });

  it('keeps every backup of the last 24 hours: the one before an upgrade survives the one after it', () => {
    const names = ['agency-20261127T090000Z.pgdump', 'agency-20261127T100000Z.pgdump', 'agency-20261126T130000Z.pgdump'];
    expect(backupsToPrune(names, { daily: 1, weekly: 0 }, NOW)).toEqual([]);
  });

  it('counts days and weeks separately: one day and two weeks', () => {
    expect(keptOf(nightly('2026-11-06', '2026-11-26'), { daily: 1, weekly: 2 })).toEqual(['agency-20261122T030000Z.pgdump', 'agency-20261126T030000Z.pgdump']);
  });

  it('never names a file that is not a backup, nor a key whose backup it keeps', () => {
    const names = ['notes.txt', 'agency-20261101T030000Z.pgdump.partial', 'agency-20261001T030000Z.altcha.key', 'agency-20261126T030000Z.pgdump'];
    expect(backupsToPrune(names, { daily: 1, weekly: 0 }, NOW)).toEqual(['agency-20261001T030000Z.altcha.key']);
  });
});

describe('retention settings', () => {
  it('takes a whole number, the default when unset, and names the variable of anything else', () => {
    expect(countSetting({ BACKUP_KEEP_DAILY: '30' }, 'BACKUP_KEEP_DAILY', 14)).toBe(30);
    expect(countSetting({}, 'BACKUP_KEEP_DAILY', 14)).toBe(14);
    expect(() => countSetting({ BACKUP_KEEP_DAILY: '-1' }, 'BACKUP_KEEP_DAILY', 14)).toThrow('BACKUP_KEEP_DAILY must be a whole number');
    expect(() => countSetting({ BACKUP_KEEP_WEEKLY: 'two' }, 'BACKUP_KEEP_WEEKLY', 8)).toThrow('BACKUP_KEEP_WEEKLY');
  });
});
