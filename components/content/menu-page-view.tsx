import { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/components/content/breadcrumb';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import { ModuleGrid } from '@/components/modules/module-grid';
import { JsonLd } from '@/components/seo/json-ld';
import type { ListRequest } from '@/components/modules/property-list-module';
import { parentOf } from '@/lib/content/menu';
import { menuPageHref } from '@/lib/content/menu-page-paths';
import { hasFilterableList } from '@/lib/listing/list-pages';
import type { MenuPage } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { EMPTY_LIST_QUERY, type ListQuery } from '@/lib/listing/list-query';
import { isStaticPathname, localizedHref } from '@/lib/routes';
import { listSwitchHrefs } from '@/lib/seo/list-query-alternates';
import { realEstateAgentJsonLd } from '@/lib/seo/structured-data';

/**
 * A page of the page tree (SPEC §2.3): breadcrumb, title and lead, then its modules. `query`: what
 * the URL asks of its property list (the prerendered page: the first page without filters).
 */
export async function MenuPageView({
  page,
  locale,
  query = EMPTY_LIST_QUERY,
}: {
  page: MenuPage;
  locale: SiteLocale;
  query?: ListQuery;
}) {
  const t = await getTranslations({ locale });
  const parent = parentOf(page);
  const crumbs: Crumb[] = [{ label: t('Common.home'), href: `/${locale}/` }];
  if (parent) {
    crumbs.push({ label: parent.params.title[locale], href: menuPageHref(parent, locale) });
  }
  crumbs.push({ label: page.params.title[locale] });
  const title = page.params.metadata[locale].pageTitle || page.params.title[locale];
  const lead = page.params.description?.public ? page.params.description[locale] : undefined;
  const list: ListRequest | null = isStaticPathname(page.path)
    ? { path: localizedHref(page.path, locale), query }
    : null;
  return (
    <SiteFrame locale={locale} alternates={listSwitchHrefs(page, locale, query)} currentPath={page.path}>
      <PageHeader
        title={title}
        lead={lead}
        crumbs={crumbs}
        breadcrumbLabel={t('Common.breadcrumb')}
        compact={hasFilterableList(page)}
      />
      <ModuleGrid modules={page.params.modules} locale={locale} list={list} />
      {page.path === '/contact' && <JsonLd data={realEstateAgentJsonLd(locale)} />}
    </SiteFrame>
  );
}
