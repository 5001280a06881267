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
  return formPageMetadata(await currentLocale(), '/newsletter', 'Pages.newsletter');
}

/** Newsletter sign-up; its own page keeps the form's script off every other page. */
export default async function NewsletterPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Pages.newsletter' });
  return (
    <FormPage locale={locale} path="/newsletter" title={t('title')} lead={t('lead')}>
      <SiteFormIsland form="sign-newsletter" locale={locale} page={localizedHref('/newsletter', locale)} />
    </FormPage>
  );
}
