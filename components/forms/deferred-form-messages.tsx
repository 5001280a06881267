import { getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';
import { FORM_NAMESPACES, messagesOf, type Namespace } from './form-catalogue';
import { FormTextsProvider } from './form-texts';

/**
 * Gives the deferred lead forms inside (./lazy-forms) the texts they need, by default Forms,
 * Validation, Errors and Success. next-intl's provider comes with a form's code, so a page whose
 * forms are never used loads no message parser.
 */
export async function DeferredFormMessages({
  locale,
  namespaces = FORM_NAMESPACES,
  children,
}: {
  locale: SiteLocale;
  namespaces?: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <FormTextsProvider
      locale={locale}
      messages={await messagesOf(locale, namespaces)}
      timeZone={await getTimeZone({ locale })}
    >
      {children}
    </FormTextsProvider>
  );
}
