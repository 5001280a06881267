import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';

const CATALOGUES = {
  nl: () => import('@/messages/nl.json'),
  fr: () => import('@/messages/fr.json'),
  en: () => import('@/messages/en.json'),
  de: () => import('@/messages/de.json'),
} as const satisfies Record<SiteLocale, unknown>;

export type Namespace = keyof Awaited<ReturnType<(typeof CATALOGUES)['fr']>>['default'];

export const FORM_NAMESPACES: Namespace[] = ['Forms', 'Validation', 'Errors', 'Success'];

/** Gives a form island the texts it needs (by default Forms, Validation, Errors, Success), nothing more. */
export async function FormMessages({
  locale,
  namespaces = FORM_NAMESPACES,
  children,
}: {
  locale: SiteLocale;
  namespaces?: Namespace[];
  children: ReactNode;
}) {
  const all = (await CATALOGUES[locale]()).default;
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
