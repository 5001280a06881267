import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsOverview, newsOverviewMetadata, publishedNews } from '@/components/news/news-overview';
import { currentLocale } from '@/i18n/current-locale';
import { newsPageCount } from '@/lib/content/news';

/**
 * A further page of the news overview: proxy.ts rewrites '/nl/nieuws/?page=2' here once the page
 * exists (lib/content/news `newsPageVerdict`), and sets the shared-cache header. Rendered per
 * request (it reads the query), so a newly published article moves it without a revalidation.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(props: Props) {
  const locale = await currentLocale();
  const { page: raw } = await props.searchParams;
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  if (page < 2 || page > newsPageCount(publishedNews(locale).length)) notFound();
  return { locale, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props);
  return newsOverviewMetadata(locale, page);
}

export default async function NewsQueryPage(props: Props) {
  const { locale, page } = await load(props);
  return <NewsOverview locale={locale} page={page} />;
}
