import { getTranslations } from 'next-intl/server';
import { PageNotFound } from '@/components/layout/page-not-found';
import { currentLocaleOrDefault } from '@/i18n/current-locale';

/**
 * The not-found boundary: a page that finds nothing to show after proxy.ts let its path through
 * (content that changed in between). Unknown paths never get here: proxy.ts serves them the
 * static page app/[locale]/(site)/page-not-found, which Next renders in full on the server.
 */
export default async function NotFound() {
  const locale = await currentLocaleOrDefault();
  const t = await getTranslations({ locale });
  return (
    <>
      <title>{t('NotFound.title')}</title>
      <meta name="robots" content="noindex" />
      <PageNotFound locale={locale} />
    </>
  );
}
