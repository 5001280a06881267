import path from 'node:path';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { publicProject, publicProperty } from '@/lib/property/public-view';
import { typeKindOfNames, type TypeKind } from '@/lib/property/type-kinds';
import { BELGIUM_COUNTRY_ID } from '@/lib/regions';
import { citiesOf } from './cities';
import { DataFileError, displayPath, readDataFile, type DescribeRecord } from './read';
import {
  citiesFileSchema,
  projectsFileSchema,
  propertiesFileSchema,
  propertyListsFileSchema,
  typesFileSchema,
  type CityList,
  type CityRecord,
  type PriceChange,
  type PriceHistory,
  type Project,
  type Property,
  type PropertyList,
  type PropertyTypeRecord,
} from './schemas';

/** A property type with the counts derived from the properties of its language. */
export type PropertyType = PropertyTypeRecord & {
  /** Sale properties whose WebIDs contain this type. */
  countSaleProperty: number;
  /** Rent properties whose WebIDs contain this type. */
  countRentProperty: number;
};

/** A city entry with its derived search name and counts. */
export type City = CityRecord & {
  /** Lower-case, accents stripped: 'Saint-Gilles' → 'saint-gilles', 'Liège' → 'liege'. */
  searchName: string;
  countSaleProperty: number;
  countRentProperty: number;
};

/** Where the project list comes from: the CRM snapshot (empty) or the demo file. */
export type ProjectSource = 'snapshot' | 'demo';

/** PROJECTS_FILE=demo selects the demo projects; anything else the snapshot's list. */
export function projectSourceFromEnv(
  env: Record<string, string | undefined> = process.env,
): ProjectSource {
  return env.PROJECTS_FILE?.trim().toLowerCase() === 'demo' ? 'demo' : 'snapshot';
}

export function projectsFileName(source: ProjectSource): string {
  return source === 'demo' ? 'projects.demo.json' : 'projects.json';
}

/** Accent-stripped, lower-case form used to match a search query: 'Liège' → 'liege'. */
export function searchNameOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Goal 0 is sale; any other value is rent (SPEC §3). */
export function isSale(p: Pick<Property, 'Goal'>): boolean {
  return p.Goal === 0;
}

export function webIdsOf(p: Pick<Property, 'WebIDs'>): number[] {
  return p.WebIDs.split(',').map(Number);
}

const describeById =
  (kind: string): DescribeRecord =>
  (raw) => {
    const id = (raw as { ID?: unknown } | null)?.ID;
    return typeof id === 'number' || typeof id === 'string' ? `${kind} ID ${id}` : null;
  };
const describeCity: DescribeRecord = (raw) => {
  const city = raw as { Name?: unknown; Zip?: unknown } | null;
  return typeof city?.Name === 'string'
    ? `city ${city.Name} ${String(city.Zip ?? '')}`.trim()
    : null;
};
const describeList: DescribeRecord = (raw) => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? `list id ${id}` : null;
};

function byNewest(a: Property, b: Property): number {
  return b.CreateDate.localeCompare(a.CreateDate) || b.ID - a.ID;
}

/** Price for sorting; hidden or missing prices sort last. */
function sortPrice(p: Property, direction: 1 | -1): number {
  return p.PublishPrice && p.Price !== null ? p.Price * direction : Number.POSITIVE_INFINITY;
}

/** Applies a property list's filters, sort and limit (pure). */
export function applyPropertyList(properties: readonly Property[], list: PropertyList): Property[] {
  const items = properties.filter(
    (p) =>
      (list.goal === null || (list.goal === 0 ? isSale(p) : !isSale(p))) &&
      (list.country === null ||
        (list.country === 'belgium'
          ? p.CountryID === BELGIUM_COUNTRY_ID
          : p.CountryID !== BELGIUM_COUNTRY_ID)) &&
      (p.Marquee === null || !list.excludeMarquees.includes(p.Marquee)),
  );
  const sorted =
    list.sort === 'newest'
      ? items.sort(byNewest)
      : items.sort(
          (a, b) =>
            sortPrice(a, list.sort === 'price-asc' ? 1 : -1) -
              sortPrice(b, list.sort === 'price-asc' ? 1 : -1) || byNewest(a, b),
        );
  return list.limit === null ? sorted : sorted.slice(0, list.limit);
}

/** Each category's kind, from its names in every language. */
function kindsOfTypes(types: Record<SiteLocale, PropertyTypeRecord[]>): Map<number, TypeKind> {
  const names = new Map<number, string[]>();
  for (const locale of SITE_LOCALES)
    for (const type of types[locale]) names.set(type.WebID, [...(names.get(type.WebID) ?? []), type.Name]);
  return new Map([...names].map(([webId, all]) => [webId, typeKindOfNames(all)]));
}

export type DataStore = ReturnType<typeof createDataStore>;

/**
 * The agency's stock as the CRM sync published it (lib/server/crm, kept in Postgres): it replaces
 * every file of the committed snapshot (properties, types, projects), never mixes with them, and
 * brings the price history the syncs recorded. Its records were checked when they were synced.
 */
export type Catalogue = {
  properties: Record<SiteLocale, Property[]>;
  types: Record<SiteLocale, PropertyTypeRecord[]>;
  projects: Project[];
  priceHistory: PriceHistory;
};

/**
 * Loaders over one data directory; every file is validated on first use and cached. With a
 * `catalogue` (the CRM's synced stock), properties, types, projects and price history come from it
 * and the city lists are derived from its properties; the property lists stay the site's own
 * (data/property-lists.json). Properties and projects come out in their public view
 * (lib/property/public-view: a hidden address has no street, number, box or exact position), so
 * nothing the site serves can show more. The app uses the store of `./index.ts`; tests point one at a copy.
 */
export function createDataStore(dataDir: string, { catalogue }: { catalogue?: Catalogue | null } = {}) {
  const file = (...parts: string[]) => path.join(dataDir, ...parts);
  const properties = new Map<SiteLocale, { list: Property[]; byId: Map<number, Property> }>();
  let types: Record<SiteLocale, PropertyTypeRecord[]> | undefined;
  let cities: Record<SiteLocale, Record<CityList, CityRecord[]>> | undefined;
  let lists: PropertyList[] | undefined;
  const projects = new Map<ProjectSource | 'catalogue', Project[]>();
  let typeKinds: Map<number, TypeKind> | undefined;

  function committedProperties(locale: SiteLocale): Property[] {
    const name = file('properties', `${locale}.json`);
    const list = readDataFile(name, propertiesFileSchema, describeById('property'));
    list.forEach((p, index) => {
      if (p.language !== locale) {
        throw new DataFileError(displayPath(name), `property ID ${p.ID} (index ${index}): language`, `expected '${locale}', received '${p.language}'`);
      }
    });
    return list;
  }

  function loadProperties(locale: SiteLocale) {
    const cached = properties.get(locale);
    if (cached) return cached;
    // Only the public view of each record leaves the store: no street, number or exact position of
    // a property whose address is hidden (lib/property/public-view).
    const list = (catalogue ? catalogue.properties[locale] : committedProperties(locale)).map(publicProperty);
    const byId = new Map<number, Property>();
    list.forEach((p, index) => {
      if (byId.has(p.ID)) {
        throw new DataFileError(catalogue ? 'catalogue' : displayPath(file('properties', `${locale}.json`)), `property ID ${p.ID} (index ${index}): ID`, 'duplicate ID');
      }
      byId.set(p.ID, p);
    });
    const entry = { list, byId };
    properties.set(locale, entry);
    return entry;
  }

  function loadTypes() {
    types ??= catalogue ? catalogue.types : readDataFile(file('types.json'), typesFileSchema, describeById('type'));
    return types;
  }

  function loadCities() {
    cities ??= catalogue
      ? perLanguage((locale) => citiesOf(catalogue.properties[locale], locale))
      : readDataFile(file('cities.json'), citiesFileSchema, describeCity);
    return cities;
  }

  function loadLists() {
    lists ??= readDataFile(file('property-lists.json'), propertyListsFileSchema, describeList);
    return lists;
  }

  const store = {
    dataDir,
    /** Whether the stock is the CRM's (else the committed snapshot). */
    fromCatalogue: Boolean(catalogue),

    /** The prices the CRM syncs saw for a property, oldest first ([] without a CRM). */
    getPriceHistory(id: number): PriceChange[] {
      return catalogue?.priceHistory[String(id)] ?? [];
    },

    /** Every property of a language, in file order. */
    getProperties(locale: SiteLocale): Property[] {
      return loadProperties(locale).list;
    },

    getProperty(locale: SiteLocale, id: number | string): Property | undefined {
      const key = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id) : NaN;
      return loadProperties(locale).byId.get(key);
    },

    /** Every property ID of the snapshot (all languages), ascending. */
    getPropertyIds(): number[] {
      const ids = new Set<number>();
      for (const locale of SITE_LOCALES)
        for (const id of loadProperties(locale).byId.keys()) ids.add(id);
      return [...ids].sort((a, b) => a - b);
    },

    /** The property types as the file holds them, every language. */
    getTypeRecords(): Record<SiteLocale, PropertyTypeRecord[]> {
      return loadTypes();
    },

    /** The property types of a language in ShowOrder, with sale and rent counts. */
    getTypes(locale: SiteLocale): PropertyType[] {
      const list = loadProperties(locale).list;
      return [...loadTypes()[locale]]
        .sort((a, b) => a.ShowOrder - b.ShowOrder)
        .map((type) => {
          const withType = list.filter((p) => webIdsOf(p).includes(type.WebID));
          return {
            ...type,
            countSaleProperty: withType.filter(isSale).length,
            countRentProperty: withType.filter((p) => !isSale(p)).length,
          };
        });
    },

    /** What kind of property a category is, from its names in every language ('other' for a WebID the types do not list). */
    getTypeKind(webId: number): TypeKind {
      typeKinds ??= kindsOfTypes(loadTypes());
      return typeKinds.get(webId) ?? 'other';
    },

    /** A city list of a language ('all', 'sale', 'rent') with search names and counts. */
    getCities(locale: SiteLocale, list: CityList = 'all'): City[] {
      const props = loadProperties(locale).list;
      return loadCities()[locale][list].map((city) => {
        const here = props.filter(
          (p) => p.Zip === city.Zip && p.City === city.Name && p.CountryID === city.CountryID,
        );
        return {
          ...city,
          searchName: searchNameOf(city.Name),
          countSaleProperty: here.filter(isSale).length,
          countRentProperty: here.filter((p) => !isSale(p)).length,
        };
      });
    },

    getPropertyLists(): PropertyList[] {
      return loadLists();
    },

    getPropertyList(id: number): PropertyList | undefined {
      return loadLists().find((list) => list.id === id);
    },

    /** The properties of a list (filters, sort, limit applied); [] for an unknown list id. */
    getPropertyListItems(locale: SiteLocale, id: number): Property[] {
      const list = store.getPropertyList(id);
      return list ? applyPropertyList(loadProperties(locale).list, list) : [];
    },

    /** New-build projects: the CRM's, else the committed snapshot's list or the demo list (PROJECTS_FILE=demo). */
    getProjects(source: ProjectSource = projectSourceFromEnv()): Project[] {
      const key = catalogue ? 'catalogue' : source;
      const cached = projects.get(key);
      if (cached) return cached;
      const loaded = (
        catalogue
          ? catalogue.projects
          : readDataFile(file(projectsFileName(source)), projectsFileSchema, describeById('project'))
      ).map(publicProject);
      projects.set(key, loaded);
      return loaded;
    },

    getProject(id: number | string, source?: ProjectSource): Project | undefined {
      return store.getProjects(source).find((project) => project.ID === Number(id));
    },
  };
  return store;
}
