import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';
import { FORM_NAMESPACES, messagesOf, type Namespace } from './form-catalogue';

/**
 * Gives the client components inside the texts they need (by default Forms, Validation, Errors,
 * Success), nothing more, with next-intl's provider: its code (the ICU message parser) is part of the
 * page's load. A deferred lead form takes its texts through ./deferred-form-messages instead.
 */
export async function FormMessages({
  locale,
  namespaces = FORM_NAMESPACES,
  children,
}: {
  locale: SiteLocale;
  namespaces?: Namespace[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={await messagesOf(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
