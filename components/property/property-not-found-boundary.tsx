import { getTranslations } from 'next-intl/server';
import { currentLocaleOrDefault } from '@/i18n/current-locale';
import { PropertyNotFoundContent } from './property-not-found';

/**
 * The not-found.tsx of the detail routes: a property that left the snapshot after proxy.ts let its
 * path through (a race of one request: proxy.ts answers the framed 404 page for an unknown id).
 * Without the site's frame on purpose: Next puts a boundary's tree in the payload of every page
 * below it, and the frame (header, menu, footer, consent texts) would double each detail page's.
 */
export async function PropertyNotFoundBoundary() {
  const locale = await currentLocaleOrDefault();
  const t = await getTranslations({ locale });
  return (
    <>
      <title>{t('Errors.propertyNotFound')}</title>
      <meta name="robots" content="noindex" />
      <main id="main">
        <PropertyNotFoundContent locale={locale} />
      </main>
    </>
  );
}
