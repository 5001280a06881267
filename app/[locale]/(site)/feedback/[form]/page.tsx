import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/content/page-header';
import { SiteFrame } from '@/components/layout/site-frame';
import { routing } from '@/i18n/routing';
import { isThankYouPage, THANK_YOU_PAGES } from '@/lib/forms/leads/registry';
import { localizedDynamicHref, localizedHref } from '@/lib/routes';
import { alternatesOf } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './feedback.module.css';
import { currentLocale } from '@/i18n/current-locale';

type Props = { params: Promise<{ form: string }> };

// The thank-you pages are all prerendered; proxy.ts sends unknown forms to the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return THANK_YOU_PAGES.map((form) => ({ form }));
}

async function load(props: Props) {
  const locale = await currentLocale();
  const { form } = await props.params;
  if (!isThankYouPage(form)) notFound();
  const alternates = alternatesOf(routing.locales, (l) => localizedDynamicHref('/feedback/[form]', { form }, l));
  return { locale, form, alternates };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, form, alternates } = await load(props);
  const t = await getTranslations({ locale, namespace: 'Feedback' });
  return pageMetadata(
    { title: t('title'), description: t(`forms.${form}`), noindex: true },
    locale,
    alternates,
  );
}

/** SPEC §2.2: the thank-you page shown after each form. */
export default async function FeedbackPage(props: Props) {
  const { locale, form, alternates } = await load(props);
  const t = await getTranslations({ locale });
  return (
    <SiteFrame locale={locale} alternates={alternates}>
      <PageHeader
        title={t('Feedback.title')}
        crumbs={[{ label: t('Common.home'), href: `/${locale}/` }, { label: t('Feedback.title') }]}
        breadcrumbLabel={t('Common.breadcrumb')}
      />
      <div className={`container ${styles.body}`}>
        <p className={styles.message} role="status">
          {t(`Feedback.forms.${form}`)}
        </p>
        <p className={styles.actions}>
          <a href={localizedHref('/for-sale', locale)} className="button button-accent">
            {t('Feedback.browse')}
          </a>
          <a href={`/${locale}/`} className="button button-outline">
            {t('Feedback.backHome')}
          </a>
        </p>
      </div>
    </SiteFrame>
  );
}
