import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, newsletterSubscribers } from '@/lib/server/db/schema';
import { submitForm } from '@/lib/server/forms/submit';
import { unsubscribe } from '@/lib/server/forms/unsubscribe';
import { renderMail } from '@/lib/server/mail/render';
import { confirmNewsletter } from '@/lib/server/newsletter/subscriptions';
import { BACKENDS, startTestDatabase, testDeps, type TestDatabase } from './harness';

const DAY = 86_400_000;

describe.each(BACKENDS)('newsletter double opt-in on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  const signUp = async (email: string) => {
    expect((await submitForm('sign-newsletter', { email }, { locale: 'fr', ip: null }, testDeps(db))).ok).toBe(true);
  };
  const subscriber = async (email: string) =>
    (await db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const lastLead = async (email: string) =>
    (await db.db.select().from(leads).where(eq(leads.email, email)).orderBy(leads.id)).at(-1)!;

  it('keeps a sign-up pending and mails the link that confirms it, with the unsubscribe link', async () => {
    const email = 'optin.pending@example.be';
    await signUp(email);
    const row = await subscriber(email);
    expect(row.confirmedAt).toBeNull();
    const lead = await lastLead(email);
    expect(lead.fields.newsletterToken).toBe(row.token);
    const mail = renderMail('visitor', 'fr', { ...lead, fields: lead.fields });
    expect(mail.text).toContain(`/fr/confirm-alert/?token=${row.token}`);
    expect(mail.text).toContain(`/fr/unsubscribe/?token=${row.token}`);
    expect(mail.text).not.toContain('newsletterToken');
  });

  it('confirms with the mailed token within 7 days, not after', async () => {
    const late = 'optin.late@example.be';
    await signUp(late);
    const lateRow = await subscriber(late);
    expect(await confirmNewsletter(db.db, lateRow.token, new Date(lateRow.subscribedAt.getTime() + 7 * DAY + 60_000), 7)).toBe(false);
    expect((await subscriber(late)).confirmedAt).toBeNull();

    const email = 'optin.intime@example.be';
    await signUp(email);
    const row = await subscriber(email);
    expect(await confirmNewsletter(db.db, row.token, new Date(row.subscribedAt.getTime() + 7 * DAY - 60_000), 7)).toBe(true);
    expect((await subscriber(email)).confirmedAt).toBeInstanceOf(Date);
    // Confirming again changes nothing; an unknown or malformed token confirms nothing.
    expect(await confirmNewsletter(db.db, row.token, new Date(), 7)).toBe(true);
    expect(await confirmNewsletter(db.db, 'unknown-token-0000000000', new Date(), 7)).toBe(false);
    expect(await confirmNewsletter(db.db, "x' OR '1'='1", new Date(), 7)).toBe(false);
  });

  it('makes an unsubscribed address confirm again, with a new token (the old one confirms nothing)', async () => {
    const email = 'optin.again@example.be';
    await signUp(email);
    const first = await subscriber(email);
    expect(await confirmNewsletter(db.db, first.token, new Date(), 7)).toBe(true);
    expect(await unsubscribe(db.db, first.token)).toBe(true);
    await signUp(email);
    const again = await subscriber(email);
    expect(again).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(again.token).not.toBe(first.token);
    expect(await confirmNewsletter(db.db, first.token, new Date(), 7)).toBe(false);
    expect((await lastLead(email)).fields.newsletterToken).toBe(again.token);
    expect(await confirmNewsletter(db.db, again.token, new Date(), 7)).toBe(true);
  });

  it('leaves a confirmed subscriber confirmed when the address signs up again: the mail carries the unsubscribe link only', async () => {
    const email = 'optin.confirmed@example.be';
    await signUp(email);
    const row = await subscriber(email);
    await confirmNewsletter(db.db, row.token, new Date(), 7);
    await signUp(email);
    const after = await subscriber(email);
    expect(after.token).toBe(row.token);
    expect(after.confirmedAt).toBeInstanceOf(Date);
    const lead = await lastLead(email);
    expect(lead.fields).toMatchObject({ unsubscribeToken: row.token });
    expect(renderMail('visitor', 'fr', lead).text).not.toContain('/confirm-alert/');
  });

  it('refuses to confirm an address that unsubscribed while pending', async () => {
    const email = 'optin.refused@example.be';
    await signUp(email);
    const row = await subscriber(email);
    expect(await unsubscribe(db.db, row.token)).toBe(true);
    expect(await confirmNewsletter(db.db, row.token, new Date(), 7)).toBe(false);
  });
});
