/** Owner accounts and the properties each may see. */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ownerProperties, owners } from '../db/schema';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates the owner (or finds it by e-mail) and links the given properties; returns its id. */
export async function addOwner(
  db: Database,
  input: { email: string; name?: string; locale: string; propertyIds: number[] },
): Promise<number> {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(owners)
      .values({ email, name: input.name ?? '', locale: input.locale })
      .onConflictDoUpdate({ target: owners.email, set: { email: sql`excluded.email` } })
      .returning({ id: owners.id });
    if (!row) throw new Error('owner insert returned nothing');
    if (input.propertyIds.length > 0) {
      await tx
        .insert(ownerProperties)
        .values(input.propertyIds.map((propertyId) => ({ ownerId: row.id, propertyId })))
        .onConflictDoNothing();
    }
    return row.id;
  });
}

export async function findOwnerByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(owners)
    .where(eq(owners.email, normalizeEmail(email)));
  return row ?? null;
}

export async function ownedPropertyIds(db: Database, ownerId: number): Promise<number[]> {
  const rows = await db
    .select({ propertyId: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(eq(ownerProperties.ownerId, ownerId))
    .orderBy(ownerProperties.propertyId);
  return rows.map((r) => r.propertyId);
}

export async function ownsProperty(
  db: Database,
  ownerId: number,
  propertyId: number,
): Promise<boolean> {
  const rows = await db
    .select({ propertyId: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(and(eq(ownerProperties.ownerId, ownerId), eq(ownerProperties.propertyId, propertyId)));
  return rows.length > 0;
}
