import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';

/** The calculator page for these inputs (empty ones left out; `measures` once per measure). */
export function calculatorHref(locale: SiteLocale, values: Record<string, string | readonly string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of [value ?? []].flat()) if (one !== '') query.append(name, one);
  }
  const search = query.toString();
  return `${localizedHref('/renovation-calculator', locale)}${search ? `?${search}` : ''}`;
}
