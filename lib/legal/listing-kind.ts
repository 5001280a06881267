/**
 * The kind of listing a legal rule distinguishes: a rental, a plot, a garage or parking space (no
 * energy certificate), a commercial property, a new build (it has an E-level, which only a
 * building under the EPB rules of new construction has), else a sale. Rent goes first: the rules
 * for leases differ whatever is let.
 */
import type { TypeKind } from '@/lib/property/type-kinds';

export const LISTING_KINDS = ['sale', 'rent', 'newBuild', 'plot', 'commercial', 'parking'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export type KindFacts = { Goal: number; MainTypeName: string; Energy: { ELevel: number | null } };

/** A garage or parking space, by its type name in any of the four languages. */
const PARKING_NAME = /garage|parking|parkeer|staanplaats|stellplatz|emplacement/i;

/** ('other' is a commercial, industrial, office or parking category: lib/property/type-kinds.) */
export function listingKindOf(p: KindFacts, typeKind: TypeKind): ListingKind {
  if (p.Goal !== 0) return 'rent';
  if (typeKind === 'plot') return 'plot';
  if (PARKING_NAME.test(p.MainTypeName)) return 'parking';
  if (typeKind === 'other') return 'commercial';
  if (p.Energy.ELevel !== null) return 'newBuild';
  return 'sale';
}
