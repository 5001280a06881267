/**
 * The calculator's result in the agency's mail of a renovation-advice lead: recomputed from the
 * stored inputs with lib/renovation (the browser's figures are never trusted), in the agency's
 * language, one line per measure, the totals and the measures reaching labels D and A.
 */
import 'server-only';
import { formatEuro } from '@/lib/price';
import { epcLabelText } from '@/lib/property/field-value';
import { calculateRenovation, type TargetPlan } from '@/lib/renovation/calculate';
import type { GrantEstimate } from '@/lib/renovation/grants';
import { renovationInputSchema, toRenovationInput } from '@/lib/renovation/input';
import type { Range } from '@/lib/renovation/measures';
import type { Translate } from './translate';

const range = (t: Translate, r: Range) => t('Renovation.range', { min: formatEuro(r.min), max: formatEuro(r.max) });

function grantText(t: Translate, grant: GrantEstimate): string {
  if (grant.kind === 'amount') return t('Renovation.grant.amount', { min: formatEuro(grant.range.min), max: formatEuro(grant.range.max) });
  if (grant.kind === 'upTo') return t('Renovation.grant.upTo', { euros: formatEuro(grant.euros) });
  return t(`Renovation.grant.${grant.kind}`);
}

function planText(t: Translate, plan: TargetPlan): string {
  if (plan.kind !== 'plan') return t(`Renovation.${plan.kind}`);
  return t('Renovation.planCost', {
    measures: plan.measures.map((m) => t(`Renovation.measures.${m}`)).join(', '),
    min: formatEuro(plan.cost.min),
    max: formatEuro(plan.cost.max),
    value: plan.epcAfter,
    label: plan.label ? epcLabelText(plan.label) : '?',
  });
}

/** The result's lines for a renovation-advice lead's fields; none when they do not parse. */
export function renovationSummaryLines(t: Translate, fields: Record<string, unknown>): string[] {
  const parsed = renovationInputSchema.safeParse(fields);
  if (!parsed.success) return [];
  const result = calculateRenovation(toRenovationInput(parsed.data));
  const label = (l: string | null) => (l ? ` (${t('Renovation.labelText', { label: epcLabelText(l) })})` : '');
  return [
    `${t('Renovation.resultIntro')}:`,
    ...result.measures.map(
      (m) =>
        `- ${t(`Renovation.measures.${m.measure}`)}: ${range(t, m.cost)} · ${t('Renovation.epcChange', { before: m.epcBefore, after: m.epcAfter })} · ${t('Renovation.colGrant')}: ${grantText(t, m.grant)}`,
    ),
    `${t('Renovation.total')}: ${range(t, result.total)}`,
    `${t('Renovation.afterWorks', { value: result.epcAfter })}${label(result.labelAfter)}`,
    ...(result.targets
      ? (['d', 'a'] as const).map((letter) => `${t(`Renovation.target.${letter}`)}: ${planText(t, result.targets![letter])}`)
      : []),
  ];
}
