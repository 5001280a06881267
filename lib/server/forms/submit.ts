/**
 * The submission pipeline every form action goes through (DESIGN.md "How a request flows" 4):
 * honeypot → ALTCHA → zod → property id → CV → ONE transaction (captcha replay, rate limits,
 * business rule, lead, outbox rows) → a typed result. It never throws: anything unexpected is a
 * form error in the visitor's language and nothing is stored.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defaultLocale } from '@/i18n/languages';
import { formDataToObject, isVisitorField } from '@/lib/forms/form-data';
import { CAPTCHA_ANSWER_FIELD, CAPTCHA_FIELD, HONEYPOT_FIELD, PAGE_FIELD, UTM_FIELD } from '@/lib/forms/meta';
import type { LeadFormId } from '@/lib/forms/leads/registry';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import { localizedDynamicHref } from '@/lib/routes';
import { verifyCaptcha as verifyAltcha, type CaptchaCheck } from '../captcha';
import type { CaptchaQuestion } from '../captcha-question';
import type { Database } from '../db/client';
import { leads, outbox } from '../db/schema';
import { hashIp, withinNoJsLimits, withinRateLimits, type RateLimits } from '../rate-limit';
import { saveCv } from '../cv-store';
import { checkCv, type CheckedCv } from '../uploads';
import { AGENCY_LOCALE, agencyMailTo, FORM_DEFINITIONS, type FormData_, type QueuedMail } from './definitions';
import { mailsToQueue } from './typed-address-mails';

export type FieldErrors = Partial<Record<string, string[]>>;
export type EchoedValues = Record<string, string | string[]>;

export type FormResult =
  | { ok: true; redirectTo: string | null; successKey: string | null }
  | {
      ok: false;
      fieldErrors: FieldErrors;
      formError: string | null;
      values: EchoedValues;
      /** Asked when the post carried no ALTCHA solution (no JavaScript): answered with the next send. */
      question?: CaptchaQuestion;
    };

export interface SubmissionContext {
  locale: string;
  /** The client's address, for the per-IP limit (hashed before it is stored). */
  ip: string | null;
}

export interface SubmissionDeps {
  db: Database;
  /** The ALTCHA solution or the answered question among the posted fields (lib/server/captcha). */
  verifyCaptcha: (fields: Record<string, unknown>) => Promise<CaptchaCheck>;
  /** A new question for a visitor whose browser sent no ALTCHA solution. */
  captchaQuestion: () => CaptchaQuestion;
  propertyExists: (id: number) => boolean | Promise<boolean>;
  limits: RateLimits;
  now: () => Date;
  /** Whether the lead also goes to the agency's CRM (lib/server/crm/lead-sender); absent: never. */
  goesToCrm?: (lead: { form: string; locale: string; propertyId: number | null; fields: Record<string, unknown> }) => boolean;
  /** Called after a lead is committed (wakes the mail dispatcher). */
  onStored?: () => void;
}

class Refusal extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

function toRecord(input: unknown): Record<string, unknown> {
  if (typeof FormData !== 'undefined' && input instanceof FormData) return formDataToObject(input);
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    return Object.fromEntries(Object.entries(input as Record<string, unknown>));
  }
  return {};
}

/**
 * What the visitor typed and ticked, echoed back so a failed send keeps it: texts and the values
 * of checkbox groups (files cannot be given back to a file input).
 */
function echoValues(raw: Record<string, unknown>): EchoedValues {
  const values: EchoedValues = {};
  for (const [key, value] of Object.entries(raw).slice(0, 80)) {
    if (!isVisitorField(key)) continue;
    if (typeof value === 'string') values[key] = value.slice(0, 5000);
    else if (Array.isArray(value)) {
      values[key] = value.filter((v): v is string => typeof v === 'string').slice(0, 50).map((v) => v.slice(0, 200));
    }
  }
  return values;
}

function metaText(value: unknown, max: number, pattern: RegExp): string | null {
  return typeof value === 'string' && value.length <= max && pattern.test(value) ? value : null;
}

const hasAltcha = (raw: Record<string, unknown>) => typeof raw[CAPTCHA_FIELD] === 'string' && raw[CAPTCHA_FIELD] !== '';

/** A refusal keeping what was typed; without an ALTCHA solution in the post, with a question to answer. */
function fail(
  raw: Record<string, unknown>,
  deps: SubmissionDeps,
  fieldErrors: FieldErrors,
  formError: string | null,
): FormResult {
  return {
    ok: false,
    fieldErrors,
    formError,
    values: echoValues(raw),
    ...(hasAltcha(raw) ? {} : { question: deps.captchaQuestion() }),
  };
}

/** Why the spam check failed: a bad ALTCHA solution, no answer to the question yet, or a wrong one. */
function captchaErrorKey(raw: Record<string, unknown>): string {
  if (hasAltcha(raw)) return 'Validation.captcha';
  const answer = raw[CAPTCHA_ANSWER_FIELD];
  return typeof answer === 'string' && answer.trim() !== '' ? 'Validation.captchaAnswer' : 'Validation.captchaQuestion';
}

/** Whether the spam check was the no-JavaScript question (lib/server/captcha-question) rather than the proof of work. */
const answeredQuestion = (check: CaptchaCheck & { ok: true }) => check.signature.startsWith('question:');

/** Validates, stores and queues mail for one submission of form `formId`. */
export async function submitForm(
  formId: LeadFormId,
  input: unknown,
  context: SubmissionContext,
  deps: SubmissionDeps,
): Promise<FormResult> {
  const definition = FORM_DEFINITIONS[formId];
  let raw: Record<string, unknown> = {};
  try {
    raw = toRecord(input);
    const locale: SiteLocale = isSiteLocale(context.locale) ? context.locale : (defaultLocale as SiteLocale);
    const success: FormResult = {
      ok: true,
      redirectTo: definition.feedback
        ? localizedDynamicHref('/feedback/[form]', { form: definition.feedback }, locale)
        : null,
      successKey: definition.successKey ?? null,
    };

    // A filled honeypot is a bot: it sees the usual success and nothing is stored.
    const honeypot = raw[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') return success;

    const captcha = await deps.verifyCaptcha(raw);
    const parsed = definition.schema.safeParse(raw);
    const fieldErrors: FieldErrors = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
    const captchaError = captcha.ok ? null : captchaErrorKey(raw);
    if (captchaError) fieldErrors[CAPTCHA_FIELD] = [captchaError];
    if (!parsed.success || !captcha.ok) {
      const formErrors = parsed.success ? [] : z.flattenError(parsed.error).formErrors;
      return fail(raw, deps, fieldErrors, formErrors[0] ?? captchaError);
    }
    const data: FormData_ = { ...parsed.data };

    const withProperty = definition.hasProperty === true || (definition.hasProperty === 'optional' && data.propertyId !== undefined);
    const propertyId = withProperty ? Number(data.propertyId) : null;
    if (propertyId !== null && !(await deps.propertyExists(propertyId))) {
      return fail(raw, deps, { propertyId: ['Errors.propertyNotFound'] }, 'Errors.propertyNotFound');
    }

    let cv: (CheckedCv & { ok: true }) | null = null;
    if (definition.fileField) {
      const file = data[definition.fileField] as File;
      const checked = await checkCv(file);
      if (!checked.ok) return fail(raw, deps, { [definition.fileField]: [checked.error] }, null);
      cv = checked;
      data[definition.fileField] = { name: checked.name, size: file.size, type: checked.kind };
    }

    const email = typeof data.email === 'string' ? data.email : null;
    const ipHash = context.ip ? hashIp(context.ip) : null;
    const mails: QueuedMail[] = [
      { kind: 'agency', recipient: agencyMailTo(), locale: AGENCY_LOCALE },
      ...(definition.visitorMail && email ? [{ kind: 'visitor' as const, recipient: email, locale }] : []),
      ...(definition.extraMails?.(data, locale) ?? []),
    ];
    const now = deps.now();

    await deps.db.transaction(async (tx) => {
      const used = await tx.execute(sql`
        INSERT INTO captcha_uses (signature, expires_at) VALUES (${captcha.signature}, ${captcha.expiresAt.toISOString()})
        ON CONFLICT (signature) DO NOTHING RETURNING signature`);
      if (used.rows.length === 0) throw new Refusal('Validation.captcha');
      if (!(await withinRateLimits(tx, { ipHash, email }, deps.limits, now))) {
        throw new Refusal('Forms.errors.rateLimited');
      }
      // Past the day's no-JavaScript answers the lead is kept for the agency, unverified, mailing no one else.
      const unverified = answeredQuestion(captcha) && !(await withinNoJsLimits(tx, ipHash, deps.limits, now));
      const queued = await mailsToQueue(tx, mails, { unverified, limits: deps.limits, now });
      if (!queued.ok) throw new Refusal(queued.refusal);
      const refusal = await definition.check?.(tx, data);
      if (refusal) throw new Refusal(refusal);
      const [lead] = await tx
        .insert(leads)
        .values({
          form: formId,
          locale,
          page: metaText(raw[PAGE_FIELD], 300, /^\/[^\s<>"]*$/),
          propertyId,
          utmSource: metaText(raw[UTM_FIELD], 100, /^[\w.+\- ]+$/),
          email,
          ipHash,
          fields: data,
          attachmentName: cv?.name ?? null,
          unverified,
        })
        .returning({ id: leads.id });
      if (!lead) throw new Error('lead insert returned nothing');
      if (cv) await saveCv(tx, lead.id, cv);
      await definition.afterInsert?.(tx, lead.id, data, locale);
      const toCrm = !unverified && (deps.goesToCrm?.({ form: formId, locale, propertyId, fields: data }) ?? false);
      const rows = [...queued.mails, ...(toCrm ? [{ kind: 'crm' as const, recipient: 'omnicasa', locale }] : [])];
      await tx.insert(outbox).values(rows.map((row) => ({ leadId: lead.id, ...row })));
    });
    deps.onStored?.();
    return success;
  } catch (error) {
    if (error instanceof Refusal) return fail(raw, deps, {}, error.key);
    console.error(`[forms] ${formId} submission failed:`, error instanceof Error ? error.message : error);
    return fail(raw, deps, {}, definition.failureKey);
  }
}

export { verifyAltcha };
