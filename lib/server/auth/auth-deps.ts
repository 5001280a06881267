import 'server-only';
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
  };
}
