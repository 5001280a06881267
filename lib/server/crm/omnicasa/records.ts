/**
 * The records Omnicasa answers, as the client hands them out. An answer's record needs only an id
 * to be taken: every other field is read on its own by the mapping (./property-record,
 * ./catalogue-records), so one field Omnicasa spells or types otherwise than we guessed empties
 * that field, never the record.
 */
import 'server-only';
import { z } from 'zod';
import { readId } from './field-kinds';

/** An id: a positive whole number, or one written as text. */
export const wireId = z.unknown().transform((value, ctx) => {
  const read = readId(value);
  if (read.ok && read.value !== null) return read.value;
  ctx.addIssue({ code: 'custom', message: read.ok ? 'missing' : read.code });
  return z.NEVER;
});

/** A record of an answer: its id checked, every other field kept as it came. */
const wireRecord = z.looseObject({ ID: wireId });
export type WireRecord = { ID: number; [field: string]: unknown };

/** GetProperty's answer: one flat record in the language asked. */
export const omnicasaPropertySchema = wireRecord as unknown as z.ZodType<WireRecord>;
export type OmnicasaProperty = WireRecord;

/** SmallPictureItem, and each item of GetPropertyPictureList / GetProjectPictureList. */
export const omnicasaPictureSchema = omnicasaPropertySchema;
/** An item of GetDocumentList (asked by ObjectIDs: each names its property in ObjectID). */
export const omnicasaDocumentSchema = omnicasaPropertySchema;
/** GetProject's answer in one language. */
export const omnicasaProjectSchema = omnicasaPropertySchema;
/** An item of GetUserList: an agent. */
export const omnicasaUserSchema = omnicasaPropertySchema;
/** An item of GetWebIDList: a web category (the site's property types). Its ID may be absent: WebID names it. */
export const omnicasaWebIdSchema = z.looseObject({}) as unknown as z.ZodType<Record<string, unknown>>;

/** An item of GetPropertyList: the id is what the catalogue needs. */
export const omnicasaPropertySummarySchema = omnicasaPropertySchema;

/** An item of GetDeletedPropertyIDs: a bare id, or a record with one. */
export const omnicasaDeletedIdSchema = z.union([
  wireId,
  z.looseObject({ ID: wireId }).transform((r) => r.ID),
]);

/** An item of GetProjectList: its id is what the catalogue needs. */
export const omnicasaProjectSummarySchema = omnicasaPropertySchema;

const optionalId = z.unknown().optional().transform((value) => {
  const read = readId(value);
  return read.ok ? read.value : null;
});

/** An item of GetTypeOfPropertyList: the CRM's own types, each under a WebID (leads name types by these ids). */
export const omnicasaTypeOfPropertySchema = z.object({
  ID: wireId,
  Name: z.unknown().optional().transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null)),
  WebID: optionalId,
  ParentID: optionalId,
});
export type OmnicasaTypeOfProperty = z.output<typeof omnicasaTypeOfPropertySchema>;

/** An item of GetOfficeList. */
export const omnicasaOfficeSchema = omnicasaPropertySchema;

/** GetVisitStatisticOfProperty's answer: its fields are not public, so it is kept as it comes. */
export const omnicasaVisitStatisticSchema = z.record(z.string(), z.unknown());
export type OmnicasaVisitStatistic = z.output<typeof omnicasaVisitStatisticSchema>;
