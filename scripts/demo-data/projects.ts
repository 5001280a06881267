/** The three new-build projects of data/projects.demo.json (the snapshot's own list is empty). */
import type { ProjectUnit } from '@/lib/catalogue/schemas';
import type { AgentKey } from './agents';
import { same, t, type L, type SceneKey } from './catalog';
import type { Kind } from './definitions';
import type { LocationKey } from './locations';

export type ProjectDef = {
  id: number;
  name: L;
  description: L;
  loc: LocationKey;
  street?: number;
  number: string;
  publicAddress: boolean;
  delivery: string;
  created: string;
  agent: AgentKey;
  kind: Kind;
  scenes: SceneKey[];
  units: ProjectUnit[];
};

const unit = (
  ID: number,
  Reference: string,
  WebID: number,
  Floor: number | null,
  Bedrooms: number | null,
  Surface: number,
  Price: number,
  Marquee: 2 | 3 | null = null,
  PropertyID: number | null = null,
): ProjectUnit => ({ ID, Reference, WebID, Floor, Bedrooms, Surface, Price, Marquee, PropertyID });

// prettier-ignore
export const PROJECT_DEFINITIONS: ProjectDef[] = [
  {
    id: 90101,
    name: same('Résidence La Chasse'),
    description: t(
      'Kleinschalig nieuwbouwproject van 12 appartementen op wandelafstand van het Jourdanplein en het Jubelpark. Warmtepomp, zonnepanelen en driedubbele beglazing; EPB-klasse A. Verkoop onder btw-stelsel.',
      'Projet neuf à taille humaine de 12 appartements à deux pas de la place Jourdan et du parc du Cinquantenaire. Pompe à chaleur, panneaux photovoltaïques et triple vitrage ; PEB A. Vente sous régime TVA.',
      'A small new-build project of 12 apartments within walking distance of Place Jourdan and Cinquantenaire Park. Heat pump, solar panels and triple glazing; EPC A. Sold under the VAT regime.',
      'Kleines Neubauprojekt mit 12 Wohnungen in Gehweite der Place Jourdan und des Jubelparks. Wärmepumpe, Photovoltaik und Dreifachverglasung; Energieklasse A. Verkauf mit Mehrwertsteuer.',
    ),
    loc: 'bru1040',
    number: '140',
    publicAddress: true,
    delivery: '2026-09-30',
    created: '2025-05-05',
    agent: 'pieter',
    kind: 'apartment',
    scenes: ['exterior', 'living', 'kitchen', 'terrace', 'surroundings'],
    units: [
      unit(9010101, 'A0.1', 2, 0, 1, 62, 265000),
      unit(9010102, 'A1.1', 2, 1, 2, 85, 319000, 2),
      unit(9010103, 'A1.2', 2, 1, 2, 88, 325000, null, 4014455),
      unit(9010104, 'A2.1', 2, 2, 3, 112, 425000, 3),
      unit(9010105, 'A2.2', 3, 2, 0, 38, 189000),
      unit(9010106, 'A3.1', 2, 3, 3, 135, 565000),
      unit(9010107, 'P-01', 7, -1, null, 13, 28000),
    ],
  },
  {
    id: 90102,
    name: same('Domaine des Hêtres'),
    description: t(
      'Zes energiezuinige villa’s met 3 of 4 slaapkamers op percelen van 8 tot 12 are, in een groene omgeving nabij het centrum van Waterloo en de internationale scholen.',
      'Six villas basse énergie de 3 ou 4 chambres sur des parcelles de 8 à 12 ares, dans un cadre verdoyant proche du centre de Waterloo et des écoles internationales.',
      'Six low-energy villas with 3 or 4 bedrooms on plots of 800 to 1,200 m², in green surroundings close to Waterloo centre and the international schools.',
      'Sechs Niedrigenergie-Villen mit 3 oder 4 Schlafzimmern auf Grundstücken von 800 bis 1.200 m², im Grünen nahe dem Zentrum von Waterloo und den internationalen Schulen.',
    ),
    loc: 'waterloo',
    number: '42',
    publicAddress: true,
    delivery: '2026-03-31',
    created: '2025-03-01',
    agent: 'sophie',
    kind: 'villa',
    scenes: ['exterior', 'garden', 'living', 'kitchen', 'bedroom'],
    units: [
      unit(9010201, 'Lot 1', 1, null, 3, 165, 595000, 2),
      unit(9010202, 'Lot 2', 1, null, 3, 168, 605000, 2),
      unit(9010203, 'Lot 3', 1, null, 4, 185, 665000, 3),
      unit(9010204, 'Lot 4', 1, null, 4, 190, 689000),
      unit(9010205, 'Lot 5', 1, null, 4, 192, 695000),
      unit(9010206, 'Lot 6', 1, null, 3, 170, 615000),
    ],
  },
  {
    id: 90103,
    name: same('Dijlezicht'),
    description: t(
      'Nieuw woonproject aan de Dijle met 18 appartementen en een handelsruimte op het gelijkvloers, vlak bij het station van Mechelen. Het exacte adres wordt bij de lancering bekendgemaakt.',
      'Nouveau projet résidentiel au bord de la Dyle avec 18 appartements et un rez commercial, tout près de la gare de Malines. L’adresse exacte sera communiquée au lancement.',
      'A new residential project on the River Dijle with 18 apartments and a ground-floor shop, close to Mechelen station. The exact address will be announced at launch.',
      'Neues Wohnprojekt an der Dijle mit 18 Wohnungen und einem Ladenlokal im Erdgeschoss, nahe dem Bahnhof Mecheln. Die genaue Adresse wird zum Verkaufsstart bekanntgegeben.',
    ),
    loc: 'mechelen',
    number: '1',
    publicAddress: false,
    delivery: '2027-06-30',
    created: '2025-05-22',
    agent: 'pieter',
    kind: 'apartment',
    scenes: ['exterior', 'living', 'bedroom', 'surroundings'],
    units: [
      unit(9010301, '0.01', 6, 0, null, 140, 420000),
      unit(9010302, '1.01', 2, 1, 1, 68, 279000),
      unit(9010303, '1.02', 2, 1, 2, 92, 339000),
      unit(9010304, '2.01', 2, 2, 2, 95, 349000, 3),
      unit(9010305, '3.01', 2, 3, 3, 128, 465000),
    ],
  },
];
