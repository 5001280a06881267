/**
 * `npm run owner:add -- --email owner@example.be --property 4019012 [--property …] [--name "…"] [--locale nl]`
 * Creates the owner account (or adds properties to it) and prints a one-time link to set the
 * password, valid for 7 days. Uses DATABASE_URL, else the embedded database in .data/pglite
 * (opened directly, or through the running `npm start` server, whose port it writes beside the directory).
 */
import { parseArgs } from 'node:util';
import { getPropertyIds } from '@/lib/catalogue';
import { isSiteLocale, SITE_LOCALES } from '@/lib/locale';
import { addOwner } from '@/lib/server/auth/owners';
import { createPasswordToken, passwordLink } from '@/lib/server/auth/password-reset';
import { createDb } from '@/lib/server/db/client';
import { siteUrl } from '@/lib/server/mail/render';
import { openDatabase } from './open-database.mjs';

function fail(message: string): never {
  console.error(`owner:add: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    property: { type: 'string', multiple: true },
    name: { type: 'string', default: '' },
    locale: { type: 'string', default: 'fr' },
  },
});

const email = values.email?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('give a valid --email');
if (!isSiteLocale(values.locale)) fail(`--locale must be one of ${SITE_LOCALES.join(', ')}`);
const known = new Set(getPropertyIds());
const propertyIds = (values.property ?? []).map(Number);
if (propertyIds.length === 0) fail('give at least one --property (a property ID of the snapshot)');
const unknown = propertyIds.filter((id) => !known.has(id));
if (unknown.length > 0) fail(`unknown property ID(s): ${unknown.join(', ')}`);

async function main() {
  const database = await openDatabase();
  const { db, pool } = createDb(database.url, 2);
  try {
    const ownerId = await addOwner(db, {
      email,
      name: values.name,
      locale: values.locale,
      propertyIds,
    });
    const token = await createPasswordToken(db, ownerId, 'set', new Date());
    console.log(`Owner ${email} (id ${ownerId}) linked to ${propertyIds.join(', ')}.`);
    console.log(
      `One-time link to set the password (valid 7 days):\n${passwordLink(siteUrl(), values.locale, token)}`,
    );
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
