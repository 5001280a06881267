/**
 * One CRM sync at a time across every instance and command: a lease row in Postgres,
 * taken with one atomic statement, renewed while the sync runs and left to expire if its holder
 * dies. Not an advisory lock: that belongs to a database session, and the embedded PGlite serves
 * every connection in one session, where a second lock would always be granted.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { crmSyncLease } from '../db/schema';

const NAME = 'crm-sync';
/** A holder that stopped renewing for this long is taken to be gone. */
export const LEASE_TTL_MS = 120_000;

export type Lease = { holder: string; release(): Promise<void> };

/** Takes the lease (renewing it every third of its life), or null when a live holder has it. */
export async function acquireSyncLease(db: Database, { ttlMs = LEASE_TTL_MS, label = `pid ${process.pid}` } = {}): Promise<Lease | null> {
  const holder = `${label} ${randomBytes(6).toString('hex')}`;
  const expires = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  const taken = await db
    .insert(crmSyncLease)
    .values({ name: NAME, holder, expiresAt: expires })
    .onConflictDoUpdate({ target: crmSyncLease.name, set: { holder, expiresAt: expires }, setWhere: sql`${crmSyncLease.expiresAt} < now()` })
    .returning({ holder: crmSyncLease.holder });
  if (taken[0]?.holder !== holder) return null;
  const renew = setInterval(() => {
    db.update(crmSyncLease)
      .set({ expiresAt: expires })
      .where(and(eq(crmSyncLease.name, NAME), eq(crmSyncLease.holder, holder)))
      .catch((error: unknown) => console.error('[crm] sync lease not renewed:', error instanceof Error ? error.message : error));
  }, ttlMs / 3);
  renew.unref();
  return {
    holder,
    async release() {
      clearInterval(renew);
      await db.delete(crmSyncLease).where(and(eq(crmSyncLease.name, NAME), eq(crmSyncLease.holder, holder)));
    },
  };
}

/** Whether a live holder has the lease now (a sync runs somewhere). */
export async function syncLeaseHeld(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ holder: crmSyncLease.holder })
    .from(crmSyncLease)
    .where(and(eq(crmSyncLease.name, NAME), sql`${crmSyncLease.expiresAt} > now()`));
  return Boolean(row);
}
