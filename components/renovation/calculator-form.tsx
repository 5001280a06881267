/**
 * The renovation calculator's inputs: a plain GET form to the calculator page, which computes on
 * the server (no JavaScript at all). Values and errors come from the page or the property.
 */
import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import type { SiteLocale } from '@/lib/locale';
import { CALCULATOR_REGIONS } from '@/lib/renovation/input';
import { HOME_TYPES, MEASURES } from '@/lib/renovation/measures';
import { localizedHref } from '@/lib/routes';
import styles from './renovation.module.css';

export type CalculatorValues = Partial<Record<'region' | 'homeType' | 'livingArea' | 'constructionYear' | 'epcValue' | 'propertyId', string>> & {
  measures?: readonly string[];
};

type Errors = Partial<Record<string, string[]>>;

export async function CalculatorForm({
  locale,
  values,
  errors = {},
  idPrefix = 'calc',
}: {
  locale: SiteLocale;
  values: CalculatorValues;
  errors?: Errors;
  /** Keeps the ids unique when a page holds more than one calculator. */
  idPrefix?: string;
}) {
  const t = await getTranslations({ locale });
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorOf = (name: string) => errors[name]?.[0];
  const invalid = (name: string) => (errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {});
  const error = (name: string) => {
    const key = errorOf(name);
    return key ? (
      <p id={id(`${name}-error`)} className={formStyles.error}>
        {t.has(key as never) ? t(key as never) : key}
      </p>
    ) : null;
  };
  const number = (name: 'livingArea' | 'constructionYear' | 'epcValue', required: boolean) => (
    <div className={formStyles.field}>
      <label htmlFor={id(name)} className={formStyles.label}>
        {t(`Forms.fields.${name}`)}
        {required && <span className={formStyles.required} aria-hidden="true">*</span>}
      </label>
      <input
        id={id(name)}
        name={name}
        type="number"
        inputMode="numeric"
        step={1}
        className={formStyles.input}
        defaultValue={values[name] ?? ''}
        required={required}
        {...invalid(name)}
      />
      {error(name)}
    </div>
  );
  const select = (name: 'region' | 'homeType', options: readonly string[], names: string) => (
    <div className={formStyles.field}>
      <label htmlFor={id(name)} className={formStyles.label}>
        {t(`Forms.fields.${name}`)}
        <span className={formStyles.required} aria-hidden="true">*</span>
      </label>
      <select id={id(name)} name={name} className={formStyles.input} defaultValue={values[name] ?? ''} required {...invalid(name)}>
        <option value="">{t('Forms.actions.choose')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${names}.${o}` as never)}
          </option>
        ))}
      </select>
      {error(name)}
    </div>
  );
  const ticked = new Set(values.measures ?? []);
  return (
    <form method="get" action={localizedHref('/renovation-calculator', locale)} className={styles.form} data-testid="renovation-form">
      {values.propertyId && <input type="hidden" name="propertyId" value={values.propertyId} />}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('Renovation.inputs')}</legend>
        <div className={formStyles.grid}>
          {select('region', CALCULATOR_REGIONS, 'Renovation.regions')}
          {select('homeType', HOME_TYPES, 'Renovation.homeTypes')}
        </div>
        <div className={formStyles.grid}>
          {number('livingArea', true)}
          {number('constructionYear', false)}
          {number('epcValue', true)}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('Renovation.measuresLegend')}</legend>
        <div className={styles.measures}>
          {MEASURES.map((m) => (
            <label key={m} className={formStyles.choice}>
              <input type="checkbox" name="measures" value={m} defaultChecked={ticked.has(m)} />
              {t(`Renovation.measures.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={formStyles.actions}>
        <button type="submit" className="button button-accent">
          {t('Renovation.calculate')}
        </button>
      </div>
    </form>
  );
}
