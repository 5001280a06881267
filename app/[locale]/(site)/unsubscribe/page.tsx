import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { UnsubscribeIsland } from '@/components/forms/token-link-islands';
import { isAlertToken } from '@/lib/alerts/token';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/unsubscribe', 'Pages.unsubscribe');
}

/**
 * The link of every newsletter and search-alert mail (`?token=`) confirms the unsubscription here. Rendered per
 * request so the token reaches the form without JavaScript (a static page never sees the query).
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await currentLocale();
  const given = (await searchParams).token;
  const token = typeof given === 'string' ? given.slice(0, 200) : '';
  const alert = isAlertToken(token);
  const t = await getTranslations({ locale, namespace: 'Pages.unsubscribe' });
  return (
    <FormPage locale={locale} path="/unsubscribe" title={t('title')} lead={t(alert ? 'leadAlert' : 'lead')}>
      <UnsubscribeIsland locale={locale} token={token} alert={alert} />
    </FormPage>
  );
}
