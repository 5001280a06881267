import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { SiteFormIsland } from '@/components/forms/form-island';
import { ClientReviews } from '@/components/valuation/client-reviews';
import { RecentSales } from '@/components/valuation/recent-sales';
import { ValuationAside } from '@/components/valuation/valuation-aside';
import styles from '@/components/valuation/valuation.module.css';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';
import { localizedHref } from '@/lib/routes';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/contact-demand', 'Pages.valuation');
}

/** The page that brings the agency its mandates: the form, why this agency, how it goes, its recent sales, its clients' words. */
export default async function ValuationPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Pages.valuation' });
  return (
    <FormPage locale={locale} path="/contact-demand" title={t('title')} lead={t('lead')}>
      <div className={styles.layout}>
        <SiteFormIsland form="contact-demand" locale={locale} page={localizedHref('/contact-demand', locale)} />
        <ValuationAside locale={locale} />
      </div>
      <RecentSales locale={locale} />
      <ClientReviews locale={locale} />
    </FormPage>
  );
}
