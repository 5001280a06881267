/**
 * One sync at a time per snapshot: `npm run sync`, the schedule of each server process and any
 * other instance sharing the data directory take this lock file first. A lock left by a process
 * that died (or older than any sync can take) is taken over.
 */
import { openSync, closeSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const STALE_AFTER_MS = 60 * 60_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(file: string, now: number): boolean {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    const age = now - statSync(file).mtimeMs;
    return age > STALE_AFTER_MS || !Number.isInteger(pid) || pid <= 0 || !isAlive(pid);
  } catch {
    return false; // gone already, or being written: let the next attempt decide
  }
}

/** Takes the lock of `snapshotDir`; returns its release, or null when another sync holds it. */
export function acquireSyncLock(snapshotDir: string, now = Date.now()): (() => void) | null {
  const file = `${path.resolve(snapshotDir)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!isStale(file, now)) return null;
      rmSync(file, { force: true });
    }
  }
  return null;
}
