/**
 * The renovation calculator on a home's detail page: in full, prefilled from the
 * property with the measures that reach label D ticked, for labels E, F and G; a link to the
 * prefilled calculator page for the other labels. Nothing for other properties.
 */
import { getTranslations } from 'next-intl/server';
import { getTypeKind, type Property } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { epcLabelText } from '@/lib/property/field-value';
import { calculateRenovation, type RenovationInput } from '@/lib/renovation/calculate';
import { calculatorIsProminent, calculatorPrefillFor } from '@/lib/renovation/property-input';
import { epcLabelFor } from '@/lib/epc';
import { calculatorHref } from '@/lib/renovation/calculator-href';
import { CalculatorPanel } from './calculator-panel';
import styles from './renovation.module.css';

export async function RenovationSection({ p, locale, page }: { p: Property; locale: SiteLocale; page: string }) {
  const prefill = calculatorPrefillFor(p, getTypeKind(p.WebID));
  if (!prefill || prefill.region === 'luxembourg') return null;
  const label = epcLabelFor(prefill.region, prefill.epcValue);
  if (!label) return null;
  const t = await getTranslations({ locale, namespace: 'Renovation' });
  const values = {
    region: prefill.region,
    homeType: prefill.type,
    livingArea: prefill.livingM2 === null ? '' : String(prefill.livingM2),
    constructionYear: prefill.constructionYear === null ? '' : String(prefill.constructionYear),
    epcValue: String(prefill.epcValue),
    propertyId: String(p.ID),
  };

  if (!calculatorIsProminent(label)) {
    return (
      <p className={styles.link}>
        <a href={calculatorHref(locale, values)} data-testid="renovation-link">
          {t('link')}
        </a>
      </p>
    );
  }

  const base: RenovationInput | null =
    prefill.livingM2 === null ? null : { ...prefill, livingM2: prefill.livingM2, measures: [] };
  const plan = base ? calculateRenovation(base).targets?.d : undefined;
  const input = base && plan?.kind === 'plan' ? { ...base, measures: plan.measures } : base;
  return (
    <section id="renovation" className={styles.panel} aria-labelledby="renovation-title" data-testid="renovation-calculator">
      <h2 id="renovation-title">{t('title')}</h2>
      <p>{t('intro', { label: epcLabelText(label) })}</p>
      <CalculatorPanel
        locale={locale}
        page={page}
        values={{ ...values, measures: input?.measures ?? [] }}
        input={input}
        propertyId={p.ID}
        idPrefix="renovation"
      />
    </section>
  );
}
