/**
 * What a new-build project shows: its address by the address rules of SPEC §9,
 * its units and their status, and its 'starting from' price (STARTING_FROM, PriceUnit 7).
 * Pure functions over the snapshot's Project records; texts are picked by language.
 */
import { formatAddress, type AddressFields, type FormattedAddress } from '@/lib/address';
import { PRICE_UNIT, type Project, type ProjectUnit } from '@/lib/catalogue/schemas';
import { MARQUEE, PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import type { SiteLocale } from '@/lib/locale';
import { formatPrice } from '@/lib/price';

/** The project's address fields in one language (PublicAddress plays the part of PublishAddress). */
export function projectAddressFields(project: Project, locale: SiteLocale): AddressFields {
  return {
    PublishAddress: project.PublicAddress,
    Street: project.Street?.[locale] ?? null,
    HouseNumber: project.HouseNumber,
    BoxNr: project.BoxNr,
    Zip: project.Zip,
    City: project.City[locale],
    CountryID: project.CountryID,
    CountryName: project.CountryName[locale],
  };
}

/** Street line (only when PublicAddress) and city line (country in brackets outside Belgium). */
export function projectAddress(project: Project, locale: SiteLocale): FormattedAddress {
  return formatAddress(projectAddressFields(project, locale));
}

export type UnitStatus = 'available' | 'sold' | 'option';

/** Marquee 2 is sold, 3 under option; no marquee (or 'new') is available. */
export function unitStatus(unit: Pick<ProjectUnit, 'Marquee'>): UnitStatus {
  if (unit.Marquee === MARQUEE.SOLD_OR_RENTED) return 'sold';
  if (unit.Marquee === MARQUEE.UNDER_OPTION) return 'option';
  return 'available';
}

/**
 * A unit's price as the price display shows it (SPEC §9): '€ 265.000', or '' when it is not shown
 * (no price, or a sold / under-option unit: the marquee replaces the price, its status says which).
 */
export function unitPrice(unit: Pick<ProjectUnit, 'Price' | 'Marquee'>): string {
  return formatPrice(
    { PublishPrice: true, Price: unit.Price, PriceUnit: PRICE_UNIT.TOTAL, Marquee: unit.Marquee, MarqueeName: '' },
    { startingFromText: '', ignoredMarquees: PRICE_HIDING_MARQUEES },
  );
}

/** The lowest price among the units still for sale whose price is shown, or null. */
export function projectStartingPrice(project: Pick<Project, 'Units'>): number | null {
  const prices = project.Units.filter((u) => unitPrice(u) !== '').map((u) => u.Price as number);
  return prices.length ? Math.min(...prices) : null;
}

/** 'À partir de € 189.000' (PriceUnit 7 with the translated STARTING_FROM), or '' when no unit has a shown price. */
export function projectPriceFrom(project: Pick<Project, 'Units'>, startingFromText: string): string {
  const from = projectStartingPrice(project);
  if (from === null) return '';
  return formatPrice({ PublishPrice: true, Price: from, PriceUnit: PRICE_UNIT.STARTING_FROM }, { startingFromText });
}

/** How many units the project has and how many are still available. */
export function unitCounts(project: Pick<Project, 'Units'>): { total: number; available: number } {
  return {
    total: project.Units.length,
    available: project.Units.filter((u) => unitStatus(u) === 'available').length,
  };
}

/** The property types of the units (WebIDs), each once, in unit order. */
export function projectTypeIds(project: Pick<Project, 'Units'>): number[] {
  return [...new Set(project.Units.flatMap((u) => (u.WebID === null ? [] : [u.WebID])))];
}
