/**
 * What /api/health says of the CRM sync: the last attempt (time, outcome, why it failed) and the
 * last success (time, kind, counts), kept in DATA_DIR/sync-state.json by whichever process synced.
 * Messages are redacted before they are written: the CRM's API carries credentials in its URLs.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SyncOutcome } from './sync';

export type SyncState = {
  lastAttempt: { at: string; ok: boolean; error?: string };
  lastSuccess: { at: string; kind: 'full' | 'incremental'; properties: number; added: number; updated: number; removed: number; skipped: number } | null;
};

export function syncStateFile(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR || '.data', 'sync-state.json');
}

export function readSyncState(file = syncStateFile()): SyncState | null {
  try {
    return JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as SyncState;
  } catch {
    return null;
  }
}

export function recordSyncOutcome(outcome: SyncOutcome, redact: (text: string) => string, file = syncStateFile()): SyncState {
  const previous = readSyncState(file);
  const state: SyncState = outcome.ok
    ? {
        lastAttempt: { at: outcome.at, ok: true },
        lastSuccess: {
          at: outcome.at,
          kind: outcome.manifest.kind,
          properties: outcome.manifest.counts.properties,
          added: outcome.manifest.changes.added.length,
          updated: outcome.manifest.changes.updated.length,
          removed: outcome.manifest.changes.removed.length,
          skipped: outcome.manifest.counts.skipped,
        },
      }
    : { lastAttempt: { at: outcome.at, ok: false, error: redact(outcome.error).slice(0, 500) }, lastSuccess: previous?.lastSuccess ?? null };
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state, null, 2));
  renameSync(temp, file);
  return state;
}
