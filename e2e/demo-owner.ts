/**
 * The demo owner the e2e tests log in as. The embedded demo makes its password on the first start
 * and prints it once (lib/server/auth/demo-owner.ts); the e2e server is given this one instead
 * (DEMO_OWNER_PASSWORD, playwright.config.ts), and on a DATABASE_URL (CI), where no demo owner is
 * ever seeded, the global setup makes it (e2e/global-setup.ts). It exists only on test servers.
 */
import { eq } from 'drizzle-orm';
import { DEMO_OWNER, demoOwnerPropertyIds } from '@/lib/server/auth/demo-owner';
import { addOwner } from '@/lib/server/auth/owners';
import { hashPassword } from '@/lib/server/auth/password';
import { owners } from '@/lib/server/db/schema';
import { E2E_DEMO_OWNER_PASSWORD } from './server-secrets';
import { withE2eDb } from './staff';

export const E2E_DEMO_OWNER = { ...DEMO_OWNER, password: E2E_DEMO_OWNER_PASSWORD } as const;

/** Makes the demo owner, with its properties and the e2e password, on the e2e server's database. */
export async function ensureE2eDemoOwner(): Promise<void> {
  await withE2eDb(async (db) => {
    const id = await addOwner(db, { ...DEMO_OWNER, propertyIds: demoOwnerPropertyIds() });
    await db
      .update(owners)
      .set({ passwordHash: await hashPassword(E2E_DEMO_OWNER.password) })
      .where(eq(owners.id, id));
  });
}
