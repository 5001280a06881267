'use client';

import { createContext, type ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';

export interface FormTexts {
  locale: SiteLocale;
  messages: Record<string, unknown>;
  /** The site's time zone (i18n/request.ts), as next-intl's server provider would pass it on. */
  timeZone: string;
}

/** A deferred lead form's texts, waiting for its code (./with-form-texts) to give them to next-intl. */
export const FormTextsContext = createContext<FormTexts | null>(null);

/**
 * Holds the texts of the lead forms inside. Unlike next-intl's provider, this costs the page no code:
 * the provider and its ICU message parser come with a form's own code, when the form is used.
 */
export function FormTextsProvider({
  locale,
  messages,
  timeZone,
  children,
}: FormTexts & { children: ReactNode }) {
  return <FormTextsContext value={{ locale, messages, timeZone }}>{children}</FormTextsContext>;
}
