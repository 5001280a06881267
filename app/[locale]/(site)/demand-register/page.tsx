import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { FormPage } from '@/components/content/form-page';
import { SiteFormIsland } from '@/components/forms/form-island';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata((await rootLocale()) as SiteLocale, '/demand-register', 'Pages.demandRegister');
}

export default async function DemandRegisterPage() {
  const locale = (await rootLocale()) as SiteLocale;
  const t = await getTranslations({ locale, namespace: 'Pages.demandRegister' });
  return (
    <FormPage locale={locale} path="/demand-register" title={t('title')} lead={t('lead')}>
      <SiteFormIsland form="demand-register" locale={locale} page={localizedHref('/demand-register', locale)} />
    </FormPage>
  );
}
