/**
 * The detail groups of SPEC §3 as shown on the property page: each group in a fixed order, each
 * field with its kind of value. Fields without data (null, blank text, empty list) are left out and
 * a group without any field is not shown: nothing is invented.
 */
import type { Property } from '@/lib/catalogue/schemas';
import type { FieldValue } from './field-value';

export const DETAIL_GROUPS = [
  'financial',
  'surfaces',
  'counts',
  'years',
  'energy',
  'risks',
  'features',
  'planning',
  'building',
  'certificates',
  'general',
] as const;
export type DetailGroupId = (typeof DETAIL_GROUPS)[number];

type Kind = FieldValue['kind'];

/** Field name → kind of value, per group, in display order. */
const FIELDS = {
  financial: {
    StartPrice: 'euro',
    MonthlyRent: 'euro',
    OwnerCharges: 'euro',
    RenterCharges: 'euro',
    CadastralIncome: 'euro',
    PropertyTax: 'euro',
    DepositAmount: 'euro',
    AgencyCostRenter: 'euro',
    InventoryCost: 'euro',
    NotaryFeeExclVat: 'euro',
    NotaryFeeInclVat: 'euro',
    RegistrationRights: 'euro',
    VatRegime: 'flag',
    VatValue: 'euro',
    ConstructionCost: 'euro',
    ParkingPrice: 'euro',
    GaragePrice: 'euro',
  },
  surfaces: {
    Total: 'area',
    Living: 'area',
    Ground: 'area',
    Terrace: 'area',
    Garden: 'area',
    Office: 'area',
    Store: 'area',
    Built: 'area',
    ExtraRoom: 'area',
    PlotWidth: 'meters',
    FrontWidth: 'meters',
  },
  counts: {
    Bedrooms: 'count',
    Bathrooms: 'count',
    ShowerRooms: 'count',
    Toilets: 'count',
    Garages: 'count',
    Parkings: 'count',
    ExternalParkings: 'count',
    Floors: 'count',
    ExtraRooms: 'count',
    Facades: 'count',
  },
  years: { Construction: 'year', Renovation: 'year' },
  energy: {
    TotalConsumption: 'energyTotal',
    CO2Emission: 'co2',
    ELevel: 'eLevel',
    CertificateEndDate: 'date',
    UniqueCode: 'code',
    CertificateNumber: 'code',
    SpecificConsumption: 'energy',
  },
  risks: {
    AsbestosCertificateType: 'text',
    AsbestosCertificateDate: 'date',
    FloodRisk: 'text',
    FloodZone: 'flag',
    RiverbankZone: 'flag',
    GScore: 'text',
    PScore: 'text',
  },
  features: {
    Lift: 'flag',
    Cellar: 'flag',
    Terrace: 'flag',
    Garden: 'flag',
    Attic: 'flag',
    Furnished: 'flag',
    Gas: 'flag',
    Water: 'flag',
    Electricity: 'flag',
    Drain: 'flag',
    Pool: 'flag',
  },
  planning: {
    Permit: 'flag',
    ZoningDesignation: 'text',
    Summons: 'flag',
    PreemptionRight: 'flag',
    SubdivisionPermit: 'flag',
    JudicialDecision: 'flag',
    PlanningInformation: 'text',
  },
  building: {
    Heating: 'text',
    Glazing: 'text',
    WindowFrame: 'text',
    Kitchen: 'text',
    InteriorComfort: 'list',
    ExteriorComfort: 'list',
    RoofType: 'text',
    RoofMaterial: 'text',
    RoofCondition: 'text',
    FloorCovering: 'text',
    TerraceOrientation: 'text',
    GardenOrientation: 'text',
    RearOrientation: 'text',
    Condition: 'text',
    Style: 'text',
  },
  certificates: { Ground: 'flag', Electricity: 'flag', ElectricityDate: 'date', Gas: 'flag' },
  general: { Availability: 'text', AvailableFrom: 'date', ContractType: 'text', Reason: 'text' },
} as const satisfies Record<DetailGroupId, Record<string, Kind>>;

const SOURCE: { [G in DetailGroupId]: (p: Property) => Record<keyof (typeof FIELDS)[G], unknown> } = {
  financial: (p) => p.Financial,
  surfaces: (p) => p.Surfaces,
  counts: (p) => p.Counts,
  years: (p) => p.Years,
  energy: (p) => p.Energy,
  risks: (p) => p.Risks,
  features: (p) => p.Features,
  planning: (p) => p.Planning,
  building: (p) => p.Building,
  certificates: (p) => p.Certificates,
  general: (p) => p.General,
};

export type DetailField = { field: string; value: FieldValue };
export type DetailGroup = { id: DetailGroupId; fields: DetailField[] };

/** A raw CRM value as a typed value of the given kind; null when it carries no data. */
export function fieldValueOf(kind: Kind, raw: unknown): FieldValue | null {
  if (raw === null || raw === undefined) return null;
  if (kind === 'flag') return typeof raw === 'boolean' ? { kind, value: raw } : null;
  if (kind === 'list') {
    if (!Array.isArray(raw)) return null;
    const items = raw.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim());
    return items.length ? { kind, value: items } : null;
  }
  if (kind === 'text' || kind === 'code' || kind === 'date') {
    return typeof raw === 'string' && raw.trim() !== '' ? { kind, value: raw.trim() } : null;
  }
  return typeof raw === 'number' && Number.isFinite(raw) ? { kind, value: raw } : null;
}

/** The groups with data, in the order of DETAIL_GROUPS; each with its fields with data. */
export function detailGroups(p: Property): DetailGroup[] {
  const groups: DetailGroup[] = [];
  for (const id of DETAIL_GROUPS) {
    const source = SOURCE[id](p) as Record<string, unknown>;
    const fields: DetailField[] = [];
    for (const [field, kind] of Object.entries(FIELDS[id]) as [string, Kind][]) {
      const value = fieldValueOf(kind, source[field]);
      if (value) fields.push({ field, value });
    }
    if (fields.length) groups.push({ id, fields });
  }
  return groups;
}

/** Every field name of a group (for the message catalogue test). */
export function fieldsOf(id: DetailGroupId): string[] {
  return Object.keys(FIELDS[id]);
}
