/**
 * The documented demo owner of the embedded demo database (docs/editing.md, "Owner accounts").
 * Never seeded against a DATABASE_URL unless SEED_DEMO_OWNER asks for it (the e2e suite does).
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { getProperties, MARQUEE } from '@/lib/catalogue';
import type { Database } from '../db/client';
import { owners } from '../db/schema';
import { addOwner } from './owners';
import { hashPassword } from './password';

export const DEMO_OWNER = {
  email: 'demo.owner@immo-horizon.be',
  password: 'Demo-Owner-2026',
  name: 'Demo Owner',
  locale: 'fr',
} as const;

/** The demo owner's properties: the first property for sale and the first for rent still on the market. */
export function demoOwnerPropertyIds(): number[] {
  const available = getProperties('fr')
    .filter((p) => p.Marquee !== MARQUEE.SOLD_OR_RENTED)
    .sort((a, b) => a.ID - b.ID);
  const forSale = available.find((p) => p.Goal === 0);
  const forRent = available.find((p) => p.Goal !== 0);
  return [forSale, forRent].filter((p) => p !== undefined).map((p) => p.ID);
}

/** Creates the demo owner with its password once; later runs leave it (and a changed password) alone. */
export async function seedDemoOwner(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.email, DEMO_OWNER.email));
  if (existing) return;
  const id = await addOwner(db, { ...DEMO_OWNER, propertyIds: demoOwnerPropertyIds() });
  await db
    .update(owners)
    .set({ passwordHash: await hashPassword(DEMO_OWNER.password) })
    .where(eq(owners.id, id));
}
