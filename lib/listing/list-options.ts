import { getCities, getTypes } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import type { ListItem } from './list-entries';

/** The choices of a list's filters (components/listing/list-view). */
export type ListOptions = {
  cities: { name: string; zip: string; count: number }[];
  types: { webId: number; name: string; count: number }[];
  prices: number[];
};

const SALE_PRICES = [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000];
const RENT_PRICES = [500, 750, 1_000, 1_250, 1_500, 2_000, 2_500, 3_000, 5_000];

/** The choices of a list's filters: the towns and the categories its items have (with their counts), and price steps for its goal. */
export function listOptionsFor(locale: SiteLocale, items: readonly ListItem[], goal: 0 | 1 | null): ListOptions {
  const count = (pred: (i: ListItem) => boolean) => items.filter(pred).length;
  const cities = getCities(locale, goal === 1 ? 'rent' : goal === 0 ? 'sale' : 'all')
    .map((c) => ({ name: c.Name, zip: c.Zip, count: count((i) => i.zip === c.Zip && i.city === c.Name) }))
    .filter((c) => c.count > 0)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const types = getTypes(locale)
    .map((t) => ({ webId: t.WebID, name: t.Name, count: count((i) => i.webIds.includes(t.WebID)) }))
    .filter((t) => t.count > 0);
  return { cities, types, prices: goal === 1 ? RENT_PRICES : SALE_PRICES };
}
