import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { ConfirmAlertIsland } from '@/components/forms/token-link-islands';
import { isAlertToken } from '@/lib/alerts/token';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';
import { currentLocale } from '@/i18n/current-locale';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The token of the link, and whether it is a newsletter subscription's (a search alert's says so: lib/alerts/token). */
async function tokenOf(searchParams: SearchParams): Promise<{ token: string; newsletter: boolean }> {
  const given = (await searchParams).token;
  const token = typeof given === 'string' ? given.slice(0, 200) : '';
  return { token, newsletter: token !== '' && !isAlertToken(token) };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { newsletter } = await tokenOf(searchParams);
  return formPageMetadata(await currentLocale(), '/confirm-alert', newsletter ? 'Pages.confirmNewsletter' : 'Pages.confirmAlert');
}

/**
 * The link of the first mail of a search alert or a newsletter subscription (`?token=`): the visitor
 * confirms the address here (double opt-in), and alerts or newsletters start. Rendered per request
 * so the token reaches the form without JavaScript.
 */
export default async function ConfirmAlertPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await currentLocale();
  const { token, newsletter } = await tokenOf(searchParams);
  const t = await getTranslations({ locale, namespace: newsletter ? 'Pages.confirmNewsletter' : 'Pages.confirmAlert' });
  return (
    <FormPage locale={locale} path="/confirm-alert" title={t('title')} lead={t('lead')}>
      <ConfirmAlertIsland locale={locale} token={token} newsletter={newsletter} />
    </FormPage>
  );
}
