/**
 * Leads to the CRM through the outbox: a stored lead gets a 'crm' row only when a CRM
 * is configured and takes its form; the dispatcher hands it over with ContactOnMe or
 * DemandRegister, retries while the CRM is down, and never sends it twice. The site shows the
 * stock a sync read from the fake CRM's generated account, so the leads are about its properties
 * and categories.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getPropertyIds, showCatalogue } from '@/lib/catalogue';
import { loadCatalogue } from '@/lib/server/crm/catalogue-store';
import { leadGoesToCrm, omnicasaLeadSender } from '@/lib/server/crm/lead-sender';
import { runCrmSync } from '@/lib/server/crm/run-sync';
import { leads, outbox } from '@/lib/server/db/schema';
import { submitForm } from '@/lib/server/forms/submit';
import { dispatchDue } from '@/lib/server/mail/dispatcher';
import { fileTransport } from '@/lib/server/mail/transport';
import type { FakeOmnicasa } from '@/tests/harness/fake-omnicasa.mjs';
import { validPayload } from '../server/fixtures';
import { BACKENDS, startTestDatabase, testDeps, type TestDatabase } from '../server/harness';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  admin,
  aProperty,
  CUSTOMER,
  configFor,
  leadCalls,
  PASSWORD,
  setMode,
  startFake,
  typeIdsSent,
  typeIdsUnder,
} from './omnicasa/helpers';

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
    // The site shows the CRM's stock, as after a sync: its forms offer the account's categories.
    const env = { ...CRM_ENV, OMNICASA_URL: fake.url };
    const sync = await runCrmSync({ db: db.db, env, trigger: 'command' });
    if (!sync.ok) throw new Error(`the sync of the fake failed: ${JSON.stringify(sync)}`);
    showCatalogue((await loadCatalogue(db.db))!.catalogue);
  }, 60_000);
  afterAll(async () => {
    showCatalogue(null);
    await fake?.stop();
    await db?.stop();
  });
  beforeEach(async () => {
    await admin(fake, 'POST', 'reset');
  });

  const unique = (name: string) =>
    `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;
  const deps = (configured: boolean) =>
    testDeps(db, {
      goesToCrm: leadGoesToCrm(configured ? CRM_ENV : {}),
      propertyExists: (id) => getPropertyIds().includes(id),
    });
  /** The account's first and third categories (a form posts their WebIDs). */
  const accountCategories = () => {
    const [first, , third] = fake.account().categories;
    return [first!, third!];
  };
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
  const dispatch = (config = configFor(fake, { timeoutMs: 1000 })) =>
    dispatchDue({
      db: db.db,
      transport: fileTransport(mailDir),
      crm: omnicasaLeadSender(config),
      from: 'site@example.be',
      baseDelayMs: 1,
      maxDelayMs: 1,
    });
  const callsFor = async (email: string) =>
    (await leadCalls(fake)).filter((c) => c.params.Email === email);

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
    const { id } = aProperty(fake);
    const payload: Record<string, unknown> = {
      ...validPayload('contact-appointment', email),
      propertyId: String(id),
    };
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
        ObjectID: id,
        LanguageId: 2,
        Name: 'Dupont',
        AgendaComment: `${String(payload.date)} 14:00-16:00`,
      },
    });
  });

  it('registers a search profile with DemandRegister and the CRM types of the WebIDs asked', async () => {
    const email = unique('demand');
    const categories = accountCategories();
    const payload = {
      ...validPayload('demand-register', email),
      types: categories.map((c) => String(c.webId)),
    };
    expect(
      (await submitForm('demand-register', payload, { locale: 'de', ip: null }, deps(true))).ok,
    ).toBe(true);
    await dispatch();
    expect(await crmRows(email)).toMatchObject([{ status: 'sent' }]);
    const [call] = await callsFor(email);
    expect(call?.method).toBe('DemandRegister');
    expect(call?.params).toMatchObject({
      Goal: 0,
      PriceMin: 200000,
      PriceMax: 400000,
      MinRooms: 2,
      LanguageId: 4,
    });
    // The CRM's own types (its GetTypeOfPropertyList) under the WebIDs asked.
    expect(typeIdsSent(call?.params)).toEqual(typeIdsUnder(categories));
  });

  it('keeps a lead while the CRM is down and sends it exactly once when it is back', async () => {
    const email = unique('down');
    expect(
      (
        await submitForm(
          'contact-demand',
          {
            ...validPayload('contact-demand', email),
            propertyType: String(accountCategories()[0]!.webId),
          },
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
    // The fake refuses them as Omnicasa does, with no reason in its words (Code 600, 'Error').
    const wrong = configFor(fake, { timeoutMs: 1000, customerPassword: 'wrong-password' });
    await dispatch(wrong);
    await dispatch(wrong);
    const [row] = await crmRows(email);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.lastError).toMatch(/credentials were refused/);
    expect(row?.lastError).not.toContain('wrong-password');
    expect(row?.lastError).not.toContain(CUSTOMER);
    expect(await callsFor(email)).toHaveLength(0);
    await dispatch();
    expect(await crmRows(email)).toMatchObject([{ status: 'sent' }]);
    expect(await callsFor(email)).toHaveLength(1);
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
