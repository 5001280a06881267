import type { Metadata } from 'next';
import { NewsOverview, newsOverviewMetadata } from '@/components/news/news-overview';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

/** The news overview's first page: static, rendered again when staff publish an article (lib/content/content-paths). */
export async function generateMetadata(): Promise<Metadata> {
  return newsOverviewMetadata(await currentLocale(), 1);
}

export default async function NewsPage() {
  return <NewsOverview locale={await currentLocale()} page={1} />;
}
