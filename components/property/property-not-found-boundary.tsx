import { getTranslations } from 'next-intl/server';
import { currentLocaleOrDefault } from '@/i18n/current-locale';
import { PropertyNotFound } from './property-not-found';

/** The not-found.tsx of the detail routes: a property that left the snapshot after proxy.ts let its path through. */
export async function PropertyNotFoundBoundary() {
  const locale = await currentLocaleOrDefault();
  const t = await getTranslations({ locale });
  return (
    <>
      <title>{t('Errors.propertyNotFound')}</title>
      <meta name="robots" content="noindex" />
      <PropertyNotFound locale={locale} />
    </>
  );
}
