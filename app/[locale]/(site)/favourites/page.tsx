import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavouritesPage } from '@/components/saved-properties/favourites-page';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { MAX_FAVOURITES, parseIdsParam } from '@/lib/saved-properties/id-list';
import { staticAlternates } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/page-metadata';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

/** Not for search results (lib/routes NOT_INDEXED_PATHNAMES): each list is one visitor's choice. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  return pageMetadata(
    { title: t('title'), description: t('lead'), noindex: true },
    locale,
    staticAlternates(routing.locales, '/favourites'),
  );
}

/**
 * Rendered per URL: `?ids=` is the list (components/saved-properties/favourites-page). The answer
 * depends on the URL alone, so proxy.ts lets a shared cache keep it like any public page.
 */
export default async function Favourites({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [locale, query] = await Promise.all([currentLocale(), searchParams]);
  return <FavouritesPage locale={locale} ids={parseIdsParam(query.ids, MAX_FAVOURITES)} />;
}
