import { describe, expect, it } from 'vitest';
import { backupDue, backupIntervalHours } from '@/server/backup-schedule.mjs';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('BACKUP_INTERVAL_HOURS', () => {
  it('is off when unset, and names itself for anything but a positive whole number', () => {
    expect(backupIntervalHours({})).toBeNull();
    expect(backupIntervalHours({ BACKUP_INTERVAL_HOURS: '24' })).toBe(24);
    for (const bad of ['0', '1.5', 'daily', '-3']) {
      expect(() => backupIntervalHours({ BACKUP_INTERVAL_HOURS: bad })).toThrow('BACKUP_INTERVAL_HOURS');
    }
  });
});

describe('a backup is due', () => {
  it.each([
    { names: [], due: true, why: 'when there is none' },
    { names: ['notes.txt', 'agency-20261127T110000Z.pgdump.partial'], due: true, why: 'when nothing in the folder is a backup' },
    { names: ['agency-20261126T120000Z.pgdump'], due: true, why: 'when the newest is exactly the interval old' },
    { names: ['agency-20261120T030000Z.pgdump', 'agency-20261126T130000Z.pglite.tar.gz'], due: false, why: 'not while the newest is younger' },
    { names: ['agency-20261127T110000Z.altcha.key'], due: true, why: 'not counting a key file alone' },
  ])('$why', ({ names, due }) => {
    expect(backupDue(names, NOW, 24)).toBe(due);
  });
});
