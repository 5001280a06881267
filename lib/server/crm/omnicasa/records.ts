/**
 * The records Omnicasa answers, as zod schemas: each answer's record is checked on its own, so one
 * malformed record is skipped (and reported) without losing the others. Output types are what the
 * client hands out; the mapping to the site's snapshot is in ./map.
 */
import { z } from 'zod';
import type { SiteLocale } from '@/lib/locale';
import {
  FIELD_KINDS,
  omnicasaCode,
  omnicasaCoordinate,
  omnicasaDate,
  omnicasaFlag,
  omnicasaFreeText,
  omnicasaInteger,
  omnicasaNumber,
  omnicasaRequiredDate,
  omnicasaText,
} from './field-kinds';
import { GROUP_FIELDS, type FieldSpec } from './property-fields';

/** A record left out of an answer, and why: `field` is the Omnicasa field at fault. */
export interface SkippedRecord {
  method: string;
  /** The record's ID, when it had a readable one. */
  id: number | null;
  field: string;
  message: string;
  /** The language of the answer, when the request asked for one. */
  language?: SiteLocale;
}

const id = z.number().int().positive();

/** SmallPictureItem, and each item of GetPropertyPictureList / GetProjectPictureList (assumed the same). */
export const omnicasaPictureSchema = z.object({
  ID: id,
  Url: z.string(),
  Width: omnicasaInteger,
  Height: omnicasaInteger,
  Name: omnicasaText,
});
export type OmnicasaPicture = z.output<typeof omnicasaPictureSchema>;

/** An item of GetDocumentList (asked by ObjectIDs). Field names assumed. */
export const omnicasaDocumentSchema = z.object({
  ID: id,
  ObjectID: id,
  Name: omnicasaText,
  Url: omnicasaText,
  Size: omnicasaInteger,
});
export type OmnicasaDocument = z.output<typeof omnicasaDocumentSchema>;

/** A nearby place of a property (assumed inline in GetProperty). */
const omnicasaPointOfInterestSchema = z.object({
  Name: omnicasaText,
  Category: omnicasaText,
  Type: omnicasaText,
  Distance: omnicasaNumber,
  Latitude: omnicasaCoordinate,
  Longitude: omnicasaCoordinate,
});

const detailFields: Record<string, z.ZodType> = Object.fromEntries(
  (Object.values(GROUP_FIELDS) as Array<Record<string, FieldSpec>>).flatMap((fields) =>
    Object.values(fields).map(([name, kind]) => [name, FIELD_KINDS[kind].schema]),
  ),
);

const propertyCoreFields = z.object({
  ID: id,
  Goal: z.number().int().nonnegative(),
  City: omnicasaText,
  Zip: omnicasaText,
  TypeDescription: omnicasaFreeText,
  WebID: z.number().int(),
  WebIDs: z
    .union([z.string(), z.array(z.number().int())])
    .transform((v) => (Array.isArray(v) ? v.join(',') : v.replace(/\s+/g, ''))),
  MainTypeName: omnicasaText,
  RecordFile: omnicasaText,
  Marquee: omnicasaCode,
  MarqueeName: omnicasaText,
  SmallPictureItem: omnicasaPictureSchema.nullish().transform((v) => v ?? null),
  PublishPrice: z.boolean(),
  Price: omnicasaNumber,
  PriceUnit: omnicasaCode,
  PriceUnitText: omnicasaText,
  PublishAddress: z.boolean(),
  Street: omnicasaText,
  HouseNumber: omnicasaText,
  BoxNr: omnicasaText,
  CountryID: omnicasaInteger,
  CountryName: omnicasaText,
  EnergyPerformance: omnicasaNumber,
  EPCLabelText: omnicasaText,
  GoogleX: omnicasaCoordinate,
  GoogleY: omnicasaCoordinate,
  CreatedDate: omnicasaRequiredDate,
  LastChangedDate: omnicasaRequiredDate,
  DescriptionA: omnicasaFreeText,
  VirtualTour: omnicasaText,
  Video: omnicasaText,
  PointsOfInterest: z
    .array(omnicasaPointOfInterestSchema)
    .nullish()
    .transform((v) => v ?? []),
  /** The agent's user id (GetUserList). */
  Manager: omnicasaInteger,
});

/** GetProperty's answer: one flat record in the language asked; detail fields by their Omnicasa name. */
export type OmnicasaProperty = z.output<typeof propertyCoreFields> & {
  [detailField: string]: unknown;
};
export const omnicasaPropertySchema = propertyCoreFields.extend(
  detailFields,
) as unknown as z.ZodType<OmnicasaProperty>;

/** An item of GetPropertyList: only what the catalogue needs is checked, the rest is kept. */
export const omnicasaPropertySummarySchema = z.looseObject({
  ID: id,
  LastChangedDate: omnicasaDate,
});
export type OmnicasaPropertySummary = z.output<typeof omnicasaPropertySummarySchema>;

/** An item of GetDeletedPropertyIDs: a bare id, or a record with one. */
export const omnicasaDeletedIdSchema = z.union([
  id,
  z.looseObject({ ID: id }).transform((r) => r.ID),
]);

/** A unit of a project (assumed inline in GetProject), named like a property's fields. */
const omnicasaProjectUnitSchema = z.object({
  ID: id,
  Reference: omnicasaText,
  WebID: z.number().int(),
  Floor: omnicasaInteger,
  NumberOfBedRooms: omnicasaInteger,
  SurfaceLiving: omnicasaNumber,
  Price: omnicasaNumber,
  Marquee: omnicasaCode,
  PropertyID: omnicasaInteger,
});

/** GetProject's answer in one language (field names as on a property; Units and DeliveryDate assumed). */
export const omnicasaProjectSchema = z.object({
  ID: id,
  Name: omnicasaFreeText,
  DescriptionA: omnicasaFreeText,
  /** SPEC §3 names this project field PublicAddress (a property's is PublishAddress). */
  PublicAddress: z.boolean(),
  Street: omnicasaText,
  HouseNumber: omnicasaText,
  BoxNr: omnicasaText,
  Zip: omnicasaText,
  City: omnicasaFreeText,
  CountryID: z.number().int(),
  CountryName: omnicasaFreeText,
  GoogleX: omnicasaCoordinate,
  GoogleY: omnicasaCoordinate,
  DeliveryDate: omnicasaDate,
  CreatedDate: omnicasaRequiredDate,
  LastChangedDate: omnicasaRequiredDate,
  Manager: omnicasaInteger,
  Units: z
    .array(omnicasaProjectUnitSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type OmnicasaProject = z.output<typeof omnicasaProjectSchema>;

/** An item of GetProjectList: its id is what the catalogue needs. */
export const omnicasaProjectSummarySchema = z.looseObject({ ID: id });

/** An item of GetWebIDList (the site's property types); names as otomaties-omnicasa-sync reads them. */
export const omnicasaWebIdSchema = z.object({
  ID: id,
  WebID: z.number().int(),
  Name: omnicasaText,
  ShowOrder: omnicasaInteger,
  Sale: omnicasaFlag,
  Rent: omnicasaFlag,
});
export type OmnicasaWebId = z.output<typeof omnicasaWebIdSchema>;

/** An item of GetTypeOfPropertyList: the CRM's own types, each under a WebID. */
export const omnicasaTypeOfPropertySchema = z.object({
  ID: id,
  Name: omnicasaText,
  WebID: omnicasaInteger,
  ParentID: omnicasaInteger,
});
export type OmnicasaTypeOfProperty = z.output<typeof omnicasaTypeOfPropertySchema>;

/** An item of GetUserList: an agent. Field names assumed. */
export const omnicasaUserSchema = z.object({
  ID: id,
  Name: omnicasaText,
  Email: omnicasaText,
  PhoneNumber: omnicasaText,
  PhotoUrl: omnicasaText,
});
export type OmnicasaUser = z.output<typeof omnicasaUserSchema>;

/** An item of GetOfficeList. */
export const omnicasaOfficeSchema = z.looseObject({ ID: id, Name: omnicasaText });
export type OmnicasaOffice = z.output<typeof omnicasaOfficeSchema>;

/** GetVisitStatisticOfProperty's answer: its fields are not public, so it is kept as it comes. */
export const omnicasaVisitStatisticSchema = z.record(z.string(), z.unknown());
export type OmnicasaVisitStatistic = z.output<typeof omnicasaVisitStatisticSchema>;
