/**
 * Whether a property id exists in the catalogue. The catalogue loader (`getPropertyIds()` in
 * lib/data/) is registered here by `registerPropertyCatalogue`; until one is registered every
 * property id is unknown, so a property form can never store a lead for a property that isn't there.
 */
type PropertyIdChecker = (id: number) => boolean | Promise<boolean>;

let checker: PropertyIdChecker = () => false;

export function registerPropertyCatalogue(getIds: () => Iterable<number> | Promise<Iterable<number>>): void {
  let ids: Promise<Set<number>> | undefined;
  checker = async (id) => {
    ids ??= Promise.resolve()
      .then(getIds)
      .then((list) => new Set(list));
    try {
      return (await ids).has(id);
    } catch (error) {
      ids = undefined; // the catalogue could not be read: try again next time
      throw error;
    }
  };
}

export function propertyExists(id: number): boolean | Promise<boolean> {
  return checker(id);
}
