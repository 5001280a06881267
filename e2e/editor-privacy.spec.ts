/**
 * An admin erases one person's data on request, without JavaScript: the screen counts what the site
 * holds for the address, erases it after the confirmation box is ticked, and the staff journal
 * records the erasure under a hash, never the address. The rows are this run's own.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import nl from '@/messages/nl.json';
import { addStaff } from '@/lib/server/auth/staff';
import { expect, test } from './fixtures';
import { fastHash, logInStaff, skipWithoutDatabase, withE2eDb } from './staff';

const run = randomUUID().slice(0, 8);
const ADMIN = { email: `privacy-admin.${run}@example.be`, password: `admin password ${run}` };
const PERSON = `erase-me.${run}@example.be`;

test.use({ javaScriptEnabled: false });

test('an admin sees what is held for an address and erases it, and the journal keeps a hash only', async ({ page, request }) => {
  await skipWithoutDatabase(request);
  await withE2eDb(async (db) => {
    await addStaff(db, { ...ADMIN, role: 'admin', locale: 'nl' }, fastHash);
    await db.execute(sql`INSERT INTO leads (form, locale, email, fields) VALUES ('site-contact', 'nl', ${PERSON}, ${JSON.stringify({ email: PERSON, firstName: 'Erik' })}::jsonb)`);
    await db.execute(sql`INSERT INTO newsletter_subscribers (email, locale, token) VALUES (${PERSON}, 'nl', ${`e2e-privacy-${run}-token`})`);
  });
  await logInStaff(page, ADMIN);
  await page.goto('/nl/staff/privacy/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Editor.privacy.title);
  await page.getByLabel(nl.Editor.privacy.email).fill(PERSON.toUpperCase());
  await page.getByRole('button', { name: nl.Editor.privacy.findSubmit }).click();

  const found = page.getByTestId('privacy-found');
  await expect(found.locator('tr[data-kind="leads"] td')).toHaveText('1');
  await expect(found.locator('tr[data-kind="newsletter"] td')).toHaveText('1');
  await expect(found.locator('tr[data-kind="ownerAccount"] td')).toHaveText('0');
  await page.getByLabel(nl.Editor.privacy.confirm).check();
  await page.getByRole('button', { name: nl.Editor.privacy.eraseSubmit }).click();

  await expect(page.getByRole('status').filter({ hasText: nl.Editor.privacy.erased })).toBeVisible();
  await expect(page.getByTestId('privacy-erased').locator('tr[data-kind="leads"] td')).toHaveText('1');
  const left = await withE2eDb(async (db) =>
    (await db.execute<{ n: string }>(sql`
      SELECT (SELECT count(*) FROM leads WHERE email = ${PERSON}) + (SELECT count(*) FROM newsletter_subscribers WHERE email = ${PERSON}) AS n`)).rows[0]?.n,
  );
  expect(Number(left)).toBe(0);

  await page.goto('/nl/staff/staff/');
  const entry = page.locator('[data-testid="staff-events"] tr[data-action="person-erased"]').first();
  await expect(entry).toContainText(nl.Editor.staff.events.action.personErased);
  await expect(entry).toHaveAttribute('data-subject', /^hmac:[0-9a-f]{32}$/);
  await expect(page.locator('[data-testid="staff-events"]')).not.toContainText(PERSON);
});
