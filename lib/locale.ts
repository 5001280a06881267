export const SITE_LOCALES = ['nl', 'fr', 'en', 'de'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}
