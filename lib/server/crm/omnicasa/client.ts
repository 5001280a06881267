/**
 * A typed Omnicasa client: one method per API method the site uses, parameters in Omnicasa's own
 * names. Every answer is checked with zod: the envelope strictly (a CrmGarbageError otherwise), each
 * record on its own (one without a readable id lands in `skipped` as a note, never thrown; its
 * other fields are the mapping's to read, ./property-record).
 * Lists are read whole, walking Limit1/Limit2 (1-based, inclusive) up to RowsCount.
 * A refusal is taken for refused credentials (a CrmAuthError) when ValidateCustomer refuses them
 * too: Omnicasa's refusal of the credentials names no reason.
 */
import 'server-only';
import { z } from 'zod';
import type { OmnicasaConfig } from './config';
import { CrmAuthError, CrmGarbageError, CrmRefusedError } from './errors';
import { localeOfLanguageId } from './languages';
import {
  omnicasaDeletedIdSchema,
  omnicasaDocumentSchema,
  omnicasaOfficeSchema,
  omnicasaPictureSchema,
  omnicasaProjectSchema,
  omnicasaProjectSummarySchema,
  omnicasaPropertySchema,
  omnicasaPropertySummarySchema,
  omnicasaTypeOfPropertySchema,
  omnicasaUserSchema,
  omnicasaVisitStatisticSchema,
  omnicasaWebIdSchema,
} from './records';
import type { SyncNote } from './notes';
import { createTransport, type RequestParams } from './transport';

export interface ListAnswer<T> {
  items: T[];
  /** RowsCount as Omnicasa gave it (skipped records included). */
  rowsCount: number;
  skipped: SyncNote[];
}

export interface RecordAnswer<T> {
  /** Null when Omnicasa has no such record, or when it was skipped. */
  record: T | null;
  skipped: SyncNote[];
}

type Language = { LanguageId?: number; DescriptionLanguageId?: number };
export type PropertyListParams = Language & {
  /** Only what changed since then. */
  ChangeSince?: Date;
  IDs?: readonly number[];
  Goal?: number;
  WebIDs?: readonly number[];
};

/** ContactOnMe: a person asking about a property (ObjectID), or the agency in general. */
export type ContactOnMeParams = {
  Name: string;
  FirstName: string;
  Email: string;
  AddressTitle?: string;
  PhoneNumber?: string;
  Subject?: string;
  Content?: string;
  /** The property. */
  ObjectID?: number;
  /** A visit slot of the CRM's agenda (GetAppointmentObject). */
  AppointmentID?: number;
  AgendaComment?: string;
  /** The language the person speaks. */
  LanguageIdFromParameter?: number;
  LanguageId?: number;
  /** Where the person comes from: 5 is 'agency website' in the public client's list. */
  SourceId?: number;
};

/** ContactOnMeProject: the same about new-build projects. */
export type ContactOnMeProjectParams = Omit<
  ContactOnMeParams,
  'ObjectID' | 'AppointmentID' | 'AgendaComment'
> & {
  ProjectIDs: readonly number[];
};

/** DemandRegister: a search profile the CRM matches new stock against. */
export type DemandRegisterParams = Omit<
  ContactOnMeParams,
  'ObjectID' | 'AppointmentID' | 'AgendaComment' | 'Subject' | 'Content'
> & {
  /** 0 sale, 1 rent. */
  Goal: number;
  /** The CRM's types (GetTypeOfPropertyList), not WebIDs. */
  TypeOfPropertyIDs?: readonly number[];
  PriceMin?: number;
  PriceMax?: number;
  /** Taken to be bedrooms, as GetPropertyList's MinRoom. */
  MinRooms?: number;
  Comment?: string;
  /** The person wants the matching properties by e-mail. */
  IsReceivedEmail?: boolean;
};

export interface OmnicasaClientOptions {
  fetch?: typeof fetch;
  /** Rows asked per page of a list. */
  pageSize?: number;
}

/** RowsCount above this is not a real agency's stock: the answer is garbage. */
const MAX_ROWS = 1_000_000;

const listValueSchema = z.object({
  Items: z.array(z.unknown()),
  RowsCount: z.number().int().nonnegative().max(MAX_ROWS),
});

const simpleListSchema = z.object({ Items: z.array(z.unknown()) });

function idOf(record: unknown): number | null {
  const id = (record as { ID?: unknown } | null)?.ID;
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

function languageOf(params: RequestParams): SyncNote['language'] {
  const id = params.DescriptionLanguageId ?? params.LanguageId;
  return (typeof id === 'number' && localeOfLanguageId(id)) || undefined;
}

export type OmnicasaClient = ReturnType<typeof createOmnicasaClient>;

export function createOmnicasaClient(config: OmnicasaConfig, options: OmnicasaClientOptions = {}) {
  const transport = createTransport(config, options.fetch);
  const pageSize = options.pageSize ?? 50;

  /** Resolves when Omnicasa accepts the credentials; a CrmAuthError otherwise. */
  async function validateCustomer(): Promise<void> {
    // Its only refusal is of the credentials, whatever words come with it (the public client's
    // fixture answers Code 600, Message 'Error').
    const value = await transport.call('ValidateCustomer').catch((error: unknown) => {
      throw error instanceof CrmRefusedError
        ? new CrmAuthError('ValidateCustomer', 'the credentials were refused')
        : error;
    });
    if (value !== true) {
      throw new CrmAuthError('ValidateCustomer', 'the credentials were refused');
    }
  }

  /**
   * One request. A refusal of the credentials names no reason (the public client's fixture: Code
   * 600, Message 'Error'), so the transport takes it for a refusal of the request: it is the
   * credentials' when ValidateCustomer refuses them too (a lead is then kept to be tried again,
   * not given up).
   */
  async function call(method: string, params: RequestParams): Promise<unknown> {
    try {
      return await transport.call(method, params);
    } catch (error) {
      if (!(error instanceof CrmRefusedError)) throw error;
      const credentialsRefused = await validateCustomer().then(
        () => false,
        (check: unknown) => check instanceof CrmAuthError,
      );
      if (credentialsRefused) {
        throw new CrmAuthError(
          method,
          'the credentials were refused (ValidateCustomer refuses them too)',
        );
      }
      throw error;
    }
  }

  /** The records of `items` that pass `schema`; the others as skipped records. */
  function check<S extends z.ZodType>(
    method: string,
    params: RequestParams,
    items: readonly unknown[],
    schema: S,
  ) {
    const records: z.output<S>[] = [];
    const skipped: SyncNote[] = [];
    const language = languageOf(params);
    for (const item of items) {
      const parsed = schema.safeParse(item);
      if (parsed.success) {
        records.push(parsed.data);
        continue;
      }
      const issue = parsed.error.issues[0];
      const absent = issue?.message === 'missing' || typeof item !== 'object' || item === null;
      skipped.push({
        method,
        id: idOf(item),
        field: issue?.path.map(String).join('.') || '(record)',
        code: absent ? 'missing' : 'invalid',
        effect: 'record',
        ...(language ? { language } : {}),
      });
    }
    return { records, skipped };
  }

  async function listPage(method: string, params: RequestParams, first: number, last: number) {
    const value = await call(method, { ...params, Limit1: first, Limit2: last });
    const page = listValueSchema.safeParse(value);
    if (!page.success) throw new CrmGarbageError(method, 'the list has no Items and RowsCount');
    return page.data;
  }

  /** Every row of a paged list: the first page, then the others at once. */
  async function walkPages(
    method: string,
    params: RequestParams,
  ): Promise<{ rows: unknown[]; rowsCount: number }> {
    const first = await listPage(method, params, 1, pageSize);
    const rows = [...first.Items];
    if (rows.length === 0 && first.RowsCount > 0) {
      throw new CrmGarbageError(
        method,
        `RowsCount is ${first.RowsCount} but the first page is empty`,
      );
    }
    // A server may cap its pages below what was asked: go on at the size it gave.
    const size = Math.min(pageSize, Math.max(rows.length, 1));
    const starts: number[] = [];
    for (let start = rows.length + 1; start <= first.RowsCount; start += size) starts.push(start);
    const pages = await Promise.all(
      starts.map((start) => listPage(method, params, start, start + size - 1)),
    );
    for (const page of pages) rows.push(...page.Items);
    return { rows, rowsCount: first.RowsCount };
  }

  async function list<S extends z.ZodType>(
    method: string,
    params: RequestParams,
    schema: S,
  ): Promise<ListAnswer<z.output<S>>> {
    const { rows, rowsCount } = await walkPages(method, params);
    const { records, skipped } = check(method, params, rows, schema);
    return { items: records, rowsCount, skipped };
  }

  /** A list answered in one go: a bare array, or Items. */
  async function simpleList<S extends z.ZodType>(
    method: string,
    params: RequestParams,
    schema: S,
  ): Promise<ListAnswer<z.output<S>>> {
    const value = await call(method, params);
    const rows = Array.isArray(value) ? value : simpleListSchema.safeParse(value).data?.Items;
    if (!rows) throw new CrmGarbageError(method, 'the answer is not a list');
    const { records, skipped } = check(method, params, rows, schema);
    return { items: records, rowsCount: rows.length, skipped };
  }

  async function record<S extends z.ZodType>(
    method: string,
    params: RequestParams,
    schema: S,
  ): Promise<RecordAnswer<z.output<S>>> {
    const value = await call(method, params);
    if (value === null || value === undefined) return { record: null, skipped: [] };
    const { records, skipped } = check(method, params, [value], schema);
    return { record: records[0] ?? null, skipped };
  }

  /** A lead's answer: the id Omnicasa gave it, null when it answers only `true`. */
  async function submit(method: string, params: RequestParams): Promise<number | null> {
    const value = await call(method, params);
    if (value === true) return null;
    const id = idOf({ ID: value });
    if (id !== null && id > 0) return id;
    if (value === false) throw new CrmRefusedError(method, null, 'answered false');
    throw new CrmGarbageError(method, 'the answer is neither an id nor true');
  }

  return {
    /** Requests in flight at once (config.concurrency). */
    concurrency: config.concurrency,
    /** Where pictures may come from (config.pictureOrigins). */
    pictureOrigins: config.pictureOrigins,

    /** Resolves when Omnicasa accepts the credentials; a CrmAuthError otherwise. */
    validateCustomer,

    getPropertyList: (params: PropertyListParams = {}) =>
      list('GetPropertyList', params, omnicasaPropertySummarySchema),
    getProperty: (params: Language & { ID: number }) =>
      record('GetProperty', params, omnicasaPropertySchema),
    getPropertyPictureList: (params: Language & { ObjectID: number }) =>
      list('GetPropertyPictureList', params, omnicasaPictureSchema),
    getDocumentList: (params: Language & { ObjectIDs: readonly number[] }) =>
      list('GetDocumentList', params, omnicasaDocumentSchema),

    /**
     * Ids of properties deleted from the CRM. The public client sends no parameter (the method is
     * undocumented); ChangeSince is sent in case it is honoured: a longer list does no harm.
     */
    getDeletedPropertyIds: (params: { ChangeSince?: Date } = {}): Promise<ListAnswer<number>> =>
      simpleList('GetDeletedPropertyIDs', params, omnicasaDeletedIdSchema),

    getProjectList: (params: Language = {}) =>
      list('GetProjectList', params, omnicasaProjectSummarySchema),
    getProject: (params: Language & { ID: number }) =>
      record('GetProject', params, omnicasaProjectSchema),
    getProjectPictureList: (params: Language & { ProjectID: number }) =>
      list('GetProjectPictureList', params, omnicasaPictureSchema),

    getWebIdList: (params: Pick<Language, 'LanguageId'> = {}) =>
      list('GetWebIDList', params, omnicasaWebIdSchema),
    getTypeOfPropertyList: (params: Pick<Language, 'LanguageId'> = {}) =>
      list('GetTypeOfPropertyList', params, omnicasaTypeOfPropertySchema),

    getOfficeList: () => simpleList('GetOfficeList', {}, omnicasaOfficeSchema),
    getUserList: (params: Pick<Language, 'LanguageId'> = {}) =>
      simpleList('GetUserList', params, omnicasaUserSchema),

    getVisitStatisticOfProperty: (params: { ID: number }) =>
      record('GetVisitStatisticOfProperty', params, omnicasaVisitStatisticSchema),

    contactOnMe: (params: ContactOnMeParams) => submit('ContactOnMe', params),
    contactOnMeProject: (params: ContactOnMeProjectParams) => submit('ContactOnMeProject', params),
    demandRegister: (params: DemandRegisterParams) => submit('DemandRegister', params),
  };
}
