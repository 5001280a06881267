import { getTypes } from '@/lib/catalogue';
import { submitLead } from '@/lib/server/actions/submit-lead';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { timeSlots } from '@/lib/time-slots';
import { FORM_NAMESPACES, FormMessages } from './form-messages';
import {
  ContactConstructionForm,
  ContactMeForm,
  DemandRegisterForm,
  DocumentRequestForm,
  InsuranceProposalForm,
  JobsForm,
  NewsletterForm,
  PropertyManagementForm,
  PurchaseOfferForm,
  RenovationAdviceForm,
  RentalApplicationForm,
  SendToFriendForm,
  SiteContactForm,
  TestimonialForm,
  ValuationForm,
  VisitForm,
} from './lazy-forms';
import type { RenovationAdviceFields, TypeOption } from './forms';

type SiteForm =
  | 'site-contact'
  | 'jobs'
  | 'contact-demand'
  | 'demand-register'
  | 'sign-newsletter'
  | 'testimonial'
  | 'property-management'
  | 'insurance-proposal';
type PropertyForm = 'contact-me' | 'contact-appointment' | 'document-request' | 'send-to-friend' | 'purchase-offer' | 'rental-application';

/** The insurance form also names the roles and options. */
const INSURANCE_NAMESPACES = [...FORM_NAMESPACES, 'Insurance'] as const;

function common(form: SiteForm | PropertyForm | 'contact-construction' | 'renovation-advice', locale: SiteLocale, page: string) {
  return {
    action: submitLead.bind(null, form, locale),
    page,
    privacyHref: localizedHref('/privacy-statement', locale),
  };
}

/** The property categories the forms offer: the stock's, named in the page's language, in their order. */
function typeOptions(locale: SiteLocale): TypeOption[] {
  return getTypes(locale).map((t) => ({ value: String(t.WebID), label: t.Name }));
}

/** A site form with its server action bound to the form and the language. `page` is the URL path it sits on. */
export async function SiteFormIsland({ form, locale, page }: { form: SiteForm; locale: SiteLocale; page: string }) {
  const props = common(form, locale, page);
  const slots = timeSlots(locale);
  return (
    <FormMessages locale={locale} namespaces={form === 'insurance-proposal' ? [...INSURANCE_NAMESPACES] : FORM_NAMESPACES}>
      {form === 'site-contact' && <SiteContactForm {...props} slots={slots} />}
      {form === 'jobs' && <JobsForm {...props} />}
      {form === 'contact-demand' && <ValuationForm {...props} slots={slots} types={typeOptions(locale)} />}
      {form === 'demand-register' && <DemandRegisterForm {...props} types={typeOptions(locale)} />}
      {form === 'sign-newsletter' && <NewsletterForm {...props} />}
      {form === 'testimonial' && <TestimonialForm {...props} />}
      {form === 'property-management' && <PropertyManagementForm {...props} />}
      {form === 'insurance-proposal' && <InsuranceProposalForm {...props} types={typeOptions(locale)} />}
    </FormMessages>
  );
}

/**
 * A property form for the property detail page: `<PropertyFormIsland form="contact-appointment"
 * propertyId={id} locale={locale} page={path} />`. `appointmentsFull` shows 'appointments full'.
 */
export async function PropertyFormIsland({
  form,
  locale,
  page,
  propertyId,
  appointmentsFull = false,
}: {
  form: PropertyForm;
  locale: SiteLocale;
  page: string;
  propertyId: number;
  appointmentsFull?: boolean;
}) {
  const props = { ...common(form, locale, page), propertyId };
  const slots = timeSlots(locale);
  return (
    <FormMessages locale={locale}>
      {form === 'contact-me' && <ContactMeForm {...props} slots={slots} />}
      {form === 'contact-appointment' && <VisitForm {...props} slots={slots} full={appointmentsFull} />}
      {form === 'document-request' && <DocumentRequestForm {...props} />}
      {form === 'send-to-friend' && <SendToFriendForm {...props} />}
      {form === 'purchase-offer' && <PurchaseOfferForm {...props} />}
      {form === 'rental-application' && <RentalApplicationForm {...props} />}
    </FormMessages>
  );
}

/**
 * The contact-construction form of a new-build project's detail page: `<ProjectFormIsland
 * projectId={id} locale={locale} page={path} />`. A valid post lands on /feedback/contact-construction/.
 */
export async function ProjectFormIsland({ locale, page, projectId }: { locale: SiteLocale; page: string; projectId: number }) {
  return (
    <FormMessages locale={locale}>
      <ContactConstructionForm {...common('contact-construction', locale, page)} projectId={projectId} />
    </FormMessages>
  );
}

/**
 * The insurance proposal on a property's page: the property's id goes along and its published
 * address starts filled in.
 */
export async function PropertyInsuranceIsland({
  locale,
  page,
  propertyId,
  address,
}: {
  locale: SiteLocale;
  page: string;
  propertyId: number;
  address: Record<string, string>;
}) {
  return (
    <FormMessages locale={locale} namespaces={[...INSURANCE_NAMESPACES]}>
      <InsuranceProposalForm {...common('insurance-proposal', locale, page)} propertyId={propertyId} initialValues={address} types={typeOptions(locale)} />
    </FormMessages>
  );
}

/** 'Ask for renovation advice' under a calculator result, carrying the calculator's inputs. */
export async function RenovationAdviceIsland({
  locale,
  page,
  fields,
  submitLabel,
}: {
  locale: SiteLocale;
  page: string;
  fields: RenovationAdviceFields;
  submitLabel: string;
}) {
  return (
    <FormMessages locale={locale}>
      <RenovationAdviceForm {...common('renovation-advice', locale, page)} fields={fields} submitLabel={submitLabel} />
    </FormMessages>
  );
}
