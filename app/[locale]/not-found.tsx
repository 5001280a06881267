import { getTranslations } from 'next-intl/server';
import { PageNotFoundContent } from '@/components/layout/page-not-found';
import { currentLocaleOrDefault } from '@/i18n/current-locale';

/**
 * The not-found boundary: a page that finds nothing to show after proxy.ts let its path through
 * (content that changed in between). Unknown paths never get here: proxy.ts serves them the
 * static page app/[locale]/(internal)/page-not-found, which Next renders in full on the server.
 * Without the site's frame on purpose: Next puts this tree in the payload of every page of the
 * site, and the frame (header, menu, footer, consent texts) would double each page's.
 */
export default async function NotFound() {
  const locale = await currentLocaleOrDefault();
  const t = await getTranslations({ locale });
  return (
    <>
      <title>{t('NotFound.title')}</title>
      <meta name="robots" content="noindex" />
      <main id="main">
        <PageNotFoundContent locale={locale} />
      </main>
    </>
  );
}
