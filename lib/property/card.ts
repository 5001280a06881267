import type { AddressFields } from '@/lib/address';
import type { EpcProperty } from '@/lib/epc';
import type { SiteLocale } from '@/lib/locale';
import type { PriceFields } from '@/lib/price';
import { localizedPropertyPath } from '@/lib/property-url';
import type { PhotoProps } from '@/lib/images/photo-props';
import type { PriceLowering } from '@/lib/property/price-change';

/** The list fields of SPEC §3 that a card shows. */
export type PropertyCardData = PriceFields &
  AddressFields &
  EpcProperty & {
    ID: number;
    Goal: number;
    City: string;
    TypeDescription?: string | null;
    MainTypeName: string;
    /** The language of the record's texts (title, type, badge): another than the page's when the CRM did not have it in the page's. */
    language: SiteLocale;
    /** The photo's <img> attributes for the card's slot, made on the server (lib/images/card-photo). */
    photo: PhotoProps | null;
    /** Its latest price change lowered the price (lib/property/price-change). */
    PriceLowered?: PriceLowering | null;
  };

export type PropertyCardLabels = {
  startingFrom: string;
  epc: string; // 'EPC label {label}'
  priceOnRequest: string;
  priceLowered: string;
  previousPrice: string;
};


/** Where a card links: the property's detail page (its country variant on a country sub-list). */
export function propertyCardHref(p: PropertyCardData, locale: SiteLocale, country: string | null = null): string {
  return localizedPropertyPath({ locale, goal: p.Goal, city: p.City, title: p.TypeDescription, type: p.MainTypeName, id: p.ID, country });
}
