/**
 * The demo owner of the embedded demo database (`npm start` without DATABASE_URL, docs/editing.md
 * "Owner accounts"). Its password is no published one: it is made on the first start, only its hash
 * is stored, and the server prints it once. `npm start` asks for the seeding (SEED_DEMO_OWNER) only
 * on the embedded database and never with a CRM (server/embedded-demo.mjs); DEMO_OWNER_PASSWORD
 * gives the test harnesses a password they know.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getProperties, MARQUEE } from '@/lib/catalogue';
import { localizedHref } from '@/lib/routes';
import type { Database } from '../db/client';
import { owners } from '../db/schema';
import { addOwner } from './owners';
import { hashPassword } from './password';

export const DEMO_OWNER = {
  email: 'demo.owner@immo-horizon.be',
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

/** Whether this server seeds the demo owner: asked for by `npm start`'s embedded demo, and no CRM. */
export function seedsDemoOwner(env: Record<string, string | undefined>): boolean {
  return ['1', 'true'].includes(env.SEED_DEMO_OWNER ?? '') && !env.OMNICASA_URL;
}

/**
 * Creates the demo owner once, with `password` or else a new random one, and returns the password
 * it was given; a later run finds it and leaves it (and a changed password) alone: null.
 */
export async function seedDemoOwner(db: Database, password?: string): Promise<string | null> {
  const [existing] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.email, DEMO_OWNER.email));
  if (existing) return null;
  const chosen = password || randomBytes(12).toString('base64url');
  const id = await addOwner(db, { ...DEMO_OWNER, propertyIds: demoOwnerPropertyIds() });
  await db
    .update(owners)
    .set({ passwordHash: await hashPassword(chosen) })
    .where(eq(owners.id, id));
  return chosen;
}

/** The one console line that gives the demo owner's new password, the only time it is shown. */
export function demoOwnerLine(password: string, siteUrl: string): string {
  const login = `${siteUrl.replace(/\/$/, '')}${localizedHref('/login', DEMO_OWNER.locale)}`;
  return `Demo owner login (shown this once, only its hash is kept): ${DEMO_OWNER.email} / ${password} at ${login}`;
}
