/**
 * Omnicasa's records ↔ the site's snapshot records (lib/data/schemas). `toSnapshot…` builds the
 * site's record and checks it with the site's own schema, throwing an InvalidRecordError that names
 * the Omnicasa field at fault; `fromSnapshot…` is the inverse, what the API would answer for a
 * snapshot record (the fake CRM serves it). Field names: ./property-fields.
 */
import type { z } from 'zod';
import {
  documentSchema,
  managerSchema,
  pictureSchema,
  projectSchema,
  propertySchema,
  propertyTypeSchema,
  type Manager,
  type Picture,
  type Project,
  type Property,
  type PropertyDocument,
  type PropertyTypeRecord,
} from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { fromIsoDate, fromIsoDateTime, toIsoDate, toIsoDateTime } from './dates';
import { InvalidRecordError } from './errors';
import { perLanguage } from './languages';
import { kindOf } from './field-kinds';
import {
  DETAIL_GROUPS,
  GROUP_FIELDS,
  NULLABLE_GROUP_KEYS,
  omnicasaFieldOf,
  type FieldSpec,
} from './property-fields';
import type {
  OmnicasaDocument,
  OmnicasaPicture,
  OmnicasaProject,
  OmnicasaProperty,
  OmnicasaUser,
  OmnicasaWebId,
} from './records';

/** `candidate` checked with the site's schema; an issue becomes an InvalidRecordError. */
function validated<S extends z.ZodType>(
  schema: S,
  candidate: unknown,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) =>
    path.map(String).join('.') || '(record)',
): z.output<S> {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new InvalidRecordError(fieldOf(issue.path), issue.message);
}

const groupFields = (group: (typeof DETAIL_GROUPS)[number]) =>
  Object.entries(GROUP_FIELDS[group] as Record<string, FieldSpec>);

export function toSnapshotPicture(picture: OmnicasaPicture): Picture {
  return validated(pictureSchema, picture);
}

export function toSnapshotDocument(document: OmnicasaDocument): PropertyDocument {
  const { ID, Name, Url, Size } = document;
  return validated(documentSchema, { ID, Name, Url, Size });
}

export function toSnapshotManager(user: OmnicasaUser): Manager {
  const { ID, Name, Email, PhoneNumber, PhotoUrl } = user;
  return validated(managerSchema, { ID, Name, Email, Phone: PhoneNumber, Photo: PhotoUrl });
}

function fromSnapshotManager(manager: Manager): OmnicasaUser {
  const { ID, Name, Email, Phone, Photo } = manager;
  return { ID, Name, Email, PhoneNumber: Phone, PhotoUrl: Photo };
}

export interface PropertyContext {
  locale: SiteLocale;
  /** GetPropertyPictureList, in order. */
  pictures: readonly OmnicasaPicture[];
  /** GetDocumentList, the property's own. */
  documents: readonly OmnicasaDocument[];
  /** The agent whose user id is the property's Manager (GetUserList). */
  manager?: OmnicasaUser | null;
}

/** The site's property from GetProperty's record and its pictures, documents and agent. */
export function toSnapshotProperty(raw: OmnicasaProperty, context: PropertyContext): Property {
  const groups: Record<string, unknown> = {};
  for (const group of DETAIL_GROUPS) {
    const values = Object.fromEntries(
      groupFields(group).map(([field, [name, kind]]) => [
        field,
        kindOf(kind).toSnapshot(raw[name] ?? null),
      ]),
    );
    const key = NULLABLE_GROUP_KEYS[group];
    groups[group] = key && values[key] === null ? null : values;
  }
  const manager = context.manager && context.manager.ID === raw.Manager ? context.manager : null;
  return validated(
    propertySchema,
    {
      ID: raw.ID,
      Goal: raw.Goal,
      City: raw.City,
      Zip: raw.Zip,
      TypeDescription: raw.TypeDescription,
      WebID: raw.WebID,
      WebIDs: raw.WebIDs,
      MainTypeName: raw.MainTypeName,
      language: context.locale,
      RecordFile: raw.RecordFile,
      Marquee: raw.Marquee,
      MarqueeName: raw.MarqueeName,
      SmallPictureItem: raw.SmallPictureItem,
      PublishPrice: raw.PublishPrice,
      Price: raw.Price,
      PriceUnit: raw.PriceUnit,
      PriceUnitText: raw.PriceUnitText,
      PublishAddress: raw.PublishAddress,
      Street: raw.Street,
      HouseNumber: raw.HouseNumber,
      BoxNr: raw.BoxNr,
      CountryID: raw.CountryID,
      CountryName: raw.CountryName,
      EnergyPerformance: raw.EnergyPerformance,
      EPCLabelText: raw.EPCLabelText,
      Latitude: raw.GoogleX,
      Longitude: raw.GoogleY,
      CreateDate: toIsoDateTime(raw.CreatedDate),
      ModifyDate: toIsoDateTime(raw.LastChangedDate),
      Description: raw.DescriptionA,
      Pictures: context.pictures,
      ...groups,
      Manager: manager && toSnapshotManager(manager),
      VirtualTour: raw.VirtualTour,
      Video: raw.Video,
      Documents: context.documents.map(({ ID, Name, Url, Size }) => ({ ID, Name, Url, Size })),
      PointsOfInterest: raw.PointsOfInterest,
    },
    omnicasaFieldOf,
  );
}

/** What Omnicasa answers for a property of one language: GetProperty, its pictures, documents, agent. */
export interface OmnicasaPropertyRecords {
  property: OmnicasaProperty;
  pictures: OmnicasaPicture[];
  documents: OmnicasaDocument[];
  manager: OmnicasaUser | null;
}

export function fromSnapshotProperty(p: Property): OmnicasaPropertyRecords {
  const details: Record<string, unknown> = {};
  for (const group of DETAIL_GROUPS) {
    const values = p[group] as Record<string, unknown> | null;
    for (const [field, [name, kind]] of groupFields(group)) {
      details[name] = values === null ? null : kindOf(kind).toOmnicasa(values[field]);
    }
  }
  return {
    property: {
      ID: p.ID,
      Goal: p.Goal,
      City: p.City,
      Zip: p.Zip,
      TypeDescription: p.TypeDescription,
      WebID: p.WebID,
      WebIDs: p.WebIDs,
      MainTypeName: p.MainTypeName,
      RecordFile: p.RecordFile,
      Marquee: p.Marquee,
      MarqueeName: p.MarqueeName,
      SmallPictureItem: p.SmallPictureItem,
      PublishPrice: p.PublishPrice,
      Price: p.Price,
      PriceUnit: p.PriceUnit,
      PriceUnitText: p.PriceUnitText,
      PublishAddress: p.PublishAddress,
      Street: p.Street,
      HouseNumber: p.HouseNumber,
      BoxNr: p.BoxNr,
      CountryID: p.CountryID,
      CountryName: p.CountryName,
      EnergyPerformance: p.EnergyPerformance,
      EPCLabelText: p.EPCLabelText,
      GoogleX: p.Latitude,
      GoogleY: p.Longitude,
      CreatedDate: fromIsoDateTime(p.CreateDate),
      LastChangedDate: fromIsoDateTime(p.ModifyDate),
      DescriptionA: p.Description,
      VirtualTour: p.VirtualTour,
      Video: p.Video,
      PointsOfInterest: p.PointsOfInterest,
      Manager: p.Manager?.ID ?? null,
      ...details,
    },
    pictures: p.Pictures,
    documents: p.Documents.map((document) => ({ ...document, ObjectID: p.ID })),
    manager: p.Manager && fromSnapshotManager(p.Manager),
  };
}

/** Project fields whose Omnicasa name differs (and the units' fields, named as a property's). */
const PROJECT_RENAMED: Record<string, string> = {
  Description: 'DescriptionA',
  Latitude: 'GoogleX',
  Longitude: 'GoogleY',
  CreateDate: 'CreatedDate',
  ModifyDate: 'LastChangedDate',
  Bedrooms: 'NumberOfBedRooms',
  Surface: 'SurfaceLiving',
};
const projectFieldOf = (path: readonly PropertyKey[]) =>
  path.map((segment) => PROJECT_RENAMED[String(segment)] ?? String(segment)).join('.');

export interface ProjectContext {
  /** GetProjectPictureList, in order. */
  pictures: readonly OmnicasaPicture[];
  manager?: OmnicasaUser | null;
}

/** The site's project from its GetProject record in each language (texts per language, the rest from the first). */
export function toSnapshotProject(
  byLocale: Record<SiteLocale, OmnicasaProject>,
  context: ProjectContext,
): Project {
  const raw = byLocale[SITE_LOCALES[0]];
  const manager = context.manager && context.manager.ID === raw.Manager ? context.manager : null;
  return validated(
    projectSchema,
    {
      ID: raw.ID,
      Name: perLanguage((l) => byLocale[l].Name),
      Description: perLanguage((l) => byLocale[l].DescriptionA),
      PublicAddress: raw.PublicAddress,
      Street: SITE_LOCALES.every((l) => byLocale[l].Street === null)
        ? null
        : perLanguage((l) => byLocale[l].Street ?? ''),
      HouseNumber: raw.HouseNumber,
      BoxNr: raw.BoxNr,
      Zip: raw.Zip,
      City: perLanguage((l) => byLocale[l].City),
      CountryID: raw.CountryID,
      CountryName: perLanguage((l) => byLocale[l].CountryName),
      Latitude: raw.GoogleX,
      Longitude: raw.GoogleY,
      DeliveryDate: raw.DeliveryDate === null ? null : toIsoDate(raw.DeliveryDate),
      Pictures: context.pictures,
      Units: raw.Units.map((unit) => ({
        ID: unit.ID,
        Reference: unit.Reference,
        WebID: unit.WebID,
        Floor: unit.Floor,
        Bedrooms: unit.NumberOfBedRooms,
        Surface: unit.SurfaceLiving,
        Price: unit.Price,
        Marquee: unit.Marquee,
        PropertyID: unit.PropertyID,
      })),
      Manager: manager && toSnapshotManager(manager),
      CreateDate: toIsoDateTime(raw.CreatedDate),
      ModifyDate: toIsoDateTime(raw.LastChangedDate),
    },
    projectFieldOf,
  );
}

/** What Omnicasa answers for a project: GetProject per language, its pictures, its agent. */
export interface OmnicasaProjectRecords {
  projects: Record<SiteLocale, OmnicasaProject>;
  pictures: OmnicasaPicture[];
  manager: OmnicasaUser | null;
}

export function fromSnapshotProject(project: Project): OmnicasaProjectRecords {
  const projects = perLanguage((locale): OmnicasaProject => ({
    ID: project.ID,
    Name: project.Name[locale],
    DescriptionA: project.Description[locale],
    PublicAddress: project.PublicAddress,
    Street: project.Street?.[locale] || null,
    HouseNumber: project.HouseNumber,
    BoxNr: project.BoxNr,
    Zip: project.Zip,
    City: project.City[locale],
    CountryID: project.CountryID,
    CountryName: project.CountryName[locale],
    GoogleX: project.Latitude,
    GoogleY: project.Longitude,
    DeliveryDate: project.DeliveryDate && fromIsoDate(project.DeliveryDate),
    CreatedDate: fromIsoDateTime(project.CreateDate),
    LastChangedDate: fromIsoDateTime(project.ModifyDate),
    Manager: project.Manager?.ID ?? null,
    Units: project.Units.map((unit) => ({
      ID: unit.ID,
      Reference: unit.Reference,
      WebID: unit.WebID,
      Floor: unit.Floor,
      NumberOfBedRooms: unit.Bedrooms,
      SurfaceLiving: unit.Surface,
      Price: unit.Price,
      Marquee: unit.Marquee,
      PropertyID: unit.PropertyID,
    })),
  }));
  return {
    projects,
    pictures: project.Pictures,
    manager: project.Manager && fromSnapshotManager(project.Manager),
  };
}

/** A property type of the site (data/types.json) from a GetWebIDList item. */
export function toSnapshotType(raw: OmnicasaWebId, locale: SiteLocale): PropertyTypeRecord {
  return validated(propertyTypeSchema, { ...raw, language: locale });
}

export function fromSnapshotType(type: PropertyTypeRecord): OmnicasaWebId {
  const { ID, WebID, Name, ShowOrder, Sale, Rent } = type;
  return { ID, WebID, Name, ShowOrder, Sale, Rent };
}
