/**
 * The words and codes of the generated account: web categories as Belgian agencies name them, the
 * CRM's own types (ids from the public client's MainType list), and the translated code lists a
 * property record names (condition, heating, kitchen…). The codes of Marquee and PriceUnit are not
 * public: these are guesses, as are the names in each language.
 */
import type { SiteLocale } from '@/lib/locale';
import { fromColumns, t, type Texts } from './texts';

/** What a property of a category is like: which details it has. */
export type Shape = 'home' | 'land' | 'business' | 'parking';

export interface CrmType {
  id: number;
  name: Texts;
}

export interface CategoryKind {
  key: string;
  /** The names an agency may give the category, per language. */
  names: Readonly<Record<SiteLocale, readonly string[]>>;
  shape: Shape;
  sale: boolean;
  rent: boolean;
  /** How many properties of the stock fall in it, relatively. */
  weight: number;
  types: readonly CrmType[];
}

const names = (nl: string[], fr: string[], en: string[], de: string[]) => fromColumns({ nl, fr, en, de });
const type = (id: number, nl: string, fr: string, en: string, de: string): CrmType => ({
  id,
  name: t(nl, fr, en, de),
});

export const CATEGORY_KINDS: readonly CategoryKind[] = [
  {
    key: 'house',
    names: names(
      ['Huis', 'Woning', 'Woonhuis'],
      ['Maison', 'Maisons'],
      ['House', 'Houses'],
      ['Haus', 'Häuser'],
    ),
    shape: 'home',
    sale: true,
    rent: true,
    weight: 30,
    types: [
      type(139, 'Huis', 'Maison', 'House', 'Haus'),
      type(155, 'Herenhuis', 'Maison de maître', 'Town house', 'Stadthaus'),
      type(163, 'Eengezinswoning', 'Maison unifamiliale', 'Single-family house', 'Einfamilienhaus'),
      type(143, 'Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'),
    ],
  },
  {
    key: 'apartment',
    names: names(
      ['Appartement', 'Appartementen'],
      ['Appartement', 'Appartements'],
      ['Apartment', 'Flat'],
      ['Wohnung', 'Appartement'],
    ),
    shape: 'home',
    sale: true,
    rent: true,
    weight: 30,
    types: [
      type(1, 'Appartement', 'Appartement', 'Apartment', 'Wohnung'),
      type(12, 'Gelijkvloers', 'Rez-de-chaussée', 'Ground floor', 'Erdgeschoss'),
      type(17, 'Studio', 'Studio', 'Studio', 'Einzimmerwohnung'),
      type(14, 'Loft', 'Loft', 'Loft', 'Loft'),
    ],
  },
  {
    key: 'villa',
    names: names(['Villa', "Villa's"], ['Villa', 'Villas'], ['Villa'], ['Villa', 'Villen']),
    shape: 'home',
    sale: true,
    rent: false,
    weight: 8,
    types: [
      type(156, 'Villa', 'Villa', 'Villa', 'Villa'),
      type(150, 'Landhuis', 'Manoir', 'Mansion', 'Herrenhaus'),
    ],
  },
  {
    key: 'penthouse',
    names: names(['Penthouse'], ['Penthouse'], ['Penthouse'], ['Penthouse']),
    shape: 'home',
    sale: true,
    rent: true,
    weight: 4,
    types: [
      type(15, 'Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
      type(131, 'Duplex-penthouse', 'Penthouse duplex', 'Duplex penthouse', 'Maisonette-Penthouse'),
    ],
  },
  {
    key: 'duplex',
    names: names(
      ['Duplex', 'Duplex/triplex'],
      ['Duplex', 'Duplex/triplex'],
      ['Duplex', 'Maisonette'],
      ['Maisonette', 'Duplex'],
    ),
    shape: 'home',
    sale: true,
    rent: true,
    weight: 5,
    types: [type(10, 'Duplex', 'Duplex', 'Duplex', 'Maisonette')],
  },
  {
    key: 'land',
    names: names(
      ['Bouwgrond', 'Grond', 'Gronden'],
      ['Terrain à bâtir', 'Terrain', 'Terrains'],
      ['Building land', 'Land', 'Plot'],
      ['Baugrundstück', 'Grundstück'],
    ),
    shape: 'land',
    sale: true,
    rent: false,
    weight: 7,
    types: [
      type(27, 'Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'),
      type(30, 'Landbouwgrond', 'Terrain agricole', 'Farmland', 'Ackerland'),
    ],
  },
  {
    key: 'shop',
    names: names(
      ['Handelspand', 'Winkel', 'Commercieel'],
      ['Commerce', 'Surface commerciale', 'Commerces'],
      ['Commercial property', 'Retail', 'Shop'],
      ['Gewerbeimmobilie', 'Ladenlokal'],
    ),
    shape: 'business',
    sale: true,
    rent: true,
    weight: 5,
    types: [
      type(159, 'Winkel', 'Magasin', 'Shop', 'Laden'),
      type(165, 'Handelsruimte', 'Surface commerciale', 'Commercial space', 'Gewerbefläche'),
    ],
  },
  {
    key: 'office',
    names: names(
      ['Kantoor', 'Kantoren'],
      ['Bureau', 'Bureaux'],
      ['Office', 'Offices'],
      ['Büro', 'Büros'],
    ),
    shape: 'business',
    sale: true,
    rent: true,
    weight: 5,
    types: [
      type(127, 'Kantoorruimte', 'Bureaux', 'Office space', 'Bürofläche'),
      type(42, 'Kantoorgebouw', 'Immeuble de bureaux', 'Office building', 'Bürogebäude'),
    ],
  },
  {
    key: 'garage',
    names: names(
      ['Garage', 'Parking', 'Garages/parkings'],
      ['Garage', 'Parking', 'Garages/parkings'],
      ['Garage', 'Parking space'],
      ['Garage', 'Stellplatz'],
    ),
    shape: 'parking',
    sale: true,
    rent: true,
    weight: 5,
    types: [type(158, 'Garage', 'Garage', 'Garage', 'Garage')],
  },
  {
    key: 'storage',
    names: names(
      ['Opslagplaats', 'Magazijn'],
      ['Entrepôt', 'Dépôt'],
      ['Warehouse', 'Storage'],
      ['Lager', 'Lagerhalle'],
    ),
    shape: 'business',
    sale: true,
    rent: true,
    weight: 2,
    types: [
      type(157, 'Opslagruimte', 'Entrepôt', 'Storage', 'Lager'),
      type(
        136,
        'Industriegebouw',
        'Bâtiment industriel',
        'Industrial building',
        'Industriegebäude',
      ),
    ],
  },
  {
    key: 'investment',
    names: names(
      ['Opbrengsteigendom', 'Investering'],
      ['Immeuble de rapport', 'Investissement'],
      ['Investment property'],
      ['Renditeobjekt', 'Anlageobjekt'],
    ),
    shape: 'home',
    sale: true,
    rent: false,
    weight: 2,
    types: [
      type(162, 'Opbrengsteigendom', 'Immeuble de rapport', 'Investment property', 'Renditeobjekt'),
      type(
        132,
        'Appartementsgebouw',
        "Immeuble d'appartements",
        'Apartment building',
        'Mehrfamilienhaus',
      ),
    ],
  },
  {
    key: 'farm',
    names: names(
      ['Hoeve', 'Boerderij'],
      ['Ferme', 'Fermette'],
      ['Farmhouse', 'Farm'],
      ['Bauernhof', 'Bauernhaus'],
    ),
    shape: 'home',
    sale: true,
    rent: false,
    weight: 2,
    types: [
      type(147, 'Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus'),
      type(141, 'Boerderij', 'Ferme', 'Farm', 'Bauernhof'),
    ],
  },
  {
    key: 'room',
    names: names(
      ['Studentenkamer', 'Kamer'],
      ['Kot', 'Chambre'],
      ['Student room', 'Room'],
      ['Studentenzimmer', 'Zimmer'],
    ),
    shape: 'home',
    sale: false,
    rent: true,
    weight: 2,
    types: [type(128, 'Kamer', 'Chambre', 'Room', 'Zimmer')],
  },
  {
    key: 'holiday',
    names: names(
      ['Vakantiewoning', 'Buitenverblijf'],
      ['Maison de vacances', 'Seconde résidence'],
      ['Holiday home'],
      ['Ferienhaus'],
    ),
    shape: 'home',
    sale: true,
    rent: false,
    weight: 2,
    types: [type(144, 'Chalet', 'Chalet', 'Chalet', 'Chalet')],
  },
];

/** A coded value with its translated name. */
export interface Coded {
  id: number;
  name: Texts;
}
const coded = (id: number, nl: string, fr: string, en: string, de: string): Coded => ({
  id,
  name: t(nl, fr, en, de),
});

/** Marquee: the ribbon on a listing. Guessed codes; 0 is none. */
export const MARQUEES = {
  new: coded(1, 'Nieuw', 'Nouveau', 'New', 'Neu'),
  sold: coded(2, 'Verkocht', 'Vendu', 'Sold', 'Verkauft'),
  let: coded(3, 'Verhuurd', 'Loué', 'Let', 'Vermietet'),
  option: coded(4, 'Onder optie', 'Sous option', 'Under offer', 'Reserviert'),
  reduced: coded(5, 'Prijsdaling', 'Baisse de prix', 'Price reduced', 'Preissenkung'),
  openHouse: coded(6, 'Open huis', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür'),
};
/** A Marquee code nothing defines, with a name (the CRM knows it, the site does not). */
export const UNKNOWN_MARQUEE = coded(9, 'Exclusief', 'Exclusivité', 'Exclusive', 'Exklusiv');

/** PriceUnit: what the price is per. Guessed codes. */
export const PRICE_UNITS = {
  total: coded(1, '', '', '', ''),
  perMonth: coded(2, 'per maand', 'par mois', 'per month', 'pro Monat'),
  perYear: coded(3, 'per jaar', 'par an', 'per year', 'pro Jahr'),
  perSquareMetreYear: coded(4, '/m²/jaar', '/m²/an', '/m²/year', '/m²/Jahr'),
};
export const UNKNOWN_PRICE_UNIT = coded(13, 'per week', 'par semaine', 'per week', 'pro Woche');

/** The public client's Condition codes, named. */
export const CONDITIONS: readonly Coded[] = [
  coded(1, 'Goed', 'Bon état', 'Good', 'Gut'),
  coded(2, 'Nieuw', 'Neuf', 'New', 'Neu'),
  coded(4, 'Te renoveren', 'À rénover', 'To renovate', 'Renovierungsbedürftig'),
  coded(5, 'Gerenoveerd', 'Rénové', 'Renovated', 'Renoviert'),
  coded(9, 'Op te frissen', 'À rafraîchir', 'To refresh', 'Aufzufrischen'),
];

export const HEATINGS: readonly Coded[] = [
  coded(1, 'Individueel', 'Individuel', 'Individual', 'Individuell'),
  coded(2, 'Collectief', 'Collectif', 'Collective', 'Zentral'),
];
/** The kind of energy (the public client's HeatingB list; its codes are not given there). */
export const HEATING_FUELS: readonly Coded[] = [
  coded(1, 'Gas', 'Gaz', 'Gas', 'Gas'),
  coded(2, 'Stookolie', 'Mazout', 'Heating oil', 'Heizöl'),
  coded(3, 'Elektrisch', 'Électrique', 'Electric', 'Elektrisch'),
  coded(4, 'Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'),
];
export const KITCHENS: readonly Coded[] = [
  coded(1, 'Ingerichte keuken', 'Cuisine équipée', 'Fitted kitchen', 'Einbauküche'),
  coded(
    2,
    'Half ingerichte keuken',
    'Cuisine semi-équipée',
    'Semi-fitted kitchen',
    'Teilmöblierte Küche',
  ),
  coded(3, 'Open keuken', 'Cuisine ouverte', 'Open kitchen', 'Offene Küche'),
  coded(4, 'Geen keuken', 'Pas de cuisine', 'No kitchen', 'Keine Küche'),
];
export const GLAZINGS: readonly Coded[] = [
  coded(1, 'Enkel glas', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'),
  coded(2, 'Dubbel glas', 'Double vitrage', 'Double glazing', 'Doppelverglasung'),
  coded(3, 'Driedubbel glas', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'),
];
export const WINDOW_FRAMES: readonly Coded[] = [
  coded(1, 'Hout', 'Bois', 'Wood', 'Holz'),
  coded(2, 'PVC', 'PVC', 'PVC', 'Kunststoff'),
  coded(3, 'Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
];
export const ORIENTATIONS: readonly Coded[] = [
  coded(1, 'Noord', 'Nord', 'North', 'Nord'),
  coded(2, 'Oost', 'Est', 'East', 'Ost'),
  coded(3, 'Zuid', 'Sud', 'South', 'Süd'),
  coded(4, 'West', 'Ouest', 'West', 'West'),
  coded(5, 'Zuidwest', 'Sud-ouest', 'South-west', 'Südwest'),
];
export const STYLES: readonly Coded[] = [
  coded(1, 'Modern', 'Moderne', 'Modern', 'Modern'),
  coded(2, 'Klassiek', 'Classique', 'Classic', 'Klassisch'),
  coded(3, 'Art deco', 'Art déco', 'Art Deco', 'Art déco'),
  coded(4, 'Fermette', 'Fermette', 'Cottage', 'Landhausstil'),
];
export const ROOFS: readonly Coded[] = [
  coded(1, 'Zadeldak', 'Toit à deux versants', 'Gable roof', 'Satteldach'),
  coded(2, 'Plat dak', 'Toit plat', 'Flat roof', 'Flachdach'),
  coded(3, 'Mansardedak', 'Toit mansardé', 'Mansard roof', 'Mansarddach'),
];
/** The public client's FreeAvailable list, named. */
export const AVAILABILITIES: readonly Coded[] = [
  coded(1, 'Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort'),
  coded(2, 'Bij akte', "À l'acte", 'On deed', 'Bei Beurkundung'),
  coded(3, 'In overleg', 'À convenir', 'By arrangement', 'Nach Vereinbarung'),
  coded(4, 'Vanaf datum', 'À partir du', 'From date', 'Ab Datum'),
];
/** The public client's AreaApplication list, some of it, named. */
export const AREA_APPLICATIONS: readonly Coded[] = [
  coded(1, 'Woongebied', "Zone d'habitat", 'Residential area', 'Wohngebiet'),
  coded(
    2,
    'Woongebied met landelijk karakter',
    "Zone d'habitat à caractère rural",
    'Rural residential area',
    'Ländliches Wohngebiet',
  ),
  coded(3, 'Industriegebied', "Zone d'activité économique", 'Industrial area', 'Industriegebiet'),
  coded(4, 'Agrarisch gebied', 'Zone agricole', 'Agricultural area', 'Landwirtschaftsgebiet'),
];

export const PICTURE_CAPTIONS: readonly Texts[] = [
  t('Voorgevel', 'Façade', 'Front', 'Fassade'),
  t('Woonkamer', 'Séjour', 'Living room', 'Wohnzimmer'),
  t('Keuken', 'Cuisine', 'Kitchen', 'Küche'),
  t('Slaapkamer', 'Chambre', 'Bedroom', 'Schlafzimmer'),
  t('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer'),
  t('Tuin', 'Jardin', 'Garden', 'Garten'),
  t('Terras', 'Terrasse', 'Terrace', 'Terrasse'),
  t('Zicht', 'Vue', 'View', 'Aussicht'),
  t('Plan', 'Plan', 'Floor plan', 'Grundriss'),
];

export const DOCUMENT_NAMES: readonly Texts[] = [
  t('Plan', 'Plan', 'Floor plan', 'Grundriss'),
  t('EPC-attest', 'Certificat PEB', 'EPC certificate', 'Energieausweis'),
  t('Bodemattest', 'Attestation du sol', 'Soil certificate', 'Bodenbescheinigung'),
  t(
    'Stedenbouwkundige inlichtingen',
    'Renseignements urbanistiques',
    'Planning information',
    'Städtebauliche Auskünfte',
  ),
  t('Asbestattest', 'Attestation amiante', 'Asbestos certificate', 'Asbestbescheinigung'),
  t(
    'Keuringsverslag elektriciteit',
    'Contrôle électrique',
    'Electrical inspection',
    'Elektroprüfung',
  ),
];

/** What the titles say about a property, by category shape. */
export const TITLE_WORDS = {
  bedrooms: t('slaapkamers', 'chambres', 'bedrooms', 'Schlafzimmer'),
  with: t('met', 'avec', 'with', 'mit'),
  garden: t('tuin', 'jardin', 'garden', 'Garten'),
  terrace: t('terras', 'terrasse', 'terrace', 'Terrasse'),
  renovated: t('gerenoveerd', 'rénové', 'renovated', 'renoviert'),
  bright: t('Lichtrijk', 'Lumineux', 'Bright', 'Helles'),
  charming: t('Charmant', 'Charmant', 'Charming', 'Charmantes'),
  plot: t('perceel van', 'parcelle de', 'plot of', 'Grundstück von'),
  in: t('in', 'à', 'in', 'in'),
};

export const FIRST_NAMES = [
  'An',
  'Lotte',
  'Pieter',
  'Sofie',
  'Mathieu',
  'Camille',
  'Jonas',
  'Elise',
  'Karim',
  'Nathalie',
  'Wout',
  'Inès',
];
export const LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Dubois',
  'Lambert',
  'Maes',
  'Claes',
  'Dupont',
  'Vermeulen',
  'El Amrani',
  'Goossens',
  'Renard',
  'De Smet',
];
