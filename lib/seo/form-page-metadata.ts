import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { NOT_INDEXED_PATHNAMES, type StaticPathname } from '@/lib/routes';
import { staticAlternates } from './alternates';
import { pageMetadata } from './page-metadata';

/** Metadata of a fixed page whose title and lead live in messages under `namespace`. */
export async function formPageMetadata(
  locale: SiteLocale,
  path: StaticPathname,
  namespace:
    | 'Pages.demandRegister'
    | 'Pages.valuation'
    | 'Pages.login'
    | 'Pages.newsletter'
    | 'Pages.unsubscribe'
    | 'Pages.renovationCalculator'
    | 'Pages.insurance'
    | 'Pages.confirmAlert'
    | 'Pages.confirmNewsletter'
    | 'Portal.forgot'
    | 'Portal.reset',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return pageMetadata(
    // The owner-account pages and the unsubscribe confirmation are not pages for search results.
    { title: t('title'), description: t('lead'), noindex: NOT_INDEXED_PATHNAMES.includes(path) },
    locale,
    staticAlternates(routing.locales, path),
  );
}
