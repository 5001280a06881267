/**
 * The purchase-cost block of a sale detail page: the visitor's inputs and the figures
 * of lib/purchase-costs, rendered on the server. Without JavaScript the form asks the server again
 * (GET /{lang}/purchase-costs/?property=…); with it, ./purchase-costs-live recomputes in place once
 * the visitor starts using the form, loading the rules only then.
 */
import { getTranslations } from 'next-intl/server';
import { getTypeKind, type Property } from '@/lib/catalogue';
import { LANGUAGES, type SiteLocale } from '@/lib/locale';
import { formatEuro } from '@/lib/price';
import { COST_BOUNDS, costFigures, costHomeOf, defaultCostInputs, type CostField, type CostInputs } from '@/lib/purchase-cost-inputs';
import type { CostBreakdown, CostRegion } from '@/lib/purchase-costs';
import { regionForProperty } from '@/lib/regions';
import { localizedHref } from '@/lib/routes';
import formStyles from '@/components/forms/forms.module.css';
import { PurchaseCostsLive } from './purchase-costs-live';
import styles from './purchase-costs.module.css';

export function costRegionOf(p: Pick<Property, 'Zip' | 'CountryID'>): CostRegion | null {
  return regionForProperty(p);
}

/** The block's first inputs for a property: its shown price (none when hidden) and its likely use. */
export function propertyCostInputs(p: Property): CostInputs {
  return defaultCostInputs(costRegionOf(p), p.PublishPrice ? p.Price : null, costHomeOf(getTypeKind(p.WebID)));
}

/** Sale pages of properties still for sale show the block; an annuity sale (viager) is priced otherwise. */
export function showsPurchaseCosts(p: Property, unavailable: boolean): boolean {
  return p.Goal === 0 && !unavailable && p.Annuity === null;
}

/** A rate or a term as the visitor's language writes it (3,2 in nl, fr, de; 3.2 in en). */
const decimal = (value: number, locale: SiteLocale) => String(value).replace('.', LANGUAGES[locale].decimalSeparator);

type Figure = keyof CostBreakdown;
const FIGURES: readonly Figure[] = ['registrationDuty', 'notaryFee', 'totalCosts', 'totalPrice', 'loan'];

export async function PurchaseCostBlock({
  p,
  locale,
  inputs,
  errors = [],
  headingId = 'purchase-costs-title',
}: {
  p: Property;
  locale: SiteLocale;
  inputs: CostInputs;
  errors?: readonly CostField[];
  headingId?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'PurchaseCosts' });
  const region = costRegionOf(p);
  const figures = costFigures(region, inputs);
  const formId = `purchase-costs-${p.ID}`;
  const shown = (figure: Figure) => (inputs.price > 0 ? formatEuro(figures[figure]) : '—');
  const amount = (value: number) => formatEuro(value).replace(/^€ /, '');
  const values: Record<Exclude<CostField, 'home' | 'buyers'>, string> = {
    price: inputs.price > 0 ? amount(inputs.price) : '',
    ownFunds: amount(inputs.ownFunds),
    rate: decimal(inputs.ratePercent, locale),
    years: String(inputs.years),
  };
  const numberField = (field: keyof typeof values, label: string, inputMode: 'numeric' | 'decimal') => {
    const invalid = errors.includes(field);
    const bounds = COST_BOUNDS[field];
    return (
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${formId}-${field}`}>
          {label}
        </label>
        <input
          id={`${formId}-${field}`}
          name={field}
          className={formStyles.input}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          defaultValue={values[field]}
          aria-invalid={invalid || undefined}
          aria-describedby={`${formId}-${field}-error`}
        />
        <p id={`${formId}-${field}-error`} className={formStyles.error} hidden={!invalid} data-error-for={field}>
          {t('errors.range', { min: bounds.min.toLocaleString('nl-BE'), max: bounds.max.toLocaleString('nl-BE') })}
        </p>
      </div>
    );
  };

  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="purchase-costs" data-region={region ?? 'abroad'}>
      <h2 id={headingId}>{t('title')}</h2>
      <p className={styles.lead}>{t('lead')}</p>
      {errors.length > 0 && (
        <p className={formStyles.formError} role="alert" data-testid="purchase-costs-error">
          {t('errors.summary')}
        </p>
      )}
      <form id={formId} className={styles.layout} method="get" action={localizedHref('/purchase-costs', locale)} noValidate>
        <input type="hidden" name="property" value={p.ID} />
        <div className={styles.inputs}>
          {numberField('price', t('price'), 'numeric')}
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.label}>{t('home')}</legend>
            <div className={styles.choices}>
              {(['own', 'other'] as const).map((home) => (
                <label key={home} className={formStyles.choice}>
                  <input type="radio" name="home" value={home} defaultChecked={inputs.home === home} />
                  {t(home === 'own' ? 'homeOwn' : 'homeOther')}
                </label>
              ))}
            </div>
          </fieldset>
          {region === 'luxembourg' && (
            <fieldset className={formStyles.fieldset}>
              <legend className={formStyles.label}>{t('buyers')}</legend>
              <div className={styles.choices}>
                {([1, 2] as const).map((n) => (
                  <label key={n} className={formStyles.choice}>
                    <input type="radio" name="buyers" value={n} defaultChecked={inputs.buyers === n} />
                    {n}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {numberField('ownFunds', t('ownFunds'), 'numeric')}
          <div className={styles.pair}>
            {numberField('rate', t('rate'), 'decimal')}
            {numberField('years', t('years'), 'numeric')}
          </div>
          <button type="submit" className="button button-outline">
            {t('recalculate')}
          </button>
        </div>
        <div className={styles.results} aria-live="polite">
          <p className={styles.note} hidden={inputs.price > 0} data-no-price>
            {t('noPrice')}
          </p>
          <dl className={styles.figures}>
            {FIGURES.filter((f) => region || !['registrationDuty', 'notaryFee', 'totalCosts', 'totalPrice'].includes(f)).map((figure) => (
              <div key={figure} className={figure === 'totalCosts' || figure === 'loan' ? styles.total : styles.row}>
                <dt>{t(figure)}</dt>
                <dd>
                  <output form={formId} data-figure={figure}>
                    {shown(figure)}
                  </output>
                </dd>
              </div>
            ))}
          </dl>
          <div className={styles.monthly}>
            <p className={styles.monthlyLabel}>{t('monthlyPayment')}</p>
            <p className={styles.monthlyAmount}>
              <output form={formId} data-figure="monthlyPayment" data-testid="monthly-payment">
                {shown('monthlyPayment')}
              </output>
            </p>
            <p className={styles.monthlyNote} data-figure-note>
              {t('monthlyNote', { years: inputs.years, rate: decimal(inputs.ratePercent, locale) })}
            </p>
          </div>
          <ul className={styles.notes}>
            {region ? <li>{t(`rules.${region}`)}</li> : <li>{t('abroad')}</li>}
            {region && <li>{t(region === 'luxembourg' ? 'notaryLuxembourg' : 'notaryScale')}</li>}
            {p.Financial.VatRegime && <li>{t('vatRegime')}</li>}
          </ul>
          <p className={styles.indicative} data-testid="purchase-costs-indicative">
            {t('indicative')}
          </p>
        </div>
        <PurchaseCostsLive formId={formId} region={region} locale={locale} defaults={inputs} monthlyNote={t.raw('monthlyNote') as string} />
      </form>
    </section>
  );
}
