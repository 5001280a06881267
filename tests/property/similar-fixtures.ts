/**
 * Test properties for the 'similar properties': a real record of the committed snapshot with the
 * fields the ranking reads replaced.
 */
import type { Property } from '@/lib/data/schemas';
import { createDataStore } from '@/lib/data/store';
import type { SiteLocale } from '@/lib/locale';

const store = createDataStore('data');

/** The first record of a language's committed snapshot with `fields` (WebIDs follows WebID). */
export function propertyWith(fields: Partial<Property>, locale: SiteLocale = 'nl'): Property {
  const base = store.getProperties(locale)[0]!;
  return { ...base, WebIDs: String(fields.WebID ?? base.WebID), ...fields };
}
