import type { ReactNode } from 'react';
import { getTypes } from '@/lib/catalogue';
import type { LeadFormId, LeadFormsIn } from '@/lib/forms/leads/registry';
import { submitLead } from '@/lib/server/actions/submit-lead';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { timeSlots } from '@/lib/time-slots';
import { FORM_NAMESPACES } from './form-catalogue';
import { DeferredFormMessages } from './deferred-form-messages';
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

/** The forms each island renders, as the registry (lib/forms/leads/registry.ts) places them. */
type SiteForm = LeadFormsIn<'site'>;
type PropertyForm = LeadFormsIn<'property'>;

/** The insurance form also names the roles and options. */
const INSURANCE_NAMESPACES = [...FORM_NAMESPACES, 'Insurance'] as const;

function common(form: LeadFormId, locale: SiteLocale, page: string) {
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

type CommonProps = ReturnType<typeof common>;

/**
 * The component of each site form. A `Record` over the registry's site forms: a form placed on
 * the site without its component here does not compile (it used to render nothing).
 */
const SITE_FORMS = {
  'site-contact': (props, locale) => <SiteContactForm {...props} slots={timeSlots(locale)} />,
  jobs: (props) => <JobsForm {...props} />,
  'contact-demand': (props, locale) => <ValuationForm {...props} slots={timeSlots(locale)} types={typeOptions(locale)} />,
  'demand-register': (props, locale) => <DemandRegisterForm {...props} types={typeOptions(locale)} />,
  'sign-newsletter': (props) => <NewsletterForm {...props} />,
  testimonial: (props) => <TestimonialForm {...props} />,
  'property-management': (props) => <PropertyManagementForm {...props} />,
  'insurance-proposal': (props, locale) => <InsuranceProposalForm {...props} types={typeOptions(locale)} />,
} satisfies Record<SiteForm, (props: CommonProps, locale: SiteLocale) => ReactNode>;

/** A site form with its server action bound to the form and the language. `page` is the URL path it sits on. */
export async function SiteFormIsland({ form, locale, page }: { form: SiteForm; locale: SiteLocale; page: string }) {
  const draw: (props: CommonProps, locale: SiteLocale) => ReactNode = SITE_FORMS[form];
  return (
    <DeferredFormMessages locale={locale} namespaces={form === 'insurance-proposal' ? INSURANCE_NAMESPACES : FORM_NAMESPACES}>
      {draw(common(form, locale, page), locale)}
    </DeferredFormMessages>
  );
}

type PropertyFormOptions = { locale: SiteLocale; appointmentsFull: boolean };

/** The component of each property form: a `Record` over the registry's property forms, like SITE_FORMS. */
const PROPERTY_FORMS = {
  'contact-me': (props, { locale }) => <ContactMeForm {...props} slots={timeSlots(locale)} />,
  'contact-appointment': (props, { locale, appointmentsFull }) => <VisitForm {...props} slots={timeSlots(locale)} full={appointmentsFull} />,
  'document-request': (props) => <DocumentRequestForm {...props} />,
  'send-to-friend': (props) => <SendToFriendForm {...props} />,
  'purchase-offer': (props) => <PurchaseOfferForm {...props} />,
  'rental-application': (props) => <RentalApplicationForm {...props} />,
} satisfies Record<PropertyForm, (props: CommonProps & { propertyId: number }, options: PropertyFormOptions) => ReactNode>;

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
  const draw: (props: CommonProps & { propertyId: number }, options: PropertyFormOptions) => ReactNode = PROPERTY_FORMS[form];
  return <DeferredFormMessages locale={locale}>{draw({ ...common(form, locale, page), propertyId }, { locale, appointmentsFull })}</DeferredFormMessages>;
}

/**
 * The contact-construction form of a new-build project's detail page: `<ProjectFormIsland
 * projectId={id} locale={locale} page={path} />`. A valid post lands on /feedback/contact-construction/.
 */
export async function ProjectFormIsland({ locale, page, projectId }: { locale: SiteLocale; page: string; projectId: number }) {
  return (
    <DeferredFormMessages locale={locale}>
      <ContactConstructionForm {...common('contact-construction', locale, page)} projectId={projectId} />
    </DeferredFormMessages>
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
    <DeferredFormMessages locale={locale} namespaces={INSURANCE_NAMESPACES}>
      <InsuranceProposalForm {...common('insurance-proposal', locale, page)} propertyId={propertyId} initialValues={address} types={typeOptions(locale)} />
    </DeferredFormMessages>
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
    <DeferredFormMessages locale={locale}>
      <RenovationAdviceForm {...common('renovation-advice', locale, page)} fields={fields} submitLabel={submitLabel} />
    </DeferredFormMessages>
  );
}
