/**
 * What a visitor types cannot become markup or headers in the mails (lib/server/mail/render.ts).
 * The mails are plain text only: no HTML part exists that could run or render a payload, so the
 * payload is shown as typed. Line breaks in a name cannot add a header (Bcc, a second To) through
 * the subject. Checked with the real render function and the real nodemailer message builder, on
 * leads that went through the real pipeline.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_IDS, type LeadFormId } from '@/lib/forms/leads/registry';
import { submitForm } from '@/lib/server/forms/submit';
import { dispatchDue } from '@/lib/server/mail/dispatcher';
import { AGENCY_LOCALE } from '@/lib/server/forms/definitions';
import { renderMail, type LeadForMail } from '@/lib/server/mail/render';
import { translatorFor } from '@/lib/server/mail/translate';
import { fileTransport } from '@/lib/server/mail/transport';
import { validPayload } from '../server/fixtures';
import { startTestDatabase, testDeps, type TestDatabase } from '../server/harness';
import { freeTextFields } from './form-fields';

export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  '</textarea><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

const lead = (form: LeadFormId, value: string): LeadForMail => {
  const fields: Record<string, unknown> = { ...validPayload(form, 'visitor@example.be') };
  for (const key of freeTextFields(form)) fields[key] = value;
  if ('cv' in fields) fields.cv = { name: 'cv.pdf', size: 10, type: 'pdf' };
  return { id: 7, form, locale: 'fr', page: '/fr/contact/', propertyId: 101, utmSource: null, fields, createdAt: new Date() };
};

const kindsOf = (form: LeadFormId) => (form === 'send-to-friend' ? (['agency', 'friend'] as const) : (['agency', 'visitor'] as const));

describe('mail rendering', () => {
  describe.each(LEAD_FORM_IDS)('%s', (form) => {
    it.each(XSS_PAYLOADS)('renders %j as plain text, never as markup', (payload) => {
      for (const kind of kindsOf(form)) {
        const mail = renderMail(kind, kind === 'agency' ? 'nl' : 'fr', lead(form, payload));
        // Subject, text and reply-to only: there is no HTML body to escape or to inject into.
        expect(Object.keys(mail).sort()).toEqual(expect.arrayContaining(['subject', 'text']));
        expect(mail).not.toHaveProperty('html');
        if (kind === 'agency') expect(mail.text).toContain(payload);
      }
    });
  });
});

describe('line breaks in what the visitor typed', () => {
  const t = translatorFor(AGENCY_LOCALE);
  const emailLabel = t('Forms.fields.email');
  const phoneLabel = t('Forms.fields.phone');
  const forgedLead = () => {
    const l = lead('site-contact', 'plain');
    l.fields.lastName = `Dupont\n${emailLabel}: boss@evil.example\r\n${phoneLabel}: 0000`;
    l.fields.remark = `First line\n${emailLabel}: boss@evil.example`;
    return l;
  };

  it('cannot forge a field line in the agency notification or the confirmation', () => {
    for (const [kind, locale] of [['agency', AGENCY_LOCALE], ['visitor', AGENCY_LOCALE]] as const) {
      const { text } = renderMail(kind, locale, forgedLead());
      const lines = text.split('\n');
      expect(lines.filter((line) => line.startsWith(`${emailLabel}:`)), kind).toEqual([`${emailLabel}: visitor@example.be`]);
      expect(lines.filter((line) => line.startsWith(`${phoneLabel}:`)), kind).toEqual([`${phoneLabel}: 0475123456`]);
      expect(text).not.toContain('\r');
    }
  });

  it('keeps a multi-line remark, its further lines indented under their label', () => {
    const { text } = renderMail('agency', AGENCY_LOCALE, forgedLead());
    expect(text).toContain(`${t('Forms.fields.remark')}: First line\n  ${emailLabel}: boss@evil.example`);
  });

  it('keeps a forged name out of the subjects and greets without it', () => {
    const visitor = renderMail('visitor', 'fr', forgedLead());
    expect(visitor.subject).not.toMatch(/[\r\n]/);
    expect(visitor.text.split('\n')[0]).toBe(translatorFor('fr')('Forms.mail.greetingNoName'));
    const agency = renderMail('agency', AGENCY_LOCALE, forgedLead());
    expect(agency.subject).not.toMatch(/[\r\n]/);
    expect(agency.subject).toContain(`Dupont ${emailLabel}: boss@evil.example ${phoneLabel}: 0000`);
  });
});

/**
 * The copy goes to the address the visitor typed, which may be a stranger's: the site must not be
 * the one that mails a stranger a script's words (issue 31: 'please log in at https://phish…').
 */
describe("the visitor's copy carries no words a visitor wrote", () => {
  const PHISH = 'Your account is blocked: log in at https://phish.example/login';
  describe.each(LEAD_FORM_IDS.filter((form) => form !== 'send-to-friend'))('%s', (form) => {
    it('repeats no free text, and says so', () => {
      const forged = lead(form, PHISH);
      const { text } = renderMail('visitor', 'fr', forged);
      expect(text).not.toContain('phish');
      if (freeTextFields(form).length === 0) return;
      expect(text).toContain(translatorFor('fr')('Forms.mail.typedTextLeftOut'));
      expect(renderMail('agency', AGENCY_LOCALE, forged).text).toContain(PHISH);
    });
  });

  it('still greets a person by a plain name and repeats choices, dates and numbers', () => {
    const plain = lead('contact-demand', 'Marie');
    plain.fields.remark = 'plain words';
    const { text } = renderMail('visitor', 'nl', plain);
    expect(text.split('\n')[0]).toBe(`Beste ${plain.fields.firstName} ${plain.fields.lastName},`);
    expect(text).toContain(`${translatorFor('nl')('Forms.fields.phone')}: ${plain.fields.phone}`);
    expect(text).not.toContain('plain words');
  });
});

describe('mail messages built by nodemailer', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await startTestDatabase('pglite');
    dir = mkdtempSync(path.join(tmpdir(), 'agency-mail-security-'));
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  async function sentMails() {
    await dispatchDue({ db: db.db, transport: fileTransport(dir), from: 'Immo Horizon <no-reply@example.be>' });
    return Promise.all(readdirSync(dir).map(async (name) => ({ raw: readFileSync(path.join(dir, name), 'utf8'), mail: await simpleParser(readFileSync(path.join(dir, name))) })));
  }

  it('carries a name with line breaks in the subject without adding headers', async () => {
    const evil = 'Marie\r\nBcc: victim@evil.example\r\nX-Injected: 1';
    const payload = { ...validPayload('site-contact', 'crlf@example.be'), firstName: evil };
    const result = await submitForm('site-contact', payload, { locale: 'fr', ip: '192.0.2.9' }, testDeps(db));
    // Whether the schema accepts the line breaks or not, no mail may carry an injected header.
    const mails = result.ok ? await sentMails() : [];
    if (!result.ok) expect(result.fieldErrors.firstName?.length).toBeGreaterThan(0);
    else expect(mails.filter(({ raw }) => raw.includes('crlf@example.be')).length).toBe(2);
    for (const { raw, mail } of mails) {
      const headerBlock = raw.slice(0, raw.indexOf('\n\n'));
      expect(headerBlock).not.toMatch(/^bcc:/im);
      expect(headerBlock).not.toMatch(/^x-injected:/im);
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has('x-injected')).toBe(false);
      expect(JSON.stringify(mail.to)).not.toContain('victim@evil.example');
    }
  });

  it('sends plain-text mails only: the payloads that pass validation are shown as typed', async () => {
    // What the markup rule lets through: quotes, ampersands, entities, template syntax.
    const value = '"\'& &lt;b&gt; {{7*7}} ${7*7} %3Cscript%3E';
    const payload = { ...validPayload('site-contact', 'plain@example.be'), remark: value, lastName: "O'Brien & \"Co\"" };
    expect(await submitForm('site-contact', payload, { locale: 'fr', ip: '192.0.2.10' }, testDeps(db))).toMatchObject({ ok: true });
    const mails = (await sentMails()).filter(({ raw }) => raw.includes('plain@example.be'));
    expect(mails.length).toBe(2);
    for (const { raw, mail } of mails) {
      expect(mail.html).toBe(false);
      expect(raw).not.toMatch(/content-type:\s*text\/html/i);
      expect(raw).toMatch(/content-type:\s*text\/plain/i);
    }
    const agency = mails.find(({ mail }) => mail.text?.includes(value));
    expect(agency?.mail.text).toContain("O'Brien & \"Co\"");
  });
});
