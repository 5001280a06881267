import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';

export type LocaleSignals = {
  query: string | null;
  cookie: string | null;
  acceptLanguage: string | null;
};

/**
 * SPEC §2.1 language detection for a path without a language segment:
 * query `lang`, then the language cookie, then the browser's Accept-Language, then the default.
 * Only enabled languages count.
 */
export function detectLocale(
  signals: LocaleSignals,
  enabled: readonly SiteLocale[],
  defaultLocale: SiteLocale,
): SiteLocale {
  for (const candidate of [signals.query, signals.cookie]) {
    const code = candidate?.trim().toLowerCase().slice(0, 2);
    if (isSiteLocale(code) && enabled.includes(code)) return code;
  }
  if (signals.acceptLanguage) {
    const requested = new Negotiator({
      headers: { 'accept-language': signals.acceptLanguage },
    }).languages();
    try {
      const best = match(requested, enabled as string[], defaultLocale);
      if (isSiteLocale(best)) return best;
    } catch {
      // A malformed header falls through to the default.
    }
  }
  return defaultLocale;
}
