import { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/components/content/breadcrumb';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import { ModuleGrid } from '@/components/modules/module-grid';
import { JsonLd } from '@/components/seo/json-ld';
import type { ListRequest } from '@/components/modules/property-list-module';
import { UntranslatedNote } from '@/components/content/untranslated-note';
import { languageRule } from '@/lib/content/languages';
import { parentOf } from '@/lib/content/menu';
import { menuPageHref } from '@/lib/content/menu-page-paths';
import { hasFilterableList } from '@/lib/listing/list-pages';
import type { MenuPage } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { EMPTY_LIST_QUERY, type ListQuery } from '@/lib/listing/list-query';
import { isStaticPathname, localizedHref } from '@/lib/routes';
import { listSwitchHrefs } from '@/lib/seo/list-query-alternates';
import { realEstateAgentJsonLd } from '@/lib/seo/structured-data';
import { pageShownLanguage } from '@/lib/content/translations';

/**
 * A page of the page tree (SPEC §2.3): breadcrumb, title and lead, then its modules. `query`: what
 * the URL asks of its property list (the prerendered page: the first page without filters).
 * `language`: the language of its texts, when it is not written in `locale` and the language rule
 * shows it in another's (lib/content/translations): they carry that `lang`.
 */
export async function MenuPageView({
  page,
  locale,
  language: given,
  query = EMPTY_LIST_QUERY,
}: {
  page: MenuPage;
  locale: SiteLocale;
  language?: SiteLocale;
  query?: ListQuery;
}) {
  const t = await getTranslations({ locale });
  const rule = languageRule();
  const language = given ?? pageShownLanguage(page, locale, rule) ?? locale;
  const parent = parentOf(page);
  const parentLanguage = parent ? pageShownLanguage(parent, locale, rule) : null;
  const otherThan = (l: SiteLocale) => (l === locale ? undefined : l);
  const lang = otherThan(language);
  const crumbs: Crumb[] = [{ label: t('Common.home'), href: `/${locale}/` }];
  // A parent not there in this language has no page to lead to.
  if (parent && parentLanguage) {
    crumbs.push({ label: parent.params.title[parentLanguage] ?? '', href: menuPageHref(parent, locale), lang: otherThan(parentLanguage) });
  }
  crumbs.push({ label: page.params.title[language] ?? '', lang });
  const title = page.params.metadata[language].pageTitle || page.params.title[language] || '';
  const lead = page.params.description?.public ? page.params.description[language] : undefined;
  const list: ListRequest | null = isStaticPathname(page.path)
    ? { path: localizedHref(page.path, locale), query }
    : null;
  return (
    <SiteFrame locale={locale} alternates={listSwitchHrefs(page, locale, query)} currentPath={page.path}>
      <PageHeader title={title} lead={lead} lang={lang} crumbs={crumbs} breadcrumbLabel={t('Common.breadcrumb')} compact={hasFilterableList(page)}>
        {/* A page of the route table is this language's page whatever its title: no note. */}
        {lang && !isStaticPathname(page.path) && <UntranslatedNote locale={locale} language={lang} />}
      </PageHeader>
      <ModuleGrid modules={page.params.modules} locale={locale} list={list} />
      {page.path === '/contact' && <JsonLd data={realEstateAgentJsonLd(locale)} />}
    </SiteFrame>
  );
}
