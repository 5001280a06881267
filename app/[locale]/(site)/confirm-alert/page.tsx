import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { ConfirmAlertIsland } from '@/components/forms/token-link-islands';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/confirm-alert', 'Pages.confirmAlert');
}

/**
 * The link of a search alert's first mail (`?token=`): the visitor confirms the address here
 * (double opt-in), and alerts start. Rendered per request so the token reaches the form without JavaScript.
 */
export default async function ConfirmAlertPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await currentLocale();
  const token = (await searchParams).token;
  const t = await getTranslations({ locale, namespace: 'Pages.confirmAlert' });
  return (
    <FormPage locale={locale} path="/confirm-alert" title={t('title')} lead={t('lead')}>
      <ConfirmAlertIsland locale={locale} token={typeof token === 'string' ? token.slice(0, 200) : ''} />
    </FormPage>
  );
}
