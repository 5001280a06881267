/**
 * Translated vocabulary of the CRM export (nl, fr, en, de): type names, units, marquees,
 * countries and the values of the building characteristics.
 */
import { perLanguage, type SiteLocale } from '@/lib/locale';

export type L = Record<SiteLocale, string>;

/** The languages the demo vocabulary is written in: the columns of t() and of describe.ts. */
export type Column = 'nl' | 'fr' | 'en' | 'de';

/**
 * The column each site language's demo texts come from: its own, or, for a language added to
 * SITE_LOCALES that the vocabulary is not written in yet, one it borrows meanwhile
 * (docs/adding-a-language.md). Not a fallback: the compiler asks for every language's entry.
 */
export const COLUMN_OF: Readonly<Record<SiteLocale, Column>> = { nl: 'nl', fr: 'fr', en: 'en', de: 'de' };

/** A value per site language from one per column. */
export const fromColumns = <T>(columns: Readonly<Record<Column, T>>): Record<SiteLocale, T> =>
  perLanguage((locale) => columns[COLUMN_OF[locale]]);

export const t = (nl: string, fr: string, en: string, de: string): L => fromColumns({ nl, fr, en, de });
/** The same text in every language (proper names). */
export const same = (text: string): L => perLanguage(() => text);

/** WebID → type name. ShowOrder follows SPEC §3: …, Commercial, Industrial, Offices, Garage/Parking. */
export const TYPES: readonly { webId: number; showOrder: number; name: L }[] = [
  { webId: 1, showOrder: 1, name: t('Huis', 'Maison', 'House', 'Haus') },
  { webId: 2, showOrder: 2, name: t('Appartement', 'Appartement', 'Apartment', 'Wohnung') },
  { webId: 3, showOrder: 3, name: t('Studio', 'Studio', 'Studio', 'Studio') },
  { webId: 4, showOrder: 4, name: t('Grond', 'Terrain', 'Plot', 'Grundstück') },
  {
    webId: 5,
    showOrder: 5,
    name: t('Opbrengsteigendom', 'Immeuble de rapport', 'Investment property', 'Renditeobjekt'),
  },
  { webId: 6, showOrder: 6, name: t('Handelspand', 'Commerce', 'Commercial', 'Gewerbefläche') },
  {
    webId: 8,
    showOrder: 7,
    name: t('Industrieel pand', 'Bâtiment industriel', 'Industrial', 'Industriegebäude'),
  },
  { webId: 9, showOrder: 8, name: t('Kantoor', 'Bureau', 'Offices', 'Büro') },
  {
    webId: 7,
    showOrder: 9,
    name: t('Garage/Parking', 'Garage/Parking', 'Garage/Parking', 'Garage/Stellplatz'),
  },
];

export function typeName(webId: number): L {
  const type = TYPES.find((entry) => entry.webId === webId);
  if (!type) throw new Error(`unknown WebID ${webId}`);
  return type.name;
}

export const PER_MONTH = t('/maand', '/mois', '/month', '/Monat');
export const STARTING_FROM = t('vanaf', 'à partir de', 'from', 'ab');

export const MARQUEE_NAMES = {
  new: t('Nieuw', 'Nouveau', 'New', 'Neu'),
  sold: t('Verkocht', 'Vendu', 'Sold', 'Verkauft'),
  rented: t('Verhuurd', 'Loué', 'Rented', 'Vermietet'),
  option: t('Onder optie', 'Sous option', 'Under option', 'Unter Option'),
};

export type CountryKey = 'BE' | 'LU' | 'FR' | 'ES';
export const COUNTRIES: Record<CountryKey, { id: number; name: L }> = {
  BE: { id: 10, name: t('België', 'Belgique', 'Belgium', 'Belgien') },
  LU: { id: 50, name: t('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg') },
  FR: { id: 20, name: t('Frankrijk', 'France', 'France', 'Frankreich') },
  ES: { id: 30, name: t('Spanje', 'Espagne', 'Spain', 'Spanien') },
};

export const HEATING = {
  gas: t(
    'Centrale verwarming op gas',
    'Chauffage central au gaz',
    'Gas central heating',
    'Gaszentralheizung',
  ),
  oil: t(
    'Centrale verwarming op stookolie',
    'Chauffage central au mazout',
    'Oil central heating',
    'Ölzentralheizung',
  ),
  heatPump: t('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'),
  electric: t(
    'Elektrische verwarming',
    'Chauffage électrique',
    'Electric heating',
    'Elektroheizung',
  ),
  collective: t(
    'Collectieve verwarming op gas',
    'Chauffage collectif au gaz',
    'Collective gas heating',
    'Gemeinschaftsheizung (Gas)',
  ),
};
export type HeatingKey = keyof typeof HEATING;

export const GLAZING = {
  single: t('Enkele beglazing', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'),
  double: t('Dubbele beglazing', 'Double vitrage', 'Double glazing', 'Doppelverglasung'),
  triple: t('Driedubbele beglazing', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'),
};

export const FRAMES = {
  pvc: t('PVC', 'PVC', 'PVC', 'Kunststoff'),
  alu: t('Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
  wood: t('Hout', 'Bois', 'Wood', 'Holz'),
};

export const KITCHENS = {
  full: t(
    'Volledig uitgeruste keuken',
    'Cuisine entièrement équipée',
    'Fully equipped kitchen',
    'Voll ausgestattete Küche',
  ),
  open: t(
    'Open, volledig uitgeruste keuken',
    'Cuisine américaine équipée',
    'Open-plan fitted kitchen',
    'Offene Einbauküche',
  ),
  semi: t(
    'Half uitgeruste keuken',
    'Cuisine semi-équipée',
    'Semi-equipped kitchen',
    'Teilweise ausgestattete Küche',
  ),
  kitchenette: t('Kitchenette', 'Kitchenette', 'Kitchenette', 'Kochnische'),
  none: t(
    'Niet uitgeruste keuken',
    'Cuisine non équipée',
    'Unfitted kitchen',
    'Küche ohne Ausstattung',
  ),
};
export type KitchenKey = keyof typeof KITCHENS;

export const INTERIOR = {
  alarm: t('Alarm', 'Alarme', 'Alarm system', 'Alarmanlage'),
  videophone: t('Videofoon', 'Vidéophone', 'Video intercom', 'Videosprechanlage'),
  fireplace: t('Open haard', 'Feu ouvert', 'Open fireplace', 'Kamin'),
  aircon: t('Airconditioning', 'Air conditionné', 'Air conditioning', 'Klimaanlage'),
  dressing: t('Dressing', 'Dressing', 'Walk-in wardrobe', 'Ankleidezimmer'),
  domotics: t('Domotica', 'Domotique', 'Home automation', 'Hausautomation'),
  mouldings: t('Plafondlijsten', 'Moulures', 'Ceiling mouldings', 'Stuckdecken'),
};
export type InteriorKey = keyof typeof INTERIOR;

export const EXTERIOR = {
  solar: t('Zonnepanelen', 'Panneaux photovoltaïques', 'Solar panels', 'Photovoltaikanlage'),
  rainwater: t('Regenwaterput', "Citerne d'eau de pluie", 'Rainwater tank', 'Regenwasserzisterne'),
  charger: t('Laadpaal', 'Borne de recharge', 'EV charging point', 'Ladestation'),
  awning: t('Zonnescherm', 'Store banne', 'Awning', 'Markise'),
  shed: t('Tuinhuis', 'Abri de jardin', 'Garden shed', 'Gartenhaus'),
  irrigation: t(
    'Automatische besproeiing',
    'Arrosage automatique',
    'Automatic irrigation',
    'Automatische Bewässerung',
  ),
};
export type ExteriorKey = keyof typeof EXTERIOR;

export const ROOF_TYPES = {
  gable: t('Zadeldak', 'Toiture à deux versants', 'Gable roof', 'Satteldach'),
  flat: t('Plat dak', 'Toiture plate', 'Flat roof', 'Flachdach'),
  mansard: t('Mansardedak', 'Toiture mansardée', 'Mansard roof', 'Mansarddach'),
  hip: t('Schilddak', 'Toiture en croupe', 'Hip roof', 'Walmdach'),
};
export type RoofKey = keyof typeof ROOF_TYPES;

export const ROOF_MATERIALS = {
  tiles: t('Dakpannen', 'Tuiles', 'Tiles', 'Dachziegel'),
  slate: t('Leien', 'Ardoises', 'Slate', 'Schiefer'),
  roofing: t('Roofing', 'Roofing', 'Bitumen membrane', 'Bitumenbahn'),
  epdm: t('EPDM', 'EPDM', 'EPDM', 'EPDM'),
  zinc: t('Zink', 'Zinc', 'Zinc', 'Zink'),
};
export type RoofMaterialKey = keyof typeof ROOF_MATERIALS;

export const CONDITIONS = {
  new: t('Nieuwbouw', 'Neuf', 'New build', 'Neubau'),
  excellent: t('Uitstekend', 'Excellent', 'Excellent', 'Ausgezeichnet'),
  renovated: t('Gerenoveerd', 'Rénové', 'Renovated', 'Renoviert'),
  good: t('Goed', 'Bon', 'Good', 'Gut'),
  refresh: t('Op te frissen', 'À rafraîchir', 'Needs refreshing', 'Renovierungsbedürftig (leicht)'),
  renovate: t('Te renoveren', 'À rénover', 'To renovate', 'Renovierungsbedürftig'),
};
export type ConditionKey = keyof typeof CONDITIONS;

export const FLOORS = {
  parquet: t('Parket', 'Parquet', 'Parquet', 'Parkett'),
  tiles: t('Tegels', 'Carrelage', 'Tiles', 'Fliesen'),
  concrete: t('Gietvloer', 'Béton ciré', 'Polished concrete', 'Gussboden'),
  stone: t('Natuursteen', 'Pierre naturelle', 'Natural stone', 'Naturstein'),
  carpet: t('Tapijt', 'Moquette', 'Carpet', 'Teppichboden'),
  laminate: t('Laminaat', 'Stratifié', 'Laminate', 'Laminat'),
};
export type FloorKey = keyof typeof FLOORS;

export const ORIENTATIONS = {
  N: t('Noord', 'Nord', 'North', 'Nord'),
  NE: t('Noordoost', 'Nord-est', 'North-east', 'Nordost'),
  E: t('Oost', 'Est', 'East', 'Ost'),
  SE: t('Zuidoost', 'Sud-est', 'South-east', 'Südost'),
  S: t('Zuid', 'Sud', 'South', 'Süd'),
  SW: t('Zuidwest', 'Sud-ouest', 'South-west', 'Südwest'),
  W: t('West', 'Ouest', 'West', 'West'),
  NW: t('Noordwest', 'Nord-ouest', 'North-west', 'Nordwest'),
};
export type OrientationKey = keyof typeof ORIENTATIONS;

export const STYLES = {
  belEtage: t('Bel-etage', 'Bel-étage', 'Bel-étage', 'Bel-Etage'),
  artNouveau: t('Art nouveau', 'Art nouveau', 'Art Nouveau', 'Jugendstil'),
  artDeco: t('Art deco', 'Art déco', 'Art Deco', 'Art déco'),
  mansion: t('Herenhuis', 'Maison de maître', 'Mansion', 'Herrenhaus'),
  villa: t('Villa', 'Villa', 'Villa', 'Villa'),
  contemporary: t('Hedendaags', 'Contemporain', 'Contemporary', 'Zeitgenössisch'),
  farmhouse: t('Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus'),
  loft: t('Loft', 'Loft', 'Loft', 'Loft'),
  townhouse: t('Burgerwoning', 'Maison bourgeoise', 'Townhouse', 'Bürgerhaus'),
  cottage: t('Landhuis', 'Maison de campagne', 'Country house', 'Landhaus'),
  modernist: t('Modernistisch', 'Moderniste', 'Modernist', 'Modernistisch'),
};
export type StyleKey = keyof typeof STYLES;

export const AVAILABILITY = {
  now: t('Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort'),
  deed: t('Bij akte', "À l'acte", 'At the deed', 'Bei Beurkundung'),
  agree: t('In overleg', 'À convenir', 'To be agreed', 'Nach Vereinbarung'),
  lease: t(
    'Mits respect van de lopende huurovereenkomsten',
    'Moyennant respect des baux en cours',
    'Subject to the current leases',
    'Unter Beachtung der laufenden Mietverträge',
  ),
  /** Available from a date: the text is left out and General.AvailableFrom holds the date. */
  date: t('Vanaf datum', 'À partir du', 'From', 'Ab'),
  delivery: t('Bij oplevering', 'À la réception', 'On completion', 'Bei Fertigstellung'),
};
export type AvailabilityKey = keyof typeof AVAILABILITY;

export const CONTRACTS = {
  mainResidence: t(
    'Huurovereenkomst hoofdverblijfplaats (9 jaar)',
    'Bail de résidence principale (9 ans)',
    'Main residence lease (9 years)',
    'Hauptwohnsitz-Mietvertrag (9 Jahre)',
  ),
  shortTerm: t(
    'Huurovereenkomst korte duur (3 jaar)',
    'Bail de courte durée (3 ans)',
    'Short-term lease (3 years)',
    'Kurzzeitmietvertrag (3 Jahre)',
  ),
  student: t(
    'Studentenhuurovereenkomst',
    "Bail d'étudiant",
    'Student lease',
    'Studentenmietvertrag',
  ),
  commercial: t(
    'Handelshuurovereenkomst',
    'Bail commercial',
    'Commercial lease',
    'Gewerbemietvertrag',
  ),
  common: t(
    'Gemeenrechtelijke huur',
    'Bail de droit commun',
    'Common-law lease',
    'Mietvertrag nach allgemeinem Recht',
  ),
  private: t('Onderhandse verkoop', 'Vente de gré à gré', 'Private sale', 'Freihändiger Verkauf'),
  online: t(
    'Online verkoop met biedingen',
    'Vente online avec offres',
    'Online sale by bidding',
    'Online-Verkauf mit Geboten',
  ),
  annuity: t(
    'Verkoop op lijfrente',
    'Vente en viager',
    'Life annuity sale',
    'Verkauf auf Leibrente',
  ),
  vat: t(
    'Verkoop onder btw-stelsel',
    'Vente sous régime TVA',
    'Sale under the VAT regime',
    'Verkauf mit Mehrwertsteuer',
  ),
};
export type ContractKey = keyof typeof CONTRACTS;

export const REASONS = {
  relocation: t('Verhuis', 'Déménagement', 'Relocation', 'Umzug'),
  inheritance: t('Erfenis', 'Succession', 'Inheritance', 'Erbschaft'),
  retirement: t('Pensioen', 'Départ à la retraite', 'Retirement', 'Ruhestand'),
  downsizing: t('Kleiner gaan wonen', 'Recherche plus petit', 'Downsizing', 'Verkleinerung'),
};
export type ReasonKey = keyof typeof REASONS;

export const ZONING = {
  residential: t('Woongebied', "Zone d'habitat", 'Residential area', 'Wohngebiet'),
  rural: t(
    'Woongebied met landelijk karakter',
    "Zone d'habitat à caractère rural",
    'Rural residential area',
    'Ländliches Wohngebiet',
  ),
  industrial: t(
    'Industriegebied',
    "Zone d'activité économique industrielle",
    'Industrial area',
    'Industriegebiet',
  ),
  business: t(
    'Gebied voor kantoren en diensten',
    'Zone de bureaux et de services',
    'Office and services area',
    'Büro- und Dienstleistungsgebiet',
  ),
  pras: t(
    'Typisch woongebied (GBP)',
    "Zone d'habitation à prédominance résidentielle (PRAS)",
    'Mainly residential area (PRAS)',
    'Überwiegendes Wohngebiet (PRAS)',
  ),
  prasMixed: t(
    'Gemengd gebied (GBP)',
    'Zone mixte (PRAS)',
    'Mixed-use area (PRAS)',
    'Mischgebiet (PRAS)',
  ),
  prasCommercial: t(
    'Lint voor handelskernen (GBP)',
    'Liseré de noyau commercial (PRAS)',
    'Commercial core frontage (PRAS)',
    'Geschäftskernzone (PRAS)',
  ),
  wallonia: t(
    'Woongebied volgens het gewestplan',
    "Zone d'habitat au plan de secteur",
    'Residential area in the regional plan',
    'Wohngebiet laut Sektorenplan',
  ),
};
export type ZoningKey = keyof typeof ZONING;

export const PLANNING_INFO = {
  flandersOk: t(
    'Geen stedenbouwkundige overtredingen gekend. Het uittreksel uit het vergunningenregister is beschikbaar op aanvraag.',
    "Aucune infraction urbanistique connue. L'extrait du registre des permis est disponible sur demande.",
    'No known planning offences. The extract from the permit register is available on request.',
    'Keine bekannten Bauverstöße. Der Auszug aus dem Genehmigungsregister ist auf Anfrage erhältlich.',
  ),
  brusselsOk: t(
    'Stedenbouwkundige inlichtingen aangevraagd bij de gemeente; de situatie stemt overeen met de vergunde toestand.',
    'Renseignements urbanistiques demandés à la commune ; la situation est conforme à la situation de droit.',
    'Planning information requested from the municipality; the property matches its permitted state.',
    'Städtebauliche Auskünfte bei der Gemeinde angefragt; der Zustand entspricht der Genehmigung.',
  ),
  regularisation: t(
    'Regularisatie van de dakuitbouw aangevraagd in 2024.',
    'Régularisation de la lucarne demandée en 2024.',
    'Regularisation of the roof extension applied for in 2024.',
    'Legalisierung des Dachausbaus 2024 beantragt.',
  ),
};
export type PlanningInfoKey = keyof typeof PLANNING_INFO;

export const ASBESTOS = {
  safe: t(
    'Asbestinventarisattest – asbestveilig',
    "Attestation d'inventaire amiante – sans risque",
    'Asbestos inventory certificate – asbestos-safe',
    'Asbestinventar-Bescheinigung – asbestsicher',
  ),
  notSafe: t(
    'Asbestinventarisattest – niet asbestveilig',
    "Attestation d'inventaire amiante – présence d'amiante",
    'Asbestos inventory certificate – not asbestos-safe',
    'Asbestinventar-Bescheinigung – nicht asbestsicher',
  ),
};

export const FLOOD = {
  none: t(
    'Niet in overstromingsgevoelig gebied',
    'Pas en zone inondable',
    'Not in a flood-prone area',
    'Nicht in einem Überschwemmungsgebiet',
  ),
  possible: t(
    'Mogelijk overstromingsgevoelig gebied',
    'Zone potentiellement inondable',
    'Possibly flood-prone area',
    'Möglicherweise überschwemmungsgefährdetes Gebiet',
  ),
  effective: t(
    'Effectief overstromingsgevoelig gebied',
    'Zone effectivement inondable',
    'Effectively flood-prone area',
    'Tatsächlich überschwemmungsgefährdetes Gebiet',
  ),
  alea: t(
    'Overstromingsgevaar: laag (kaart van de overstromingsgevaren)',
    "Aléa d'inondation faible (cartographie des aléas)",
    'Low flood hazard (hazard map)',
    'Geringe Überschwemmungsgefahr (Gefahrenkarte)',
  ),
};
export type FloodKey = keyof typeof FLOOD;

export const POI_TYPES = {
  metro: t('Metrostation', 'Station de métro', 'Metro station', 'U-Bahn-Station'),
  tram: t('Tramhalte', 'Arrêt de tram', 'Tram stop', 'Straßenbahnhaltestelle'),
  bus: t('Bushalte', "Arrêt d'autobus", 'Bus stop', 'Bushaltestelle'),
  train: t('Treinstation', 'Gare', 'Railway station', 'Bahnhof'),
  school: t('School', 'École', 'School', 'Schule'),
  university: t('Universiteit', 'Université', 'University', 'Universität'),
  supermarket: t('Supermarkt', 'Supermarché', 'Supermarket', 'Supermarkt'),
  market: t('Markt', 'Marché', 'Market', 'Markt'),
  park: t('Park', 'Parc', 'Park', 'Park'),
  hospital: t('Ziekenhuis', 'Hôpital', 'Hospital', 'Krankenhaus'),
  culture: t('Cultuurcentrum', 'Centre culturel', 'Cultural centre', 'Kulturzentrum'),
  shopping: t('Winkelstraat', 'Rue commerçante', 'Shopping street', 'Einkaufsstraße'),
  beach: t('Strand', 'Plage', 'Beach', 'Strand'),
};
export type PoiTypeKey = keyof typeof POI_TYPES;

export const DOCUMENTS = {
  epc: t('EPC-certificaat', 'Certificat PEB', 'EPC certificate', 'Energieausweis'),
  plans: t('Plannen', 'Plans', 'Floor plans', 'Grundrisse'),
  planning: t(
    'Stedenbouwkundige inlichtingen',
    'Renseignements urbanistiques',
    'Planning information',
    'Städtebauliche Auskünfte',
  ),
  asbestos: t('Asbestattest', 'Attestation amiante', 'Asbestos certificate', 'Asbestbescheinigung'),
  electricity: t(
    'Keuringsverslag elektriciteit',
    "Rapport de contrôle de l'installation électrique",
    'Electrical inspection report',
    'Elektroprüfbericht',
  ),
  specifications: t('Lastenboek', 'Cahier des charges', 'Specifications', 'Baubeschreibung'),
  leases: t('Huurovereenkomsten', 'Baux en cours', 'Current leases', 'Laufende Mietverträge'),
  soil: t('Bodemattest', 'Attestation du sol', 'Soil certificate', 'Bodenbescheinigung'),
};
export type DocumentKey = keyof typeof DOCUMENTS;

/** Photo captions, by scene. */
export const SCENES = {
  exterior: t('Voorgevel', 'Façade', 'Front view', 'Vorderansicht'),
  living: t('Leefruimte', 'Séjour', 'Living area', 'Wohnbereich'),
  kitchen: t('Keuken', 'Cuisine', 'Kitchen', 'Küche'),
  bedroom: t('Slaapkamer', 'Chambre', 'Bedroom', 'Schlafzimmer'),
  bathroom: t('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer'),
  garden: t('Tuin', 'Jardin', 'Garden', 'Garten'),
  terrace: t('Terras', 'Terrasse', 'Terrace', 'Terrasse'),
  plot: t('Perceel', 'Parcelle', 'Plot', 'Grundstück'),
  surroundings: t('Omgeving', 'Environs', 'Surroundings', 'Umgebung'),
  shopInterior: t('Winkelruimte', 'Surface commerciale', 'Retail space', 'Verkaufsfläche'),
  officeInterior: t('Kantoorruimte', 'Plateau de bureaux', 'Office space', 'Büroetage'),
  warehouseInterior: t('Opslagruimte', "Espace d'entreposage", 'Storage hall', 'Lagerhalle'),
  garageInterior: t('Garagebox', 'Box de garage', 'Garage box', 'Garagenbox'),
};
export type SceneKey = keyof typeof SCENES;
