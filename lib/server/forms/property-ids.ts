/**
 * Whether a property id exists in the catalogue. The catalogue loader (`getPropertyIds()` in
 * lib/catalogue/) is registered here by `registerPropertyCatalogue`; until one is registered every
 * property id is unknown, so a property form can never store a lead for a property that isn't there.
 */
import 'server-only';
type PropertyIdChecker = (id: number) => boolean | Promise<boolean>;

let checker: PropertyIdChecker = () => false;

export function registerPropertyCatalogue(getIds: () => Iterable<number> | Promise<Iterable<number>>): void {
  // Asked again for every lead, not kept: a CRM sync adds and removes properties while the site runs.
  checker = async (id) => new Set(await getIds()).has(id);
}

export function propertyExists(id: number): boolean | Promise<boolean> {
  return checker(id);
}
