import type { SiteLocale } from '@/lib/locale';
import type { CityList, CityRecord, Property } from './schemas';

/**
 * The city lists of a language (SPEC §3: all, sale, rent) as the properties give them: one entry
 * per country, postal code and city name, with its number of properties, sorted by name. The
 * generator and the CRM sync both write cities.json with it, so the lists always match.
 */
export function citiesOf(properties: readonly Property[], locale: SiteLocale): Record<CityList, CityRecord[]> {
  const build = (subset: readonly Property[]): CityRecord[] => {
    const byKey = new Map<string, CityRecord>();
    for (const p of subset) {
      const key = `${p.CountryID}|${p.Zip}|${p.City}`;
      const entry = byKey.get(key);
      if (entry) entry.PropertyCount += 1;
      else {
        byKey.set(key, {
          Name: p.City,
          Zip: p.Zip,
          CountryID: p.CountryID,
          CountryName: p.CountryName,
          PropertyCount: 1,
          language: locale,
        });
      }
    }
    return [...byKey.values()].sort((a, b) => a.Name.localeCompare(b.Name, locale) || a.Zip.localeCompare(b.Zip));
  };
  return {
    all: build(properties),
    sale: build(properties.filter((p) => p.Goal === 0)),
    rent: build(properties.filter((p) => p.Goal !== 0)),
  };
}
