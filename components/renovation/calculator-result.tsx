/** A calculator result as the page shows it: a table per measure, the totals, targets and grants. */
import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import { formatEuro } from '@/lib/price';
import { epcLabelText } from '@/lib/property/field-value';
import type { RenovationInput, RenovationResult, TargetPlan } from '@/lib/renovation/calculate';
import { GRANT_PROGRAMMES, type GrantEstimate } from '@/lib/renovation/grants';
import type { Range } from '@/lib/renovation/measures';
import styles from './renovation.module.css';

/** `headingLevel`: 3 under a section's h2 (a detail page), 2 right under the page's h1 (the calculator page). */
export async function CalculatorResult({
  locale,
  input,
  result,
  headingLevel = 3,
}: {
  locale: SiteLocale;
  input: RenovationInput;
  result: RenovationResult;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getTranslations({ locale, namespace: 'Renovation' });
  const range = (r: Range) => t('range', { min: formatEuro(r.min), max: formatEuro(r.max) });
  const label = (l: string | null) => (l ? ` (${t('labelText', { label: epcLabelText(l) })})` : '');
  const grantText = (grant: GrantEstimate) =>
    grant.kind === 'amount'
      ? t('grant.amount', { min: formatEuro(grant.range.min), max: formatEuro(grant.range.max) })
      : grant.kind === 'upTo'
        ? t('grant.upTo', { euros: formatEuro(grant.euros) })
        : t(`grant.${grant.kind}`);
  const planText = (plan: TargetPlan) =>
    plan.kind === 'plan'
      ? t('planCost', {
          measures: plan.measures.map((m) => t(`measures.${m}`)).join(', '),
          min: formatEuro(plan.cost.min),
          max: formatEuro(plan.cost.max),
          value: plan.epcAfter,
          label: plan.label ? epcLabelText(plan.label) : '?',
        })
      : t(plan.kind);
  const programme = input.region === 'luxembourg' ? null : GRANT_PROGRAMMES[input.region];

  return (
    <section className={styles.result} aria-labelledby="renovation-result-title" data-testid="renovation-result">
      <Heading id="renovation-result-title">{t('result')}</Heading>
      <p data-testid="renovation-now">
        {t('now', { value: input.epcValue })}
        {label(result.label)}
      </p>
      {result.measures.length === 0 ? (
        <p>{t('noMeasures')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('colMeasure')}</th>
                <th scope="col">{t('colCost')}</th>
                <th scope="col">{t('colEpc')}</th>
                <th scope="col">{t('colGrant')}</th>
              </tr>
            </thead>
            <tbody>
              {result.measures.map((m) => (
                <tr key={m.measure} data-measure={m.measure}>
                  <th scope="row">{t(`measures.${m.measure}`)}</th>
                  <td>{range(m.cost)}</td>
                  <td>{t('epcChange', { before: m.epcBefore, after: m.epcAfter })}</td>
                  <td>{grantText(m.grant)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('total')}</th>
                <td data-testid="renovation-total">{range(result.total)}</td>
                <td colSpan={2}>
                  {t('afterWorks', { value: result.epcAfter })}
                  {label(result.labelAfter)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {result.notApplicable.length > 0 && (
        <p className={styles.muted}>{t('notApplicable', { measures: result.notApplicable.map((m) => t(`measures.${m}`)).join(', ') })}</p>
      )}
      {result.targets && (
        <>
          <Heading>{t('targetsTitle')}</Heading>
          <dl className={styles.targets}>
            {(['d', 'a'] as const).map((letter) => (
              <div key={letter} data-testid={`renovation-target-${letter}`}>
                <dt>{t(`target.${letter}`)}</dt>
                <dd>{planText(result.targets![letter])}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <Heading>{t('grantsTitle')}</Heading>
      {programme ? (
        <p>
          {t(programme.status === 'suspended' ? 'grantsSuspended' : 'grantsIntro', { programme: programme.name })}{' '}
          <a href={programme.url} rel="noopener noreferrer" target="_blank">
            {t('officialPage', { programme: programme.name })}
          </a>
        </p>
      ) : (
        <p>{t('grantsNone')}</p>
      )}
      <p className={styles.disclaimer} role="note">
        {t('disclaimer')}
      </p>
    </section>
  );
}
