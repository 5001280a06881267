import type { SiteLocale } from '@/lib/locale';

/**
 * The `lang` of a property's own texts (title, type, description, text facts) on a page: the
 * record's language when it is not the page's, because the CRM did not have the property in the
 * page's language and the site shows its record in another; none when the page's `lang` holds.
 */
export function recordLang(record: { language: SiteLocale }, pageLocale: SiteLocale): SiteLocale | undefined {
  return record.language === pageLocale ? undefined : record.language;
}
