import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import type { SiteLocale } from '@/lib/locale';
import { routing } from './routing';

/**
 * The language of the page being rendered (the `[locale]` root param). A first segment that is
 * not an enabled language (say a stray `/favicon.ico`) is a 404, never a crash.
 */
export async function currentLocale(): Promise<SiteLocale> {
  const value = await rootLocale();
  if (!hasLocale(routing.locales, value)) notFound();
  return value;
}

/** The language of a not-found boundary, which must render even when the first segment is not a language. */
export async function currentLocaleOrDefault(): Promise<SiteLocale> {
  const value = await rootLocale();
  return hasLocale(routing.locales, value) ? value : routing.defaultLocale;
}
