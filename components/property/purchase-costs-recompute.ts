/**
 * The purchase-cost block recomputed in the browser (loaded by ./purchase-costs-live on use): the
 * same reading of the inputs and the same rules as the server's answer, written into the block's
 * outputs, with each unreadable field marked as the server would mark it.
 */
import { LANGUAGES } from '@/lib/locale';
import { formatEuro } from '@/lib/price';
import { COST_FIELDS, costFigures, readCostInputs, type CostParams } from '@/lib/purchase-cost-inputs';
import type { CostBreakdown } from '@/lib/purchase-costs';
import type { LiveCostOptions } from './purchase-costs-live';

export function recomputeCostForm(form: HTMLFormElement, { region, locale, defaults, monthlyNote }: LiveCostOptions): void {
  const data = new FormData(form);
  const params: CostParams = {};
  for (const field of COST_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') params[field] = value;
  }
  const { inputs, errors } = readCostInputs(params, defaults);
  const figures = costFigures(region, inputs);
  for (const output of form.querySelectorAll<HTMLOutputElement>('output[data-figure]')) {
    const figure = output.dataset.figure as keyof CostBreakdown;
    output.textContent = inputs.price > 0 ? formatEuro(figures[figure]) : '—';
  }
  for (const message of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = message.dataset.errorFor as (typeof COST_FIELDS)[number];
    const invalid = errors.includes(field);
    message.hidden = !invalid;
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement) {
      if (invalid) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }
  const noPrice = form.querySelector<HTMLElement>('[data-no-price]');
  if (noPrice) noPrice.hidden = inputs.price > 0;
  const note = form.querySelector<HTMLElement>('[data-figure-note]');
  const rate = String(inputs.ratePercent).replace('.', LANGUAGES[locale].decimalSeparator);
  if (note) note.textContent = monthlyNote.replace('{years}', String(inputs.years)).replace('{rate}', rate);
}
