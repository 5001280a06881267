/**
 * Places of the snapshot: postal code, translated municipality name, approximate centre, real
 * street names (Brussels streets are bilingual: French for fr/en/de, Dutch for nl) and a few real
 * points of interest nearby.
 */
import { t, same, type CountryKey, type L, type PoiTypeKey } from './catalog';
import type { PointOfInterest } from '@/lib/catalogue/schemas';

/** A bilingual Brussels name: French (also used in en and de) and Dutch. */
export const bi = (fr: string, nl: string): L => t(nl, fr, fr, fr);

export type Poi = {
  type: PoiTypeKey;
  category: PointOfInterest['Category'];
  name: L;
  lat: number;
  lng: number;
};

export type Location = {
  zip: string;
  city: L;
  country: CountryKey;
  lat: number;
  lng: number;
  streets: L[];
  pois: Poi[];
};

const poi = (
  type: PoiTypeKey,
  category: Poi['category'],
  name: L | string,
  lat: number,
  lng: number,
): Poi => ({
  type,
  category,
  name: typeof name === 'string' ? same(name) : name,
  lat,
  lng,
});

const loc = (
  zip: string,
  city: L | string,
  lat: number,
  lng: number,
  streets: (L | string)[],
  pois: Poi[] = [],
  country: CountryKey = 'BE',
): Location => ({
  zip,
  city: typeof city === 'string' ? same(city) : city,
  country,
  lat,
  lng,
  streets: streets.map((s) => (typeof s === 'string' ? same(s) : s)),
  pois,
});

// prettier-ignore
export const LOCATIONS = {
  // Brussels-Capital Region.
  bru1000: loc('1000', t('Brussel', 'Bruxelles', 'Brussels', 'Brüssel'), 50.8466, 4.3528, [
    bi('Rue Antoine Dansaert', 'Antoine Dansaertstraat'),
    bi('Rue du Midi', 'Zuidstraat'),
  ], [
    poi('metro', 'transport', 'De Brouckère', 50.8502, 4.3522),
    poi('park', 'leisure', bi('Parc de Bruxelles', 'Warandepark'), 50.8445, 4.3643),
    poi('shopping', 'shops', bi('Rue Neuve', 'Nieuwstraat'), 50.8528, 4.3555),
  ]),
  bru1020: loc('1020', t('Laken', 'Laeken', 'Laeken', 'Laeken'), 50.8800, 4.3550, [
    bi('Avenue Houba de Strooper', 'Houba de Strooperlaan'),
  ], [
    poi('train', 'transport', bi('Gare de Bockstael', 'Station Bockstael'), 50.8769, 4.3485),
    poi('park', 'leisure', bi('Parc de Laeken', 'Park van Laken'), 50.888, 4.355),
    poi('hospital', 'health', bi('Hôpital Brugmann', 'Brugmannziekenhuis'), 50.886, 4.342),
  ]),
  bru1030: loc('1030', t('Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek'), 50.8676, 4.3737, [
    bi('Avenue Louis Bertrand', 'Louis Bertrandlaan'),
    bi('Rue Josaphat', 'Josaphatstraat'),
  ], [
    poi('park', 'leisure', bi('Parc Josaphat', 'Josaphatpark'), 50.864, 4.386),
    poi('tram', 'transport', bi('Église Saint-Servais', 'Sint-Servaaskerk'), 50.864, 4.374),
    poi('train', 'transport', bi('Gare de Schaerbeek', 'Station Schaarbeek'), 50.8783, 4.3786),
  ]),
  bru1040: loc('1040', 'Etterbeek', 50.8362, 4.3886, [
    bi('Avenue de la Chasse', 'Jachtlaan'),
    bi('Rue Général Leman', 'Generaal Lemanstraat'),
    bi("Avenue d'Auderghem", 'Oudergemselaan'),
  ], [
    poi('metro', 'transport', 'Merode', 50.8388, 4.3988),
    poi('park', 'leisure', bi('Parc du Cinquantenaire', 'Jubelpark'), 50.8405, 4.393),
    poi('market', 'shops', bi('Place Jourdan', 'Jourdanplein'), 50.8355, 4.3813),
  ]),
  bru1050: loc('1050', t('Elsene', 'Ixelles', 'Ixelles', 'Ixelles'), 50.827, 4.372, [
    bi('Rue du Bailli', 'Baljuwstraat'),
    bi('Rue de la Croix', 'Kruisstraat'),
    bi('Rue Washington', 'Washingtonstraat'),
  ], [
    poi('tram', 'transport', bi('Bailli', 'Baljuw'), 50.8262, 4.3618),
    poi('culture', 'leisure', bi('Place Flagey', 'Flageyplein'), 50.8275, 4.3726),
    poi('university', 'education', bi('Université libre de Bruxelles', 'Université libre de Bruxelles'), 50.8127, 4.3817),
    poi('park', 'leisure', bi("Étangs d'Ixelles", 'Vijvers van Elsene'), 50.824, 4.373),
  ]),
  bru1060: loc('1060', t('Sint-Gillis', 'Saint-Gilles', 'Saint-Gilles', 'Saint-Gilles'), 50.8277, 4.3455, [
    bi('Chaussée de Waterloo', 'Waterloosesteenweg'),
    bi('Rue Defacqz', 'Defacqzstraat'),
    bi('Rue de la Victoire', 'Overwinningsstraat'),
  ], [
    poi('metro', 'transport', 'Horta', 50.8297, 4.346),
    poi('market', 'shops', bi('Parvis de Saint-Gilles', 'Voorplein van Sint-Gillis'), 50.8303, 4.3438),
    poi('train', 'transport', bi('Gare du Midi', 'Zuidstation'), 50.8358, 4.3362),
  ]),
  bru1070: loc('1070', 'Anderlecht', 50.8365, 4.308, [
    bi('Rue Wayez', 'Wayezstraat'),
    bi('Boulevard Sylvain Dupuis', 'Sylvain Dupuislaan'),
  ], [
    poi('metro', 'transport', bi('Saint-Guidon', 'Sint-Guido'), 50.8358, 4.3095),
    poi('park', 'leisure', bi('Parc Astrid', 'Astridpark'), 50.8317, 4.2975),
    poi('hospital', 'health', bi('Hôpital Erasme', 'Erasmusziekenhuis'), 50.813, 4.266),
  ]),
  bru1080: loc('1080', t('Sint-Jans-Molenbeek', 'Molenbeek-Saint-Jean', 'Molenbeek-Saint-Jean', 'Molenbeek-Saint-Jean'), 50.855, 4.323, [
    bi('Quai des Charbonnages', 'Koolmijnenkaai'),
    bi('Rue de Birmingham', 'Birminghamstraat'),
  ], [
    poi('metro', 'transport', bi('Comte de Flandre', 'Graaf van Vlaanderen'), 50.856, 4.34),
    poi('culture', 'leisure', 'MIMA', 50.8553, 4.3426),
    poi('culture', 'leisure', 'Tour & Taxis', 50.866, 4.348),
  ]),
  bru1090: loc('1090', 'Jette', 50.877, 4.326, [bi('Rue Léon Theodor', 'Léon Theodorstraat')], [
    poi('train', 'transport', bi('Gare de Jette', 'Station Jette'), 50.8808, 4.3288),
    poi('hospital', 'health', 'UZ Brussel', 50.8876, 4.3089),
    poi('park', 'leisure', bi('Parc Roi Baudouin', 'Koning Boudewijnpark'), 50.884, 4.316),
  ]),
  bru1140: loc('1140', 'Evere', 50.87, 4.403, [bi('Avenue Jules Bordet', 'Jules Bordetlaan')], [
    poi('train', 'transport', bi('Gare de Bordet', 'Station Bordet'), 50.8704, 4.4092),
  ]),
  bru1150: loc('1150', t('Sint-Pieters-Woluwe', 'Woluwe-Saint-Pierre', 'Woluwe-Saint-Pierre', 'Woluwe-Saint-Pierre'), 50.829, 4.432, [
    bi('Avenue des Franciscains', 'Minderbroederslaan'),
    bi('Rue au Bois', 'Bosstraat'),
  ], [
    poi('metro', 'transport', 'Montgomery', 50.8381, 4.4084),
    poi('park', 'leisure', bi('Parc de Woluwe', 'Woluwepark'), 50.831, 4.433),
    poi('shopping', 'shops', bi('Place Dumon (Stockel)', 'Dumonplein (Stokkel)'), 50.839, 4.463),
  ]),
  bru1160: loc('1160', t('Oudergem', 'Auderghem', 'Auderghem', 'Auderghem'), 50.816, 4.427, [
    bi('Avenue de la Houlette', 'Herdersstaflaan'),
    bi('Boulevard du Souverain', 'Vorstlaan'),
  ], [
    poi('metro', 'transport', 'Delta', 50.8178, 4.4034),
    poi('park', 'leisure', bi('Rouge-Cloître', 'Rood Klooster'), 50.8153, 4.4289),
  ]),
  bru1200: loc('1200', t('Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', 'Woluwe-Saint-Lambert', 'Woluwe-Saint-Lambert'), 50.848, 4.429, [
    bi('Avenue Georges Henri', 'Georges Henrilaan'),
    bi('Boulevard Brand Whitlock', 'Brand Whitlocklaan'),
  ], [
    poi('metro', 'transport', 'Tomberg', 50.8453, 4.4262),
    poi('hospital', 'health', bi('Cliniques universitaires Saint-Luc', 'Universitair ziekenhuis Saint-Luc'), 50.8534, 4.4535),
    poi('shopping', 'shops', 'Woluwe Shopping', 50.8478, 4.4392),
  ]),
  // Flanders.
  drogenbos: loc('1620', 'Drogenbos', 50.787, 4.315, ['Grote Baan'], [
    poi('tram', 'transport', 'Drogenbos Kasteel', 50.7852, 4.3166),
    poi('culture', 'leisure', 'FeliXart Museum', 50.7869, 4.3177),
  ]),
  gent: loc('9000', t('Gent', 'Gand', 'Ghent', 'Gent'), 51.0543, 3.7174, ['Coupure Links'], [
    poi('train', 'transport', 'Gent-Sint-Pieters', 51.0357, 3.7106),
    poi('university', 'education', t('Universiteit Gent', 'Université de Gand', 'Ghent University', 'Universität Gent'), 51.0468, 3.7274),
    poi('culture', 'leisure', 'Gravensteen', 51.0573, 3.7207),
  ]),
  antwerpen: loc('2000', t('Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen'), 51.2194, 4.4025, ['Kloosterstraat'], [
    poi('culture', 'leisure', 'MAS', 51.2289, 4.4049),
    poi('train', 'transport', 'Antwerpen-Centraal', 51.2172, 4.4211),
  ]),
  leuven: loc('3000', t('Leuven', 'Louvain', 'Leuven', 'Leuven'), 50.8798, 4.7005, ['Naamsestraat'], [
    poi('university', 'education', 'KU Leuven', 50.8776, 4.7004),
    poi('train', 'transport', t('Station Leuven', 'Gare de Louvain', 'Leuven station', 'Bahnhof Leuven'), 50.8812, 4.7156),
    poi('hospital', 'health', 'UZ Leuven Gasthuisberg', 50.8804, 4.673),
  ]),
  brugge: loc('8000', t('Brugge', 'Bruges', 'Bruges', 'Brügge'), 51.2093, 3.2247, ['Langestraat'], [
    poi('train', 'transport', t('Station Brugge', 'Gare de Bruges', 'Bruges station', 'Bahnhof Brügge'), 51.1972, 3.2166),
    poi('market', 'shops', t('Markt', 'Grand-Place', 'Market Square', 'Marktplatz'), 51.2089, 3.2243),
    poi('hospital', 'health', 'AZ Sint-Jan', 51.213, 3.2435),
  ]),
  knokke: loc('8300', 'Knokke-Heist', 51.349, 3.287, ['Sparrendreef'], [
    poi('beach', 'leisure', 'Het Zoute', 51.3563, 3.303),
    poi('culture', 'leisure', 'Casino Knokke', 51.3515, 3.2874),
    poi('train', 'transport', t('Station Knokke', 'Gare de Knokke', 'Knokke station', 'Bahnhof Knokke'), 51.3393, 3.2857),
  ]),
  tervuren: loc('3080', 'Tervuren', 50.824, 4.514, ['Hoornzeelstraat'], [
    poi('culture', 'leisure', 'AfricaMuseum', 50.8303, 4.513),
    poi('park', 'leisure', t('Park van Tervuren', 'Parc de Tervuren', 'Tervuren Park', 'Park von Tervuren'), 50.8247, 4.5166),
    poi('tram', 'transport', 'Tervuren Station', 50.8237, 4.5152),
  ]),
  vilvoorde: loc('1800', t('Vilvoorde', 'Vilvorde', 'Vilvoorde', 'Vilvoorde'), 50.927, 4.429, ['Mechelsesteenweg'], [
    poi('train', 'transport', t('Station Vilvoorde', 'Gare de Vilvorde', 'Vilvoorde station', 'Bahnhof Vilvoorde'), 50.927, 4.427),
  ]),
  zaventem: loc('1930', 'Zaventem', 50.883, 4.473, ['Leuvensesteenweg'], [
    poi('train', 'transport', t('Station Zaventem', 'Gare de Zaventem', 'Zaventem station', 'Bahnhof Zaventem'), 50.886, 4.47),
  ]),
  mechelen: loc('2800', t('Mechelen', 'Malines', 'Mechelen', 'Mecheln'), 51.0259, 4.4776, ['Haverwerf'], [
    poi('train', 'transport', t('Station Mechelen', 'Gare de Malines', 'Mechelen station', 'Bahnhof Mecheln'), 51.0178, 4.4828),
    poi('culture', 'leisure', 'Sint-Romboutstoren', 51.0289, 4.479),
    poi('market', 'shops', t('Grote Markt', 'Grand-Place', 'Grote Markt', 'Grote Markt'), 51.0282, 4.4807),
  ]),
  wemmel: loc('1780', 'Wemmel', 50.908, 4.306, ['De Limburg Stirumlaan'], [
    poi('metro', 'transport', t('Koning Boudewijn', 'Roi Baudouin', 'Roi Baudouin', 'Roi Baudouin'), 50.895, 4.334),
  ]),
  // Wallonia.
  laHulpe: loc('1310', t('Terhulpen', 'La Hulpe', 'La Hulpe', 'La Hulpe'), 50.731, 4.486, ['Rue des Combattants'], [
    poi('train', 'transport', t('Station Terhulpen', 'Gare de La Hulpe', 'La Hulpe station', 'Bahnhof La Hulpe'), 50.7305, 4.4851),
    poi('park', 'leisure', 'Domaine Solvay', 50.7296, 4.4911),
  ]),
  waterloo: loc('1410', 'Waterloo', 50.715, 4.399, ['Drève Richelle'], [
    poi('train', 'transport', t('Station Waterloo', 'Gare de Waterloo', 'Waterloo station', 'Bahnhof Waterloo'), 50.7172, 4.3953),
    poi('school', 'education', "St. John's International School", 50.724, 4.397),
  ]),
  lasne: loc('1380', 'Lasne', 50.687, 4.484, ["Route d'Ohain"]),
  lln: loc('1348', 'Louvain-la-Neuve', 50.668, 4.612, ['Rue des Wallons'], [
    poi('university', 'education', 'UCLouvain', 50.6683, 4.6115),
    poi('train', 'transport', 'Louvain-la-Neuve-Université', 50.6698, 4.6154),
    poi('shopping', 'shops', "L'esplanade", 50.6706, 4.6159),
  ]),
  liege: loc('4000', t('Luik', 'Liège', 'Liège', 'Lüttich'), 50.64, 5.57, ['Quai de Rome'], [
    poi('train', 'transport', 'Liège-Guillemins', 50.6245, 5.5667),
    poi('culture', 'leisure', 'La Boverie', 50.631, 5.578),
  ]),
  namur: loc('5000', t('Namen', 'Namur', 'Namur', 'Namur'), 50.465, 4.867, ['Rue des Brasseurs'], [
    poi('train', 'transport', t('Station Namen', 'Gare de Namur', 'Namur station', 'Bahnhof Namur'), 50.4685, 4.862),
    poi('culture', 'leisure', t('Citadel van Namen', 'Citadelle de Namur', 'Namur Citadel', 'Zitadelle von Namur'), 50.46, 4.86),
  ]),
  mons: loc('7000', t('Bergen', 'Mons', 'Mons', 'Bergen'), 50.454, 3.952, ['Rue de Nimy'], [
    poi('train', 'transport', t('Station Bergen', 'Gare de Mons', 'Mons station', 'Bahnhof Mons'), 50.4535, 3.9425),
    poi('market', 'shops', t('Grote Markt', 'Grand-Place', 'Grand-Place', 'Grand-Place'), 50.4542, 3.9514),
  ]),
  wavre: loc('1300', t('Waver', 'Wavre', 'Wavre', 'Wavre'), 50.716, 4.607, ['Rue Haute'], [
    poi('train', 'transport', t('Station Waver', 'Gare de Wavre', 'Wavre station', 'Bahnhof Wavre'), 50.7153, 4.6113),
  ]),
  charleroi: loc('6000', 'Charleroi', 50.411, 4.444, ['Boulevard Tirou'], [
    poi('train', 'transport', 'Charleroi-Central', 50.4045, 4.4385),
  ]),
  // Abroad.
  luxCity: loc('L-2449', t('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'), 49.609, 6.127, ['Boulevard Royal'], [
    poi('tram', 'transport', 'Hamilius', 49.6115, 6.128),
    poi('park', 'leisure', t('Stadspark', 'Parc municipal', 'Municipal Park', 'Stadtpark'), 49.6116, 6.125),
  ], 'LU'),
  luxKirchberg: loc('L-1855', t('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'), 49.629, 6.16, ['Avenue John F. Kennedy'], [
    poi('culture', 'leisure', 'Philharmonie Luxembourg', 49.619, 6.14),
  ], 'LU'),
  cannes: loc('06400', 'Cannes', 43.551, 7.017, ['Avenue du Roi Albert Ier'], [
    poi('beach', 'leisure', 'Plage du Midi', 43.548, 7.003),
    poi('culture', 'leisure', 'Palais des Festivals', 43.551, 7.0175),
  ], 'FR'),
  marbella: loc('29602', 'Marbella', 36.51, -4.885, ['Avenida Ricardo Soriano'], [
    poi('beach', 'leisure', 'Playa de la Venus', 36.508, -4.888),
    poi('culture', 'leisure', 'Casco Antiguo', 36.5101, -4.8828),
  ], 'ES'),
} satisfies Record<string, Location>;

export type LocationKey = keyof typeof LOCATIONS;
