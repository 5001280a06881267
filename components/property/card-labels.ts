import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import type { PropertyCardLabels } from '@/lib/property/card';

/** The texts of a property card in a language. */
export async function propertyCardLabels(locale: SiteLocale): Promise<PropertyCardLabels> {
  const t = await getTranslations({ locale });
  return {
    startingFrom: t('STARTING_FROM'),
    epc: t.raw('Listing.epcLabel') as string,
    priceOnRequest: t('Listing.priceOnRequest'),
    priceLowered: t('Listing.priceLowered'),
    previousPrice: t('Listing.previousPrice'),
  };
}
