import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageNotFound } from '@/components/layout/page-not-found';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale() });
  return { title: t('NotFound.title'), robots: { index: false, follow: true } };
}

/**
 * The 404 page, static in every language: proxy.ts rewrites every unknown path here with the
 * status 404 (lib/proxy/page-verdict says why), so an unknown URL costs no render and no cache entry.
 */
export default async function PageNotFoundPage() {
  return <PageNotFound locale={await currentLocale()} />;
}
