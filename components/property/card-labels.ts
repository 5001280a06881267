import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import type { PropertyCardLabels } from './property-card';

/** The texts of a property card of a list, in one language. */
export async function cardLabelsFor(locale: SiteLocale): Promise<PropertyCardLabels> {
  const t = await getTranslations({ locale });
  return {
    startingFrom: t('STARTING_FROM'),
    epc: t.raw('Listing.epcLabel') as string,
    priceOnRequest: t('Listing.priceOnRequest'),
    priceLowered: t('Listing.priceLowered'),
    previousPrice: t('Listing.previousPrice'),
  };
}
