import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { notFound } from 'next/navigation';
import { routing } from './routing';

export default getRequestConfig(async ({ locale: requested }) => {
  const locale = requested ?? (await rootLocale());
  if (!hasLocale(routing.locales, locale)) notFound();
  return { locale, messages: (await import(`../messages/${locale}.json`)).default };
});
