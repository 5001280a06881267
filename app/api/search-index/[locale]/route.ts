import { getTranslations } from 'next-intl/server';
import { isSiteLocale } from '@/lib/locale';
import { routing } from '@/i18n/routing';
import { buildSearchIndex } from '@/lib/search/build-search-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The home search's index of one language (SPEC §5: search runs on the current language's data). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isSiteLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale });
  return Response.json(await buildSearchIndex(locale, t('STARTING_FROM')));
}
