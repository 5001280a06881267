import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';

/**
 * One value per language, each made the first time it is read: listing 10,000 properties in one
 * language writes 10,000 records, not 40,000. Each language draws from its own stream, so the order
 * of reading changes nothing. JSON.stringify and structuredClone read it as plain data.
 */
export function lazyPerLanguage<T>(make: (locale: SiteLocale) => T): Record<SiteLocale, T> {
  const values = {} as Record<SiteLocale, T>;
  for (const locale of SITE_LOCALES) {
    Object.defineProperty(values, locale, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make(locale);
        Object.defineProperty(values, locale, { value, enumerable: true, writable: true });
        return value;
      },
    });
  }
  return values;
}
