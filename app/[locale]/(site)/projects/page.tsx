import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import { projectsListTitle } from '@/components/project/project-detail';
import { ProjectList } from '@/components/project/project-list';
import { projectListText } from '@/components/project/project-text';
import { currentLocale } from '@/i18n/current-locale';
import { routing } from '@/i18n/routing';
import { menuPageAt } from '@/lib/content/menu';
import { getProjects } from '@/lib/catalogue';
import { staticAlternates } from '@/lib/seo/alternates';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '@/components/project/project-list.module.css';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

/** The new-build projects list; its SEO comes from its page-tree entry (data/menu.json). */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const alternates = staticAlternates(routing.locales, '/projects');
  const page = menuPageAt('/projects');
  if (page) return menuPageMetadata(page, locale, alternates);
  const t = await getTranslations({ locale, namespace: 'Projects' });
  return pageMetadata({ title: t('title'), description: t('lead') }, locale, alternates);
}

export default async function ProjectsPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale });
  const page = menuPageAt('/projects');
  const title = page?.params.metadata[locale].pageTitle || projectsListTitle(locale, t('Projects.title'));
  const lead = page?.params.description?.public ? page.params.description[locale] : t('Projects.lead');
  return (
    <SiteFrame locale={locale} alternates={staticAlternates(routing.locales, '/projects')} currentPath="/projects">
      <PageHeader
        title={title}
        lead={lead}
        crumbs={[{ label: t('Common.home'), href: `/${locale}/` }, { label: projectsListTitle(locale, t('Projects.title')) }]}
        breadcrumbLabel={t('Common.breadcrumb')}
      />
      <div className={`container ${styles.wrap}`}>
        <ProjectList projects={getProjects()} locale={locale} text={await projectListText(locale)} />
      </div>
    </SiteFrame>
  );
}
