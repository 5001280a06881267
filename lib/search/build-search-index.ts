import { getCities, getProperties, getTypes } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import { formatPrice } from '@/lib/price';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { localizedPropertyPath } from '@/lib/property-url';
import { localizedHref } from '@/lib/routes';
import type { SearchIndex } from './search-index';

/** The search index of one language, served as a static JSON file and loaded on first focus. */
export async function buildSearchIndex(locale: SiteLocale, startingFrom: string): Promise<SearchIndex> {
  const sale = localizedHref('/for-sale', locale);
  const rent = localizedHref('/for-rent', locale);
  const properties = getProperties(locale).map((p) => ({
    id: p.ID,
    title: p.TypeDescription.trim() || p.MainTypeName,
    type: p.MainTypeName,
    city: p.City,
    zip: p.Zip,
    price: formatPrice(p, { startingFromText: startingFrom, ignoredMarquees: PRICE_HIDING_MARQUEES }),
    href: localizedPropertyPath({ locale, goal: p.Goal, city: p.City, title: p.TypeDescription, type: p.MainTypeName, id: p.ID }),
  }));
  const cities = getCities(locale, 'all').map((c) => {
    const list = c.countSaleProperty >= c.countRentProperty ? sale : rent;
    return {
      name: c.Name,
      zip: c.Zip,
      searchName: c.searchName,
      count: c.PropertyCount,
      href: `${list}?city=${encodeURIComponent(`${c.Name}|${c.Zip}`)}`,
    };
  });
  const types = getTypes(locale)
    .filter((t) => t.countSaleProperty + t.countRentProperty > 0)
    .map((t) => ({
      webId: t.WebID,
      name: t.Name,
      count: t.countSaleProperty + t.countRentProperty,
      href: `${t.countSaleProperty >= t.countRentProperty ? sale : rent}?type=${t.WebID}`,
    }));
  return { properties, cities, types };
}
