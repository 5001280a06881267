'use server';

import 'server-only';

import { redirect } from 'next/navigation';
import { isLeadFormId, type LeadFormId } from '@/lib/forms/leads/registry';
import type { SiteLocale } from '@/lib/locale';
import { clientIp } from '../client-ip';
import { FORM_DEFINITIONS } from '../forms/definitions';
import { defaultSubmissionDeps } from '../forms/deps';
import { submitForm, type FormResult } from '../forms/submit';

/**
 * The server action of every lead form; pages bind the form id and the locale:
 * `submitLead.bind(null, 'site-contact', locale)`. On success it redirects to the thank-you page
 * (works without JavaScript too); otherwise it returns the typed result for useActionState.
 */
export async function submitLead(
  formId: LeadFormId,
  locale: SiteLocale,
  _previous: FormResult | null,
  formData: FormData,
): Promise<FormResult> {
  if (!isLeadFormId(formId)) {
    return { ok: false, fieldErrors: {}, formError: 'Errors.api', values: {} };
  }
  let result: FormResult;
  try {
    result = await submitForm(formId, formData, { locale, ip: await clientIp() }, defaultSubmissionDeps());
  } catch (error) {
    console.error(`[forms] ${formId}:`, error instanceof Error ? error.message : error);
    result = { ok: false, fieldErrors: {}, formError: FORM_DEFINITIONS[formId].failureKey, values: {} };
  }
  if (result.ok && result.redirectTo) redirect(result.redirectTo);
  return result;
}
