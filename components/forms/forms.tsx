'use client';

/**
 * The lead forms, each with its zod schema from lib/forms (the same one the server action uses).
 * Every form takes its server action with the form id and the locale already bound.
 */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { contactAppointmentSchema } from '@/lib/forms/leads/contact-appointment';
import { contactConstructionSchema } from '@/lib/forms/leads/contact-construction';
import { valuationSchema } from '@/lib/forms/leads/contact-demand';
import { contactMeSchema } from '@/lib/forms/leads/contact-me';
import { demandRegisterSchema, GOALS, ZONES } from '@/lib/forms/leads/demand-register';
import { documentRequestSchema } from '@/lib/forms/leads/document-request';
import { LIMITS, type TypeIds } from '@/lib/forms/fields';
import { CV_ACCEPT, jobsSchema } from '@/lib/forms/leads/jobs';
import { INSURANCE_OPTIONS, INSURANCE_ROLES, insuranceProposalSchema } from '@/lib/forms/leads/insurance-proposal';
import { propertyManagementSchema } from '@/lib/forms/leads/property-management';
import { purchaseOfferSchema } from '@/lib/forms/leads/purchase-offer';
import { rentalApplicationSchema } from '@/lib/forms/leads/rental-application';
import { renovationAdviceSchema } from '@/lib/forms/leads/renovation-advice';
import { sendToFriendSchema } from '@/lib/forms/leads/send-to-friend';
import { signNewsletterSchema } from '@/lib/forms/leads/sign-newsletter';
import { siteContactSchema } from '@/lib/forms/leads/site-contact';
import { testimonialSchema } from '@/lib/forms/leads/testimonial';
import { CheckboxField, ChoiceGroup, FileField, HiddenField, HiddenList, SelectField, TextArea, TextField } from './fields';
import { LeadForm, type LeadAction } from './lead-form';
import { AddressFields, PersonFields, PreferenceFields } from './person-fields';
import styles from './forms.module.css';

export interface FormProps {
  action: LeadAction;
  page: string;
  privacyHref: string;
}

/** A property category a form offers: its WebID and its name in the page's language (the stock's types: ./form-island). */
export type TypeOption = { value: string; label: string };

/** The schema of a form that offers `types`, which accepts those and no other. */
function useSchemaFor<S>(schemaFor: (typeIds: TypeIds) => S, types: readonly TypeOption[]): S {
  return useMemo(() => {
    const ids = types.map((t) => t.value);
    return schemaFor(() => ids);
  }, [schemaFor, types]);
}

function PropertyIdField({ propertyId }: { propertyId: number }) {
  return <HiddenField name="propertyId" value={propertyId} />;
}

export function SiteContactForm({ slots, ...props }: FormProps & { slots: readonly string[] }) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="site-contact" schema={siteContactSchema} {...props}>
      <PersonFields phoneRequired={false} />
      <TextArea name="remark" label={t('fields.remark')} required maxLength={LIMITS.long} />
      <PreferenceFields slots={slots} />
    </LeadForm>
  );
}

export function JobsForm(props: FormProps) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="jobs" schema={jobsSchema} {...props}>
      <PersonFields />
      <TextArea name="remark" label={t('fields.remark')} maxLength={LIMITS.long} />
      <FileField name="cv" label={t('fields.cv')} required accept={CV_ACCEPT} hint={t('cvHint')} />
    </LeadForm>
  );
}

export function ValuationForm({ slots, types, ...props }: FormProps & { slots: readonly string[]; types: readonly TypeOption[] }) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="contact-demand" schema={useSchemaFor(valuationSchema, types)} {...props}>
      <PersonFields />
      <AddressFields legend={t('sections.address')} />
      <SelectField name="propertyType" label={t('fields.propertyType')} required options={types} />
      <TextArea name="remark" label={t('fields.remark')} maxLength={LIMITS.long} />
      <PreferenceFields slots={slots} />
    </LeadForm>
  );
}

export function DemandRegisterForm({ types, ...props }: FormProps & { types: readonly TypeOption[] }) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="demand-register" schema={useSchemaFor(demandRegisterSchema, types)} {...props}>
      <PersonFields />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sections.search')}</legend>
        <ChoiceGroup name="goal" label={t('fields.goal')} required options={GOALS.map((g) => ({ value: g, label: t(`goals.${g}`) }))} />
        <ChoiceGroup name="types" label={t('fields.types')} required multiple options={types} />
        <ChoiceGroup name="zones" label={t('fields.zones')} required multiple options={ZONES.map((z) => ({ value: z, label: t(`zones.${z}`) }))} />
        <TextField name="cityOrZip" label={t('fields.cityOrZip')} maxLength={LIMITS.short} autoComplete="address-level2" />
        <div className={styles.grid}>
          <TextField name="priceMin" type="number" inputMode="numeric" label={t('fields.priceMin')} />
          <TextField name="priceMax" type="number" inputMode="numeric" label={t('fields.priceMax')} />
          <TextField name="bedrooms" type="number" inputMode="numeric" label={t('fields.bedrooms')} />
        </div>
      </fieldset>
    </LeadForm>
  );
}

export function ContactConstructionForm({ projectId, ...props }: FormProps & { projectId: number }) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="contact-construction" schema={contactConstructionSchema} {...props}>
      <HiddenField name="projectId" value={projectId} />
      <PersonFields />
      <TextArea name="remark" label={t('fields.remark')} maxLength={LIMITS.long} />
    </LeadForm>
  );
}

export function PropertyManagementForm(props: FormProps) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="property-management" schema={propertyManagementSchema} {...props}>
      <PersonFields />
      <AddressFields legend={t('sections.address')} />
      <TextArea name="remark" label={t('fields.remark')} maxLength={LIMITS.long} />
    </LeadForm>
  );
}

/**
 * A home-insurance proposal; on a property's page its id goes along and the address starts filled
 * in (`initialValues`).
 */
export function InsuranceProposalForm({
  propertyId,
  initialValues,
  types,
  ...props
}: FormProps & { propertyId?: number; initialValues?: Record<string, string>; types: readonly TypeOption[] }) {
  const t = useTranslations();
  return (
    <LeadForm formId="insurance-proposal" schema={useSchemaFor(insuranceProposalSchema, types)} initialValues={initialValues} {...props}>
      {propertyId !== undefined && <PropertyIdField propertyId={propertyId} />}
      <PersonFields />
      <ChoiceGroup
        name="role"
        label={t('Forms.fields.role')}
        required
        options={INSURANCE_ROLES.map((r) => ({ value: r, label: t(`Insurance.roles.${r}`) }))}
      />
      <AddressFields legend={t('Forms.sections.home')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Forms.sections.cover')}</legend>
        <SelectField name="propertyType" label={t('Forms.fields.propertyType')} required options={types} />
        <p className={styles.note}>{t('Insurance.valueHint')}</p>
        <div className={styles.grid}>
          <TextField name="rebuildValue" type="number" inputMode="numeric" label={t('Forms.fields.rebuildValue')} />
          <TextField name="monthlyRent" type="number" inputMode="numeric" label={t('Forms.fields.monthlyRent')} />
        </div>
        <TextField name="coverStart" type="date" label={t('Forms.fields.coverStart')} required />
        <ChoiceGroup
          name="insuranceOptions"
          label={t('Forms.fields.insuranceOptions')}
          multiple
          options={INSURANCE_OPTIONS.map((o) => ({ value: o, label: t(`Insurance.options.${o}`) }))}
        />
      </fieldset>
      <TextArea name="remark" label={t('Forms.fields.remark')} maxLength={LIMITS.long} />
    </LeadForm>
  );
}

/** The calculator's inputs, carried along with an 'Ask for renovation advice' lead. */
export interface RenovationAdviceFields {
  region: string;
  homeType: string;
  livingArea: string;
  constructionYear: string;
  epcValue: string;
  measures: readonly string[];
  propertyId?: number;
}

export function RenovationAdviceForm({
  fields,
  submitLabel,
  ...props
}: FormProps & { fields: RenovationAdviceFields; submitLabel: string }) {
  const t = useTranslations();
  const { measures, propertyId, ...single } = fields;
  return (
    <LeadForm formId="renovation-advice" schema={renovationAdviceSchema} submitLabel={submitLabel} {...props}>
      {Object.entries(single).map(([name, value]) => (
        <HiddenField key={name} name={name} value={value} />
      ))}
      <HiddenList name="measures" values={measures} />
      {propertyId !== undefined && <PropertyIdField propertyId={propertyId} />}
      <PersonFields />
      <TextArea name="remark" label={t('Forms.fields.remark')} maxLength={LIMITS.long} />
    </LeadForm>
  );
}

export function NewsletterForm(props: FormProps) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="sign-newsletter" schema={signNewsletterSchema} submitLabel={t('actions.subscribe')} {...props}>
      <TextField name="email" type="email" label={t('fields.email')} required autoComplete="email" maxLength={LIMITS.email} />
    </LeadForm>
  );
}

export function TestimonialForm(props: FormProps) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="testimonial" schema={testimonialSchema} {...props}>
      <div className={styles.grid}>
        <TextField name="firstName" label={t('fields.firstName')} required autoComplete="given-name" maxLength={LIMITS.name} />
        <TextField name="lastName" label={t('fields.lastName')} required autoComplete="family-name" maxLength={LIMITS.name} />
      </div>
      <div className={styles.grid}>
        <TextField name="email" type="email" label={t('fields.email')} required autoComplete="email" maxLength={LIMITS.email} />
        <TextField name="city" label={t('fields.city')} autoComplete="address-level2" maxLength={LIMITS.name} />
      </div>
      <SelectField name="rating" label={t('fields.rating')} options={['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: '★'.repeat(Number(v)) }))} />
      <TextArea name="text" label={t('fields.text')} required maxLength={LIMITS.long} />
    </LeadForm>
  );
}

type PropertyFormProps = FormProps & { propertyId: number };

export function ContactMeForm({ propertyId, slots, ...props }: PropertyFormProps & { slots: readonly string[] }) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="contact-me" schema={contactMeSchema} {...props}>
      <PropertyIdField propertyId={propertyId} />
      <PersonFields />
      <TextArea name="remark" label={t('fields.remark')} maxLength={LIMITS.long} />
      <PreferenceFields slots={slots} />
    </LeadForm>
  );
}

/** Visit booking; `full` shows 'appointments full' instead of the form. */
export function VisitForm({ propertyId, slots, full = false, ...props }: PropertyFormProps & { slots: readonly string[]; full?: boolean }) {
  const t = useTranslations();
  if (full) return <p className={styles.formError}>{t('Errors.appointmentsFull')}</p>;
  return (
    <LeadForm formId="contact-appointment" schema={contactAppointmentSchema} {...props}>
      <PropertyIdField propertyId={propertyId} />
      <PersonFields />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Forms.sections.visit')}</legend>
        <div className={styles.grid}>
          <TextField name="date" type="date" label={t('Forms.fields.date')} required />
          <SelectField name="timeSlot" label={t('Forms.fields.timeSlot')} required options={slots.map((s) => ({ value: s, label: s }))} />
        </div>
        <TextArea name="remark" label={t('Forms.fields.remark')} maxLength={LIMITS.long} />
      </fieldset>
    </LeadForm>
  );
}

export function DocumentRequestForm({ propertyId, ...props }: PropertyFormProps) {
  return (
    <LeadForm formId="document-request" schema={documentRequestSchema} {...props}>
      <PropertyIdField propertyId={propertyId} />
      <PersonFields phoneRequired={false} withTitle={false} />
    </LeadForm>
  );
}

export function SendToFriendForm({ propertyId, ...props }: PropertyFormProps) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="send-to-friend" schema={sendToFriendSchema} {...props}>
      <PropertyIdField propertyId={propertyId} />
      <div className={styles.grid}>
        <TextField name="firstName" label={t('fields.firstName')} required autoComplete="given-name" maxLength={LIMITS.name} />
        <TextField name="email" type="email" label={t('fields.email')} required autoComplete="email" maxLength={LIMITS.email} />
      </div>
      <TextField name="friendEmail" type="email" label={t('fields.friendEmail')} required maxLength={LIMITS.email} />
    </LeadForm>
  );
}

export function PurchaseOfferForm({ propertyId, ...props }: PropertyFormProps) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="purchase-offer" schema={purchaseOfferSchema} {...props}>
      <PropertyIdField propertyId={propertyId} />
      <PersonFields />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sections.signerB')}</legend>
        <div className={styles.grid}>
          <TextField name="signerBFirstName" label={t('fields.signerBFirstName')} maxLength={LIMITS.name} />
          <TextField name="signerBLastName" label={t('fields.signerBLastName')} maxLength={LIMITS.name} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sections.offer')}</legend>
        <div className={styles.grid}>
          <TextField name="amount" type="number" inputMode="numeric" label={t('fields.amount')} required />
          <TextField name="amountWords" label={t('fields.amountWords')} required maxLength={300} />
        </div>
        <div className={styles.grid}>
          <TextField name="startDate" type="date" label={t('fields.startDate')} required />
          <TextField name="endDate" type="date" label={t('fields.endDate')} required />
        </div>
        <div className={styles.grid}>
          <TextField name="place" label={t('fields.place')} required maxLength={LIMITS.name} />
          <TextField name="signDate" type="date" label={t('fields.signDate')} required />
        </div>
        <TextArea name="conditions" label={t('fields.conditions')} maxLength={LIMITS.long} />
        <CheckboxField name="acceptAdvance" label={t('fields.acceptAdvance')} required>
          <p className={styles.note}>{t('offer.advanceCondition')}</p>
        </CheckboxField>
      </fieldset>
    </LeadForm>
  );
}

export function RentalApplicationForm({ propertyId, ...props }: PropertyFormProps) {
  const t = useTranslations('Forms');
  return (
    <LeadForm formId="rental-application" schema={rentalApplicationSchema} {...props}>
      <PropertyIdField propertyId={propertyId} />
      <PersonFields />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sections.profile')}</legend>
        <div className={styles.grid}>
          <TextField name="income1" type="number" inputMode="numeric" label={t('fields.income1')} required />
          <TextField name="income2" type="number" inputMode="numeric" label={t('fields.income2')} />
        </div>
        <div className={styles.grid}>
          <TextField name="adults" type="number" inputMode="numeric" label={t('fields.adults')} required />
          <TextField name="kids" type="number" inputMode="numeric" label={t('fields.kids')} />
          <TextField name="kidsAges" label={t('fields.kidsAges')} maxLength={LIMITS.short} />
        </div>
        <CheckboxField name="pets" label={t('fields.pets')} />
        <TextField name="movingDate" type="date" label={t('fields.movingDate')} required />
        <TextArea name="movingReason" label={t('fields.movingReason')} maxLength={LIMITS.long} />
        <CheckboxField name="acceptConditions" label={t('fields.acceptConditions')} required>
          <p className={styles.note}>{t('rental.confirmation')}</p>
        </CheckboxField>
      </fieldset>
    </LeadForm>
  );
}
