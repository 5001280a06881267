import { getPriceHistory } from '@/lib/catalogue';
import type { Property } from '@/lib/catalogue/schemas';
import { priceLowering } from '@/lib/property/price-change';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import { cardPhoto } from '@/lib/images/card-photo';
import type { PropertyCardData } from '@/lib/property/card';
import type { ListEntry } from './list-query';

/** What a list sends to the browser per property: the card's fields and the filter keys. */
export type ListItem = ListEntry & { card: PropertyCardData };

/** A property's card, its photo for a slot of `photoSizes` (lib/images/slot-sizes). */
export function propertyCardOf(p: Property, photoSizes: string): PropertyCardData {
  return {
    ID: p.ID,
    Goal: p.Goal,
    City: p.City,
    Zip: p.Zip,
    TypeDescription: p.TypeDescription,
    MainTypeName: p.MainTypeName,
    language: p.language,
    photo: cardPhoto(p.SmallPictureItem, photoSizes),
    PublishPrice: p.PublishPrice,
    Price: p.Price,
    PriceUnit: p.PriceUnit,
    PriceUnitText: p.PriceUnitText,
    Marquee: p.Marquee,
    MarqueeName: p.MarqueeName,
    PublishAddress: p.PublishAddress,
    Street: p.Street,
    HouseNumber: p.HouseNumber,
    BoxNr: p.BoxNr,
    CountryID: p.CountryID,
    CountryName: p.CountryName,
    EnergyPerformance: p.EnergyPerformance,
    EPCLabelText: p.EPCLabelText,
    PriceLowered: priceLowering(getPriceHistory(p.ID)),
  };
}

/** What the filters know of a property; the filter price is null when the price is not shown. */
export function listEntryOf(p: Property): ListEntry {
  const priceShown = p.PublishPrice && p.Price !== null && !(p.Marquee !== null && PRICE_HIDING_MARQUEES.includes(p.Marquee));
  return {
    id: p.ID,
    city: p.City,
    zip: p.Zip,
    webIds: p.WebIDs.split(',').map(Number),
    price: priceShown ? p.Price : null,
    bedrooms: p.Counts.Bedrooms,
    createdAt: p.CreateDate,
    position:
      p.PublishAddress && p.Latitude !== null && p.Longitude !== null ? { lat: p.Latitude, lng: p.Longitude } : null,
  };
}

/**
 * A property as a list item: its filter entry and its card. `photoSizes`: the card photo's slot in
 * the list's grid (lib/images/slot-sizes).
 */
export function listItemOf(p: Property, photoSizes: string): ListItem {
  return { ...listEntryOf(p), card: propertyCardOf(p, photoSizes) };
}
