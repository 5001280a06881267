/**
 * zod schemas of the bundled CRM snapshot in data/ (SPEC §3), in the CRM's own PascalCase names.
 *
 * Conventions of the snapshot:
 * - every key of a record is always present; data the CRM does not have is `null` (a list with
 *   nothing in it is `[]`). Nothing is invented to fill a gap.
 * - amounts are euros, surfaces m², widths m, dates ISO (`YYYY-MM-DD`, timestamps with `Z`).
 * - texts are already translated into the record's `language`.
 *
 * Marquee codes (the badge of a property; null = no badge):
 * | code | meaning               | MarqueeName (nl / fr / en / de)                           |
 * |------|-----------------------|-----------------------------------------------------------|
 * | 1    | new                   | Nieuw / Nouveau / New / Neu                               |
 * | 2    | sold (Goal 0) or      | Verkocht / Vendu / Sold / Verkauft                        |
 * |      | rented (Goal ≠ 0)     | Verhuurd / Loué / Rented / Vermietet                      |
 * | 3    | under option          | Onder optie / Sous option / Under option / Unter Option   |
 * Codes 2 and 3 replace the price by the MarqueeName (SPEC §9 ignore list).
 *
 * PriceUnit codes:
 * | code | meaning                          | PriceUnitText (nl / fr / en / de)           |
 * |------|----------------------------------|---------------------------------------------|
 * | 1    | total price (sale)               | null                                        |
 * | 2    | per month (rent, annuity)        | /maand / /mois / /month / /Monat            |
 * | 7    | 'starting from' (SPEC §9)        | vanaf / à partir de / from / ab             |
 *
 * CountryID: 10 Belgium, 50 Luxembourg, 20 France, 30 Spain.
 */
import { z } from 'zod';
import { SITE_LOCALES } from '@/lib/locale';
import { perLanguageSchema } from '@/lib/locale-schema';
import { MARQUEE } from '@/lib/marquee';

export { MARQUEE };
/** The codes the committed snapshot uses; a CRM may send others (shown as a badge, the price kept). */
export const MARQUEE_CODES = [1, 2, 3] as const;

export const PRICE_UNIT = { TOTAL: 1, PER_MONTH: 2, STARTING_FROM: 7 } as const;
/** The codes the committed snapshot uses; any other unit appends its PriceUnitText (SPEC §9). */
export const PRICE_UNIT_CODES = [1, 2, 7] as const;

export const COUNTRY = { BELGIUM: 10, FRANCE: 20, SPAIN: 30, LUXEMBOURG: 50 } as const;

export const localeSchema = z.enum(SITE_LOCALES);

const id = z.number().int().positive();
/** A web category id (WebID): any the CRM gives (the committed snapshot uses 1–9). */
const webId = z.number().int().positive();
/** A code of the CRM (Marquee, PriceUnit): any positive whole number. */
const code = z.number().int().positive();
const text = z.string().min(1);
const optText = z.string().min(1).nullable();
const amount = z.number().finite().nonnegative();
const optAmount = amount.nullable();
const optCount = z.number().int().nonnegative().nullable();
const optFlag = z.boolean().nullable();
const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();
const year = z.number().int().min(1500).max(2100);
const sitePath = z.string().regex(/^\/[^/]/, 'expected a site path starting with /');
const httpUrl = z.url({ protocol: /^https?$/ });
const score = z.number().min(0).max(10);
/** Flemish flood scores (watertoets): A (no risk) to D (high). */
const floodScore = z.enum(['A', 'B', 'C', 'D']);

/** SmallPictureItem and every Pictures entry: /photos/{ID}/{n}.jpg. */
export const pictureSchema = z.object({
  ID: id,
  /** A path of the site, or a CRM's picture URL (lib/server/crm/omnicasa/picture-origins). */
  Url: z
    .string()
    .refine(
      (url) => sitePath.safeParse(url).success || httpUrl.safeParse(url).success,
      'expected a site path starting with / or an http(s) URL',
    ),
  Width: z.number().int().positive(),
  Height: z.number().int().positive(),
  Name: z.string().nullable(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** 'Prices and costs' of SPEC §3 (the headline price is Price/PriceUnit on the record). */
export const financialSchema = z.object({
  /** Price before bidding (online sale) or the lowest unit price of a new build. */
  StartPrice: optAmount,
  /** Current monthly rent income of a let property (investment, leaseback). */
  MonthlyRent: optAmount,
  /** Monthly charges (syndic) paid by the owner. */
  OwnerCharges: optAmount,
  /** Monthly charges (provisions) paid by the tenant. */
  RenterCharges: optAmount,
  /** Cadastral income (KI / RC), yearly. */
  CadastralIncome: optAmount,
  /** Real-estate tax (onroerende voorheffing / précompte immobilier), yearly. */
  PropertyTax: optAmount,
  DepositAmount: optAmount,
  AgencyCostRenter: optAmount,
  InventoryCost: optAmount,
  NotaryFeeExclVat: optAmount,
  NotaryFeeInclVat: optAmount,
  /** Estimated registration rights (a new build under VAT pays VAT instead, on the building). */
  RegistrationRights: optAmount,
  /** Sold under the VAT regime (new build). */
  VatRegime: optFlag,
  /** VAT amount included in the price, euros. */
  VatValue: optAmount,
  /** Construction cost (new build on a plot). */
  ConstructionCost: optAmount,
  /** Optional parking space: sale price or monthly rent, following the Goal. */
  ParkingPrice: optAmount,
  /** Optional garage: sale price or monthly rent, following the Goal. */
  GaragePrice: optAmount,
});

export const surfacesSchema = z.object({
  Total: optAmount,
  Living: optAmount,
  /** Plot / ground surface. */
  Ground: optAmount,
  Terrace: optAmount,
  Garden: optAmount,
  Office: optAmount,
  Store: optAmount,
  Built: optAmount,
  ExtraRoom: optAmount,
  /** Width of the plot at the street, m. */
  PlotWidth: optAmount,
  /** Width of the facade, m. */
  FrontWidth: optAmount,
});

export const countsSchema = z.object({
  Bedrooms: optCount,
  Bathrooms: optCount,
  ShowerRooms: optCount,
  Toilets: optCount,
  Garages: optCount,
  Parkings: optCount,
  ExternalParkings: optCount,
  Floors: optCount,
  ExtraRooms: optCount,
  Facades: optCount,
});

export const yearsSchema = z.object({
  Construction: year.nullable(),
  Renovation: year.nullable(),
});

/**
 * Energy certificate data besides EnergyPerformance (kWh/m²·year, the value that decides the
 * label) and EPCLabelText on the record.
 */
export const energySchema = z.object({
  /** Total primary energy, kWh/year. */
  TotalConsumption: optAmount,
  /** kg CO2/m²·year (Brussels PEB). */
  CO2Emission: optAmount,
  /** E-level (E-peil / niveau Ew) of a new build. */
  ELevel: z.number().int().nullable(),
  CertificateEndDate: isoDate.nullable(),
  /** Flanders: the EPC's unique code, e.g. 20230412-0002845123-RES-1. */
  UniqueCode: optText,
  /** Brussels and Wallonia: the PEB certificate number. */
  CertificateNumber: optText,
  /** Wallonia: specific primary energy consumption, kWh/m²·year. */
  SpecificConsumption: z.number().finite().nullable(),
});

export const risksSchema = z.object({
  /** Asbestos certificate (Flanders, buildings from before 2001): its type / outcome, translated. */
  AsbestosCertificateType: optText,
  AsbestosCertificateDate: isoDate.nullable(),
  /** Flood sensitivity of the location, translated. */
  FloodRisk: optText,
  /** In a delineated flood area (afgebakend overstromingsgebied). */
  FloodZone: optFlag,
  /** In a delineated riverbank zone (afgebakende oeverzone). */
  RiverbankZone: optFlag,
  /** Flanders flood score of the building, A–D. */
  GScore: floodScore.nullable(),
  /** Flanders flood score of the parcel, A–D. */
  PScore: floodScore.nullable(),
});

export const featuresSchema = z.object({
  Lift: optFlag,
  Cellar: optFlag,
  Terrace: optFlag,
  Garden: optFlag,
  Attic: optFlag,
  Furnished: optFlag,
  Gas: optFlag,
  Water: optFlag,
  Electricity: optFlag,
  Drain: optFlag,
  Pool: optFlag,
});

/**
 * Planning and legal. The five items Flanders requires in every advert are Permit,
 * ZoningDesignation, Summons, PreemptionRight and SubdivisionPermit.
 */
export const planningSchema = z.object({
  /** A building permit was issued. */
  Permit: optFlag,
  /** Planning designation ('area application'), translated: 'Woongebied', 'Zone d'habitat'… */
  ZoningDesignation: optText,
  /** A summons or enforcement claim (dagvaarding / herstelvordering) exists. */
  Summons: optFlag,
  PreemptionRight: optFlag,
  SubdivisionPermit: optFlag,
  /** A judicial decision concerning planning exists. */
  JudicialDecision: optFlag,
  /** Free text planning information, translated. */
  PlanningInformation: optText,
});

/** Building characteristics, translated texts. */
export const buildingSchema = z.object({
  Heating: optText,
  Glazing: optText,
  WindowFrame: optText,
  Kitchen: optText,
  InteriorComfort: z.array(text).nullable(),
  ExteriorComfort: z.array(text).nullable(),
  RoofType: optText,
  RoofMaterial: optText,
  RoofCondition: optText,
  FloorCovering: optText,
  TerraceOrientation: optText,
  GardenOrientation: optText,
  RearOrientation: optText,
  Condition: optText,
  Style: optText,
});

/** true: certificate present and compliant; false: not compliant; null: unknown. */
export const certificatesSchema = z.object({
  Ground: optFlag,
  Electricity: optFlag,
  ElectricityDate: isoDate.nullable(),
  Gas: optFlag,
});

/** 'Other' details: availability, contract type, reason. Texts translated. */
export const generalSchema = z.object({
  Availability: optText,
  AvailableFrom: isoDate.nullable(),
  ContractType: optText,
  Reason: optText,
});

/** Mobility score, 0–10 per domain (nearby places are PointsOfInterest). */
export const mobilityScoreSchema = z.object({
  Total: score,
  PublicTransport: score.nullable(),
  Education: score.nullable(),
  Shops: score.nullable(),
  Leisure: score.nullable(),
  Health: score.nullable(),
  Environment: score.nullable(),
});

/** Life annuity (viager / lijfrente): the Price is the lump sum (bouquet). */
export const annuitySchema = z.object({
  Heads: z
    .array(z.object({ Age: z.number().int().min(18).max(120), Sex: z.enum(['M', 'F']) }))
    .min(1)
    .max(2),
  /** The monthly life annuity. */
  MonthlyRent: amount,
  /** Monthly annuity that continues for the survivor of two heads. */
  SurvivalRent: optAmount,
  /** The annuity is indexed yearly. */
  IndexedRent: optFlag,
  /** Term annuity: maximum number of years, null = for life. */
  MaxDuration: z.number().int().positive().nullable(),
});

export const managerSchema = z.object({
  ID: id,
  Name: text,
  /** Null when the CRM has none (or not a valid one). */
  Email: z.email().nullable(),
  Phone: optText,
  /** A path of the site, or a CRM's picture URL (lib/server/crm/omnicasa/picture-origins). */
  Photo: z.union([sitePath, httpUrl]).nullable(),
});
export type Manager = z.infer<typeof managerSchema>;

export const documentSchema = z.object({
  ID: id,
  Name: text,
  Url: z.union([sitePath, httpUrl]),
  /** Bytes; null when the CRM does not say. */
  Size: z.number().int().positive().nullable(),
});
export type PropertyDocument = z.infer<typeof documentSchema>;

export const POI_CATEGORIES = ['transport', 'education', 'shops', 'leisure', 'health'] as const;
export const pointOfInterestSchema = z.object({
  Name: text,
  Category: z.enum(POI_CATEGORIES),
  /** Translated kind: 'Metrostation', 'Station de métro'… */
  Type: text,
  /** Metres, straight line. */
  Distance: z.number().int().nonnegative(),
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
});
export type PointOfInterest = z.infer<typeof pointOfInterestSchema>;

const WEB_IDS_PATTERN = /^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/;

export const propertySchema = z
  .object({
    // List fields.
    ID: id,
    /** 0 sale; any non-zero value means rent (the snapshot uses 1). */
    Goal: z.number().int().nonnegative(),
    City: text,
    /** '' when the CRM gives none (a town abroad). */
    Zip: z.string(),
    /** The title; may be empty. */
    TypeDescription: z.string(),
    WebID: webId,
    /** Comma-separated WebIDs, the primary one included: '1' or '1,6'. */
    WebIDs: z.string().regex(WEB_IDS_PATTERN, "expected comma-separated WebIDs, e.g. '1,6'"),
    MainTypeName: text,
    /**
     * The language of the record's texts: the file's own, or, for a property the CRM does not have in
     * that language, the language it is shown in instead (the site's default when the CRM has it);
     * pages then mark those texts with their `lang`.
     */
    language: localeSchema,
    RecordFile: optText,
    Marquee: code.nullable(),
    MarqueeName: optText,
    SmallPictureItem: pictureSchema.nullable(),
    // Display fields.
    PublishPrice: z.boolean(),
    Price: optAmount,
    PriceUnit: code.nullable(),
    PriceUnitText: optText,
    PublishAddress: z.boolean(),
    Street: optText,
    HouseNumber: optText,
    BoxNr: optText,
    /** Null when the CRM does not say. */
    CountryID: id.nullable(),
    CountryName: optText,
    /** kWh/m²·year; negative for buildings producing more than they use. */
    EnergyPerformance: z.number().finite().nullable(),
    /** The label as text: 'A++', 'B', 'C-'… (Luxembourg: its own class 'A+'…'I'). */
    EPCLabelText: optText,
    /**
     * Coordinates; when PublishAddress is false they are the neighbourhood's, rounded to 0.01°.
     */
    Latitude: z.number().min(-90).max(90).nullable(),
    Longitude: z.number().min(-180).max(180).nullable(),
    CreateDate: isoDateTime,
    ModifyDate: isoDateTime,
    /** Plain text; paragraphs separated by a blank line. */
    Description: z.string(),
    Pictures: z.array(pictureSchema),
    // Detail groups.
    Financial: financialSchema,
    Surfaces: surfacesSchema,
    Counts: countsSchema,
    Years: yearsSchema,
    Energy: energySchema,
    Risks: risksSchema,
    Features: featuresSchema,
    Planning: planningSchema,
    Building: buildingSchema,
    Certificates: certificatesSchema,
    General: generalSchema,
    MobilityScore: mobilityScoreSchema.nullable(),
    Annuity: annuitySchema.nullable(),
    Manager: managerSchema.nullable(),
    /** Matterport, tvl or yisual tour (SPEC §5). */
    VirtualTour: httpUrl.nullable(),
    /** Video file or YouTube / Vimeo / Facebook link (SPEC §5). */
    Video: httpUrl.nullable(),
    Documents: z.array(documentSchema),
    PointsOfInterest: z.array(pointOfInterestSchema),
  })
  .superRefine((p, ctx) => {
    if (!p.WebIDs.split(',').map(Number).includes(p.WebID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WebIDs'],
        message: `expected the list to contain WebID ${p.WebID}, received '${p.WebIDs}'`,
      });
    }
    if (p.ModifyDate < p.CreateDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['ModifyDate'],
        message: 'expected a date after CreateDate',
      });
    }
  });

export const propertiesFileSchema = z.array(propertySchema);
export type Property = z.infer<typeof propertySchema>;

/** One entry of data/types.json (the CRM's webIDs list). */
export const propertyTypeSchema = z.object({
  ID: id,
  WebID: webId,
  Name: text,
  ShowOrder: z.number().int().nonnegative(),
  Sale: z.boolean(),
  Rent: z.boolean(),
  language: localeSchema,
});
export type PropertyTypeRecord = z.infer<typeof propertyTypeSchema>;
export const typesFileSchema = perLanguageSchema(z.array(propertyTypeSchema));

/** One entry of data/cities.json. */
export const citySchema = z.object({
  Name: text,
  Zip: z.string(),
  CountryID: id.nullable(),
  CountryName: optText,
  PropertyCount: z.number().int().nonnegative(),
  language: localeSchema,
});
export type CityRecord = z.infer<typeof citySchema>;
export const CITY_LISTS = ['all', 'sale', 'rent'] as const;
export type CityList = (typeof CITY_LISTS)[number];
const cityListsSchema = z.object({
  all: z.array(citySchema),
  sale: z.array(citySchema),
  rent: z.array(citySchema),
});
export const citiesFileSchema = perLanguageSchema(cityListsSchema);

/** A property list (relation id of a property-list module, SPEC §2.3). */
export const PROPERTY_LIST_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export const propertyListSchema = z.object({
  id: id,
  /** Internal name, for editors. */
  name: text,
  /** 0 sale, 1 rent, null both. */
  goal: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** belgium: CountryID 10; international: any other; null: all. */
  country: z.enum(['belgium', 'international']).nullable(),
  /** Marquee codes left out of the list (e.g. 2: sold / rented). */
  excludeMarquees: z.array(z.number().int().positive()),
  sort: z.enum(PROPERTY_LIST_SORTS),
  /** Maximum number of items; null: all. */
  limit: z.number().int().positive().nullable(),
});
export type PropertyList = z.infer<typeof propertyListSchema>;
export const propertyListsFileSchema = z.array(propertyListSchema);

const localizedText = perLanguageSchema(z.string());

/** A unit of a new-build project. */
export const projectUnitSchema = z.object({
  ID: id,
  /** The unit's reference in the project: 'A1.2'. */
  Reference: text,
  /** Null when the CRM does not say. */
  WebID: webId.nullable(),
  Floor: z.number().int().nullable(),
  Bedrooms: optCount,
  /** Living surface, m². */
  Surface: optAmount,
  Price: optAmount,
  /** Same codes as Property.Marquee: null available, 2 sold, 3 under option. */
  Marquee: code.nullable(),
  /** The property record of this unit in the snapshot, when it is published as one. */
  PropertyID: id.nullable(),
});
export type ProjectUnit = z.infer<typeof projectUnitSchema>;

/** A new-build project (SPEC §3 Project fields). Texts per language. */
export const projectSchema = z.object({
  ID: id,
  Name: localizedText,
  Description: localizedText,
  /** Street and number may be shown. */
  PublicAddress: z.boolean(),
  Street: localizedText.nullable(),
  HouseNumber: optText,
  BoxNr: optText,
  /** '' when the CRM gives none. */
  Zip: z.string(),
  City: localizedText,
  CountryID: id.nullable(),
  CountryName: localizedText,
  Latitude: z.number().min(-90).max(90).nullable(),
  Longitude: z.number().min(-180).max(180).nullable(),
  DeliveryDate: isoDate.nullable(),
  Pictures: z.array(pictureSchema),
  Units: z.array(projectUnitSchema),
  Manager: managerSchema.nullable(),
  CreateDate: isoDateTime,
  ModifyDate: isoDateTime,
});
export type Project = z.infer<typeof projectSchema>;
export const projectsFileSchema = z.array(projectSchema);

/**
 * The prices a property was seen at by the CRM syncs (lib/server/crm, table catalogue_prices), per
 * property ID, oldest first: an entry when first seen and one per change. `price` null: hidden.
 */
export const priceChangeSchema = z.object({ date: isoDateTime, price: z.number().nonnegative().nullable() });
export type PriceChange = z.infer<typeof priceChangeSchema>;
export const priceHistoryFileSchema = z.record(z.string().regex(/^\d+$/), z.array(priceChangeSchema));
export type PriceHistory = z.infer<typeof priceHistoryFileSchema>;
