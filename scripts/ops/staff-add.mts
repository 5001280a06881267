/**
 * `STAFF_PASSWORD=… npm run staff:add -- --email editor@agency.be --role editor [--name "…"] [--locale nl]`
 * Creates a staff account of the editor, or updates its role, name and password. The
 * password comes from STAFF_PASSWORD (kept out of the shell history and `ps`), else from stdin.
 * Uses DATABASE_URL, else the embedded database (scripts/ops/open-database.mts).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isSiteLocale, SITE_LOCALES } from '@/lib/locale';
import { staffAccountSchema } from '@/lib/forms/staff';
import { passwordRefusal } from '@/lib/server/auth/password-policy';
import { addStaff } from '@/lib/server/auth/staff';
import { createDb } from '@/lib/server/db/client';
import { openDatabase } from './open-database.mjs';

function fail(message: string): never {
  console.error(`staff:add: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'editor' },
    name: { type: 'string', default: '' },
    locale: { type: 'string', default: 'nl' },
  },
});

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await prompt.question('Password (at least 10 characters): ');
  } finally {
    prompt.close();
  }
}

async function main() {
  if (!isSiteLocale(values.locale)) fail(`--locale must be one of ${SITE_LOCALES.join(', ')}`);
  const parsed = staffAccountSchema.safeParse({ email: values.email ?? '', role: values.role, password: await readPassword() });
  if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const refusal = await passwordRefusal(parsed.data.password, { email: parsed.data.email });
  if (refusal === 'PASSWORD_COMMON') fail('this password is on the lists of common or leaked passwords: choose another one');
  if (refusal === 'PASSWORD_PERSONAL') fail("the password may not contain the e-mail's name or the agency's name: choose another one");
  const database = await openDatabase();
  const { db, pool } = createDb(database.url, 2);
  try {
    const id = await addStaff(db, { ...parsed.data, name: values.name, locale: values.locale });
    console.log(`Staff ${parsed.data.email} (id ${id}, ${parsed.data.role}) can log in at /staff/login/.`);
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
