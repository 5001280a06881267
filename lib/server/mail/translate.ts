/** Server-side translation for mails (outside a request): the same catalogues as the pages. */
import 'server-only';
import { createTranslator } from 'next-intl';
import type { SiteLocale } from '@/lib/locale';
import { MESSAGES } from '@/lib/messages';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator taking any dotted key; an unknown key comes back as the key itself. */
export function translatorFor(locale: SiteLocale): Translate {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    onError: () => undefined,
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  }) as unknown as Translate;
  return (key, values) => t(key, values);
}
