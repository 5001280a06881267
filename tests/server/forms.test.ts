import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showCatalogue } from '@/lib/catalogue';
import { LIMITS } from '@/lib/forms/fields';
import { LEAD_FORM_IDS, type LeadFormId } from '@/lib/forms/leads/registry';
import { leadCvs, leads, newsletterSubscribers, outbox } from '@/lib/server/db/schema';
import { FORM_DEFINITIONS } from '@/lib/server/forms/definitions';
import { submitForm, type FormResult } from '@/lib/server/forms/submit';
import { unsubscribe } from '@/lib/server/forms/unsubscribe';
import { renderMail } from '@/lib/server/mail/render';
import { purgeExpired } from '@/lib/server/maintenance';
import { hitsInWindow, DAY_SECONDS, MAILS_PER_TYPED_ADDRESS_PER_DAY, THIRD_PARTY_MAILS_PER_DAY } from '@/lib/server/rate-limit';
import { sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createCaptchaChallenge, newCaptchaQuestion, verifyFormCaptcha } from '@/lib/server/captcha';
import { resetEnvCache } from '@/lib/server/env';
import { crmCatalogue } from '../catalogue/crm-catalogue';
import { cvFile, PDF_BYTES, validPayload } from './fixtures';
import { BACKENDS, counts, startTestDatabase, testDeps, type TestDatabase } from './harness';

const PROPERTY_FORMS = LEAD_FORM_IDS.filter((id) => FORM_DEFINITIONS[id].hasProperty);

function failed(result: FormResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result;
}

describe.each(BACKENDS)('form actions on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  const submit = (form: LeadFormId, payload: unknown, locale = 'fr', deps = testDeps(db)) =>
    submitForm(form, payload, { locale, ip: '203.0.113.7' }, deps);

  /** Runs `action` and asserts that no lead and no outbox row was written. */
  async function storesNothing(action: () => Promise<FormResult>) {
    const before = await counts(db);
    const result = await action();
    expect(await counts(db)).toEqual(before);
    return failed(result);
  }

  /** The outbox rows of the leads sent with `email`, by kind. */
  async function mailsOf(email: string) {
    const stored = await db.db.select().from(leads).where(eq(leads.email, email));
    const rows = stored.length ? await db.db.select().from(outbox).where(inArray(outbox.leadId, stored.map((lead) => lead.id))) : [];
    const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
    return { leads: stored, agency: count('agency'), visitor: count('visitor'), friend: count('friend'), crm: count('crm') };
  }

  describe.each(LEAD_FORM_IDS)('%s', (form) => {
    it('stores a valid submission with its outbox rows and answers with the thank-you page', async () => {
      const email = `${form}.valid@example.be`;
      const payload: Record<string, unknown> = { ...validPayload(form, email), _page: '/fr/contact/', _utm_source: 'newsletter' };
      const result = await submit(form, payload, 'fr');
      expect(result).toMatchObject({ ok: true });
      const feedback = FORM_DEFINITIONS[form].feedback;
      if (result.ok) {
        expect(result.redirectTo).toBe(feedback ? `/fr/merci/${feedback}/` : null);
        if (!feedback) expect(result.successKey).toBeTruthy();
      }
      const [lead] = await db.db.select().from(leads).where(eq(leads.email, email));
      expect(lead).toMatchObject({ form, locale: 'fr', page: '/fr/contact/', utmSource: 'newsletter' });
      expect(lead?.ipHash).toMatch(/^[0-9a-f]{32}$/);
      if (FORM_DEFINITIONS[form].hasProperty) expect(lead?.propertyId).toBe(Number(payload.propertyId));
      expect(lead?.fields.email).toBe(email);
      const rows = await db.db.select().from(outbox).where(eq(outbox.leadId, lead!.id));
      const kinds = rows.map((r) => r.kind).sort();
      expect(kinds).toContain('agency');
      if (form === 'send-to-friend') expect(kinds).toEqual(['agency', 'friend']);
      else expect(kinds).toEqual(['agency', 'visitor']);
      expect(rows.find((r) => r.kind !== 'agency')?.locale).toBe('fr');
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
    });

    it('refuses an empty form with a translated key per required field, storing nothing', async () => {
      const result = await storesNothing(() => submit(form, {}));
      const keys = Object.values(result.fieldErrors).flat();
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^(Validation|Errors|Forms\.errors)\.\w+$/);
    });

    it('refuses wrong types, storing nothing', async () => {
      const payload = validPayload(form, `${form}.types@example.be`);
      for (const key of Object.keys(payload)) {
        for (const wrong of [{ nested: true }, ['a', 'b'], 12.5, true]) {
          const attempt = { ...payload, [key]: wrong };
          const before = await counts(db);
          const result = await submit(form, attempt);
          // Some fields accept a number or boolean as such (a count, a ticked box); none accepts an object.
          if (result.ok) expect(typeof wrong === 'number' || typeof wrong === 'boolean' || Array.isArray(wrong)).toBe(true);
          else expect(await counts(db)).toEqual(before);
        }
        const result = await storesNothing(() => submit(form, { ...payload, [key]: { nested: true } }));
        expect(result.fieldErrors[key]?.length).toBeGreaterThan(0);
      }
    });

    it('refuses over-long values, storing nothing', async () => {
      const payload = validPayload(form, `${form}.long@example.be`);
      const textKeys = Object.keys(payload).filter((k) => typeof payload[k] === 'string' && k !== 'propertyId');
      for (const key of textKeys) {
        const result = await storesNothing(() => submit(form, { ...payload, [key]: 'x'.repeat(5000) }));
        expect(result.fieldErrors[key]?.length, key).toBeGreaterThan(0);
      }
    });

    it('refuses markup and scripts in text, storing nothing', async () => {
      const payload = validPayload(form, `${form}.script@example.be`);
      const freeText = ['firstName', 'lastName', 'remark', 'text', 'city', 'amountWords', 'conditions', 'movingReason'].filter(
        (k) => k in payload,
      );
      expect(freeText.length).toBeGreaterThan(0);
      for (const key of freeText) {
        for (const evil of ['<script>alert(1)</script>', 'click <a href="x">here</a>', 'javascript:alert(1)']) {
          const result = await storesNothing(() => submit(form, { ...payload, [key]: evil }));
          expect(result.fieldErrors[key]).toContain('Forms.errors.noMarkup');
        }
      }
    });

    it('refuses a failed captcha and keeps what the visitor typed', async () => {
      const payload: Record<string, unknown> = { ...validPayload(form, `${form}.captcha@example.be`), altcha: 'bm90IGEgc29sdXRpb24=' };
      const deps = testDeps(db, { verifyCaptcha: async () => ({ ok: false }) });
      const result = await storesNothing(() => submit(form, payload, 'nl', deps));
      expect(result.fieldErrors.altcha).toEqual(['Validation.captcha']);
      expect(result.question).toBeUndefined();
      if (typeof payload.email === 'string') expect(result.values.email).toBe(payload.email);
    });

    it('asks a question when the post carries no ALTCHA solution (no JavaScript), keeping what was typed', async () => {
      const payload = validPayload(form, `${form}.noscript@example.be`);
      const deps = testDeps(db, { verifyCaptcha: async () => ({ ok: false }) });
      const result = await storesNothing(() => submit(form, payload, 'nl', deps));
      expect(result.fieldErrors.altcha).toEqual(['Validation.captchaQuestion']);
      expect(result.question?.token).toMatch(/^\d+\./);
      if (typeof payload.email === 'string') expect(result.values.email).toBe(payload.email);
      const wrong = await storesNothing(() => submit(form, { ...payload, captchaAnswer: '99' }, 'nl', deps));
      expect(wrong.fieldErrors.altcha).toEqual(['Validation.captchaAnswer']);
    });

    it('answers a filled honeypot like a success but stores nothing', async () => {
      const payload = { ...validPayload(form, `${form}.bot@example.be`), website: 'http://spam.example' };
      const before = await counts(db);
      expect((await submit(form, payload)).ok).toBe(true);
      expect(await counts(db)).toEqual(before);
    });
  });

  describe.each(PROPERTY_FORMS)('%s (property form)', (form) => {
    it('refuses an unknown property id, storing nothing', async () => {
      const payload = { ...validPayload(form, `${form}.unknown@example.be`), propertyId: '999999' };
      const result = await storesNothing(() => submit(form, payload));
      expect(result.fieldErrors.propertyId).toEqual(['Errors.propertyNotFound']);
      expect(result.formError).toBe('Errors.propertyNotFound');
    });
  });

  it('refuses dates out of order (purchase offer) and prices out of order (keep me informed)', async () => {
    const offer = { ...validPayload('purchase-offer', 'order@example.be'), startDate: '2031-05-10', endDate: '2031-05-01' };
    expect((await storesNothing(() => submit('purchase-offer', offer))).fieldErrors.endDate).toEqual(['Validation.endDate']);
    const register = { ...validPayload('demand-register', 'order@example.be'), priceMin: '500000', priceMax: '100000' };
    expect((await storesNothing(() => submit('demand-register', register))).fieldErrors.priceMax).toEqual([
      'Forms.errors.priceOrder',
    ]);
    const badDate = { ...validPayload('contact-appointment', 'order@example.be'), date: '2031-02-30' };
    expect((await storesNothing(() => submit('contact-appointment', badDate))).fieldErrors.date).toEqual([
      'Validation.startDate',
    ]);
  });

  it('asks an owner for the rebuild value and a tenant for the monthly rent (insurance proposal)', async () => {
    const owner = { ...validPayload('insurance-proposal', 'insure.owner@example.be'), rebuildValue: '' };
    expect((await storesNothing(() => submit('insurance-proposal', owner))).fieldErrors.rebuildValue).toEqual([
      'Forms.errors.rebuildValue',
    ]);
    const tenant = { ...validPayload('insurance-proposal', 'insure.tenant@example.be'), role: 'tenant', rebuildValue: '' };
    expect((await storesNothing(() => submit('insurance-proposal', tenant))).fieldErrors.monthlyRent).toEqual([
      'Forms.errors.monthlyRent',
    ]);
    expect((await submit('insurance-proposal', { ...tenant, monthlyRent: '950' })).ok).toBe(true);
  });

  it("takes the categories of the stock shown and refuses any other with the translated message (a CRM's WebIDs)", async () => {
    showCatalogue(crmCatalogue());
    try {
      const cases = [
        ['contact-demand', 'propertyType', '1003', '3', 'Validation.propertyType'],
        ['insurance-proposal', 'propertyType', '1003', '3', 'Validation.propertyType'],
        ['demand-register', 'types', ['40', '1003'], ['40', '3'], 'Validation.types'],
      ] as const;
      for (const [form, field, offered, other, key] of cases) {
        const refused = await storesNothing(() => submit(form, { ...validPayload(form, `${form}.crm-type@example.be`), [field]: other }));
        expect(refused.fieldErrors[field], form).toEqual([key]);
        expect((await submit(form, { ...validPayload(form, `${form}.crm-type@example.be`), [field]: offered })).ok, form).toBe(true);
      }
    } finally {
      showCatalogue(null);
    }
  });

  it('stores a renovation-advice or insurance lead asked from no property without one', async () => {
    for (const form of ['renovation-advice', 'insurance-proposal'] as const) {
      const email = `${form}.noproperty@example.be`;
      expect((await submit(form, { ...validPayload(form, email), propertyId: '' })).ok).toBe(true);
      const [lead] = await db.db.select().from(leads).where(eq(leads.email, email));
      expect(lead?.propertyId).toBeNull();
    }
  });

  it('refuses a renovation-advice lead without the calculator inputs it is about', async () => {
    const payload = { ...validPayload('renovation-advice', 'advice.bad@example.be'), region: 'mars', livingArea: '', epcValue: 'high' };
    const result = await storesNothing(() => submit('renovation-advice', payload));
    expect(result.fieldErrors).toMatchObject({
      region: ['Forms.errors.region'],
      livingArea: ['Forms.errors.livingArea'],
      epcValue: ['Forms.errors.number'],
    });
  });

  it('formats the phone number as SPEC §5 before storing it', async () => {
    const payload = { ...validPayload('site-contact', 'phone@example.be'), phone: '0475/12.34.56' };
    expect((await submit('site-contact', payload)).ok).toBe(true);
    const [lead] = await db.db.select().from(leads).where(eq(leads.email, 'phone@example.be'));
    expect(lead?.fields.phone).toBe('0475 12 34 56');
  });

  it('limits submissions per e-mail and per IP, in the database', async () => {
    const deps = testDeps(db, { limits: { perIp: 1000, perEmail: 2, windowSeconds: 3600 } });
    const payload = validPayload('site-contact', 'limited@example.be');
    expect((await submit('site-contact', payload, 'fr', deps)).ok).toBe(true);
    expect((await submit('site-contact', payload, 'fr', deps)).ok).toBe(true);
    const third = await storesNothing(() => submit('site-contact', payload, 'fr', deps));
    expect(third.formError).toBe('Forms.errors.rateLimited');

    const ipDeps = testDeps(db, { limits: { perIp: 1, perEmail: 1000, windowSeconds: 3600 } });
    const fromIp = (email: string) =>
      submitForm('sign-newsletter', { email }, { locale: 'en', ip: '198.51.100.99' }, ipDeps);
    expect((await fromIp('ip1@example.be')).ok).toBe(true);
    expect(failed(await fromIp('ip2@example.be')).formError).toBe('Forms.errors.rateLimited');
  });

  it('accepts a captcha solution once', async () => {
    const deps = testDeps(db, {
      verifyCaptcha: async () => ({ ok: true, signature: 'same-signature', expiresAt: new Date(Date.now() + 60_000) }),
    });
    expect((await submit('sign-newsletter', { email: 'replay1@example.be' }, 'fr', deps)).ok).toBe(true);
    const replay = await storesNothing(() => submit('sign-newsletter', { email: 'replay2@example.be' }, 'fr', deps));
    expect(replay.formError).toBe('Validation.captcha');
  });

  it("answers 'appointments full' when a slot is booked up", async () => {
    const payload = { ...validPayload('contact-appointment'), propertyId: '103', date: '2031-06-02', timeSlot: '10:00-13:00' };
    for (let i = 0; i < 3; i += 1) {
      expect((await submit('contact-appointment', { ...payload, email: `visit${i}@example.be` })).ok).toBe(true);
    }
    const full = await storesNothing(() => submit('contact-appointment', { ...payload, email: 'visit9@example.be' }));
    expect(full.formError).toBe('Errors.appointmentsFull');
    expect((await submit('contact-appointment', { ...payload, timeSlot: '14:00-16:00', email: 'visit9@example.be' })).ok).toBe(true);
  });

  it("answers 'already requested' the second time documents are requested", async () => {
    const payload = { ...validPayload('document-request', 'docs@example.be'), propertyId: '101' };
    expect(await submit('document-request', payload)).toEqual({ ok: true, redirectTo: null, successKey: 'Success.documentsSoon' });
    const again = await storesNothing(() => submit('document-request', payload));
    expect(again.formError).toBe('Errors.documentsAlreadyRequested');
  });

  it('subscribes to the newsletter and unsubscribes with the mailed token', async () => {
    expect((await submit('sign-newsletter', { email: 'News@Example.be' })).ok).toBe(true);
    const [row] = await db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'news@example.be'));
    expect(row?.unsubscribedAt).toBeNull();
    expect(await unsubscribe(db.db, row!.token)).toBe(true);
    const [after] = await db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'news@example.be'));
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(db.db, 'not-a-known-token-000')).toBe(false);
  });

  describe('CV upload', () => {
    const jobs = (cv: unknown, email: string) => ({ ...validPayload('jobs', email), cv });

    it('stores the CV in the database with its lead, named cv.pdf whatever the visitor called it, on no disk', async () => {
      expect((await submit('jobs', jobs(cvFile(undefined, '../../etc/passwd.pdf'), 'cv.ok@example.be'))).ok).toBe(true);
      const [lead] = await db.db.select().from(leads).where(eq(leads.email, 'cv.ok@example.be'));
      expect(lead).toMatchObject({ attachmentName: 'cv.pdf', attachmentPath: null });
      const [cv] = await db.db.select().from(leadCvs).where(eq(leadCvs.leadId, lead!.id));
      expect(cv).toMatchObject({ kind: 'pdf', byteSize: PDF_BYTES.length, bytes: Buffer.from(PDF_BYTES) });
    });

    it('keeps no CV of a lead it refuses (the CV is written in the lead\'s transaction)', async () => {
      const payload = jobs(cvFile(), 'cv.limited@example.be');
      const limited = testDeps(db, { limits: { perIp: 1_000_000, perEmail: 0, windowSeconds: 3600 } });
      const result = await storesNothing(() => submit('jobs', payload, 'fr', limited));
      expect(result.formError).toBe('Forms.errors.rateLimited');
    });

    it('refuses a file that is not PDF, DOC, DOCX or ODT by its content, whatever its name', async () => {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      const result = await storesNothing(() => submit('jobs', jobs(cvFile(png, 'cv.pdf'), 'cv.png@example.be')));
      expect(result.fieldErrors.cv).toEqual(['Forms.errors.fileType']);
    });

    it('refuses a file over 10 MB and a missing file', async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(new TextEncoder().encode('%PDF-'));
      const result = await storesNothing(() => submit('jobs', jobs(cvFile(big), 'cv.big@example.be')));
      expect(result.fieldErrors.cv).toEqual(['Forms.errors.fileTooLarge']);
      const none = await storesNothing(() => submit('jobs', jobs(new File([], ''), 'cv.none@example.be')));
      expect(none.fieldErrors.cv).toEqual(['Forms.errors.cvRequired']);
    });
  });

  it('takes a real form post (FormData) with a solved ALTCHA challenge, once', async () => {
    process.env.ALTCHA_MAX_NUMBER = '2000';
    resetEnvCache();
    const challenge = await createCaptchaChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const formData = new FormData();
    for (const [key, value] of Object.entries(validPayload('demand-register', 'formdata@example.be'))) {
      for (const v of Array.isArray(value) ? value : [value]) formData.append(key, v as string);
    }
    formData.append('website', '');
    formData.append('altcha', Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
    const deps = testDeps(db, { verifyCaptcha: verifyFormCaptcha });
    expect(await submit('demand-register', formData, 'nl', deps)).toEqual({
      ok: true,
      redirectTo: '/nl/bedankt/demand-register/',
      successKey: null,
    });
    const [lead] = await db.db.select().from(leads).where(eq(leads.email, 'formdata@example.be'));
    expect(lead?.fields).toMatchObject({ goal: 'sale', types: ['1', '2'], zones: ['brussels'], priceMin: 200000 });
    const replay = await storesNothing(() => submit('demand-register', formData, 'nl', deps));
    expect(replay.formError).toBe('Validation.captcha');
  });

  it('takes a form posted without JavaScript once its question is answered, once', async () => {
    const deps = testDeps(db, { verifyCaptcha: verifyFormCaptcha, captchaQuestion: newCaptchaQuestion });
    const payload = validPayload('site-contact', 'question@example.be');
    const asked = await storesNothing(() => submit('site-contact', payload, 'fr', deps));
    const question = asked.question!;
    const answered = { ...payload, captchaToken: question.token, captchaAnswer: ` ${question.a + question.b} ` };
    expect(await submit('site-contact', answered, 'fr', deps)).toMatchObject({ ok: true });
    const replay = await storesNothing(() => submit('site-contact', answered, 'fr', deps));
    expect(replay.formError).toBe('Validation.captcha');
  });

  it('takes free text up to its limit and refuses one character more with the translated key', async () => {
    const deps = testDeps(db);
    const at = await submit('site-contact', { ...validPayload('site-contact', 'limit.at@example.be'), remark: 'x'.repeat(LIMITS.long) }, 'fr', deps);
    expect(at.ok).toBe(true);
    const over = await storesNothing(() =>
      submit('site-contact', { ...validPayload('site-contact', 'limit.over@example.be'), remark: 'x'.repeat(LIMITS.long + 1) }, 'fr', deps),
    );
    expect(over.fieldErrors.remark).toEqual(['Forms.errors.tooLong']);
  });

  describe('the site is no mail relay', () => {
    const PHISH = 'Please log in at https://phish.example/login';

    it("mails a friend the property's link and the sender's first name, never the words a visitor typed", async () => {
      const email = `relay.words.${Date.now()}@example.be`;
      const result = await submit('send-to-friend', { ...validPayload('send-to-friend', email), remark: PHISH });
      expect(result.ok).toBe(true);
      const [lead] = await db.db.select().from(leads).where(eq(leads.email, email));
      expect(JSON.stringify(lead?.fields)).not.toContain('phish');
      const mail = renderMail('friend', 'fr', { ...lead!, fields: { ...lead!.fields, remark: PHISH } });
      expect(mail.text).toContain(`/property/${lead!.propertyId}/`);
      expect(mail.text).toContain('Marie');
      expect(`${mail.subject}\n${mail.text}`).not.toContain('phish');
    });

    it.each(['Visit https://phish.example', 'www.phish.example', 'me@phish.example', 'phish.example', 'a/b'])(
      'refuses a first name that carries a link or an address (%s), storing nothing',
      async (firstName) => {
        const result = await storesNothing(() => submit('send-to-friend', { ...validPayload('send-to-friend', `relay.name.${Date.now()}@example.be`), firstName }));
        expect(result.fieldErrors.firstName).toEqual(['Validation.nameNoLinks']);
      },
    );

    it(`mails one friend's address at most ${THIRD_PARTY_MAILS_PER_DAY} times a day, from any sender`, async () => {
      const friendEmail = `relay.target.${Date.now()}@example.be`;
      for (let i = 0; i < THIRD_PARTY_MAILS_PER_DAY; i += 1) {
        expect((await submit('send-to-friend', { ...validPayload('send-to-friend', `relay.sender${i}.${Date.now()}@example.be`), friendEmail })).ok).toBe(true);
      }
      const refused = await storesNothing(() => submit('send-to-friend', { ...validPayload('send-to-friend', `relay.last.${Date.now()}@example.be`), friendEmail: friendEmail.toUpperCase() }));
      expect(refused.formError).toBe('Forms.errors.friendMailedEnough');
    });

    it(`mails an address typed in forms at most ${MAILS_PER_TYPED_ADDRESS_PER_DAY} times a day; past that the lead is still stored and sent to the agency`, async () => {
      const email = `relay.copies.${Date.now()}@example.be`;
      for (let i = 0; i <= MAILS_PER_TYPED_ADDRESS_PER_DAY; i += 1) {
        expect(await submit('site-contact', validPayload('site-contact', email))).toMatchObject({ ok: true });
      }
      const mails = await mailsOf(email);
      expect(mails.leads).toHaveLength(MAILS_PER_TYPED_ADDRESS_PER_DAY + 1);
      expect(mails.agency).toBe(MAILS_PER_TYPED_ADDRESS_PER_DAY + 1);
      expect(mails.visitor).toBe(MAILS_PER_TYPED_ADDRESS_PER_DAY);
      // The counters hold a keyed hash of the address, not the address.
      const keys = await db.db.execute<{ key: string }>(sql`SELECT key FROM rate_limits WHERE key LIKE 'mail-to:%'`);
      expect(JSON.stringify(keys.rows)).not.toContain('relay.copies');
    });

    it("counts a friend's mails and the copies of the forms that address sends itself together, in any case", async () => {
      const target = `relay.both.${Date.now()}@example.be`;
      for (let i = 0; i < THIRD_PARTY_MAILS_PER_DAY; i += 1) {
        expect((await submit('send-to-friend', { ...validPayload('send-to-friend', `relay.both.sender${i}.${Date.now()}@example.be`), friendEmail: target })).ok).toBe(true);
      }
      const copies = MAILS_PER_TYPED_ADDRESS_PER_DAY - THIRD_PARTY_MAILS_PER_DAY;
      for (let i = 0; i <= copies; i += 1) {
        expect((await submit('sign-newsletter', validPayload('sign-newsletter', target.toUpperCase()))).ok).toBe(true);
      }
      const mails = await mailsOf(target);
      expect(mails.agency).toBe(copies + 1);
      expect(mails.visitor).toBe(copies);
    });
  });

  describe('forms answered without JavaScript, past the day\'s limits', () => {
    const QUESTION_DEPS = { verifyCaptcha: verifyFormCaptcha, captchaQuestion: newCaptchaQuestion } as const;
    let ipCounter = 0;
    const freshIp = () => `198.51.${(ipCounter += 1)}.${Date.now() % 250}`;

    /** Sends `payload` the way a browser without JavaScript does: asked a question, then answering it. */
    async function sendAnswered(form: LeadFormId, payload: Record<string, unknown>, ip: string, deps: ReturnType<typeof testDeps>) {
      const question = newCaptchaQuestion();
      return submitForm(form, { ...payload, captchaToken: question.token, captchaAnswer: String(question.a + question.b) }, { locale: 'fr', ip }, deps);
    }

    it('keeps a lead past the per-IP limit unverified: the agency gets it, flagged, the typed addresses and the CRM nothing', async () => {
      const deps = testDeps(db, { ...QUESTION_DEPS, limits: { ...testDeps(db).limits, noJsPerIpPerDay: 2, noJsPerDay: 1_000_000 }, goesToCrm: () => true });
      const ip = freshIp();
      const within = `nojs.within.${Date.now()}@example.be`;
      for (let i = 0; i < 2; i += 1) expect(await sendAnswered('site-contact', validPayload('site-contact', within), ip, deps)).toMatchObject({ ok: true });
      expect(await mailsOf(within)).toMatchObject({ agency: 2, visitor: 2, crm: 2 });
      expect((await mailsOf(within)).leads.every((lead) => !lead.unverified)).toBe(true);

      const over = `nojs.over.${Date.now()}@example.be`;
      expect(await sendAnswered('site-contact', validPayload('site-contact', over), ip, deps)).toMatchObject({ ok: true });
      const friend = `nojs.friend.${Date.now()}@example.be`;
      expect(await sendAnswered('send-to-friend', validPayload('send-to-friend', friend), ip, deps)).toMatchObject({ ok: true });
      expect(await mailsOf(over)).toMatchObject({ agency: 1, visitor: 0, crm: 0 });
      expect(await mailsOf(friend)).toMatchObject({ agency: 1, friend: 0, crm: 0 });
      const [held] = (await mailsOf(over)).leads;
      expect(held?.unverified).toBe(true);
      const agencyMail = renderMail('agency', 'fr', held!);
      expect(agencyMail.subject).toMatch(/^\[Non vérifiée\] /);
      expect(agencyMail.text).toContain("Le visiteur n'a pas reçu de copie");

      // The proof of work (JavaScript) from the same address is not held.
      const withJs = `nojs.withjs.${Date.now()}@example.be`;
      expect(await submitForm('site-contact', validPayload('site-contact', withJs), { locale: 'fr', ip }, testDeps(db))).toMatchObject({ ok: true });
      expect(await mailsOf(withJs)).toMatchObject({ agency: 1, visitor: 1 });
    });

    it('holds them past the limit of the whole site too, from any address', async () => {
      const already = await hitsInWindow(db.db, 'no-js:site', DAY_SECONDS, new Date());
      const deps = testDeps(db, { ...QUESTION_DEPS, limits: { ...testDeps(db).limits, noJsPerIpPerDay: 1_000_000, noJsPerDay: already + 1 } });
      const last = `nojs.site.last.${Date.now()}@example.be`;
      const held = `nojs.site.held.${Date.now()}@example.be`;
      expect(await sendAnswered('site-contact', validPayload('site-contact', last), freshIp(), deps)).toMatchObject({ ok: true });
      expect(await sendAnswered('site-contact', validPayload('site-contact', held), freshIp(), deps)).toMatchObject({ ok: true });
      expect(await mailsOf(last)).toMatchObject({ agency: 1, visitor: 1 });
      expect(await mailsOf(held)).toMatchObject({ agency: 1, visitor: 0 });
      expect((await mailsOf(held)).leads[0]?.unverified).toBe(true);
    });
  });

  it('purges expired captcha solutions and old rate-limit windows, nothing else', async () => {
    await db.db.execute(sql`INSERT INTO captcha_uses VALUES ('old-one', now() - interval '1 minute'), ('live-one', now() + interval '1 hour')`);
    await db.db.execute(sql`INSERT INTO rate_limits VALUES ('ip:old', now() - interval '3 days', 4), ('ip:live', now(), 1)`);
    await purgeExpired(db.db);
    const captcha = await db.db.execute<{ signature: string }>(sql`SELECT signature FROM captcha_uses WHERE signature IN ('old-one', 'live-one')`);
    expect(captcha.rows.map((r) => r.signature)).toEqual(['live-one']);
    const limits = await db.db.execute<{ key: string }>(sql`SELECT key FROM rate_limits WHERE key IN ('ip:old', 'ip:live')`);
    expect(limits.rows.map((r) => r.key)).toEqual(['ip:live']);
  });

  it('refuses anything that is not an object without throwing', async () => {
    for (const input of [null, undefined, 42, 'text', [1, 2], new Date()]) {
      await storesNothing(() => submit('site-contact', input));
    }
  });
});
