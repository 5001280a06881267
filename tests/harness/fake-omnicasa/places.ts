/**
 * Where the generated properties are: Brussels (street names in Dutch and French), Flanders,
 * Wallonia, Luxembourg and abroad, with city names as each language writes them. Country ids are
 * those of the public client's GetCountryList fixture (België 10, Luxemburg 50…).
 */
import { same, t, type Texts } from './texts';

export type Region = 'brussels' | 'flanders' | 'wallonia' | 'luxembourg' | 'abroad';

export interface Country {
  id: number;
  abbr: string;
  name: Texts;
}

export const COUNTRIES = {
  belgium: { id: 10, abbr: 'B', name: t('België', 'Belgique', 'Belgium', 'Belgien') },
  luxembourg: { id: 50, abbr: 'L', name: t('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg') },
  france: { id: 33, abbr: 'F', name: t('Frankrijk', 'France', 'France', 'Frankreich') },
  spain: { id: 32, abbr: 'ESP', name: t('Spanje', 'Espagne', 'Spain', 'Spanien') },
  netherlands: {
    id: 63,
    abbr: 'NL',
    name: t('Nederland', 'Pays-Bas', 'Netherlands', 'Niederlande'),
  },
  germany: { id: 26, abbr: 'D', name: t('Duitsland', 'Allemagne', 'Germany', 'Deutschland') },
} as const satisfies Record<string, Country>;

export interface Place {
  region: Region;
  city: Texts;
  zip: string;
  country: Country;
  latitude: number;
  longitude: number;
  streets: readonly Texts[];
}

/** Brussels streets have a Dutch and a French name; en and de take the French one. */
const bilingual = (nl: string, fr: string) => t(nl, fr, fr, fr);

const BRUSSELS_STREETS = [
  bilingual('Elsensesteenweg', "Chaussée d'Ixelles"),
  bilingual('Louizalaan', 'Avenue Louise'),
  bilingual('Kasteleinsplein', 'Place du Châtelain'),
  bilingual('Vrijheidslaan', 'Avenue de la Liberté'),
  bilingual('Stationsstraat', 'Rue de la Gare'),
  bilingual('Lindenlaan', 'Avenue des Tilleuls'),
  bilingual('Kerkstraat', "Rue de l'Église"),
  bilingual('Waterloosesteenweg', 'Chaussée de Waterloo'),
];
const FLEMISH_STREETS = [
  'Kerkstraat',
  'Stationsstraat',
  'Molenstraat',
  'Dorpsstraat',
  'Kouter',
  'Veldstraat',
  'Lange Nieuwstraat',
].map(same);
const WALLOON_STREETS = [
  "Rue de l'Église",
  'Rue de la Station',
  'Avenue des Tilleuls',
  'Rue du Moulin',
  'Place Saint-Lambert',
  'Chaussée de Bruxelles',
].map(same);

const brussels = (
  nl: string,
  fr: string,
  zip: string,
  latitude: number,
  longitude: number,
): Place => ({
  region: 'brussels',
  city: t(nl, fr, fr, fr),
  zip,
  country: COUNTRIES.belgium,
  latitude,
  longitude,
  streets: BRUSSELS_STREETS,
});

const belgian = (
  region: 'flanders' | 'wallonia',
  city: Texts,
  zip: string,
  latitude: number,
  longitude: number,
): Place => ({
  region,
  city,
  zip,
  country: COUNTRIES.belgium,
  latitude,
  longitude,
  streets: region === 'flanders' ? FLEMISH_STREETS : WALLOON_STREETS,
});

const elsewhere = (
  region: 'luxembourg' | 'abroad',
  country: Country,
  city: Texts,
  zip: string,
  latitude: number,
  longitude: number,
  streets: readonly string[],
): Place => ({
  region,
  city,
  zip,
  country,
  latitude,
  longitude,
  streets: streets.map(same),
});

export const PLACES: readonly Place[] = [
  brussels('Elsene', 'Ixelles', '1050', 50.8275, 4.3725),
  brussels('Sint-Gillis', 'Saint-Gilles', '1060', 50.8267, 4.3458),
  brussels('Schaarbeek', 'Schaerbeek', '1030', 50.8676, 4.3737),
  brussels('Ukkel', 'Uccle', '1180', 50.8003, 4.3369),
  {
    ...brussels('Brussel', 'Bruxelles', '1000', 50.8467, 4.3525),
    city: t('Brussel', 'Bruxelles', 'Brussels', 'Brüssel'),
  },
  brussels('Etterbeek', 'Etterbeek', '1040', 50.8361, 4.3861),
  brussels('Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', '1200', 50.8431, 4.4292),
  brussels('Oudergem', 'Auderghem', '1160', 50.8156, 4.4267),
  brussels('Watermaal-Bosvoorde', 'Watermael-Boitsfort', '1170', 50.799, 4.416),
  belgian('flanders', t('Gent', 'Gand', 'Ghent', 'Gent'), '9000', 51.0543, 3.7174),
  belgian('flanders', t('Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen'), '2000', 51.2194, 4.4025),
  belgian('flanders', t('Brugge', 'Bruges', 'Bruges', 'Brügge'), '8000', 51.2093, 3.2247),
  belgian('flanders', t('Leuven', 'Louvain', 'Leuven', 'Löwen'), '3000', 50.8798, 4.7005),
  belgian('flanders', t('Mechelen', 'Malines', 'Mechelen', 'Mecheln'), '2800', 51.0259, 4.4776),
  belgian('flanders', t('Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk'), '8500', 50.828, 3.2649),
  belgian('flanders', same('Hasselt'), '3500', 50.9307, 5.3325),
  belgian('flanders', t('Aalst', 'Alost', 'Aalst', 'Aalst'), '9300', 50.9378, 4.0403),
  belgian('flanders', t('Halle', 'Hal', 'Halle', 'Halle'), '1500', 50.7339, 4.2345),
  belgian('wallonia', t('Luik', 'Liège', 'Liège', 'Lüttich'), '4000', 50.6326, 5.5797),
  belgian('wallonia', t('Namen', 'Namur', 'Namur', 'Namür'), '5000', 50.4674, 4.872),
  belgian('wallonia', t('Bergen', 'Mons', 'Mons', 'Bergen'), '7000', 50.4542, 3.9567),
  belgian('wallonia', t('Doornik', 'Tournai', 'Tournai', 'Tournai'), '7500', 50.6058, 3.388),
  belgian('wallonia', t('Waver', 'Wavre', 'Wavre', 'Wavre'), '1300', 50.7168, 4.6012),
  belgian('wallonia', t('Nijvel', 'Nivelles', 'Nivelles', 'Nivelles'), '1400', 50.5983, 4.3285),
  belgian('wallonia', same('Charleroi'), '6000', 50.4108, 4.4446),
  belgian('wallonia', t('Aarlen', 'Arlon', 'Arlon', 'Arel'), '6700', 49.6833, 5.8167),
  belgian('wallonia', same('Eupen'), '4700', 50.628, 6.035),
  elsewhere(
    'luxembourg',
    COUNTRIES.luxembourg,
    t('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
    'L-1724',
    49.6116,
    6.1319,
    ['Boulevard Royal', 'Avenue de la Gare', 'Rue de Hollerich'],
  ),
  elsewhere(
    'luxembourg',
    COUNTRIES.luxembourg,
    t('Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch an der Alzette'),
    'L-4001',
    49.4958,
    5.9806,
    ['Rue de l’Alzette', 'Boulevard Kennedy'],
  ),
  elsewhere('abroad', COUNTRIES.france, same('Cannes'), '06400', 43.5528, 7.0174, [
    'Boulevard de la Croisette',
    'Rue d’Antibes',
  ]),
  elsewhere(
    'abroad',
    COUNTRIES.france,
    t('Rijsel', 'Lille', 'Lille', 'Lille'),
    '59000',
    50.6292,
    3.0573,
    ['Rue Nationale', 'Boulevard de la Liberté'],
  ),
  elsewhere('abroad', COUNTRIES.spain, same('Marbella'), '29600', 36.5101, -4.8825, [
    'Calle Ancha',
    'Avenida Ricardo Soriano',
  ]),
  elsewhere('abroad', COUNTRIES.netherlands, same('Maastricht'), '6211 LE', 50.8514, 5.691, [
    'Wycker Brugstraat',
    'Boschstraat',
  ]),
  elsewhere(
    'abroad',
    COUNTRIES.germany,
    t('Aken', 'Aix-la-Chapelle', 'Aachen', 'Aachen'),
    '52062',
    50.7753,
    6.0839,
    ['Theaterstraße', 'Pontstraße'],
  ),
];

/** How likely each region is, Brussels and Flanders first: a Brussels agency's stock. */
export const REGION_WEIGHTS: Readonly<Record<Region, number>> = {
  brussels: 45,
  flanders: 25,
  wallonia: 20,
  luxembourg: 5,
  abroad: 5,
};
