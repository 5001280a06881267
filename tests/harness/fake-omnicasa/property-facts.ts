/**
 * The facts of a property that are the same in every language (price, surfaces, rooms, energy,
 * address), drawn from its own stream. ./render writes them into each language's record.
 */
import type { Category } from './categories';
import { PLACES, type Place, type Region } from './places';
import type { PropertyPlan } from './plan';
import type { Random } from './random';
import type { Texts } from './texts';
import {
  AREA_APPLICATIONS,
  AVAILABILITIES,
  CONDITIONS,
  GLAZINGS,
  HEATING_FUELS,
  HEATINGS,
  KITCHENS,
  MARQUEES,
  ORIENTATIONS,
  PRICE_UNITS,
  ROOFS,
  STYLES,
  TITLE_WORDS,
  WINDOW_FRAMES,
  type Coded,
  type Shape,
} from './vocabulary';

export interface PropertyFacts {
  shape: Shape;
  place: Place;
  street: Texts;
  houseNumber: string;
  boxNr: string | null;
  latitude: number;
  longitude: number;
  publishAddress: boolean;
  price: number;
  publishPrice: boolean;
  priceUnit: Coded;
  marquee: Coded | null;
  recordFile: string;
  adjective: Texts | null;
  sentences: number[];
  /** Detail fields under their wire names, with coded values as Coded (named per language). */
  details: Record<string, number | string | boolean | Coded | null>;
  /** Epoch ms of the date fields among the details. */
  dates: Record<string, number>;
  virtualTour: string | null;
  video: string | null;
}

const DAY = 86_400_000;

/** Details drawn for a shape, and the instants of its date fields. */
interface Drawn {
  details: PropertyFacts['details'];
  dates: Record<string, number>;
}

/** [min, max, step] of a price, by shape. */
const PRICES: Record<Shape, [number, number, number]> = {
  home: [150_000, 1_500_000, 5000],
  land: [60_000, 600_000, 5000],
  business: [120_000, 2_000_000, 5000],
  parking: [15_000, 60_000, 500],
};
const RENTS: Record<Shape, [number, number, number]> = {
  home: [650, 4500, 25],
  land: [200, 1500, 25],
  business: [900, 12_000, 50],
  parking: [60, 250, 5],
};

function priceOf(random: Random, shape: Shape, goal: number): { price: number; unit: Coded } {
  const rent = goal === 1;
  if (rent && shape === 'business' && random.chance(0.3)) {
    return { price: random.stepped(90, 260, 5), unit: PRICE_UNITS.perSquareMetreYear };
  }
  const [min, max, step] = (rent ? RENTS : PRICES)[shape];
  return {
    price: random.stepped(min, max, step),
    unit: rent ? PRICE_UNITS.perMonth : PRICE_UNITS.total,
  };
}

function marqueeOf(random: Random, goal: number): Coded | null {
  const done = goal === 1 ? MARQUEES.let : MARQUEES.sold;
  return random.weighted(
    [null, MARQUEES.new, MARQUEES.option, done, MARQUEES.reduced, MARQUEES.openHouse],
    [55, 15, 10, 8, 8, 4],
  );
}

/** The French DPE scale, taken for Luxembourg and abroad. */
const DPE_SCALE = {
  bounds: [
    [70, 'A'],
    [110, 'B'],
    [180, 'C'],
    [250, 'D'],
    [330, 'E'],
    [420, 'F'],
  ] as Array<[number, string]>,
  last: 'G',
};

/** Each region's EPC scale: the label of a value up to each bound (kWh/m²/year), then the last. */
const EPC_SCALES: Record<Region, { bounds: Array<[number, string]>; last: string }> = {
  flanders: {
    bounds: [
      [0, 'A+'],
      [100, 'A'],
      [200, 'B'],
      [300, 'C'],
      [400, 'D'],
      [500, 'E'],
    ],
    last: 'F',
  },
  brussels: {
    bounds: [
      [45, 'A'],
      [95, 'B'],
      [150, 'C'],
      [210, 'D'],
      [275, 'E'],
      [345, 'F'],
    ],
    last: 'G',
  },
  wallonia: {
    bounds: [
      [0, 'A++'],
      [45, 'A+'],
      [85, 'A'],
      [170, 'B'],
      [255, 'C'],
      [340, 'D'],
      [425, 'E'],
      [510, 'F'],
    ],
    last: 'G',
  },
  luxembourg: DPE_SCALE,
  abroad: DPE_SCALE,
};

export function epcLabel(region: Region, value: number): string {
  const { bounds, last } = EPC_SCALES[region];
  return bounds.find(([upTo]) => value <= upTo)?.[1] ?? last;
}

/** The CRM types that are flats (ids of the public client's MainType list). */
const APARTMENT_TYPES = new Set([1, 10, 12, 14, 15, 17, 128, 131]);
const isApartment = (plan: PropertyPlan) => APARTMENT_TYPES.has(plan.crmType.id);

function homeDetails(random: Random, plan: PropertyPlan, anchorMs: number): Drawn {
  const apartment = isApartment(plan);
  const rent = plan.goal === 1;
  const ground = apartment ? 0 : random.int(80, 3000);
  const garden = ground > 0 && random.chance(0.8);
  const terrace = random.chance(apartment ? 0.6 : 0.4);
  const built = random.int(1880, 2025);
  const details: PropertyFacts['details'] = {
    SurfaceLiving: random.int(apartment ? 25 : 70, apartment ? 220 : 480),
    SurfaceGround: ground || null,
    SurfaceGarden: garden ? Math.round(ground * random.next() * 0.8) || null : null,
    SurfaceTerrace: terrace ? random.int(4, 60) : null,
    NumberOfBedRooms: plan.crmType.id === 17 ? 0 : random.int(1, apartment ? 3 : 6),
    NumberOfBathRooms: random.int(1, 3),
    NumberOfShowerRooms: random.int(0, 2),
    NumberOfToilets: random.int(1, 3),
    NumberOfGarages: random.int(0, 2),
    NumberOfParkings: random.int(0, 2),
    Floor: apartment ? random.int(0, 12) : null,
    NumberOfFloors: random.int(1, apartment ? 12 : 4),
    Facades: apartment ? null : random.int(2, 4),
    HasGarden: garden,
    HasTerrace: terrace,
    HasLift: random.chance(apartment ? 0.7 : 0.03),
    HasCellar: random.chance(0.5),
    HasAttic: !apartment && random.chance(0.4),
    HasFurnished: random.chance(rent ? 0.2 : 0.02),
    HasGarage: random.chance(0.4),
    HasParking: random.chance(0.4),
    HasSwimmingPool: random.chance(0.05),
    PetsAllowed: rent ? random.chance(0.5) : null,
    ConstructionYear: built,
    RenovationYear: random.chance(0.4) ? random.int(Math.max(built, 1990), 2025) : null,
    ConditionName: random.pick(CONDITIONS),
    HeatingName: random.pick(HEATINGS),
    HeatingBName: random.pick(HEATING_FUELS),
    KitchenName: random.pick(KITCHENS),
    WindowGlazing: random.pick(GLAZINGS),
    WindowFrameName: random.pick(WINDOW_FRAMES),
    OrientationT: terrace ? random.pick(ORIENTATIONS) : null,
    GardenOrientation: garden ? random.pick(ORIENTATIONS) : null,
    RearOrientationName: random.pick(ORIENTATIONS),
    MainStyleName: random.pick(STYLES),
    RoofName: apartment ? null : random.pick(ROOFS),
    CadastralIncome: random.int(400, 3500),
    Charges: rent || apartment ? random.stepped(40, 400, 5) : null,
    RentalGuarantee: rent ? random.int(2, 3) : null,
    FreeAvailableName: random.pick(AVAILABILITIES),
  };
  const dates: Drawn['dates'] = {};
  if (random.chance(0.3)) dates.AvailableFrom = anchorMs + random.int(10, 200) * DAY;
  return { details, dates };
}

function landDetails(random: Random): Drawn {
  return {
    details: {
      SurfaceGround: random.int(200, 5000),
      FacadeWidth: random.int(8, 30),
      AreaApplicationName: random.pick(AREA_APPLICATIONS),
      SubdivisionPermit: random.chance(0.5),
      IsBuildable: random.chance(0.9),
    },
    dates: {},
  };
}

function businessDetails(random: Random): Drawn {
  const total = random.int(50, 3000);
  return {
    details: {
      SurfaceTotal: total,
      SurfaceOffice: random.chance(0.6) ? Math.round(total * 0.6) : null,
      SurfaceStore: random.chance(0.5) ? Math.round(total * 0.3) : null,
      NumberOfParkings: random.int(0, 20),
      Floor: random.int(0, 8),
      HasLift: random.chance(0.5),
      ConstructionYear: random.int(1950, 2024),
      ConditionName: random.pick(CONDITIONS),
      CadastralIncome: random.int(1000, 20_000),
    },
    dates: {},
  };
}

function parkingDetails(random: Random): Drawn {
  return {
    details: {
      SurfaceTotal: random.int(12, 30),
      NumberOfGarages: 1,
      HasElectricCharger: random.chance(0.3),
    },
    dates: {},
  };
}

/** Energy and the Belgian certificates, for buildings. */
function certificateDetails(random: Random, region: Region, anchorMs: number): Drawn {
  const value = random.int(30, 650);
  const belgian = region !== 'luxembourg' && region !== 'abroad';
  const flemish = region === 'flanders';
  const details: PropertyFacts['details'] = {
    EnergyPerformance: value,
    EPCLabelText: epcLabel(region, value),
    CO2Emission: random.int(5, 130),
    TotalEnergyConsumption: random.int(5_000, 60_000),
    EnergyCertificateNumber: `${random.int(20150101, 20251231)}-${random.int(1_000_000, 9_999_999)}-${random.int(10, 99)}`,
    GroundCertificate: belgian ? random.pick([0, 1, 2]) : null,
    FloodProneArea: belgian ? random.chance(0.1) : null,
    PScore: flemish ? random.pick(['A', 'B', 'C', 'D']) : null,
    GScore: flemish ? random.pick(['A', 'B', 'C', 'D']) : null,
    AreaApplicationName: belgian ? random.pick(AREA_APPLICATIONS) : null,
    PlanningPermission: belgian ? random.chance(0.8) : null,
    PreemptiveRight: belgian ? random.chance(0.1) : null,
    Summons: belgian ? random.chance(0.05) : null,
    AsbestosCertificate: flemish ? random.chance(0.6) : null,
    ElectricalInspection: belgian ? random.chance(0.7) : null,
    MobiScore: flemish ? Math.round(random.next() * 100) / 10 : null,
  };
  return { details, dates: { EnergyCertificateDate: anchorMs - random.int(30, 3000) * DAY } };
}

export function factsOf(
  random: Random,
  plan: PropertyPlan,
  category: Category,
  anchorMs: number,
): PropertyFacts {
  const shape = category.kind.shape;
  const place = PLACES[plan.place]!;
  const { price, unit } = priceOf(random, shape, plan.goal);
  const drawn =
    shape === 'home'
      ? homeDetails(random, plan, anchorMs)
      : shape === 'land'
        ? landDetails(random)
        : shape === 'business'
          ? businessDetails(random)
          : parkingDetails(random);
  const building = shape === 'home' || shape === 'business';
  const certificates: Drawn = building
    ? certificateDetails(random, place.region, anchorMs)
    : { details: {}, dates: {} };
  const code = () => random.int(100_000, 999_999).toString(36);
  return {
    shape,
    place,
    street: random.pick(place.streets),
    houseNumber: `${random.int(1, 250)}${random.pick(['', '', '', '', 'A', 'B', ' bis'])}`,
    boxNr:
      shape === 'home' && isApartment(plan) && random.chance(0.6)
        ? random.pick(['1', '2.01', 'B', '12'])
        : null,
    latitude: Math.round((place.latitude + (random.next() - 0.5) * 0.04) * 1e6) / 1e6,
    longitude: Math.round((place.longitude + (random.next() - 0.5) * 0.06) * 1e6) / 1e6,
    publishAddress: random.chance(0.75),
    price,
    publishPrice: random.chance(0.9),
    priceUnit: unit,
    marquee: marqueeOf(random, plan.goal),
    recordFile: `${plan.goal === 1 ? 'HU' : 'VK'}-${new Date(plan.createdMs).getUTCFullYear()}-${String(plan.index + 1).padStart(4, '0')}`,
    adjective: random.pick([null, null, TITLE_WORDS.bright, TITLE_WORDS.charming]),
    sentences: random.sample([0, 1, 2, 3, 4, 5], random.int(1, 4)),
    details: { ...drawn.details, ...certificates.details },
    dates: { ...drawn.dates, ...certificates.dates },
    virtualTour: random.chance(0.2) ? `https://my.matterport.com/show/?m=${code()}` : null,
    video: random.chance(0.15) ? `https://www.youtube.com/watch?v=${code()}` : null,
  };
}
