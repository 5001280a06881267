/**
 * The calculator with its inputs, and its result when the inputs are complete, followed by the
 * 'Ask for renovation advice' form carrying them: on the calculator page and a home's detail page.
 */
import { getTranslations } from 'next-intl/server';
import { RenovationAdviceIsland } from '@/components/forms/form-island';
import type { SiteLocale } from '@/lib/locale';
import { calculateRenovation, type RenovationInput } from '@/lib/renovation/calculate';
import { CalculatorForm, type CalculatorValues } from './calculator-form';
import { CalculatorResult } from './calculator-result';
import styles from './renovation.module.css';

export async function CalculatorPanel({
  locale,
  page,
  values,
  input,
  errors,
  propertyId,
  idPrefix,
  headingLevel = 3,
}: {
  locale: SiteLocale;
  /** The URL path the advice form is sent from. */
  page: string;
  values: CalculatorValues;
  /** The input to compute, or null while the inputs are incomplete. */
  input: RenovationInput | null;
  errors?: Partial<Record<string, string[]>>;
  propertyId?: number;
  idPrefix?: string;
  /** Of the result's and the advice form's headings: 2 when the panel sits right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'Renovation' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <CalculatorForm locale={locale} values={values} errors={errors} idPrefix={idPrefix} />
      {input && <CalculatorResult locale={locale} input={input} result={calculateRenovation(input)} headingLevel={headingLevel} />}
      {input && (
        <section className={styles.advice} aria-labelledby={`${idPrefix ?? 'calc'}-advice-title`}>
          <Heading id={`${idPrefix ?? 'calc'}-advice-title`}>{t('adviceTitle')}</Heading>
          <p>{t('adviceIntro')}</p>
          <RenovationAdviceIsland
            locale={locale}
            page={page}
            submitLabel={t('adviceTitle')}
            fields={{
              region: input.region,
              homeType: input.type,
              livingArea: String(input.livingM2),
              constructionYear: input.constructionYear === null ? '' : String(input.constructionYear),
              epcValue: String(input.epcValue),
              measures: input.measures,
              ...(propertyId !== undefined ? { propertyId } : {}),
            }}
          />
        </section>
      )}
    </>
  );
}
