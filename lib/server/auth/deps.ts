import 'server-only';
import type { Database } from '../db/client';
import type { ScryptCost } from './password';
import type { ThrottleLimits } from './throttle';

/** What the owner-account operations need; tests pass their own database and clock. */
export interface AuthDeps {
  db: Database;
  now: () => Date;
  /** Where the 'an owner logged in' notification goes (SPEC §6). */
  agencyMailTo: string;
  /** The site's public origin, for links in mails. */
  siteUrl: string;
  loginLimits?: ThrottleLimits;
  /** The scrypt cost a login brings an older hash up to (PASSWORD_COST unless a test asks for less). */
  passwordCost?: ScryptCost;
  resetLimits?: ThrottleLimits;
  onMailQueued?: () => void;
  /**
   * Runs work after the answer is sent (Next's `after` in a request), so that its time does not
   * show in the answer's; without it the work is awaited before answering (scripts, tests).
   */
  afterAnswer?: (work: () => Promise<void>) => void;
}
