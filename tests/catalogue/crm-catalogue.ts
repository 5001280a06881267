/**
 * Another agency's stock for tests: the committed properties filed under seven
 * categories the site never saw, with that agency's WebIDs and names. The small WebIDs are on
 * purpose where the committed snapshot has other categories: 2 is offices here, 5 parking spaces,
 * 9 warehouses. Show it with `showCatalogue(crmCatalogue())`, and `showCatalogue(null)` after.
 */
import path from 'node:path';
import { createDataStore, type Catalogue, type Property, type PropertyTypeRecord } from '@/lib/catalogue';
import { perLanguage, type SiteLocale } from '@/lib/locale';

type Category = { webId: number; names: Record<SiteLocale, string>; committedWebIds: number[] };

export const CRM_CATEGORIES: readonly Category[] = [
  { webId: 12, names: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' }, committedWebIds: [1] },
  { webId: 40, names: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' }, committedWebIds: [2, 3] },
  { webId: 77, names: { nl: 'Bouwgrond', fr: 'Terrain à bâtir', en: 'Building land', de: 'Bauland' }, committedWebIds: [4] },
  { webId: 2, names: { nl: 'Kantoor', fr: 'Bureaux', en: 'Offices', de: 'Büro' }, committedWebIds: [9] },
  {
    webId: 1003,
    names: { nl: 'Handelsgelijkvloers', fr: 'Rez-de-chaussée commercial', en: 'Commercial ground floor', de: 'Ladenlokal' },
    committedWebIds: [5, 6],
  },
  { webId: 9, names: { nl: 'Loods', fr: 'Entrepôt', en: 'Warehouse', de: 'Lagerhalle' }, committedWebIds: [8] },
  { webId: 5, names: { nl: 'Staanplaats', fr: 'Emplacement', en: 'Parking space', de: 'Stellplatz' }, committedWebIds: [7] },
];

export const crmCategory = (webId: number): Category => {
  const category = CRM_CATEGORIES.find((c) => c.webId === webId);
  if (!category) throw new Error(`no CRM category ${webId}`);
  return category;
};

const categoryOfCommitted = (webId: number): Category => {
  const category = CRM_CATEGORIES.find((c) => c.committedWebIds.includes(webId));
  if (!category) throw new Error(`no CRM category for committed WebID ${webId}`);
  return category;
};

/** A committed property filed under the CRM's categories. */
function refiled(p: Property): Property {
  const webIds = [...new Set(p.WebIDs.split(',').map((id) => categoryOfCommitted(Number(id)).webId))];
  const category = categoryOfCommitted(p.WebID);
  return { ...p, WebID: category.webId, WebIDs: webIds.join(','), MainTypeName: category.names[p.language] };
}

/** The CRM's stock; `edit` changes the properties of a language (a record shown in another language, a missing postal code…). */
export function crmCatalogue(edit: (properties: Property[], locale: SiteLocale) => Property[] = (p) => p): Catalogue {
  const committed = createDataStore(path.join(process.cwd(), 'data'));
  return {
    properties: perLanguage((locale) => edit(committed.getProperties(locale).map(refiled), locale)),
    types: perLanguage((locale) =>
      CRM_CATEGORIES.map(
        (c, index): PropertyTypeRecord => ({
          ID: 500 + index,
          WebID: c.webId,
          Name: c.names[locale],
          ShowOrder: index + 1,
          Sale: true,
          Rent: true,
          language: locale,
        }),
      ),
    ),
    projects: [],
    priceHistory: {},
  };
}
