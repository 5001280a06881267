import 'server-only';
import { after } from 'next/server';
import { siteUrl } from '../mail/render';
import { agencyMailTo } from '../forms/definitions';
import { getDb } from '../db/client';
import { wakeMailWorker } from '../mail/worker';
import type { AuthDeps } from './deps';

/** The production wiring of the owner-account operations. */
export function defaultAuthDeps(): AuthDeps {
  return {
    db: getDb().db,
    now: () => new Date(),
    agencyMailTo: agencyMailTo(),
    siteUrl: siteUrl(),
    onMailQueued: wakeMailWorker,
    afterAnswer: (work) =>
      after(() => work().catch((error: unknown) => console.error('[auth] work after the answer failed:', error instanceof Error ? error.message : error))),
  };
}
