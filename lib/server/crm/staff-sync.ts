/**
 * A sync started from the staff's sync screen. With a big stock it takes minutes, longer
 * than a request should wait: it runs on in this server process after the action has answered, and
 * the screen shows it as 'running' until its run is finished. The action waits only long enough to
 * know whether the sync got the lease or another one is running.
 */
import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/client';
import { omnicasaConfigFromEnv } from './omnicasa/config';
import { describeSync, runCrmSync, type RunOptions, type SyncRun } from './run-sync';
import { shrinkLimitsFromEnv } from './shrink-guard';

type Env = Record<string, string | undefined>;

/** A CRM is configured when OMNICASA_URL is set (a half configuration is configured, and refused). */
export const crmConfigured = (env: Env = process.env) => Boolean(env.OMNICASA_URL?.trim());

/** How long the action waits for the sync to take the lease (or to be refused it). */
export const LEASE_ANSWER_MS = 1500;

export type StaffSyncStart = 'started' | 'busy' | 'notConfigured' | 'config';

export async function startStaffSync({
  db,
  staffId,
  acceptShrink,
  env = process.env,
  run = runCrmSync,
  waitMs = LEASE_ANSWER_MS,
}: {
  db: Database;
  staffId: number;
  acceptShrink: boolean;
  env?: Env;
  run?: (options: RunOptions) => Promise<SyncRun>;
  waitMs?: number;
}): Promise<StaffSyncStart> {
  if (!crmConfigured(env)) return 'notConfigured';
  try {
    omnicasaConfigFromEnv(env);
    shrinkLimitsFromEnv(env);
  } catch (error) {
    console.error('[crm] sync not started:', error instanceof Error ? error.message : error);
    return 'config';
  }
  const sync = run({ db, env, trigger: 'staff', staffId, acceptShrink }).then(
    (outcome) => {
      (outcome.ok ? console.log : console.error)(describeSync(outcome));
      return outcome;
    },
    (error: unknown) => {
      console.error('[crm] sync failed:', error instanceof Error ? error.message : error);
      return null;
    },
  );
  const waiting = new AbortController();
  const soon = sleep(waitMs, undefined, { signal: waiting.signal }).catch(() => undefined);
  const early = await Promise.race([sync, soon]);
  waiting.abort();
  return early && 'busy' in early ? 'busy' : 'started';
}
