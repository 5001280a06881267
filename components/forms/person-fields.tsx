'use client';

import { useTranslations } from 'next-intl';
import { CONTACT_PREFERENCES, LIMITS, TITLES } from '@/lib/forms/fields';
import { ChoiceGroup, SelectField, TextField } from './fields';
import styles from './forms.module.css';

/** Title, names, e-mail and phone (SPEC §3 person fields). */
export function PersonFields({ phoneRequired = true, withTitle = true }: { phoneRequired?: boolean; withTitle?: boolean }) {
  const t = useTranslations('Forms');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sections.person')}</legend>
      {withTitle && (
        <ChoiceGroup name="title" label={t('fields.title')} options={TITLES.map((v) => ({ value: v, label: t(`titles.${v}`) }))} />
      )}
      <div className={styles.grid}>
        <TextField name="firstName" label={t('fields.firstName')} required autoComplete="given-name" maxLength={LIMITS.name} />
        <TextField name="lastName" label={t('fields.lastName')} required autoComplete="family-name" maxLength={LIMITS.name} />
      </div>
      <div className={styles.grid}>
        <TextField name="email" type="email" label={t('fields.email')} required autoComplete="email" maxLength={LIMITS.email} />
        <TextField
          name="phone"
          type="tel"
          label={t('fields.phone')}
          required={phoneRequired}
          autoComplete="tel"
          maxLength={LIMITS.phone}
        />
      </div>
    </fieldset>
  );
}

/** Street, number, postal code, city. */
export function AddressFields({ legend }: { legend: string }) {
  const t = useTranslations('Forms');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        <TextField name="street" label={t('fields.street')} required autoComplete="address-line1" maxLength={LIMITS.short} />
        <TextField name="houseNumber" label={t('fields.houseNumber')} maxLength={12} />
      </div>
      <div className={styles.grid}>
        <TextField name="zip" label={t('fields.zip')} required autoComplete="postal-code" inputMode="numeric" maxLength={LIMITS.zip} />
        <TextField name="city" label={t('fields.city')} required autoComplete="address-level2" maxLength={LIMITS.name} />
      </div>
    </fieldset>
  );
}

/** Contact preference and time slot (SPEC §3 preferences; slots of SPEC §9 in the visitor's language). */
export function PreferenceFields({ slots }: { slots: readonly string[] }) {
  const t = useTranslations('Forms');
  return (
    <div className={styles.grid}>
      <SelectField
        name="contactPreference"
        label={t('fields.contactPreference')}
        options={CONTACT_PREFERENCES.map((v) => ({ value: v, label: t(`preferences.${v}`) }))}
      />
      <SelectField name="timeSlot" label={t('fields.timeSlot')} options={slots.map((s) => ({ value: s, label: s }))} />
    </div>
  );
}
