/**
 * The properties of the snapshot, as the agency entered them. Everything the generator does not
 * derive (prices, places, EPC band, what is deliberately missing) is stated here so the coverage
 * of the snapshot can be read at a glance:
 * - Brussels: one property in each of the 19 PEB bands; Flanders: 7 bands; Wallonia: 9 bands;
 * - every type, sale and rent, two-type properties (1,6 and 9,2), PriceUnit 7, hidden prices and
 *   addresses, sold / rented / under-option marquees, a life annuity, tours and videos.
 */
import {
  t,
  type AvailabilityKey,
  type ConditionKey,
  type ContractKey,
  type DocumentKey,
  type ExteriorKey,
  type FloodKey,
  type FloorKey,
  type HeatingKey,
  type InteriorKey,
  type KitchenKey,
  type L,
  type OrientationKey,
  type PlanningInfoKey,
  type ReasonKey,
  type RoofKey,
  type RoofMaterialKey,
  type StyleKey,
  type ZoningKey,
} from './catalog';
import type { AgentKey } from './agents';
import type { LocationKey } from './locations';

/** What the photos and the description show. */
export type Kind =
  | 'house'
  | 'townhouse'
  | 'villa'
  | 'farmhouse'
  | 'apartment'
  | 'studio'
  | 'plot'
  | 'shop'
  | 'mixed'
  | 'investment'
  | 'garage'
  | 'parking'
  | 'warehouse'
  | 'office';

/** Data the CRM deliberately does not have for a property. */
export type Lack = 'asbestos' | 'scores' | 'planning' | 'co2' | 'certNumber' | 'epcCode';

export type Def = {
  id: number;
  goal: 0 | 1;
  /** Primary WebID first. */
  webIds: [number, ...number[]];
  kind: Kind;
  loc: LocationKey;
  /** Index in the location's street list (default 0). */
  street?: number;
  number: string;
  box?: string;
  price: number | null;
  startingFrom?: true;
  hidePrice?: true;
  hideAddress?: true;
  marquee?: 1 | 2 | 3;
  /** Belgium: the band label (see lib/epc EPC_BANDS), Luxembourg / France: the class text; null: no certificate. */
  epc: string | null;
  /** Value for a non-Belgian certificate. */
  epcValue?: number;
  eLevel?: number;
  title: L;
  /** YYYY-MM-DD; CreateDate. */
  created: string;
  agent: AgentKey | null;
  living?: number;
  ground?: number;
  garden?: number;
  terrace?: number;
  store?: number;
  office?: number;
  total?: number;
  plotWidth?: number;
  frontWidth?: number;
  bedrooms?: number;
  bathrooms?: number;
  showers?: number;
  toilets?: number;
  garages?: number;
  parkings?: number;
  floors?: number;
  facades?: number;
  built?: number;
  renovated?: number;
  lift?: boolean;
  cellar?: boolean;
  attic?: boolean;
  furnished?: boolean;
  pool?: boolean;
  heating?: HeatingKey;
  glazing?: 'single' | 'double' | 'triple';
  frame?: 'pvc' | 'alu' | 'wood';
  kitchen?: KitchenKey;
  condition?: ConditionKey;
  style?: StyleKey;
  roof?: RoofKey;
  roofMaterial?: RoofMaterialKey;
  floor?: FloorKey;
  orientation?: OrientationKey;
  interior?: InteriorKey[];
  exterior?: ExteriorKey[];
  availability?: AvailabilityKey;
  availableFrom?: string;
  contract?: ContractKey;
  reason?: ReasonKey;
  zoning?: ZoningKey;
  planningInfo?: PlanningInfoKey;
  subdivision?: boolean;
  preemption?: boolean;
  asbestos?: 'safe' | 'notSafe';
  flood?: {
    risk: FloodKey;
    p?: 'A' | 'B' | 'C' | 'D';
    g?: 'A' | 'B' | 'C' | 'D';
    zone?: boolean;
    riverbank?: boolean;
  };
  /** Rent income of a let property (investment). */
  monthlyRent?: number;
  vat?: true;
  constructionCost?: number;
  parkingPrice?: number;
  garagePrice?: number;
  ownerCharges?: number;
  renterCharges?: number;
  annuity?: {
    heads: { Age: number; Sex: 'M' | 'F' }[];
    monthly: number;
    survival: number | null;
    indexed: boolean;
    maxDuration: number | null;
  };
  video?: string;
  tour?: string;
  documents?: DocumentKey[];
  mobility?: true;
  lacks?: Lack[];
  /** Number of photos (default: 3–6 by kind). */
  photos?: number;
};

// prettier-ignore
export const DEFINITIONS: Def[] = [
  // ── Brussels-Capital Region ──────────────────────────────────────────────────────────────
  {
    id: 4012345, goal: 0, webIds: [2], kind: 'apartment', loc: 'bru1050', number: '72', box: '3',
    price: 425000, marquee: 1, epc: 'c', created: '2025-06-03', agent: 'sophie',
    title: t('Appartement met 2 slaapkamers en terras in de Châtelainwijk', 'Appartement 2 chambres avec terrasse au Châtelain', '2-bedroom apartment with terrace in Châtelain', 'Wohnung mit 2 Schlafzimmern und Terrasse im Châtelain-Viertel'),
    living: 95, terrace: 8, bedrooms: 2, bathrooms: 1, toilets: 1, floors: 5, built: 1930, renovated: 2019,
    lift: true, cellar: true, heating: 'gas', kitchen: 'open', condition: 'renovated', style: 'artDeco',
    floor: 'parquet', orientation: 'SW', interior: ['videophone', 'mouldings'], ownerCharges: 180,
    video: 'https://www.youtube.com/watch?v=Hq7fB2rXk4M', documents: ['epc', 'plans', 'planning'], mobility: true,
  },
  {
    id: 4012388, goal: 1, webIds: [2], kind: 'apartment', loc: 'bru1050', street: 1, number: '18', box: 'B2',
    price: 1150, epc: 'c_sub', created: '2025-04-18', agent: 'nadia',
    title: t('Gerenoveerd appartement met 1 slaapkamer vlak bij Flagey', 'Appartement 1 chambre rénové à deux pas de Flagey', 'Renovated 1-bedroom apartment a stone’s throw from Flagey', 'Renovierte Wohnung mit 1 Schlafzimmer nahe Flagey'),
    living: 62, bedrooms: 1, bathrooms: 1, built: 1955, renovated: 2022, lift: false, cellar: true,
    heating: 'gas', kitchen: 'full', condition: 'renovated', floor: 'parquet', renterCharges: 90,
    availability: 'date', availableFrom: '2025-08-01', contract: 'mainResidence',
  },
  {
    id: 4013027, goal: 0, webIds: [3], kind: 'studio', loc: 'bru1000', number: '101', box: '4.2',
    price: 189000, epc: 'd_plus', created: '2025-03-02', agent: 'thomas',
    title: t('Instapklare studio in de Dansaertwijk', 'Studio prêt à emménager dans le quartier Dansaert', 'Move-in ready studio in the Dansaert district', 'Bezugsfertiges Studio im Dansaert-Viertel'),
    living: 34, bathrooms: 0, showers: 1, built: 1998, lift: true, heating: 'collective', kitchen: 'kitchenette',
    condition: 'good', floor: 'laminate', ownerCharges: 95, availability: 'deed', reason: 'relocation',
  },
  {
    id: 4013102, goal: 1, webIds: [6], kind: 'shop', loc: 'bru1000', street: 1, number: '55',
    price: 2800, epc: 'e_sub', created: '2025-01-20', agent: 'thomas',
    title: t('Handelspand van 120 m² in de Zuidstraat', 'Rez commercial de 120 m² rue du Midi', '120 m² retail unit on Rue du Midi', 'Ladenlokal mit 120 m² in der Rue du Midi'),
    store: 120, total: 150, built: 1900, renovated: 2012, cellar: true, heating: 'gas', condition: 'good',
    floor: 'tiles', frontWidth: 6, contract: 'commercial', availability: 'now', renterCharges: 150,
  },
  {
    id: 4013560, goal: 0, webIds: [1], kind: 'house', loc: 'bru1020', number: '212',
    price: 449000, epc: 'f', created: '2024-11-14', agent: 'sophie',
    title: t('Bel-etagewoning met tuin en garage', 'Maison bel-étage avec jardin et garage', 'Bel-étage house with garden and garage', 'Bel-Etage-Haus mit Garten und Garage'),
    living: 165, ground: 210, garden: 90, bedrooms: 3, bathrooms: 1, showers: 1, toilets: 2, garages: 1,
    floors: 3, facades: 2, built: 1958, style: 'belEtage', condition: 'refresh', heating: 'gas',
    roof: 'flat', roofMaterial: 'roofing', glazing: 'double', frame: 'pvc', kitchen: 'semi', orientation: 'E',
    cellar: true, reason: 'inheritance', availability: 'deed', documents: ['epc', 'electricity'],
  },
  {
    id: 4013911, goal: 0, webIds: [1], kind: 'townhouse', loc: 'bru1030', number: '48',
    price: 1150000, marquee: 3, epc: 'g', created: '2025-02-10', agent: 'pieter',
    title: t('Art-nouveauherenhuis met 5 slaapkamers nabij het Josaphatpark', 'Maison de maître Art nouveau de 5 chambres près du parc Josaphat', 'Art Nouveau mansion with 5 bedrooms near Josaphat Park', 'Jugendstil-Herrenhaus mit 5 Schlafzimmern am Josaphat-Park'),
    living: 340, ground: 260, garden: 120, terrace: 18, bedrooms: 5, bathrooms: 2, showers: 1, toilets: 3,
    floors: 4, facades: 2, built: 1905, renovated: 2008, style: 'artNouveau', condition: 'good',
    interior: ['mouldings', 'fireplace', 'alarm'], roof: 'mansard', roofMaterial: 'slate', heating: 'gas',
    glazing: 'double', frame: 'wood', kitchen: 'full', floor: 'parquet', orientation: 'S', attic: true,
    cellar: true, video: 'https://www.youtube.com/shorts/pL3vQ8sWn2E', documents: ['epc', 'plans', 'planning', 'electricity'],
  },
  {
    id: 4014210, goal: 1, webIds: [2], kind: 'apartment', loc: 'bru1030', street: 1, number: '201', box: '12',
    price: 1050, marquee: 2, epc: 'd', created: '2024-12-05', agent: 'nadia',
    title: t('Appartement met 2 slaapkamers en balkon', 'Appartement 2 chambres avec balcon', '2-bedroom apartment with balcony', 'Wohnung mit 2 Schlafzimmern und Balkon'),
    living: 85, terrace: 4, bedrooms: 2, bathrooms: 1, built: 1962, lift: true, cellar: true, heating: 'collective',
    kitchen: 'semi', condition: 'good', renterCharges: 120, contract: 'mainResidence', availability: 'now',
  },
  {
    id: 4014455, goal: 0, webIds: [2], kind: 'apartment', loc: 'bru1040', number: '140', box: 'A1.2',
    price: 325000, startingFrom: true, marquee: 1, epc: 'a', created: '2025-06-12', agent: 'pieter',
    title: t('Nieuwbouwappartement met 2 slaapkamers – Résidence La Chasse', 'Appartement neuf 2 chambres – Résidence La Chasse', 'New-build 2-bedroom apartment – Résidence La Chasse', 'Neubauwohnung mit 2 Schlafzimmern – Résidence La Chasse'),
    living: 88, terrace: 12, bedrooms: 2, bathrooms: 1, toilets: 1, floors: 6, built: 2025, lift: true,
    cellar: true, heating: 'heatPump', glazing: 'triple', frame: 'alu', kitchen: 'open', condition: 'new',
    style: 'contemporary', floor: 'parquet', orientation: 'S', interior: ['videophone', 'domotics'],
    exterior: ['solar'], vat: true, contract: 'vat', availability: 'delivery', parkingPrice: 28000,
    documents: ['specifications', 'plans', 'epc'], mobility: true,
  },
  {
    id: 4014501, goal: 1, webIds: [3], kind: 'studio', loc: 'bru1040', street: 1, number: '35', box: '5',
    price: 780, epc: 'd_sub', created: '2025-03-28', agent: 'nadia',
    title: t('Gemeubelde studio nabij de Europese wijk', 'Studio meublé proche du quartier européen', 'Furnished studio near the European Quarter', 'Möbliertes Studio nahe dem Europaviertel'),
    living: 32, showers: 1, built: 1968, renovated: 2020, furnished: true, lift: true, heating: 'collective',
    kitchen: 'kitchenette', condition: 'renovated', renterCharges: 60, contract: 'shortTerm', availability: 'now',
  },
  {
    id: 4014876, goal: 0, webIds: [1, 6], kind: 'mixed', loc: 'bru1060', number: '87',
    price: 695000, epc: 'e', created: '2025-01-08', agent: 'thomas',
    title: t('Handelshuis met winkelruimte en 4 slaapkamers', 'Maison de commerce avec rez commercial et 4 chambres', 'Mixed-use house with shop and 4 bedrooms', 'Geschäftshaus mit Ladenlokal und 4 Schlafzimmern'),
    living: 210, store: 65, ground: 140, bedrooms: 4, bathrooms: 2, toilets: 3, floors: 4, facades: 2,
    built: 1912, style: 'townhouse', condition: 'good', roof: 'gable', roofMaterial: 'tiles', heating: 'gas',
    cellar: true, attic: true, monthlyRent: 1250, frontWidth: 6.5, documents: ['epc', 'leases'],
  },
  {
    id: 4015034, goal: 0, webIds: [2], kind: 'apartment', loc: 'bru1060', street: 1, number: '27', box: '2',
    price: 545000, marquee: 2, epc: 'b_sub', created: '2024-10-22', agent: 'sophie',
    title: t('Appartement met 3 slaapkamers in een art-decogebouw', 'Appartement 3 chambres dans un immeuble Art déco', '3-bedroom apartment in an Art Deco building', 'Wohnung mit 3 Schlafzimmern in einem Art-déco-Gebäude'),
    living: 140, terrace: 6, bedrooms: 3, bathrooms: 2, built: 1925, renovated: 2021, lift: true, cellar: true,
    heating: 'gas', kitchen: 'full', condition: 'renovated', style: 'artDeco', floor: 'parquet',
    interior: ['mouldings', 'videophone'], ownerCharges: 210,
  },
  {
    id: 4015290, goal: 1, webIds: [1], kind: 'townhouse', loc: 'bru1060', street: 2, number: '140',
    price: 2450, epc: 'e_plus', created: '2025-05-06', agent: 'nadia',
    title: t('Herenhuis met 3 slaapkamers en stadstuin', 'Maison de maître 3 chambres avec jardin de ville', '3-bedroom townhouse with city garden', 'Stadthaus mit 3 Schlafzimmern und Stadtgarten'),
    living: 180, ground: 120, garden: 45, bedrooms: 3, bathrooms: 1, showers: 1, floors: 3, facades: 2,
    built: 1898, renovated: 2014, style: 'mansion', condition: 'good', heating: 'gas', kitchen: 'full',
    floor: 'parquet', orientation: 'W', cellar: true, interior: ['fireplace', 'mouldings'],
    contract: 'mainResidence', availability: 'date', availableFrom: '2025-09-01',
  },
  {
    id: 4015633, goal: 0, webIds: [5], kind: 'investment', loc: 'bru1070', number: '118',
    price: 795000, epc: 'f_sub', created: '2024-12-18', agent: 'thomas',
    title: t('Opbrengsteigendom met 4 wooneenheden', 'Immeuble de rapport de 4 unités', 'Investment building with 4 units', 'Renditeobjekt mit 4 Wohneinheiten'),
    total: 320, living: 290, ground: 150, bedrooms: 5, bathrooms: 4, floors: 4, facades: 2, built: 1930,
    renovated: 2005, heating: 'gas', condition: 'good', cellar: true, monthlyRent: 3650,
    availability: 'lease', contract: 'private', documents: ['leases', 'epc'],
  },
  {
    id: 4015702, goal: 1, webIds: [7], kind: 'parking', loc: 'bru1070', street: 1, number: '225',
    price: 95, epc: null, created: '2025-02-25', agent: null, photos: 3,
    title: t('Overdekte parkeerplaats in beveiligde garage', 'Emplacement de parking couvert dans garage sécurisé', 'Covered parking space in a secure garage', 'Überdachter Stellplatz in gesicherter Tiefgarage'),
    total: 13, parkings: 1, contract: 'common', availability: 'now',
  },
  {
    id: 4016108, goal: 0, webIds: [2], kind: 'apartment', loc: 'bru1080', number: '40', box: '3.1',
    price: 465000, epc: 'a_plus', created: '2025-05-20', agent: 'pieter',
    title: t('Passieve loft met 2 slaapkamers aan het kanaal', 'Loft passif 2 chambres au bord du canal', 'Passive 2-bedroom loft on the canal', 'Passiv-Loft mit 2 Schlafzimmern am Kanal'),
    living: 120, terrace: 15, bedrooms: 2, bathrooms: 1, showers: 1, built: 2023, lift: true,
    heating: 'heatPump', glazing: 'triple', frame: 'alu', kitchen: 'open', condition: 'excellent', style: 'loft',
    floor: 'concrete', orientation: 'W', exterior: ['solar', 'rainwater'], ownerCharges: 140,
    video: 'https://vimeo.com/76979871', mobility: true,
  },
  {
    id: 4016254, goal: 0, webIds: [8], kind: 'warehouse', loc: 'bru1080', street: 1, number: '102',
    price: 1650000, epc: null, created: '2024-11-02', agent: 'thomas',
    title: t('Bedrijfsgebouw van 1.450 m² met kantoren', 'Bâtiment semi-industriel de 1.450 m² avec bureaux', '1,450 m² industrial building with offices', 'Gewerbehalle mit 1.450 m² und Büros'),
    total: 1630, ground: 1900, office: 180, parkings: 8, built: 1975, renovated: 2010, heating: 'gas',
    condition: 'good', roof: 'flat', roofMaterial: 'roofing', zoning: 'prasMixed', frontWidth: 24,
  },
  {
    id: 4016820, goal: 1, webIds: [9], kind: 'office', loc: 'bru1140', number: '13',
    price: 5950, epc: 'c_plus', created: '2025-04-02', agent: 'pieter',
    title: t('Kantoorruimte van 420 m² nabij de NAVO', 'Plateau de bureaux de 420 m² près de l’OTAN', '420 m² office floor near NATO', 'Büroetage mit 420 m² nahe der NATO'),
    office: 420, parkings: 8, built: 1992, renovated: 2019, lift: true, heating: 'gas', interior: ['aircon', 'alarm'],
    condition: 'renovated', floor: 'carpet', renterCharges: 1100, contract: 'common', availability: 'now',
  },
  {
    id: 4017043, goal: 0, webIds: [1], kind: 'villa', loc: 'bru1150', number: '17',
    price: 1850000, hidePrice: true, epc: 'c', created: '2025-03-15', agent: 'pieter',
    title: t('Villa met zwembad en 5 slaapkamers op 14 are', 'Villa avec piscine et 5 chambres sur 14 ares', 'Villa with pool and 5 bedrooms on a 1,450 m² plot', 'Villa mit Pool und 5 Schlafzimmern auf 1.450 m² Grundstück'),
    living: 420, ground: 1450, garden: 1100, terrace: 60, bedrooms: 5, bathrooms: 3, showers: 1, toilets: 4,
    garages: 2, floors: 2, facades: 4, built: 1962, renovated: 2018, pool: true, style: 'villa',
    condition: 'excellent', interior: ['alarm', 'fireplace', 'dressing', 'domotics'], exterior: ['irrigation', 'charger'],
    heating: 'gas', glazing: 'double', frame: 'alu', kitchen: 'full', floor: 'stone', roof: 'hip',
    roofMaterial: 'slate', orientation: 'S', cellar: true, reason: 'relocation', availability: 'agree',
    tour: 'https://my.matterport.com/show/?m=Zh14WDtkjdC', documents: ['epc', 'plans', 'planning', 'electricity'],
  },
  {
    id: 4017160, goal: 0, webIds: [2], kind: 'apartment', loc: 'bru1150', street: 1, number: '365', box: '6',
    price: 95000, hideAddress: true, epc: 'd', created: '2025-01-30', agent: 'sophie',
    title: t('Appartement met 2 slaapkamers – verkoop op lijfrente', 'Appartement 2 chambres – vente en viager', '2-bedroom apartment – life annuity sale', 'Wohnung mit 2 Schlafzimmern – Verkauf auf Leibrente'),
    living: 95, terrace: 10, bedrooms: 2, bathrooms: 1, built: 1972, lift: true, cellar: true, heating: 'collective',
    kitchen: 'full', condition: 'good', ownerCharges: 240, contract: 'annuity',
    annuity: { heads: [{ Age: 81, Sex: 'F' }, { Age: 84, Sex: 'M' }], monthly: 1150, survival: 800, indexed: true, maxDuration: null },
  },
  {
    id: 4017482, goal: 1, webIds: [1], kind: 'house', loc: 'bru1160', number: '22',
    price: 2650, epc: 'b', created: '2025-05-12', agent: 'nadia',
    title: t('Gezinswoning met 4 slaapkamers en zonnige tuin', 'Maison familiale 4 chambres avec jardin ensoleillé', 'Family house with 4 bedrooms and sunny garden', 'Familienhaus mit 4 Schlafzimmern und sonnigem Garten'),
    living: 190, ground: 420, garden: 300, terrace: 25, bedrooms: 4, bathrooms: 2, toilets: 2, garages: 1,
    floors: 2, facades: 3, built: 1978, renovated: 2017, heating: 'gas', kitchen: 'full', condition: 'renovated',
    orientation: 'S', roof: 'gable', roofMaterial: 'tiles', cellar: true, attic: true, exterior: ['awning', 'shed'],
    contract: 'mainResidence', availability: 'date', availableFrom: '2025-07-15',
    video: 'https://www.youtube.com/embed/Xr2mT9cVd6A',
  },
  {
    id: 4017519, goal: 0, webIds: [2], kind: 'apartment', loc: 'bru1160', street: 1, number: '280', box: 'A3',
    price: 359000, epc: 'b_plus', created: '2025-02-18', agent: 'sophie', lacks: ['co2'],
    title: t('Appartement met 2 slaapkamers en zicht op het groen', 'Appartement 2 chambres avec vue sur la verdure', '2-bedroom apartment with green views', 'Wohnung mit 2 Schlafzimmern und Blick ins Grüne'),
    living: 98, terrace: 9, bedrooms: 2, bathrooms: 1, built: 1972, renovated: 2016, lift: true, cellar: true,
    heating: 'collective', kitchen: 'full', condition: 'renovated', orientation: 'SE', ownerCharges: 190,
    garagePrice: 25000,
  },
  {
    id: 4017806, goal: 0, webIds: [2], kind: 'apartment', loc: 'bru1200', number: '310', box: '4',
    price: 265000, epc: null, created: '2025-05-30', agent: 'thomas',
    title: t('Appartement met 1 slaapkamer vlak bij het Georges Henripark', 'Appartement 1 chambre à proximité du parc Georges Henri', '1-bedroom apartment close to Georges Henri Park', 'Wohnung mit 1 Schlafzimmer am Georges-Henri-Park'),
    living: 68, bedrooms: 1, bathrooms: 1, built: 1965, lift: true, cellar: true, heating: 'collective',
    kitchen: 'semi', condition: 'refresh', availability: 'deed', ownerCharges: 130,
  },
  {
    id: 4017955, goal: 1, webIds: [2], kind: 'apartment', loc: 'bru1200', street: 1, number: '82', box: '7',
    price: 1850, marquee: 1, epc: 'a_sub', created: '2025-05-28', agent: 'nadia',
    title: t('Ruim appartement met 3 slaapkamers en 2 badkamers', 'Spacieux appartement 3 chambres et 2 salles de bains', 'Spacious 3-bedroom apartment with 2 bathrooms', 'Geräumige Wohnung mit 3 Schlafzimmern und 2 Bädern'),
    living: 130, terrace: 14, bedrooms: 3, bathrooms: 2, built: 1958, renovated: 2024, lift: true, cellar: true,
    heating: 'heatPump', kitchen: 'open', condition: 'renovated', floor: 'parquet', orientation: 'SW',
    renterCharges: 150, contract: 'mainResidence', availability: 'now', parkingPrice: 120,
  },
  {
    id: 4018370, goal: 0, webIds: [9, 2], kind: 'townhouse', loc: 'bru1040', street: 2, number: '120',
    price: 620000, epc: 'd_sub', created: '2024-12-01', agent: 'pieter',
    title: t('Vrij-beroepsruimte met duplexappartement', 'Surface de profession libérale avec appartement duplex', 'Professional premises with duplex apartment', 'Praxisräume mit Maisonettewohnung'),
    office: 95, living: 120, ground: 110, bedrooms: 2, bathrooms: 1, toilets: 2, floors: 3, facades: 2,
    built: 1910, renovated: 2011, heating: 'gas', condition: 'good', style: 'townhouse', cellar: true,
    zoning: 'prasMixed',
  },
  {
    id: 4018422, goal: 0, webIds: [7], kind: 'garage', loc: 'bru1050', street: 2, number: '40', box: 'G14',
    price: 42500, epc: null, created: '2025-04-25', agent: 'thomas', photos: 3,
    title: t('', '', '', ''),
    total: 16, garages: 1, built: 1975, availability: 'deed',
  },
  {
    id: 4018591, goal: 1, webIds: [2], kind: 'apartment', loc: 'bru1090', number: '150', box: '3',
    price: 890, epc: 'f_plus', created: '2025-03-10', agent: 'nadia',
    title: t('Appartement met 1 slaapkamer nabij het station van Jette', 'Appartement 1 chambre près de la gare de Jette', '1-bedroom apartment near Jette station', 'Wohnung mit 1 Schlafzimmer nahe dem Bahnhof Jette'),
    living: 60, bedrooms: 1, bathrooms: 1, built: 1950, heating: 'gas', kitchen: 'semi', condition: 'good',
    cellar: true, renterCharges: 70, contract: 'mainResidence', availability: 'now',
  },
  // ── Flanders ─────────────────────────────────────────────────────────────────────────────
  {
    id: 4018855, goal: 0, webIds: [1], kind: 'house', loc: 'drogenbos', number: '212',
    price: 385000, epc: 'c', created: '2025-01-15', agent: 'pieter',
    title: t('Halfopen woning met 3 slaapkamers en tuin', 'Maison 3 façades avec 3 chambres et jardin', 'Semi-detached house with 3 bedrooms and garden', 'Doppelhaushälfte mit 3 Schlafzimmern und Garten'),
    living: 150, ground: 380, garden: 220, bedrooms: 3, bathrooms: 1, toilets: 2, garages: 1, floors: 2,
    facades: 3, built: 1978, heating: 'oil', kitchen: 'semi', condition: 'refresh', roof: 'gable',
    roofMaterial: 'tiles', glazing: 'double', frame: 'pvc', orientation: 'SW', cellar: true, attic: true,
    asbestos: 'safe', flood: { risk: 'possible', p: 'B', g: 'A' }, availability: 'deed',
    documents: ['epc', 'asbestos', 'soil', 'planning'], mobility: true,
  },
  {
    id: 4019012, goal: 0, webIds: [1], kind: 'townhouse', loc: 'gent', number: '120',
    price: 845000, epc: 'b', created: '2025-04-08', agent: 'pieter',
    title: t('Gerenoveerd herenhuis aan de Coupure met stadstuin', 'Maison de maître rénovée le long de la Coupure avec jardin', 'Renovated mansion on the Coupure with city garden', 'Renoviertes Herrenhaus an der Coupure mit Stadtgarten'),
    living: 230, ground: 180, garden: 70, terrace: 20, bedrooms: 4, bathrooms: 2, toilets: 3, floors: 3,
    facades: 2, built: 1890, renovated: 2015, style: 'mansion', condition: 'renovated', heating: 'heatPump',
    glazing: 'double', frame: 'wood', kitchen: 'full', floor: 'parquet', roof: 'mansard', roofMaterial: 'slate',
    orientation: 'S', cellar: true, interior: ['mouldings', 'fireplace'], asbestos: 'safe',
    flood: { risk: 'possible', p: 'B', g: 'A' }, video: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
    documents: ['epc', 'asbestos', 'soil', 'planning', 'electricity'], mobility: true,
  },
  {
    id: 4019140, goal: 1, webIds: [2], kind: 'apartment', loc: 'antwerpen', number: '88', box: '3',
    price: 1250, epc: 'a', created: '2025-03-20', agent: 'nadia',
    title: t('Appartement met 2 slaapkamers in het Zuid', 'Appartement 2 chambres dans le quartier Sud', '2-bedroom apartment in the Zuid district', 'Wohnung mit 2 Schlafzimmern im Viertel Zuid'),
    living: 95, terrace: 7, bedrooms: 2, bathrooms: 1, built: 1930, renovated: 2020, lift: true, heating: 'heatPump',
    kitchen: 'open', condition: 'renovated', floor: 'parquet', renterCharges: 85, asbestos: 'safe',
    flood: { risk: 'none', p: 'A', g: 'A' }, contract: 'mainResidence', availability: 'now', mobility: true,
  },
  {
    id: 4019275, goal: 0, webIds: [4], kind: 'plot', loc: 'tervuren', number: '35',
    price: 395000, epc: null, created: '2025-02-05', agent: 'pieter',
    title: t('Bouwgrond voor open bebouwing van 12 are', 'Terrain à bâtir pour villa de 12 ares', 'Building plot for a detached house (1,200 m²)', 'Baugrundstück für ein freistehendes Haus (1.200 m²)'),
    ground: 1200, plotWidth: 22, frontWidth: 22, subdivision: true, constructionCost: 420000,
    flood: { risk: 'none', p: 'B' }, availability: 'deed', documents: ['soil', 'planning'], mobility: true, photos: 3,
  },
  {
    id: 4019333, goal: 0, webIds: [3], kind: 'studio', loc: 'leuven', number: '61', box: '0201',
    price: 159000, epc: 'c', created: '2024-11-25', agent: 'thomas',
    title: t('Studentenstudio nabij de universiteit – ideale investering', 'Kot-studio près de l’université – idéal investisseur', 'Student studio near the university – ideal investment', 'Studentenstudio nahe der Universität – ideale Kapitalanlage'),
    living: 24, showers: 1, built: 1975, renovated: 2012, heating: 'electric', kitchen: 'kitchenette', condition: 'good',
    furnished: true, monthlyRent: 520, availability: 'lease', asbestos: 'notSafe', flood: { risk: 'none', p: 'A', g: 'A' },
    ownerCharges: 65, preemption: true, mobility: true,
  },
  {
    id: 4019468, goal: 0, webIds: [1], kind: 'villa', loc: 'knokke', number: '18',
    price: 2450000, hideAddress: true, marquee: 1, epc: 'a_plus', eLevel: 20, created: '2025-06-10', agent: 'pieter',
    title: t('Hedendaagse villa met zwembad in Het Zoute', 'Villa contemporaine avec piscine au Zoute', 'Contemporary villa with pool in Het Zoute', 'Zeitgenössische Villa mit Pool in Het Zoute'),
    living: 380, ground: 1600, garden: 1200, terrace: 80, bedrooms: 5, bathrooms: 4, toilets: 5, garages: 2,
    floors: 2, facades: 4, built: 2022, pool: true, style: 'contemporary', condition: 'excellent', heating: 'heatPump',
    glazing: 'triple', frame: 'alu', kitchen: 'open', floor: 'stone', roof: 'flat', roofMaterial: 'epdm', orientation: 'S',
    interior: ['domotics', 'alarm', 'dressing', 'aircon'], exterior: ['solar', 'charger', 'irrigation'],
    flood: { risk: 'none', p: 'A', g: 'A' }, availability: 'deed', documents: ['epc', 'plans', 'planning', 'soil'], mobility: true,
  },
  {
    id: 4019590, goal: 0, webIds: [8], kind: 'warehouse', loc: 'vilvoorde', number: '300',
    price: 2200000, epc: null, created: '2024-10-30', agent: 'thomas',
    title: t('Magazijn van 2.400 m² met kantoren en laadkaaien', 'Entrepôt de 2.400 m² avec bureaux et quais de chargement', '2,400 m² warehouse with offices and loading docks', 'Lagerhalle mit 2.400 m², Büros und Laderampen'),
    total: 2650, ground: 4200, office: 250, parkings: 20, built: 1985, renovated: 2016, heating: 'gas', condition: 'good',
    roof: 'flat', roofMaterial: 'roofing', asbestos: 'notSafe', zoning: 'industrial', frontWidth: 45,
    flood: { risk: 'effective', p: 'D', g: 'C', zone: true, riverbank: false }, documents: ['asbestos', 'soil', 'planning'],
  },
  {
    id: 4019702, goal: 1, webIds: [9], kind: 'office', loc: 'zaventem', number: '542',
    price: 6500, epc: 'd', created: '2025-01-27', agent: 'pieter', lacks: ['planning'],
    title: t('Kantoren van 650 m² nabij de luchthaven', 'Bureaux de 650 m² près de l’aéroport', '650 m² offices near the airport', 'Büroflächen mit 650 m² nahe dem Flughafen'),
    office: 650, parkings: 18, built: 1992, renovated: 2018, lift: true, heating: 'gas', interior: ['aircon', 'alarm'],
    condition: 'good', floor: 'carpet', renterCharges: 1450, asbestos: 'safe', flood: { risk: 'none', p: 'A', g: 'A' },
    contract: 'common', availability: 'now',
  },
  {
    id: 4019815, goal: 0, webIds: [1], kind: 'townhouse', loc: 'mechelen', number: '9',
    price: 375000, epc: 'e', created: '2025-02-28', agent: 'sophie',
    title: t('Karaktervolle burgerwoning aan de Dijle', 'Maison bourgeoise de caractère au bord de la Dyle', 'Characterful townhouse on the River Dijle', 'Charaktervolles Bürgerhaus an der Dijle'),
    living: 175, ground: 110, garden: 35, bedrooms: 3, bathrooms: 1, floors: 3, facades: 2, built: 1890,
    style: 'townhouse', condition: 'renovate', heating: 'gas', glazing: 'single', frame: 'wood', roof: 'gable',
    roofMaterial: 'tiles', kitchen: 'none', cellar: true, attic: true, asbestos: 'notSafe',
    flood: { risk: 'effective', p: 'C', g: 'B', riverbank: true }, video: 'https://youtu.be/bK8nW3qZt5Y',
    documents: ['epc', 'asbestos', 'soil', 'planning'], mobility: true, reason: 'inheritance',
  },
  {
    id: 4019950, goal: 1, webIds: [1], kind: 'house', loc: 'wemmel', number: '150',
    price: 2300, epc: 'f', created: '2025-03-05', agent: 'nadia', lacks: ['scores'],
    title: t('Vrijstaande woning met 4 slaapkamers en grote tuin', 'Villa 4 chambres avec grand jardin', 'Detached house with 4 bedrooms and large garden', 'Freistehendes Haus mit 4 Schlafzimmern und großem Garten'),
    living: 210, ground: 900, garden: 700, bedrooms: 4, bathrooms: 2, garages: 2, floors: 2, facades: 4,
    built: 1998, heating: 'oil', kitchen: 'full', condition: 'good', roof: 'hip', roofMaterial: 'tiles',
    orientation: 'NW', cellar: true, asbestos: 'safe', flood: { risk: 'none' }, contract: 'mainResidence',
    availability: 'now',
  },
  {
    id: 4020085, goal: 0, webIds: [2], kind: 'apartment', loc: 'brugge', number: '44', box: '1.1',
    price: 329000, marquee: 2, epc: 'b', created: '2024-10-15', agent: 'sophie', lacks: ['asbestos'],
    title: t('Appartement met 2 slaapkamers in hartje Brugge', 'Appartement 2 chambres au cœur de Bruges', '2-bedroom apartment in the heart of Bruges', 'Wohnung mit 2 Schlafzimmern im Herzen von Brügge'),
    living: 88, bedrooms: 2, bathrooms: 1, built: 1995, renovated: 2019, lift: true, heating: 'gas',
    kitchen: 'full', condition: 'renovated', flood: { risk: 'none', p: 'A', g: 'A' }, ownerCharges: 110,
  },
  // ── Wallonia ─────────────────────────────────────────────────────────────────────────────
  {
    id: 4020356, goal: 0, webIds: [1], kind: 'villa', loc: 'laHulpe', number: '58',
    price: 895000, epc: 'c', created: '2025-04-15', agent: 'sophie',
    title: t('Villa met 4 slaapkamers nabij het Domein Solvay', 'Villa 4 chambres à proximité du domaine Solvay', '4-bedroom villa near the Solvay estate', 'Villa mit 4 Schlafzimmern nahe der Domäne Solvay'),
    living: 260, ground: 1800, garden: 1500, terrace: 40, bedrooms: 4, bathrooms: 2, toilets: 3, garages: 2,
    floors: 2, facades: 4, built: 1985, renovated: 2019, style: 'villa', condition: 'excellent', heating: 'gas',
    kitchen: 'full', floor: 'parquet', roof: 'hip', roofMaterial: 'tiles', orientation: 'S', cellar: true,
    exterior: ['rainwater', 'irrigation'], interior: ['alarm', 'fireplace'],
    video: 'https://www.facebook.com/immohorizon/videos/1089374625143728/', documents: ['epc', 'plans', 'electricity'],
  },
  {
    id: 4020471, goal: 0, webIds: [1], kind: 'villa', loc: 'waterloo', number: '161',
    price: 1290000, marquee: 1, epc: 'a_plusplus', eLevel: 25, created: '2025-06-06', agent: 'pieter',
    title: t('Nieuwe passieve villa met 5 slaapkamers', 'Villa passive neuve de 5 chambres', 'New passive villa with 5 bedrooms', 'Neue Passivhaus-Villa mit 5 Schlafzimmern'),
    living: 320, ground: 1250, garden: 950, terrace: 45, bedrooms: 5, bathrooms: 3, toilets: 4, garages: 2,
    floors: 2, facades: 4, built: 2024, style: 'contemporary', condition: 'new', heating: 'heatPump',
    glazing: 'triple', frame: 'alu', kitchen: 'open', floor: 'concrete', roof: 'flat', roofMaterial: 'epdm',
    orientation: 'SW', exterior: ['solar', 'rainwater', 'charger'], interior: ['domotics', 'dressing'],
    tour: 'https://tour.tvl.be/viewer/?id=IH4020471', availability: 'now', documents: ['epc', 'plans', 'specifications'],
  },
  {
    id: 4020533, goal: 1, webIds: [3], kind: 'studio', loc: 'lln', number: '12', box: '104',
    price: 560, epc: 'b', created: '2025-05-02', agent: 'nadia',
    title: t('Gemeubelde studio in het centrum van Louvain-la-Neuve', 'Studio meublé au centre de Louvain-la-Neuve', 'Furnished studio in central Louvain-la-Neuve', 'Möbliertes Studio im Zentrum von Louvain-la-Neuve'),
    living: 22, showers: 1, built: 2008, furnished: true, lift: true, heating: 'collective', kitchen: 'kitchenette',
    condition: 'good', renterCharges: 80, contract: 'student', availability: 'date', availableFrom: '2025-09-01',
  },
  {
    id: 4020689, goal: 0, webIds: [2], kind: 'apartment', loc: 'liege', number: '25', box: '5',
    price: 289000, epc: 'd', created: '2025-03-18', agent: 'thomas',
    title: t('Appartement met 3 slaapkamers en zicht op de Maas', 'Appartement 3 chambres avec vue sur la Meuse', '3-bedroom apartment overlooking the Meuse', 'Wohnung mit 3 Schlafzimmern und Blick auf die Maas'),
    living: 125, terrace: 10, bedrooms: 3, bathrooms: 1, showers: 1, built: 1968, renovated: 2020, lift: true,
    cellar: true, heating: 'collective', kitchen: 'full', condition: 'renovated', orientation: 'E', ownerCharges: 160,
    flood: { risk: 'alea' }, tour: 'https://app.yisual.com/tour/ih-4020689', availability: 'deed',
  },
  {
    id: 4020744, goal: 0, webIds: [1], kind: 'townhouse', loc: 'namur', number: '44',
    price: 295000, epc: 'g', created: '2024-12-10', agent: 'sophie',
    title: t('Te renoveren 18e-eeuws huis in de oude stad', 'Maison du XVIIIe siècle à rénover dans le vieux Namur', '18th-century house to renovate in old Namur', 'Renovierungsbedürftiges Haus aus dem 18. Jahrhundert in der Altstadt von Namur'),
    living: 150, ground: 95, bedrooms: 3, bathrooms: 1, floors: 3, facades: 2, built: 1780, style: 'townhouse',
    condition: 'renovate', heating: 'oil', glazing: 'single', frame: 'wood', roof: 'gable', roofMaterial: 'slate',
    cellar: true, attic: true, video: 'https://fb.watch/qR7xT2bLmK/', availability: 'deed', reason: 'inheritance',
  },
  {
    id: 4020890, goal: 1, webIds: [6], kind: 'shop', loc: 'mons', number: '30',
    price: 1650, epc: 'e', created: '2025-02-12', agent: 'thomas', lacks: ['certNumber'],
    title: t('Winkelpand van 95 m² in de winkelstraat', 'Commerce de 95 m² en rue commerçante', '95 m² shop on a busy shopping street', 'Ladenlokal mit 95 m² in belebter Einkaufsstraße'),
    store: 95, total: 130, built: 1920, renovated: 2015, heating: 'gas', condition: 'good', floor: 'tiles',
    frontWidth: 5.5, contract: 'commercial', availability: 'now', renterCharges: 90,
  },
  {
    id: 4021005, goal: 0, webIds: [1], kind: 'farmhouse', loc: 'lasne', number: '214',
    price: 1150000, marquee: 3, epc: 'f', created: '2025-01-05', agent: 'sophie',
    title: t('Gerenoveerde hoeve op 35 are', 'Fermette rénovée sur 35 ares', 'Renovated farmhouse on a 3,500 m² plot', 'Renoviertes Bauernhaus auf 3.500 m² Grundstück'),
    living: 280, ground: 3500, garden: 3000, terrace: 50, bedrooms: 4, bathrooms: 3, toilets: 3, garages: 2,
    floors: 2, facades: 4, built: 1850, renovated: 2010, style: 'farmhouse', condition: 'renovated', heating: 'oil',
    kitchen: 'full', floor: 'stone', roof: 'gable', roofMaterial: 'tiles', orientation: 'SW', cellar: true, attic: true,
    interior: ['fireplace'], exterior: ['shed'], availability: 'agree',
  },
  {
    id: 4021250, goal: 1, webIds: [2], kind: 'apartment', loc: 'wavre', number: '15', box: '2',
    price: 950, marquee: 2, epc: 'a', created: '2024-11-20', agent: 'nadia',
    title: t('Appartement met 2 slaapkamers in het centrum van Waver', 'Appartement 2 chambres au centre de Wavre', '2-bedroom apartment in central Wavre', 'Wohnung mit 2 Schlafzimmern im Zentrum von Wavre'),
    living: 82, terrace: 8, bedrooms: 2, bathrooms: 1, built: 2016, lift: true, heating: 'gas', kitchen: 'open',
    condition: 'excellent', renterCharges: 100, contract: 'mainResidence',
  },
  {
    id: 4021382, goal: 0, webIds: [2], kind: 'apartment', loc: 'charleroi', number: '150', box: '8',
    price: 245000, epc: 'a_plus', eLevel: 40, created: '2025-04-28', agent: 'thomas',
    title: t('Nieuwbouwappartement met 2 slaapkamers en terras', 'Appartement neuf 2 chambres avec terrasse', 'New-build 2-bedroom apartment with terrace', 'Neubauwohnung mit 2 Schlafzimmern und Terrasse'),
    living: 90, terrace: 11, bedrooms: 2, bathrooms: 1, built: 2024, lift: true, heating: 'heatPump',
    glazing: 'triple', frame: 'pvc', kitchen: 'open', condition: 'new', orientation: 'S', vat: true,
    contract: 'vat', availability: 'now', parkingPrice: 18000,
  },
  // ── Abroad ───────────────────────────────────────────────────────────────────────────────
  {
    id: 4021499, goal: 0, webIds: [2], kind: 'apartment', loc: 'luxCity', number: '26', box: '3',
    price: 1180000, epc: 'B', created: '2025-04-10', agent: 'pieter',
    title: t('Appartement met 2 slaapkamers aan de Boulevard Royal', 'Appartement 2 chambres sur le boulevard Royal', '2-bedroom apartment on Boulevard Royal', 'Wohnung mit 2 Schlafzimmern am Boulevard Royal'),
    living: 95, terrace: 6, bedrooms: 2, bathrooms: 1, showers: 1, built: 1975, renovated: 2021, lift: true,
    cellar: true, heating: 'collective', kitchen: 'full', condition: 'renovated', ownerCharges: 350, availability: 'deed',
  },
  {
    id: 4021563, goal: 1, webIds: [2], kind: 'apartment', loc: 'luxKirchberg', number: '45', box: '7.02',
    price: 2150, epc: 'A', created: '2025-05-16', agent: 'nadia',
    title: t('Appartement met 1 slaapkamer op Kirchberg', 'Appartement 1 chambre au Kirchberg', '1-bedroom apartment in Kirchberg', 'Wohnung mit 1 Schlafzimmer auf Kirchberg'),
    living: 58, terrace: 5, bedrooms: 1, bathrooms: 1, built: 2019, lift: true, furnished: true, heating: 'heatPump',
    kitchen: 'open', condition: 'excellent', renterCharges: 220, availability: 'date', availableFrom: '2025-08-15',
  },
  {
    id: 4021690, goal: 0, webIds: [1], kind: 'villa', loc: 'cannes', number: '12',
    price: 2350000, epc: 'D', epcValue: 210, created: '2025-03-25', agent: 'pieter',
    title: t('Villa met zeezicht en zwembad in de Californie', 'Villa avec vue mer et piscine à la Californie', 'Sea-view villa with pool in La Californie', 'Villa mit Meerblick und Pool in La Californie'),
    living: 240, ground: 1100, garden: 800, terrace: 70, bedrooms: 4, bathrooms: 3, garages: 1, floors: 2, facades: 4,
    built: 1930, renovated: 2017, pool: true, style: 'villa', condition: 'renovated', heating: 'heatPump',
    orientation: 'S', interior: ['aircon', 'alarm'], availability: 'deed',
  },
  {
    id: 4021774, goal: 0, webIds: [2], kind: 'apartment', loc: 'marbella', number: '20',
    price: 425000, hideAddress: true, epc: null, created: '2025-02-20', agent: 'thomas',
    title: t('Appartement met 2 slaapkamers en zeezicht', 'Appartement 2 chambres avec vue mer', '2-bedroom apartment with sea view', 'Wohnung mit 2 Schlafzimmern und Meerblick'),
    living: 105, terrace: 25, bedrooms: 2, bathrooms: 2, built: 2006, lift: true, pool: true, interior: ['aircon'],
    kitchen: 'open', condition: 'good', orientation: 'S', ownerCharges: 210,
  },
];
