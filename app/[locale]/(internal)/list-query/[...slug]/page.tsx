import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MenuPageView } from '@/components/content/menu-page-view';
import { currentLocale } from '@/i18n/current-locale';
import { menuPageAt } from '@/lib/content/menu';
import { hasFilterableList } from '@/lib/listing/list-pages';
import { listPageResult } from '@/lib/listing/list-page-result';
import { parseListQuery } from '@/lib/listing/list-query';
import { isStaticPathname } from '@/lib/routes';
import { listQueryAlternates } from '@/lib/seo/list-query-alternates';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';

/**
 * A list page (sale, rent, a country sub-list) with filters or a page number in its URL: proxy.ts
 * rewrites '/nl/te-koop/?type=7&page=2' here ('/nl/list-query/for-sale') once the query is in its
 * canonical form, and sets the shared-cache header, which Next keeps on a page rendered per
 * request. A request for this path itself meets the proxy's 404 (lib/proxy/page-verdict).
 */
type Props = {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(props: Props) {
  const locale = await currentLocale();
  const { slug } = await props.params;
  const page = menuPageAt(`/${slug.join('/')}`);
  if (!page || !isStaticPathname(page.path) || !hasFilterableList(page)) notFound();
  const search = await props.searchParams;
  const query = parseListQuery({
    get: (name) => (typeof search[name] === 'string' ? search[name] : null),
  });
  return { locale, page, path: page.path, query };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, path, query } = await load(props);
  const result = listPageResult(page, locale, query);
  const metadata = menuPageMetadata(
    page,
    locale,
    listQueryAlternates(path, locale, { ...query, page: result.page }),
  );
  if (result.pages < 2) return metadata;
  const t = await getTranslations({ locale });
  const suffix = (t.raw('Listing.page') as string)
    .replace('{page}', String(result.page))
    .replace('{pages}', String(result.pages));
  return { ...metadata, title: `${String(metadata.title)} · ${suffix}` };
}

export default async function ListQueryPage(props: Props) {
  const { locale, page, query } = await load(props);
  return <MenuPageView page={page} locale={locale} query={query} />;
}
