import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';
import { currentLocale } from '@/i18n/current-locale';

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/login', 'Pages.login');
}

export default async function LoginPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Pages.login' });
  return <FormPage locale={locale} path="/login" title={t('title')} lead={t('lead')} />;
}
