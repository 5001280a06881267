/** Staff accounts: editors change the site's content, admins also manage staff. */
import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staff } from '../db/schema';
import { normalizeEmail } from './owners';
import { hashPassword } from './password';
import { recordStaffEvent } from './staff-events';

export type StaffRole = 'editor' | 'admin';
export const STAFF_ROLES: readonly StaffRole[] = ['editor', 'admin'];

/**
 * Creates the staff member or updates its role, name and password (bringing back a removed one);
 * returns its id. `npm run staff:add` uses it: the staff journal records it without an actor.
 */
export async function addStaff(
  db: Database,
  input: { email: string; name?: string; role: StaffRole; locale: string; password: string },
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<number> {
  const values = {
    email: normalizeEmail(input.email),
    name: input.name ?? '',
    role: input.role,
    locale: input.locale,
    passwordHash: await hash(input.password),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values(values)
      .onConflictDoUpdate({
        target: staff.email,
        set: { name: sql`excluded.name`, role: sql`excluded.role`, locale: sql`excluded.locale`, passwordHash: sql`excluded.password_hash`, removedAt: null },
      })
      .returning({ id: staff.id });
    if (!row) throw new Error('staff insert returned nothing');
    await recordStaffEvent(tx, { actorId: null, action: 'added', subject: values.email, detail: { role: values.role, command: true } });
    return row.id;
  });
}

/** An active member (a removed one is not found: no login, no reset link). */
export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db.select().from(staff).where(and(eq(staff.email, normalizeEmail(email)), isNull(staff.removedAt)));
  return row ?? null;
}
