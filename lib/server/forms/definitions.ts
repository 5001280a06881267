/**
 * What the server does with each lead form: its schema (shared with the browser) and the code the
 * registry cannot hold (a business rule checked in the transaction, extra writes, a third party's
 * mail). The thank-you page or inline message, the failure message, the visitor's mail and the
 * property check come from the registry (lib/forms/leads/registry.ts); `FORM_DEFINITIONS` is a
 * `Record` over its ids, so a new lead form without a schema here does not compile.
 */
import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defaultLocale } from '@/i18n/languages';
import { getSiteConfig } from '@/lib/content/site';
import { dataStore } from '@/lib/catalogue';
import { APPOINTMENTS_PER_SLOT, contactAppointmentSchema } from '@/lib/forms/leads/contact-appointment';
import { contactConstructionSchema } from '@/lib/forms/leads/contact-construction';
import { valuationSchema } from '@/lib/forms/leads/contact-demand';
import { contactMeSchema } from '@/lib/forms/leads/contact-me';
import { demandRegisterSchema } from '@/lib/forms/leads/demand-register';
import { documentRequestSchema } from '@/lib/forms/leads/document-request';
import { insuranceProposalSchema } from '@/lib/forms/leads/insurance-proposal';
import { jobsSchema } from '@/lib/forms/leads/jobs';
import type { TypeIds } from '@/lib/forms/fields';
import { inlineSuccessOf, leadForm, thankYouPageOf, type LeadFormId, type ThankYouPage } from '@/lib/forms/leads/registry';
import { propertyManagementSchema } from '@/lib/forms/leads/property-management';
import { purchaseOfferSchema } from '@/lib/forms/leads/purchase-offer';
import { rentalApplicationSchema } from '@/lib/forms/leads/rental-application';
import { renovationAdviceSchema } from '@/lib/forms/leads/renovation-advice';
import { sendToFriendSchema } from '@/lib/forms/leads/send-to-friend';
import { signNewsletterSchema } from '@/lib/forms/leads/sign-newsletter';
import { siteContactSchema } from '@/lib/forms/leads/site-contact';
import { testimonialSchema } from '@/lib/forms/leads/testimonial';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { createSearchProfile } from '../alerts/profiles';
import type { Database } from '../db/client';
import { leads } from '../db/schema';
import { getEnv } from '../env';
import { subscribeToNewsletter } from '../newsletter/subscriptions';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type FormData_ = Record<string, unknown>;
export type MailKind = 'agency' | 'visitor' | 'friend';

export interface QueuedMail {
  kind: MailKind;
  recipient: string;
  locale: SiteLocale;
}

export interface FormDefinition {
  id: LeadFormId;
  schema: z.ZodType<FormData_>;
  /** Thank-you page ending, or null for an inline success message. */
  feedback: ThankYouPage | null;
  successKey?: string;
  /** The form error shown when the submission cannot be stored. */
  failureKey: string;
  /**
   * Whether the form carries a `propertyId` to check against the catalogue: always, or 'optional'
   * (a form that is also on pages of no property: checked when it is there).
   */
  hasProperty?: boolean | 'optional';
  fileField?: 'cv';
  /** Whether the visitor gets a confirmation mail (in their language). */
  visitorMail: boolean;
  /** A rule checked inside the transaction; returns a form-error key to refuse. */
  check?: (tx: Tx, data: FormData_) => Promise<string | null>;
  /** Extra writes in the same transaction. */
  afterInsert?: (tx: Tx, leadId: number, data: FormData_, locale: SiteLocale) => Promise<void>;
  extraMails?: (data: FormData_, locale: SiteLocale) => QueuedMail[];
}

/** Where agency notifications go: AGENCY_MAIL_TO, else the agency's address from the site config. */
export function agencyMailTo(): string {
  return getEnv().AGENCY_MAIL_TO ?? getSiteConfig().agency.email;
}

/** The agency reads its notifications in the site's default language. */
export const AGENCY_LOCALE = defaultLocale as SiteLocale;

/** The categories the forms take: the WebIDs of the stock shown, in any language (the pages offer their language's). */
const offeredTypeIds: TypeIds = () => {
  const types = dataStore().getTypeRecords();
  return [...new Set(SITE_LOCALES.flatMap((locale) => types[locale].map((t) => String(t.WebID))))];
};

/** What the registry says of `id`, with its schema. */
function base(id: LeadFormId, schema: z.ZodType<FormData_>): FormDefinition {
  const entry = leadForm(id);
  const successKey = inlineSuccessOf(id);
  return {
    id,
    schema,
    feedback: thankYouPageOf(id),
    ...(successKey ? { successKey } : {}),
    failureKey: entry.failureKey,
    ...(entry.property ? { hasProperty: entry.property } : {}),
    visitorMail: entry.visitorMail !== null,
  };
}

export const FORM_DEFINITIONS: Record<LeadFormId, FormDefinition> = {
  'site-contact': base('site-contact', siteContactSchema),
  jobs: { ...base('jobs', jobsSchema), fileField: 'cv' },
  'contact-demand': base('contact-demand', valuationSchema(offeredTypeIds)),
  'demand-register': {
    ...base('demand-register', demandRegisterSchema(offeredTypeIds)),
    // The search becomes an alert once the address is confirmed: the visitor's mail carries the link.
    async afterInsert(tx, leadId, data, locale) {
      const alertToken = await createSearchProfile(tx, leadId, data, locale);
      await tx.update(leads).set({ fields: { ...data, alertToken } }).where(eq(leads.id, leadId));
    },
  },
  'contact-me': base('contact-me', contactMeSchema),
  'contact-appointment': {
    ...base('contact-appointment', contactAppointmentSchema),
    async check(tx, data) {
      const [row] = await tx
        .select({ n: count() })
        .from(leads)
        .where(
          and(
            eq(leads.form, 'contact-appointment'),
            eq(leads.propertyId, Number(data.propertyId)),
            sql`${leads.fields}->>'date' = ${String(data.date)}`,
            sql`${leads.fields}->>'timeSlot' = ${String(data.timeSlot)}`,
          ),
        );
      return (row?.n ?? 0) >= APPOINTMENTS_PER_SLOT ? 'Errors.appointmentsFull' : null;
    },
  },
  'contact-construction': base('contact-construction', contactConstructionSchema),
  'document-request': {
    ...base('document-request', documentRequestSchema),
    async check(tx, data) {
      const [row] = await tx
        .select({ n: count() })
        .from(leads)
        .where(
          and(
            eq(leads.form, 'document-request'),
            eq(leads.propertyId, Number(data.propertyId)),
            eq(leads.email, String(data.email)),
          ),
        );
      return (row?.n ?? 0) > 0 ? 'Errors.documentsAlreadyRequested' : null;
    },
  },
  'send-to-friend': {
    ...base('send-to-friend', sendToFriendSchema),
    extraMails: (data, locale) => [{ kind: 'friend', recipient: String(data.friendEmail), locale }],
  },
  'sign-newsletter': {
    ...base('sign-newsletter', signNewsletterSchema),
    async afterInsert(tx, leadId, data, locale) {
      const subscription = await subscribeToNewsletter(tx, String(data.email), locale);
      // The visitor's mail carries the confirmation link while the address is unconfirmed, the unsubscribe link always.
      const link = subscription.confirmed ? { unsubscribeToken: subscription.token } : { newsletterToken: subscription.token };
      await tx.update(leads).set({ fields: { ...data, ...link } }).where(eq(leads.id, leadId));
    },
  },
  testimonial: base('testimonial', testimonialSchema),
  'purchase-offer': base('purchase-offer', purchaseOfferSchema),
  'rental-application': base('rental-application', rentalApplicationSchema),
  'property-management': base('property-management', propertyManagementSchema),
  'renovation-advice': base('renovation-advice', renovationAdviceSchema),
  'insurance-proposal': base('insurance-proposal', insuranceProposalSchema(offeredTypeIds)),
};
