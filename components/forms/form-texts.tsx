'use client';

import { createContext, type ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';

export interface FormTexts {
  locale: SiteLocale;
  messages: Record<string, unknown>;
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
  children,
}: FormTexts & { children: ReactNode }) {
  return <FormTextsContext value={{ locale, messages }}>{children}</FormTextsContext>;
}
