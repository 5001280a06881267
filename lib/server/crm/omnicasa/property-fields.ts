/**
 * Where each snapshot field of a property comes from in Omnicasa's flat GetProperty record.
 *
 * Names confirmed by public sources:
 * - the spec's list and display fields (SPEC §3, from a site built on Omnicasa): ID, Goal, City,
 *   Zip, TypeDescription, WebID, WebIDs, MainTypeName, RecordFile, Marquee, MarqueeName,
 *   SmallPictureItem {ID, Url, Width, Height, Name}, PublishPrice, Price, PriceUnit, PriceUnitText,
 *   PublishAddress, Street, HouseNumber, BoxNr, CountryID, CountryName, EnergyPerformance,
 *   EPCLabelText;
 * - code reading Omnicasa answers: CreatedDate, LastChangedDate, DescriptionA, GoogleX (latitude),
 *   GoogleY (longitude), VirtualTour, StartPrice, Surface*, NumberOf*, Has{Garden,Furnished,Lift,
 *   Cellar,Attic}, ConstructionYear, ConditionName, KitchenName, HeatingName, WindowGlazing,
 *   OrientationT, MainStyleName (modmore/Omnicasa, an Angular client, otomaties-omnicasa-sync);
 * - the public PHP client fw4-bvba/omnicasa-api: HasTerrace (a GetPropertyList filter), the
 *   GroundCertificate codes, and DemandEntry.Manager being a user id.
 *
 * `// ?` marks a name NOT confirmed by any public source: chosen from the spec's label and the
 * API's habits (`NumberOf…`, `Has…`, `…Name` for a translated code). Check them against a real
 * GetProperty answer (DisplayFields) before going live; only this table needs to change.
 */
import 'server-only';
import type { Property } from '@/lib/catalogue/schemas';
import type { FieldKind } from './field-kinds';

export type FieldSpec = readonly [omnicasaName: string, kind: FieldKind];

/** The snapshot's detail groups, each a flat set of Omnicasa fields. */
export const DETAIL_GROUPS = [
  'Financial',
  'Surfaces',
  'Counts',
  'Years',
  'Energy',
  'Risks',
  'Features',
  'Planning',
  'Building',
  'Certificates',
  'General',
  'MobilityScore',
  'Annuity',
] as const;
export type DetailGroup = (typeof DETAIL_GROUPS)[number];

export const GROUP_FIELDS = {
  Financial: {
    StartPrice: ['StartPrice', 'number'],
    MonthlyRent: ['MonthlyRent', 'number'], // ?
    OwnerCharges: ['OwnerCharges', 'number'], // ?
    RenterCharges: ['RenterCharges', 'number'], // ?
    CadastralIncome: ['CadastralIncome', 'number'], // ?
    PropertyTax: ['PropertyTax', 'number'], // ?
    DepositAmount: ['DepositAmount', 'number'], // ?
    AgencyCostRenter: ['AgencyCostRenter', 'number'], // ?
    InventoryCost: ['InventoryCost', 'number'], // ?
    NotaryFeeExclVat: ['NotaryFeeExclVat', 'number'], // ?
    NotaryFeeInclVat: ['NotaryFeeInclVat', 'number'], // ?
    RegistrationRights: ['RegistrationRights', 'number'], // ?
    VatRegime: ['VatRegime', 'flag'], // ?
    VatValue: ['VatValue', 'number'], // ?
    ConstructionCost: ['ConstructionCost', 'number'], // ?
    ParkingPrice: ['ParkingPrice', 'number'], // ?
    GaragePrice: ['GaragePrice', 'number'], // ?
  },
  Surfaces: {
    Total: ['SurfaceTotal', 'number'],
    Living: ['SurfaceLiving', 'number'],
    Ground: ['SurfaceGround', 'number'],
    Terrace: ['SurfaceTerrace', 'number'],
    Garden: ['SurfaceGarden', 'number'],
    Office: ['SurfaceOffice', 'number'],
    Store: ['SurfaceStore', 'number'],
    /** The name is public; that it is the built surface is an assumption. */
    Built: ['SurfaceConstructed', 'number'],
    ExtraRoom: ['SurfaceExtraRoom', 'number'], // ?
    PlotWidth: ['PlotWidth', 'number'], // ?
    FrontWidth: ['FrontWidth', 'number'], // ?
  },
  Counts: {
    Bedrooms: ['NumberOfBedRooms', 'integer'],
    Bathrooms: ['NumberOfBathRooms', 'integer'],
    ShowerRooms: ['NumberOfShowerRooms', 'integer'],
    Toilets: ['NumberOfToilets', 'integer'],
    Garages: ['NumberOfGarages', 'integer'],
    Parkings: ['NumberOfParkings', 'integer'],
    ExternalParkings: ['NumberOfExternalParkings', 'integer'], // ?
    Floors: ['NumberOfFloors', 'integer'], // ?
    ExtraRooms: ['NumberOfExtraRooms', 'integer'], // ?
    Facades: ['NumberOfFacades', 'integer'], // ?
  },
  Years: {
    Construction: ['ConstructionYear', 'integer'],
    Renovation: ['RenovationYear', 'integer'], // ?
  },
  Energy: {
    TotalConsumption: ['EPCTotal', 'number'], // ?
    CO2Emission: ['EPCCO2', 'number'], // ?
    ELevel: ['ELevel', 'integer'], // ?
    CertificateEndDate: ['EPCEndDate', 'date'], // ?
    UniqueCode: ['EPCUniqueCode', 'text'], // ?
    CertificateNumber: ['EPCCertificateNumber', 'text'], // ?
    SpecificConsumption: ['EPCSpecificConsumption', 'number'], // ?
  },
  Risks: {
    AsbestosCertificateType: ['AsbestosCertificateType', 'text'], // ?
    AsbestosCertificateDate: ['AsbestosCertificateDate', 'date'], // ?
    FloodRisk: ['FloodRisk', 'text'], // ?
    FloodZone: ['FloodZone', 'flag'], // ?
    RiverbankZone: ['RiverbankZone', 'flag'], // ?
    GScore: ['GScore', 'text'], // ?
    PScore: ['PScore', 'text'], // ?
  },
  Features: {
    Lift: ['HasLift', 'flag'],
    Cellar: ['HasCellar', 'flag'],
    Terrace: ['HasTerrace', 'flag'],
    Garden: ['HasGarden', 'flag'],
    Attic: ['HasAttic', 'flag'],
    Furnished: ['HasFurnished', 'flag'],
    Gas: ['HasGas', 'flag'], // ?
    Water: ['HasWater', 'flag'], // ?
    Electricity: ['HasElectricity', 'flag'], // ?
    Drain: ['HasDrain', 'flag'], // ?
    Pool: ['HasPool', 'flag'], // ?
  },
  Planning: {
    Permit: ['BuildingPermit', 'flag'], // ?
    /** The public client knows the AreaApplication codes; the translated name's field is assumed. */
    ZoningDesignation: ['AreaApplicationName', 'text'], // ?
    Summons: ['Summons', 'flag'], // ?
    PreemptionRight: ['PreemptionRight', 'flag'], // ?
    SubdivisionPermit: ['AllotmentPermit', 'flag'], // ?
    JudicialDecision: ['JudicialDecision', 'flag'], // ?
    PlanningInformation: ['PlanningInformation', 'text'], // ?
  },
  Building: {
    Heating: ['HeatingName', 'text'],
    Glazing: ['WindowGlazing', 'text'],
    WindowFrame: ['WindowFrameName', 'text'], // ?
    Kitchen: ['KitchenName', 'text'],
    InteriorComfort: ['InteriorComfort', 'texts'], // ? (a list of translated texts)
    ExteriorComfort: ['ExteriorComfort', 'texts'], // ?
    RoofType: ['RoofName', 'text'], // ?
    RoofMaterial: ['RoofMaterialName', 'text'], // ?
    RoofCondition: ['RoofConditionName', 'text'], // ?
    FloorCovering: ['FloorCoveringName', 'text'], // ?
    TerraceOrientation: ['OrientationT', 'text'],
    GardenOrientation: ['OrientationG', 'text'], // ?
    RearOrientation: ['RearOrientationName', 'text'], // ?
    Condition: ['ConditionName', 'text'],
    Style: ['MainStyleName', 'text'],
  },
  Certificates: {
    Ground: ['GroundCertificate', 'groundCertificate'], // ? (the codes are public, the field name is not)
    Electricity: ['ElectricityCertificate', 'flag'], // ?
    ElectricityDate: ['ElectricityCertificateDate', 'date'], // ?
    Gas: ['GasCertificate', 'flag'], // ?
  },
  General: {
    Availability: ['FreeAvailableName', 'text'], // ? (the public client knows FreeAvailable codes)
    AvailableFrom: ['FreeAvailableDate', 'date'], // ?
    ContractType: ['ContractTypeName', 'text'], // ?
    Reason: ['ReasonName', 'text'], // ?
  },
  MobilityScore: {
    Total: ['MobilityScore', 'number'], // ?
    PublicTransport: ['MobilityScorePublicTransport', 'number'], // ?
    Education: ['MobilityScoreEducation', 'number'], // ?
    Shops: ['MobilityScoreShops', 'number'], // ?
    Leisure: ['MobilityScoreLeisure', 'number'], // ?
    Health: ['MobilityScoreHealth', 'number'], // ?
    Environment: ['MobilityScoreEnvironment', 'number'], // ?
  },
  /** Omnicasa calls a life annuity 'viager' (GetPropertyList's HasViager, ViagerType). */
  Annuity: {
    Heads: ['ViagerHeads', 'annuityHeads'], // ? ([{ Age, Sex }])
    MonthlyRent: ['ViagerMonthlyRent', 'number'], // ?
    SurvivalRent: ['ViagerSurvivalRent', 'number'], // ?
    IndexedRent: ['ViagerIndexedRent', 'flag'], // ?
    MaxDuration: ['ViagerMaxDuration', 'integer'], // ?
  },
} as const satisfies { [G in DetailGroup]: { [F in keyof NonNullable<Property[G]>]-?: FieldSpec } };

/** Groups that are null in the snapshot when this field of theirs is null in Omnicasa. */
export const NULLABLE_GROUP_KEYS: Partial<Record<DetailGroup, string>> = {
  MobilityScore: 'Total',
  Annuity: 'MonthlyRent',
};

/** Snapshot fields of a property whose Omnicasa name differs, outside the groups. */
export const RENAMED_FIELDS = {
  Latitude: 'GoogleX',
  Longitude: 'GoogleY',
  CreateDate: 'CreatedDate',
  ModifyDate: 'LastChangedDate',
  Description: 'DescriptionA',
  Manager: 'Manager', // ? a user id, the agent itself comes from GetUserList
  Video: 'Video', // ?
  PointsOfInterest: 'PointsOfInterest', // ? [{ Name, Category, Type, Distance, Latitude, Longitude }]
} as const;

/**
 * The Omnicasa name of the field at a snapshot issue path: ['Surfaces', 'Living'] → 'SurfaceLiving',
 * ['ModifyDate'] → 'LastChangedDate', ['SmallPictureItem', 'Url'] → 'SmallPictureItem.Url'.
 */
export function omnicasaFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, ...rest] = path.map(String);
  if (first === undefined) return '(record)';
  const group = (GROUP_FIELDS as Record<string, Record<string, FieldSpec>>)[first];
  const spec = group && second !== undefined ? group[second] : undefined;
  if (spec) return [spec[0], ...rest].join('.');
  const renamed = (RENAMED_FIELDS as Record<string, string>)[first] ?? first;
  return [renamed, ...(second === undefined ? [] : [second]), ...rest].join('.');
}
