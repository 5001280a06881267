/**
 * Builds the whole snapshot (properties per language, types, cities, property lists, projects)
 * and the list of photos to draw, from the definitions. Pure and deterministic: the PRNG is
 * seeded by each property's ID, and no clock is read.
 */
import type {
  CityRecord,
  Picture,
  PointOfInterest,
  Project,
  Property,
  PropertyList,
  PropertyTypeRecord,
} from '@/lib/catalogue/schemas';
import { citiesOf } from '@/lib/catalogue/cities';
import { EPC_BANDS, epcLabelFor } from '@/lib/epc';
import { perLanguage, type SiteLocale } from '@/lib/locale';
import { regionForZip, type Region } from '@/lib/regions';
import { AGENTS, managerOf, type Agent } from './agents';
import { documentFile, documentRecords, type DocumentFile } from './documents';
import {
  ASBESTOS,
  AVAILABILITY,
  CONDITIONS,
  CONTRACTS,
  COUNTRIES,
  EXTERIOR,
  FLOOD,
  FLOORS,
  FRAMES,
  GLAZING,
  HEATING,
  INTERIOR,
  KITCHENS,
  MARQUEE_NAMES,
  ORIENTATIONS,
  PER_MONTH,
  PLANNING_INFO,
  POI_TYPES,
  REASONS,
  ROOF_MATERIALS,
  ROOF_TYPES,
  SCENES,
  STARTING_FROM,
  STYLES,
  TYPES,
  ZONING,
  typeName,
  type L,
  type SceneKey,
} from './catalog';
import { DEFINITIONS, type Def, type Kind } from './definitions';
import { describe } from './describe';
import { LOCATIONS, type Location } from './locations';
import { rng, type Rng } from './prng';
import { PROJECT_DEFINITIONS } from './projects';

/** Nothing in the snapshot is dated after this day. */
export const SNAPSHOT_DATE = '2025-06-15';

export const PHOTO_WIDTH = 1360;
export const PHOTO_HEIGHT = 907;

export type PhotoJob = {
  /** public/photos/{dir}/{n}.jpg */
  dir: string;
  n: number;
  scene: SceneKey;
  kind: Kind;
  seed: number;
  /** Extra hints for the painter. */
  pool: boolean;
  width: number;
  height: number;
};

export type Snapshot = {
  properties: Record<SiteLocale, Property[]>;
  types: Record<SiteLocale, PropertyTypeRecord[]>;
  cities: Record<SiteLocale, Record<'all' | 'sale' | 'rent', CityRecord[]>>;
  propertyLists: PropertyList[];
  projects: Project[];
  projectsDemo: Project[];
  photos: PhotoJob[];
  /** The files the properties' Documents link to (public/documents/…). */
  documents: DocumentFile[];
  agents: Agent[];
};

// ── small helpers ────────────────────────────────────────────────────────────────────────────

const HOUSE_KINDS: readonly Kind[] = ['house', 'townhouse', 'villa', 'farmhouse', 'mixed'];
const RESIDENTIAL: readonly Kind[] = [...HOUSE_KINDS, 'apartment', 'studio', 'investment'];
const NO_BUILDING: readonly Kind[] = ['plot', 'garage', 'parking'];

const round = (n: number, step = 1) => Math.round(n / step) * step;
const fixed = (n: number, digits: number) => Number(n.toFixed(digits));

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);
}

/** A day between two ISO days, both included. */
function dayBetween(r: Rng, from: string, to: string): string {
  return addDays(from, r.int(0, Math.max(0, daysBetween(from, to))));
}

const compact = (iso: string) => iso.replaceAll('-', '');
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');

function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(6371000 * 2 * Math.asin(Math.sqrt(a)));
}

/** 'a_plusplus' → 'A++', 'b_sub' → 'B-'. */
export function labelText(label: string): string {
  return label.replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-').toUpperCase();
}

/** An EnergyPerformance value inside a band of a region (checked against lib/epc). */
function energyValueFor(region: Region, label: string, r: Rng): number {
  const bands = EPC_BANDS[region];
  const index = bands.findIndex((band) => band.label === label);
  const band = bands[index];
  if (!band) throw new Error(`no EPC band '${label}' in ${region}`);
  let value: number;
  if (index === 0) value = -r.int(3, 25);
  else {
    const low = Math.floor(bands[index - 1]!.max) + 1;
    const high = Number.isFinite(band.max) ? band.max : low + 150;
    value = r.int(low, high);
  }
  if (epcLabelFor(region, value) !== label)
    throw new Error(`${value} is not in ${region} ${label}`);
  return value;
}

// ── one property ─────────────────────────────────────────────────────────────────────────────

type Model = {
  def: Def;
  location: Location;
  region: Region | null;
  r: Rng;
  lat: number;
  lng: number;
  energy: number | null;
  labelText: string | null;
  epcIssued: string | null;
  scenes: SceneKey[];
};

function scenePlan(def: Def, r: Rng): SceneKey[] {
  const outdoor: SceneKey = def.garden ? 'garden' : def.terrace ? 'terrace' : 'surroundings';
  const plans: Record<Kind, SceneKey[]> = {
    house: ['exterior', 'living', 'kitchen', 'bedroom', outdoor, 'bathroom'],
    townhouse: ['exterior', 'living', 'kitchen', 'bedroom', 'bathroom', outdoor],
    villa: ['exterior', 'living', outdoor, 'kitchen', 'bedroom', 'bathroom'],
    farmhouse: ['exterior', 'living', outdoor, 'kitchen', 'bedroom', 'bathroom'],
    mixed: ['exterior', 'shopInterior', 'living', 'kitchen', 'bedroom'],
    investment: ['exterior', 'living', 'kitchen', 'bedroom', 'surroundings'],
    apartment: [
      'exterior',
      'living',
      'kitchen',
      'bedroom',
      def.terrace ? 'terrace' : 'bathroom',
      'surroundings',
    ],
    studio: ['exterior', 'living', 'kitchen', 'bathroom'],
    plot: ['plot', 'plot', 'surroundings', 'plot'],
    shop: ['exterior', 'shopInterior', 'shopInterior', 'surroundings'],
    garage: ['exterior', 'garageInterior', 'surroundings'],
    parking: ['garageInterior', 'garageInterior', 'exterior'],
    warehouse: ['exterior', 'warehouseInterior', 'officeInterior', 'surroundings'],
    office: ['exterior', 'officeInterior', 'officeInterior', 'surroundings'],
  };
  const plan = plans[def.kind];
  const count =
    def.photos ??
    (RESIDENTIAL.includes(def.kind) ? r.int(4, plan.length) : r.int(3, Math.min(4, plan.length)));
  return plan.slice(0, count);
}

function modelOf(def: Def): Model {
  const r = rng(def.id);
  const location: Location = LOCATIONS[def.loc];
  const country = COUNTRIES[location.country];
  const region = country.id === 10 ? regionForZip(location.zip) : null;
  let lat = location.lat + (r.next() - 0.5) * 0.006;
  let lng = location.lng + (r.next() - 0.5) * 0.009;
  if (def.hideAddress) {
    lat = fixed(location.lat, 2);
    lng = fixed(location.lng, 2);
  } else {
    lat = fixed(lat, 6);
    lng = fixed(lng, 6);
  }
  let energy: number | null = null;
  let text: string | null = null;
  if (def.epc !== null) {
    if (region) {
      energy = energyValueFor(region, def.epc, r);
      text = labelText(def.epc);
    } else {
      energy = def.epcValue ?? null;
      text = def.epc;
    }
  }
  const isNew = (def.built ?? 0) >= 2022;
  const epcIssued =
    def.epc === null
      ? null
      : isNew
        ? dayBetween(r, addDays(def.created, -120), addDays(def.created, -20))
        : dayBetween(r, '2016-03-01', addDays(def.created, -30));
  return {
    def,
    location,
    region,
    r,
    lat,
    lng,
    energy,
    labelText: text,
    epcIssued,
    scenes: scenePlan(def, r),
  };
}

function registrationRate(m: Model): number | null {
  const { def, region } = m;
  const ownHome =
    ['house', 'townhouse', 'villa', 'farmhouse', 'apartment', 'studio'].includes(def.kind) &&
    !def.monthlyRent;
  if (region === 'flanders') return ownHome ? 0.02 : 0.12;
  if (region === 'wallonia') return ownHome ? 0.03 : 0.125;
  if (region === 'brussels') return 0.125;
  return null;
}

function financial(m: Model): Property['Financial'] {
  const { def, r, region } = m;
  const price = def.price ?? 0;
  // A life annuity's price is only the lump sum: costs follow the value (lump sum + ~15 years of annuity).
  const value = def.annuity ? price + def.annuity.monthly * 12 * 15 : price;
  const belgian = region !== null;
  const sale = def.goal === 0;
  const building = !NO_BUILDING.includes(def.kind);
  const residential = RESIDENTIAL.includes(def.kind);
  const rate = registrationRate(m);

  let registration: number | null = null;
  let vatValue: number | null = null;
  if (sale && belgian && rate !== null && !def.annuity) {
    if (def.vat) {
      // VAT on the construction share (75 %), registration rights on the land share.
      vatValue = round(price * 0.75 * 0.21, 10);
      registration = round(price * 0.25 * rate, 10);
    } else if (region === 'brussels' && residential && price <= 600000) {
      registration = round(Math.max(0, price - 200000) * rate, 10); // first-home allowance of € 200,000
    } else {
      registration = round(price * rate, 10);
    }
  }
  const cadastral =
    sale && belgian && building
      ? round(value * (0.0028 + r.next() * 0.0014), 1)
      : sale && belgian && def.kind === 'plot'
        ? r.int(20, 60)
        : null;
  const notary = sale && belgian ? round(1500 + value * 0.0065, 10) : null;
  return {
    StartPrice: def.startingFrom ? def.price : null,
    MonthlyRent: def.monthlyRent ?? null,
    OwnerCharges: sale ? (def.ownerCharges ?? null) : null,
    RenterCharges: sale ? null : (def.renterCharges ?? null),
    CadastralIncome: cadastral,
    PropertyTax:
      cadastral !== null && building ? round(cadastral * (1.0 + r.next() * 0.3), 1) : null,
    DepositAmount: sale
      ? null
      : def.kind === 'parking'
        ? price
        : residential
          ? price * 2
          : price * 3,
    AgencyCostRenter: !sale && belgian && residential ? 0 : null,
    InventoryCost: !sale && belgian && residential ? round(90 + (def.living ?? 40) * 1.6, 5) : null,
    NotaryFeeExclVat: notary,
    NotaryFeeInclVat: notary === null ? null : round(notary * 1.21, 1),
    RegistrationRights: registration,
    VatRegime: sale && belgian && building ? Boolean(def.vat) : null,
    VatValue: vatValue,
    ConstructionCost: def.constructionCost ?? null,
    ParkingPrice: def.parkingPrice ?? null,
    GaragePrice: def.garagePrice ?? null,
  };
}

function surfaces(m: Model): Property['Surfaces'] {
  const { def, r } = m;
  const house = HOUSE_KINDS.includes(def.kind);
  const extra = house && def.attic ? r.int(12, 26) : null;
  return {
    Total: def.total ?? null,
    Living: def.living ?? null,
    Ground: def.ground ?? null,
    Terrace: def.terrace ?? null,
    Garden: def.garden ?? null,
    Office: def.office ?? null,
    Store: def.store ?? null,
    Built: house && def.living && def.floors ? round(def.living / def.floors + r.int(5, 20)) : null,
    ExtraRoom: extra,
    PlotWidth: def.plotWidth ?? null,
    FrontWidth: def.frontWidth ?? null,
  };
}

function counts(m: Model): Property['Counts'] {
  const { def, r } = m;
  const house = HOUSE_KINDS.includes(def.kind);
  return {
    Bedrooms: def.bedrooms ?? (def.kind === 'studio' ? 0 : null),
    Bathrooms: def.bathrooms ?? null,
    ShowerRooms: def.showers ?? null,
    Toilets: def.toilets ?? null,
    Garages: def.garages ?? null,
    Parkings: def.parkings ?? null,
    ExternalParkings: house && (def.ground ?? 0) > 500 ? r.int(2, 4) : null,
    Floors: def.floors ?? null,
    ExtraRooms: house && def.attic ? 1 : null,
    Facades: def.facades ?? null,
  };
}

function energyGroup(m: Model): Property['Energy'] {
  const { def, region, r, energy, epcIssued } = m;
  const lacks = new Set(def.lacks ?? []);
  const area = def.living ?? def.office ?? def.store ?? def.total ?? null;
  const none: Property['Energy'] = {
    TotalConsumption: null,
    CO2Emission: null,
    ELevel: null,
    CertificateEndDate: null,
    UniqueCode: null,
    CertificateNumber: null,
    SpecificConsumption: null,
  };
  if (energy === null || epcIssued === null || !region) {
    return def.epc !== null && epcIssued
      ? { ...none, CertificateEndDate: addYears(epcIssued, 10) }
      : none;
  }
  const total = energy > 0 && area ? round(energy * area, 10) : null;
  const nonResidential = ['shop', 'office', 'warehouse'].includes(def.kind);
  switch (region) {
    case 'flanders':
      return {
        ...none,
        ELevel: def.eLevel ?? null,
        CertificateEndDate: addYears(epcIssued, 10),
        UniqueCode: lacks.has('epcCode')
          ? null
          : `${compact(epcIssued)}-${digits(r, 10)}-${nonResidential ? 'NRES' : 'RES'}-1`,
      };
    case 'brussels':
      return {
        ...none,
        TotalConsumption: total,
        CO2Emission: lacks.has('co2')
          ? null
          : Math.max(1, round(energy * (0.18 + r.next() * 0.04))),
        CertificateEndDate: addYears(epcIssued, 10),
        CertificateNumber: `${compact(epcIssued)}-0000${digits(r, 6)}-0${r.int(1, 2)}-${r.int(1, 9)}`,
      };
    case 'wallonia':
      return {
        ...none,
        TotalConsumption: total,
        ELevel: def.eLevel ?? null,
        CertificateEndDate: addYears(epcIssued, 10),
        CertificateNumber: lacks.has('certNumber') ? null : `${compact(epcIssued)}${digits(r, 6)}`,
        SpecificConsumption: energy,
      };
  }
}

function risks(m: Model, locale: SiteLocale): Property['Risks'] {
  const { def, region } = m;
  const lacks = new Set(def.lacks ?? []);
  const flood = def.flood;
  const asbestosDue =
    region === 'flanders' &&
    !NO_BUILDING.includes(def.kind) &&
    (def.built ?? 9999) < 2001 &&
    !lacks.has('asbestos');
  const asbestos = asbestosDue && def.asbestos ? def.asbestos : null;
  return {
    AsbestosCertificateType: asbestos ? ASBESTOS[asbestos][locale] : null,
    AsbestosCertificateDate: asbestos
      ? dayBetween(rng(def.id, 7), '2023-01-10', addDays(def.created, -15))
      : null,
    FloodRisk: flood ? FLOOD[flood.risk][locale] : null,
    FloodZone: flood && region === 'flanders' ? (flood.zone ?? false) : null,
    RiverbankZone: flood && region === 'flanders' ? (flood.riverbank ?? false) : null,
    GScore: region === 'flanders' && !lacks.has('scores') ? (flood?.g ?? null) : null,
    PScore: region === 'flanders' && !lacks.has('scores') ? (flood?.p ?? null) : null,
  };
}

function features(m: Model): Property['Features'] {
  const { def, region } = m;
  const house = HOUSE_KINDS.includes(def.kind);
  const residential = RESIDENTIAL.includes(def.kind);
  const building = !NO_BUILDING.includes(def.kind);
  const belgian = region !== null;
  const plot = def.kind === 'plot';
  return {
    Lift: def.lift ?? (house ? false : null),
    Cellar: def.cellar ?? null,
    Terrace: def.terrace ? true : residential ? false : null,
    Garden: def.garden ? true : residential && def.kind !== 'investment' ? false : null,
    Attic: def.attic ?? null,
    Furnished: def.furnished ?? (def.goal === 1 && residential ? false : null),
    Gas:
      plot && belgian
        ? true
        : building && (def.heating === 'gas' || def.heating === 'collective')
          ? true
          : null,
    Water: (plot || building) && belgian ? true : null,
    Electricity: belgian ? true : null,
    Drain: plot && belgian ? true : building && region === 'brussels' ? true : null,
    Pool: def.pool ?? (house ? false : null),
  };
}

function planning(m: Model, locale: SiteLocale): Property['Planning'] {
  const { def, region } = m;
  const none: Property['Planning'] = {
    Permit: null,
    ZoningDesignation: null,
    Summons: null,
    PreemptionRight: null,
    SubdivisionPermit: null,
    JudicialDecision: null,
    PlanningInformation: null,
  };
  if ((def.lacks ?? []).includes('planning')) return none;
  if (region === 'flanders') {
    return {
      Permit: def.kind !== 'plot',
      ZoningDesignation: ZONING[def.zoning ?? 'residential'][locale],
      Summons: false,
      PreemptionRight: def.preemption ?? false,
      SubdivisionPermit: def.subdivision ?? false,
      JudicialDecision: false,
      PlanningInformation: PLANNING_INFO[def.planningInfo ?? 'flandersOk'][locale],
    };
  }
  if (def.goal !== 0) return none;
  if (region === 'brussels') {
    const zoning =
      def.zoning ?? (def.kind === 'shop' || def.kind === 'mixed' ? 'prasCommercial' : 'pras');
    return {
      ...none,
      Permit: def.kind === 'garage' ? null : true,
      ZoningDesignation: ZONING[zoning][locale],
      PlanningInformation: PLANNING_INFO[def.planningInfo ?? 'brusselsOk'][locale],
    };
  }
  if (region === 'wallonia') {
    return { ...none, Permit: true, ZoningDesignation: ZONING[def.zoning ?? 'wallonia'][locale] };
  }
  return none;
}

function building(m: Model, locale: SiteLocale): Property['Building'] {
  const { def, r } = m;
  const residential = RESIDENTIAL.includes(def.kind);
  const hasBuilding = !NO_BUILDING.includes(def.kind);
  const glazing =
    def.glazing ?? (hasBuilding ? ((def.built ?? 0) >= 2020 ? 'triple' : 'double') : null);
  const frame = def.frame ?? (residential ? r.pick(['pvc', 'alu', 'wood'] as const) : null);
  const orientation = def.orientation ? ORIENTATIONS[def.orientation][locale] : null;
  const roofCondition =
    def.roof === undefined
      ? null
      : CONDITIONS[
          def.condition === 'new' ? 'new' : def.condition === 'renovate' ? 'renovate' : 'good'
        ][locale];
  return {
    Heating: def.heating ? HEATING[def.heating][locale] : null,
    Glazing: glazing ? GLAZING[glazing][locale] : null,
    WindowFrame: frame ? FRAMES[frame][locale] : null,
    Kitchen: def.kitchen ? KITCHENS[def.kitchen][locale] : null,
    InteriorComfort: def.interior ? def.interior.map((key) => INTERIOR[key][locale]) : null,
    ExteriorComfort: def.exterior ? def.exterior.map((key) => EXTERIOR[key][locale]) : null,
    RoofType: def.roof ? ROOF_TYPES[def.roof][locale] : null,
    RoofMaterial: def.roofMaterial ? ROOF_MATERIALS[def.roofMaterial][locale] : null,
    RoofCondition: roofCondition,
    FloorCovering: def.floor ? FLOORS[def.floor][locale] : null,
    TerraceOrientation: def.terrace ? orientation : null,
    GardenOrientation: def.garden ? orientation : null,
    RearOrientation: HOUSE_KINDS.includes(def.kind) ? orientation : null,
    Condition: def.condition ? CONDITIONS[def.condition][locale] : null,
    Style: def.style ? STYLES[def.style][locale] : null,
  };
}

function certificates(m: Model): Property['Certificates'] {
  const { def, region } = m;
  const r = rng(def.id, 11);
  const none = { Ground: null, Electricity: null, ElectricityDate: null, Gas: null };
  if (def.goal !== 0 || !region) return none;
  const hasBuilding = !NO_BUILDING.includes(def.kind);
  const ground =
    region === 'flanders' ? true : region === 'brussels' && def.kind === 'warehouse' ? true : null;
  if (!hasBuilding) return { ...none, Ground: ground };
  const compliant = def.condition !== 'renovate';
  return {
    Ground: ground,
    Electricity: compliant,
    ElectricityDate: dayBetween(r, '2022-01-15', addDays(def.created, -10)),
    Gas: def.heating === 'gas' && r.chance(0.6) ? true : null,
  };
}

function general(m: Model, locale: SiteLocale): Property['General'] {
  const { def } = m;
  return {
    Availability:
      def.availableFrom || !def.availability ? null : AVAILABILITY[def.availability][locale],
    AvailableFrom: def.availableFrom ?? null,
    ContractType: def.contract ? CONTRACTS[def.contract][locale] : null,
    Reason: def.reason ? REASONS[def.reason][locale] : null,
  };
}

function mobility(m: Model): Property['MobilityScore'] {
  const { def, region } = m;
  if (!def.mobility) return null;
  const r = rng(def.id, 13);
  const urban =
    region === 'brussels' || ['gent', 'antwerpen', 'leuven', 'mechelen'].includes(def.loc);
  const s = (low: number, high: number) => fixed(low + r.next() * (high - low), 1);
  const scores = {
    PublicTransport: urban ? s(7.5, 9.6) : s(4.5, 7.5),
    Education: urban ? s(7, 9.5) : s(5, 8),
    Shops: urban ? s(7.5, 9.8) : s(4, 7.5),
    Leisure: urban ? s(6.5, 9.5) : s(5, 8.5),
    Health: urban ? s(7, 9.5) : s(4.5, 7.5),
    Environment: urban ? s(4, 7) : s(7, 9.5),
  };
  const values = Object.values(scores);
  return { Total: fixed(values.reduce((a, b) => a + b, 0) / values.length, 1), ...scores };
}

function pointsOfInterest(m: Model, locale: SiteLocale): PointOfInterest[] {
  const { def, location } = m;
  if (def.kind === 'parking' || def.kind === 'garage' || rng(def.id, 17).chance(0.15)) return [];
  return location.pois
    .map((poi) => ({
      Name: poi.name[locale],
      Category: poi.category,
      Type: POI_TYPES[poi.type][locale],
      Distance: distanceMetres(m.lat, m.lng, poi.lat, poi.lng),
      Latitude: poi.lat,
      Longitude: poi.lng,
    }))
    .sort((a, b) => a.Distance - b.Distance);
}

/** The reference of a property's record in the CRM: IH-{V sale, L rent}-{year created}-{last 4 digits of the ID}. */
const recordFileOf = (def: Def) => `IH-${def.goal === 0 ? 'V' : 'L'}-${def.created.slice(0, 4)}-${String(def.id).slice(-4)}`;

/** What a property's documents say under their title: the agency, the record, the town. */
const documentCaption = (m: Model) => `Immo Horizon - ${recordFileOf(m.def)} - ${m.location.city.en}`;

function pictures(id: number, scenes: SceneKey[], locale: SiteLocale): Picture[] {
  return scenes.map((scene, index) => ({
    ID: id * 10 + index + 1,
    Url: `/photos/${id}/${index + 1}.jpg`,
    Width: PHOTO_WIDTH,
    Height: PHOTO_HEIGHT,
    Name: SCENES[scene][locale],
  }));
}

function marqueeName(def: Def, locale: SiteLocale): string | null {
  switch (def.marquee) {
    case 1:
      return MARQUEE_NAMES.new[locale];
    case 2:
      return (def.goal === 0 ? MARQUEE_NAMES.sold : MARQUEE_NAMES.rented)[locale];
    case 3:
      return MARQUEE_NAMES.option[locale];
    default:
      return null;
  }
}

function timestamps(def: Def): { CreateDate: string; ModifyDate: string } {
  const r = rng(def.id, 23);
  const time = `${String(r.int(8, 17)).padStart(2, '0')}:${String(r.int(0, 11) * 5).padStart(2, '0')}:00Z`;
  const modified = addDays(
    def.created,
    def.marquee === 2 || def.marquee === 3 ? r.int(20, 90) : r.int(0, 25),
  );
  const modifyDay = modified >= SNAPSHOT_DATE ? addDays(SNAPSHOT_DATE, -1) : modified;
  return {
    CreateDate: `${def.created}T${time}`,
    ModifyDate: `${modifyDay < def.created ? def.created : modifyDay}T${modifyDay <= def.created ? time : '16:30:00Z'}`,
  };
}

function propertyFor(m: Model, locale: SiteLocale): Property {
  const { def, location } = m;
  const country = COUNTRIES[location.country];
  const pics = pictures(def.id, m.scenes, locale);
  const unit = def.startingFrom ? 7 : def.goal === 0 ? 1 : 2;
  const unitText = unit === 7 ? STARTING_FROM[locale] : unit === 2 ? PER_MONTH[locale] : null;
  const street = location.streets[def.street ?? 0];
  if (!street) throw new Error(`property ${def.id}: no street ${def.street} in ${def.loc}`);
  const f = features(m);
  const b = building(m, locale);
  const poi = pointsOfInterest(m, locale);
  const record: Property = {
    ID: def.id,
    Goal: def.goal,
    City: location.city[locale],
    Zip: location.zip,
    TypeDescription: def.title[locale],
    WebID: def.webIds[0],
    WebIDs: def.webIds.join(','),
    MainTypeName: typeName(def.webIds[0])[locale],
    language: locale,
    RecordFile: recordFileOf(def),
    Marquee: def.marquee ?? null,
    MarqueeName: marqueeName(def, locale),
    SmallPictureItem: pics[0] ?? null,
    PublishPrice: !def.hidePrice,
    Price: def.price,
    PriceUnit: unit,
    PriceUnitText: unitText,
    PublishAddress: !def.hideAddress,
    Street: street[locale],
    HouseNumber: def.number,
    BoxNr: def.box ?? null,
    CountryID: country.id,
    CountryName: country.name[locale],
    EnergyPerformance: m.energy,
    EPCLabelText: m.labelText,
    Latitude: m.lat,
    Longitude: m.lng,
    ...timestamps(def),
    Description: '',
    Pictures: pics,
    Financial: financial(m),
    Surfaces: surfaces(m),
    Counts: counts(m),
    Years: { Construction: def.built ?? null, Renovation: def.renovated ?? null },
    Energy: energyGroup(m),
    Risks: risks(m, locale),
    Features: f,
    Planning: planning(m, locale),
    Building: b,
    Certificates: certificates(m),
    General: general(m, locale),
    MobilityScore: mobility(m),
    Annuity: def.annuity
      ? {
          Heads: def.annuity.heads,
          MonthlyRent: def.annuity.monthly,
          SurvivalRent: def.annuity.survival,
          IndexedRent: def.annuity.indexed,
          MaxDuration: def.annuity.maxDuration,
        }
      : null,
    Manager: managerOf(def.agent),
    VirtualTour: def.tour ?? null,
    Video: def.video ?? null,
    Documents: documentRecords(def.id, def.documents ?? [], documentCaption(m), locale),
    PointsOfInterest: poi,
  };
  record.Description = describe(
    {
      kind: def.kind,
      goal: def.goal,
      city: record.City,
      nearby: poi[0] ? { name: poi[0].Name, type: poi[0].Type, distance: poi[0].Distance } : null,
      living: def.living ?? null,
      ground: def.ground ?? null,
      garden: def.garden ?? null,
      terrace: def.terrace ?? null,
      store: def.store ?? null,
      office: def.office ?? null,
      total: def.total ?? null,
      plotWidth: def.plotWidth ?? null,
      bedrooms: def.bedrooms ?? null,
      bathrooms: def.bathrooms ?? null,
      garages: def.garages ?? null,
      parkings: def.parkings ?? null,
      lift: Boolean(f.Lift),
      cellar: Boolean(f.Cellar),
      attic: Boolean(f.Attic),
      pool: Boolean(f.Pool),
      furnished: Boolean(f.Furnished),
      orientation: def.orientation ? ORIENTATIONS[def.orientation][locale] : null,
      condition: b.Condition,
      built: def.built ?? null,
      renovated: def.renovated ?? null,
      heating: b.Heating,
      epc: record.EPCLabelText
        ? { label: record.EPCLabelText, value: record.EnergyPerformance }
        : null,
      availability: record.General.Availability,
      availableFrom: record.General.AvailableFrom,
      annuity: Boolean(def.annuity),
      vat: Boolean(def.vat),
    },
    locale,
  );
  return record;
}

// ── the other files ──────────────────────────────────────────────────────────────────────────

function typesFor(locale: SiteLocale): PropertyTypeRecord[] {
  return [...TYPES]
    .sort((a, b) => a.showOrder - b.showOrder)
    .map((type) => ({
      ID: type.webId,
      WebID: type.webId,
      Name: type.name[locale],
      ShowOrder: type.showOrder,
      Sale: true,
      Rent: true,
      language: locale,
    }));
}

export const PROPERTY_LISTS: PropertyList[] = [
  {
    id: 1,
    name: 'Newest properties (home)',
    goal: null,
    country: null,
    excludeMarquees: [2],
    sort: 'newest',
    limit: 4,
  },
  {
    id: 2,
    name: 'For sale',
    goal: 0,
    country: null,
    excludeMarquees: [],
    sort: 'newest',
    limit: null,
  },
  {
    id: 3,
    name: 'For rent',
    goal: 1,
    country: null,
    excludeMarquees: [],
    sort: 'newest',
    limit: null,
  },
  {
    id: 16,
    name: 'For sale in Belgium',
    goal: 0,
    country: 'belgium',
    excludeMarquees: [],
    sort: 'newest',
    limit: null,
  },
  {
    id: 17,
    name: 'For sale abroad',
    goal: 0,
    country: 'international',
    excludeMarquees: [],
    sort: 'newest',
    limit: null,
  },
  {
    id: 20,
    name: 'For rent abroad',
    goal: 1,
    country: 'international',
    excludeMarquees: [],
    sort: 'newest',
    limit: null,
  },
  {
    id: 21,
    name: 'For rent in Belgium',
    goal: 1,
    country: 'belgium',
    excludeMarquees: [],
    sort: 'newest',
    limit: null,
  },
];

function projectsDemo(): { projects: Project[]; photos: PhotoJob[] } {
  const photos: PhotoJob[] = [];
  const projects = PROJECT_DEFINITIONS.map((def): Project => {
    const location: Location = LOCATIONS[def.loc];
    const country = COUNTRIES[location.country];
    const street = location.streets[def.street ?? 0];
    const localized = (pick: (locale: SiteLocale) => string): L => perLanguage(pick);
    def.scenes.forEach((scene, index) =>
      photos.push({
        dir: String(def.id),
        n: index + 1,
        scene,
        kind: def.kind,
        seed: def.id * 10 + index,
        pool: false,
        width: PHOTO_WIDTH,
        height: PHOTO_HEIGHT,
      }),
    );
    return {
      ID: def.id,
      Name: def.name,
      Description: def.description,
      PublicAddress: def.publicAddress,
      Street: street ?? null,
      HouseNumber: def.number,
      BoxNr: null,
      Zip: location.zip,
      City: localized((l) => location.city[l]),
      CountryID: country.id,
      CountryName: country.name,
      Latitude: def.publicAddress ? fixed(location.lat + 0.0012, 6) : fixed(location.lat, 2),
      Longitude: def.publicAddress ? fixed(location.lng - 0.0018, 6) : fixed(location.lng, 2),
      DeliveryDate: def.delivery,
      Pictures: pictures(def.id, def.scenes, 'en').map((picture, index) => ({
        ...picture,
        Name: null,
        ID: def.id * 10 + index + 1,
      })),
      Units: def.units,
      Manager: managerOf(def.agent),
      CreateDate: `${def.created}T10:00:00Z`,
      ModifyDate: `${def.created}T10:00:00Z`,
    };
  });
  return { projects, photos };
}

export function buildSnapshot(): Snapshot {
  const ids = new Set<number>();
  for (const def of DEFINITIONS) {
    if (ids.has(def.id)) throw new Error(`duplicate property ID ${def.id}`);
    ids.add(def.id);
  }
  const models = DEFINITIONS.map(modelOf);
  const properties = perLanguage((locale) => models.map((m) => propertyFor(m, locale)));
  const photos: PhotoJob[] = models.flatMap((m) =>
    m.scenes.map((scene, index) => ({
      dir: String(m.def.id),
      n: index + 1,
      scene,
      kind: m.def.kind,
      seed: m.def.id * 10 + index,
      pool: Boolean(m.def.pool),
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
    })),
  );
  const demo = projectsDemo();
  return {
    properties,
    types: perLanguage(typesFor),
    cities: perLanguage((l) => citiesOf(properties[l], l)),
    propertyLists: PROPERTY_LISTS,
    projects: [],
    projectsDemo: demo.projects,
    photos: [...photos, ...demo.photos],
    documents: models.flatMap((m) => (m.def.documents ?? []).map((key) => documentFile(m.def.id, key, documentCaption(m)))),
    agents: Object.values(AGENTS),
  };
}
