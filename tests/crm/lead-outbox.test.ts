/**
 * Leads to the CRM through the outbox (issue 13): a stored lead gets a 'crm' row only when a CRM
 * is configured and takes its form; the dispatcher hands it over with ContactOnMe or
 * DemandRegister, retries while the CRM is down, and never sends it twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadGoesToCrm, omnicasaLeadSender } from '@/lib/server/crm/lead-sender';
import { leads, outbox } from '@/lib/server/db/schema';
import { submitForm } from '@/lib/server/forms/submit';
import { dispatchDue } from '@/lib/server/mail/dispatcher';
import { fileTransport } from '@/lib/server/mail/transport';
import type { FakeOmnicasa } from '@/scripts/fake-omnicasa.mjs';
import { validPayload } from '../server/fixtures';
import { BACKENDS, startTestDatabase, testDeps, type TestDatabase } from '../server/harness';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin, CUSTOMER, configFor, PASSWORD, setMode, startFake } from './omnicasa/helpers';

const CRM_ENV = {
  OMNICASA_URL: 'https://crm.example/OmnicasaService.svc',
  OMNICASA_CUSTOMER_NAME: CUSTOMER,
  OMNICASA_CUSTOMER_PASSWORD: PASSWORD,
};

describe('leadGoesToCrm', () => {
  const lead = (form: string) => ({ form, locale: 'nl', propertyId: null, fields: {} });

  it('queues nothing without a CRM', () => {
    expect(leadGoesToCrm({})(lead('site-contact'))).toBe(false);
  });

  it('queues the forms the CRM takes, and not jobs, send-to-friend, newsletter or testimonials', () => {
    const goes = leadGoesToCrm(CRM_ENV);
    expect(
      ['site-contact', 'contact-appointment', 'demand-register', 'contact-construction'].map((f) =>
        goes(lead(f)),
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['jobs', 'send-to-friend', 'sign-newsletter', 'testimonial'].map((f) => goes(lead(f))),
    ).toEqual([false, false, false, false]);
  });

  it('queues the rows of a half configuration, so they wait for the fix instead of being lost', () => {
    expect(leadGoesToCrm({ OMNICASA_URL: CRM_ENV.OMNICASA_URL })(lead('site-contact'))).toBe(true);
  });
});

describe.each(BACKENDS)('leads to the CRM on %s', (backend) => {
  let db: TestDatabase;
  let fake: FakeOmnicasa;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'agency-crm-mail-'));

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    fake = await startFake();
  }, 60_000);
  afterAll(async () => {
    await fake?.stop();
    await db?.stop();
  });
  beforeEach(async () => {
    await admin(fake, 'POST', 'reset');
  });

  const unique = (name: string) =>
    `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;
  const deps = (configured: boolean) =>
    testDeps(db, { goesToCrm: leadGoesToCrm(configured ? CRM_ENV : {}) });
  const crmRows = async (email: string) =>
    (
      await db.db
        .select({
          status: outbox.status,
          attempts: outbox.attempts,
          kind: outbox.kind,
          lastError: outbox.lastError,
        })
        .from(outbox)
        .innerJoin(leads, eq(leads.id, outbox.leadId))
        .where(eq(leads.email, email))
    ).filter((row) => row.kind === 'crm');
  const dispatch = () =>
    dispatchDue({
      db: db.db,
      transport: fileTransport(mailDir),
      crm: omnicasaLeadSender(configFor(fake, { timeoutMs: 1000 })),
      from: 'site@example.be',
      baseDelayMs: 1,
      maxDelayMs: 1,
    });
  const callsFor = async (email: string) =>
    (
      await admin<{ calls: Array<{ method: string; params: Record<string, unknown> }> }>(
        fake,
        'GET',
        'calls',
      )
    ).calls.filter((c) => c.params.Email === email);

  it('stores no crm row without a CRM, and the mails as before', async () => {
    const email = unique('no-crm');
    expect(
      (
        await submitForm(
          'site-contact',
          validPayload('site-contact', email),
          { locale: 'nl', ip: null },
          deps(false),
        )
      ).ok,
    ).toBe(true);
    expect(await crmRows(email)).toEqual([]);
    const all = await db.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .innerJoin(leads, eq(leads.id, outbox.leadId))
      .where(eq(leads.email, email));
    expect(all.map((r) => r.kind).sort()).toEqual(['agency', 'visitor']);
  });

  it('books a visit with ContactOnMe on its property, the day and slot asked in AgendaComment', async () => {
    const email = unique('visit');
    const payload = validPayload('contact-appointment', email);
    expect(
      (await submitForm('contact-appointment', payload, { locale: 'fr', ip: null }, deps(true))).ok,
    ).toBe(true);
    expect(await crmRows(email)).toMatchObject([{ status: 'pending' }]);
    await dispatch();
    expect(await crmRows(email)).toMatchObject([{ status: 'sent' }]);
    const calls = await callsFor(email);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'ContactOnMe',
      params: {
        ObjectID: 101,
        LanguageId: 2,
        Name: 'Dupont',
        AgendaComment: `${String(payload.date)} 14:00-16:00`,
      },
    });
  });

  it('registers a search profile with DemandRegister and the CRM types of the WebIDs asked', async () => {
    const email = unique('demand');
    expect(
      (
        await submitForm(
          'demand-register',
          validPayload('demand-register', email),
          { locale: 'de', ip: null },
          deps(true),
        )
      ).ok,
    ).toBe(true);
    await dispatch();
    const [call] = await callsFor(email);
    expect(call?.method).toBe('DemandRegister');
    expect(call?.params).toMatchObject({
      Goal: 0,
      PriceMin: 200000,
      PriceMax: 400000,
      MinRooms: 2,
      LanguageId: 4,
    });
    expect((call?.params.TypeOfPropertyIDs as number[] | undefined)?.length).toBeGreaterThan(0);
  });

  it('keeps a lead while the CRM is down and sends it exactly once when it is back', async () => {
    const email = unique('down');
    expect(
      (
        await submitForm(
          'contact-demand',
          validPayload('contact-demand', email),
          { locale: 'nl', ip: null },
          deps(true),
        )
      ).ok,
    ).toBe(true);
    await setMode(fake, { mode: 'down', kind: '503' });
    await dispatch();
    await dispatch();
    const [waiting] = await crmRows(email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 2 });
    expect(waiting?.lastError).toMatch(/unavailable|503/i);
    expect(waiting?.lastError).not.toContain(PASSWORD);
    await setMode(fake, { mode: 'normal' });
    await dispatch();
    await dispatch();
    expect(await crmRows(email)).toMatchObject([{ status: 'sent' }]);
    expect(await callsFor(email)).toHaveLength(1);
  });

  it('keeps trying while the credentials are refused (the agency can fix them), never writing them', async () => {
    const email = unique('auth');
    expect(
      (
        await submitForm(
          'site-contact',
          validPayload('site-contact', email),
          { locale: 'en', ip: null },
          deps(true),
        )
      ).ok,
    ).toBe(true);
    await dispatchDue({
      db: db.db,
      transport: fileTransport(mailDir),
      crm: omnicasaLeadSender(configFor(fake, { customerPassword: 'wrong-password' })),
      from: 'site@example.be',
      baseDelayMs: 1,
      maxDelayMs: 1,
    });
    const [row] = await crmRows(email);
    expect(row?.status).toBe('pending');
    expect(row?.lastError).not.toContain('wrong-password');
    expect(await callsFor(email)).toHaveLength(0);
  });

  it('gives up at once on a lead the CRM refuses (sending it again cannot change that)', async () => {
    const email = unique('refused');
    expect(
      (
        await submitForm(
          'site-contact',
          validPayload('site-contact', email),
          { locale: 'en', ip: null },
          deps(true),
        )
      ).ok,
    ).toBe(true);
    // The CRM refuses a lead without e-mail; the stored one has one, so drop it on the way.
    const sender = omnicasaLeadSender(configFor(fake));
    await dispatchDue({
      db: db.db,
      transport: fileTransport(mailDir),
      crm: {
        send: (lead) => sender.send({ ...lead, fields: { ...lead.fields, email: undefined } }),
      },
      from: 'site@example.be',
      baseDelayMs: 1,
      maxDelayMs: 1,
    });
    expect(await crmRows(email)).toMatchObject([{ status: 'failed', attempts: 1 }]);
  });

  it('leaves crm rows waiting in an instance without a CRM sender', async () => {
    const email = unique('nosender');
    expect(
      (
        await submitForm(
          'site-contact',
          validPayload('site-contact', email),
          { locale: 'nl', ip: null },
          deps(true),
        )
      ).ok,
    ).toBe(true);
    await dispatchDue({
      db: db.db,
      transport: fileTransport(mailDir),
      crm: null,
      from: 'site@example.be',
      baseDelayMs: 1,
      maxDelayMs: 1,
    });
    expect(await crmRows(email)).toMatchObject([{ status: 'pending' }]);
  });
});
