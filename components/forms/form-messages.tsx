import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';

const CATALOGUES = {
  nl: () => import('@/messages/nl.json'),
  fr: () => import('@/messages/fr.json'),
  en: () => import('@/messages/en.json'),
  de: () => import('@/messages/de.json'),
} as const;

/** Gives a form island the texts it needs (Forms, Validation, Errors, Success), nothing more. */
export async function FormMessages({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  const all = (await CATALOGUES[locale]()).default;
  const messages = { Forms: all.Forms, Validation: all.Validation, Errors: all.Errors, Success: all.Success };
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
