import { getTranslations } from 'next-intl/server';
import { propertyCardLabels } from '@/components/property/card-labels';
import type { SiteLocale } from '@/lib/locale';
import { RecentlyViewed } from './recently-viewed';

/** The recently viewed strip with its texts; `currentId` on a detail page (components/saved-properties/recently-viewed). */
export async function RecentlyViewedStrip({ locale, currentId }: { locale: SiteLocale; currentId?: number }) {
  const [t, card] = await Promise.all([getTranslations({ locale, namespace: 'RecentlyViewed' }), propertyCardLabels(locale)]);
  return <RecentlyViewed locale={locale} currentId={currentId} texts={{ title: t('title'), card }} />;
}
