'use client';

/**
 * Live recomputation of the purchase-cost block: renders nothing and loads the rules
 * (./purchase-costs-recompute) only when the visitor first focuses or changes an input, then
 * recomputes on every change; a send recomputes in place instead of asking the server.
 */
import { useEffect } from 'react';
import type { SiteLocale } from '@/lib/locale';
import type { CostInputs } from '@/lib/purchase-cost-inputs';
import type { CostRegion } from '@/lib/purchase-costs';

export interface LiveCostOptions {
  region: CostRegion | null;
  locale: SiteLocale;
  defaults: CostInputs;
  /** The translated 'over {years} years at {rate} %' with its placeholders. */
  monthlyNote: string;
}

export function PurchaseCostsLive({ formId, ...options }: LiveCostOptions & { formId: string }) {
  const { region, locale, defaults, monthlyNote } = options;
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const settings = { region, locale, defaults, monthlyNote };
    let loading: Promise<typeof import('./purchase-costs-recompute')> | null = null;
    const load = () => (loading ??= import('./purchase-costs-recompute'));
    const update = () => void load().then((m) => m.recomputeCostForm(form, settings));
    const submit = (event: Event) => {
      event.preventDefault();
      update();
    };
    const warm = () => void load();
    form.addEventListener('focusin', warm);
    form.addEventListener('pointerover', warm);
    form.addEventListener('input', update);
    form.addEventListener('submit', submit);
    return () => {
      form.removeEventListener('focusin', warm);
      form.removeEventListener('pointerover', warm);
      form.removeEventListener('input', update);
      form.removeEventListener('submit', submit);
    };
  }, [formId, region, locale, defaults, monthlyNote]);
  return null;
}
