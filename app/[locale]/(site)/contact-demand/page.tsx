import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { SiteFormIsland } from '@/components/forms/form-island';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';
import { localizedHref } from '@/lib/routes';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/contact-demand', 'Pages.valuation');
}

export default async function ValuationPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Pages.valuation' });
  return (
    <FormPage locale={locale} path="/contact-demand" title={t('title')} lead={t('lead')}>
      <SiteFormIsland form="contact-demand" locale={locale} page={localizedHref('/contact-demand', locale)} />
    </FormPage>
  );
}
