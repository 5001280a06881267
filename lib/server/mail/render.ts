/**
 * The mails of a lead: the agency notification (every field, in the agency's language, with the
 * CV attached), the visitor's confirmation and the 'send to a friend' mail, each in its language.
 * Plain text only: nothing the visitor typed is ever interpreted as markup.
 */
import 'server-only';
import { getSiteConfig } from '@/lib/content/site';
import { getTypes } from '@/lib/catalogue';
import { isLeadFormId, leadForm } from '@/lib/forms/leads/registry';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import type { MailKind } from '../forms/definitions';
import { renovationSummaryLines } from './renovation-summary';
import { translatorFor, type Translate } from './translate';

export interface LeadForMail {
  id: number;
  form: string;
  locale: string;
  page: string | null;
  propertyId: number | null;
  utmSource: string | null;
  fields: Record<string, unknown>;
  /** Held past the day's no-JavaScript answers (lib/server/forms/typed-address-mails): the agency is told. */
  unverified?: boolean;
  createdAt: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  replyTo?: string;
}

function show(value: unknown): string {
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (value && typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name);
  return value === undefined || value === null ? '' : String(value);
}

/** A value on one line (names in subjects and greetings): its line breaks become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}

/**
 * A value under its label: further lines (a multi-line remark) are indented, so what a visitor
 * types can never start a line that reads like another field ('E-mail: someone@else').
 */
function indented(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\n/g, '\n  ');
}

/** Fields whose values are choices with a translated name: the message namespace of those names. */
const CHOICE_NAMES: Record<string, string> = {
  region: 'Renovation.regions',
  homeType: 'Renovation.homeTypes',
  measures: 'Renovation.measures',
  role: 'Insurance.roles',
  insuranceOptions: 'Insurance.options',
};

/** Fields whose values are web categories (WebIDs): shown by the category's name in the mail's language. */
const CATEGORY_FIELDS = new Set(['propertyType', 'types']);

/** A category's name in `locale` as the shown stock names it; its WebID when the stock has it no more. */
function categoryName(locale: SiteLocale, webId: unknown): string {
  return getTypes(locale).find((type) => String(type.WebID) === show(webId))?.Name ?? show(webId);
}

function shownValue(t: Translate, locale: SiteLocale, key: string, value: unknown): string {
  if (CATEGORY_FIELDS.has(key)) return [value].flat().map((id) => categoryName(locale, id)).join(', ');
  const names = CHOICE_NAMES[key];
  if (!names) return show(value);
  return [value].flat().map((v) => t(`${names}.${show(v)}`)).join(', ');
}

/** Fields the server added for the mails' links: never shown as what the visitor typed. */
const LINK_TOKENS = new Set(['unsubscribeToken', 'newsletterToken', 'alertToken']);

function fieldLines(t: Translate, locale: SiteLocale, fields: Record<string, unknown>): string[] {
  return Object.entries(fields)
    .filter(([key, v]) => !LINK_TOKENS.has(key) && show(v) !== '')
    .map(([key, value]) => `${t(`Forms.fields.${key}`)}: ${indented(shownValue(t, locale, key, value))}`);
}

/** What a form adds to the agency's mail beyond its fields: the renovation calculator's result. */
function extraLines(t: Translate, lead: LeadForMail): string[] {
  if (lead.form !== 'renovation-advice') return [];
  const lines = renovationSummaryLines(t, lead.fields);
  return lines.length ? [...lines, ''] : [];
}

/**
 * What a visitor's copy may repeat. It goes to an address someone typed, which may be a stranger's,
 * so it carries no words a visitor wrote (a phishing link in a remark, an address or a name): only
 * choices (translated), yes/no, and values of digits and the punctuation of dates, times, amounts
 * and phone numbers, or a single word without a dot (a choice's code).
 */
const NO_WORDS = /^[\p{N}\s+\-/.:,()€]*$/u;
const ONE_WORD = /^[\p{L}\p{N}_-]{1,40}$/u;
function repeatsNoTypedText(key: string, value: unknown): boolean {
  if (CHOICE_NAMES[key] || CATEGORY_FIELDS.has(key)) return true;
  if (Array.isArray(value)) return value.every((v) => repeatsNoTypedText(key, v));
  if (typeof value === 'string') return NO_WORDS.test(value) || ONE_WORD.test(value);
  return typeof value === 'boolean' || typeof value === 'number';
}

/** A name fit for the copy's greeting: letters, spaces, hyphens and apostrophes (no link, no sentence). */
const PLAIN_NAME = /^[\p{L}\p{M}' ’-]{1,80}$/u;

function personName(fields: Record<string, unknown>): string {
  return oneLine([fields.firstName, fields.lastName].filter((v) => typeof v === 'string' && v).join(' '));
}

export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** The unsubscribe link of a newsletter or alert token (the original path: the site redirects it to the language's). */
export function unsubscribeLink(locale: SiteLocale, token: string): string {
  return `${siteUrl()}/${locale}/unsubscribe/?token=${token}`;
}

/** The link that confirms an address: a search alert's or a newsletter subscription's token (one page for both). */
function confirmLink(locale: SiteLocale, token: string): string {
  return `${siteUrl()}/${locale}/confirm-alert/?token=${token}`;
}

/**
 * The links a visitor's confirmation carries: the newsletter's unsubscribe link, with the link that
 * confirms the address while it is unconfirmed (double opt-in); for 'keep me informed', the link that confirms the address (alerts start only then) and the unsubscribe link.
 */
function visitorLinks(t: Translate, locale: SiteLocale, lead: LeadForMail): string[] {
  const { unsubscribeToken, newsletterToken, alertToken } = lead.fields;
  if (lead.form === 'sign-newsletter' && typeof newsletterToken === 'string') {
    return [
      '',
      t('Forms.mail.newsletterConfirm'),
      confirmLink(locale, newsletterToken),
      '',
      t('Forms.mail.unsubscribe'),
      unsubscribeLink(locale, newsletterToken),
    ];
  }
  if (lead.form === 'sign-newsletter' && typeof unsubscribeToken === 'string') {
    return ['', t('Forms.mail.unsubscribe'), unsubscribeLink(locale, unsubscribeToken)];
  }
  if (lead.form === 'demand-register' && typeof alertToken === 'string') {
    return [
      '',
      t('Alerts.mail.confirm'),
      confirmLink(locale, alertToken),
      '',
      t('Alerts.mail.unsubscribe'),
      unsubscribeLink(locale, alertToken),
    ];
  }
  return [];
}

export function renderMail(kind: MailKind, mailLocale: string, lead: LeadForMail): RenderedMail {
  const locale: SiteLocale = isSiteLocale(mailLocale) ? mailLocale : 'en';
  const t = translatorFor(locale);
  const agency = getSiteConfig().agency.name;
  const formName = t(`Forms.names.${lead.form}`);
  const name = personName(lead.fields) || show(lead.fields.email);
  const email = typeof lead.fields.email === 'string' ? lead.fields.email : undefined;

  if (kind === 'agency') {
    const meta = [
      `${t('Forms.mail.language')}: ${lead.locale}`,
      lead.page ? `${t('Forms.mail.page')}: ${lead.page}` : '',
      lead.propertyId ? `${t('Forms.fields.propertyId')}: ${lead.propertyId}` : '',
      lead.utmSource ? `UTM: ${lead.utmSource}` : '',
      `${t('Forms.mail.reference')}: #${lead.id} · ${lead.createdAt.toISOString()}`,
    ].filter(Boolean);
    const subject = t('Forms.mail.agencySubject', { form: formName, name });
    return {
      subject: lead.unverified ? `${t('Forms.mail.unverifiedTag')} ${subject}` : subject,
      text: [
        ...(lead.unverified ? [t('Forms.mail.unverifiedNote'), ''] : []),
        t('Forms.mail.agencyIntro', { form: formName }), '', ...fieldLines(t, locale, lead.fields), '', ...extraLines(t, lead), ...meta].join('\n'),
      replyTo: email,
    };
  }

  if (kind === 'friend') {
    // The property's link and the sender's first name only: nothing else a visitor typed goes to a third party.
    const url = `${siteUrl()}/property/${lead.propertyId}/`;
    return {
      subject: t('Forms.mail.friendSubject', { name: oneLine(show(lead.fields.firstName)), agency }),
      text: [
        t('Forms.mail.friendBody', { name: oneLine(show(lead.fields.firstName)), agency }),
        url,
        '',
        t('Forms.mail.signature', { agency }),
      ].join('\n'),
      replyTo: email,
    };
  }

  const body = t((isLeadFormId(lead.form) ? leadForm(lead.form).visitorMail : null) ?? 'Success.contact');
  const repeatable = Object.fromEntries(Object.entries(lead.fields).filter(([key, value]) => key === 'email' || repeatsNoTypedText(key, value)));
  const leftOut = Object.entries(lead.fields).some(([key, value]) => !(key in repeatable) && !LINK_TOKENS.has(key) && show(value) !== '');
  const greetingName = personName(lead.fields);
  return {
    subject: t('Forms.mail.visitorSubject', { form: formName, agency }),
    text: [
      PLAIN_NAME.test(greetingName) ? t('Forms.mail.greeting', { name: greetingName }) : t('Forms.mail.greetingNoName'),
      '',
      body,
      '',
      t('Forms.mail.summary'),
      ...fieldLines(t, locale, repeatable),
      ...(leftOut ? [t('Forms.mail.typedTextLeftOut')] : []),
      ...visitorLinks(t, locale, lead),
      '',
      t('Forms.mail.signature', { agency }),
    ].join('\n'),
  };
}
