/**
 * The fake CRM's answers: the `Value` Omnicasa would give for a method and its parameters, over a
 * data set. Parameter names are read in any case (as the public client says the API does); lists
 * are paged by Limit1/Limit2 (1-based, inclusive) into { From, To, Items, RowsCount }, at most
 * `pageCap` rows a page whatever was asked, To being the Limit2 asked (as in the public client's
 * fixture). Lead calls are kept, without the credentials, for the admin API.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { localeOfLanguageId } from '@/lib/server/crm/omnicasa/languages';
import { typeOfPropertyItems, webIdItems } from './categories';
import { parseDateParam } from './clock';
import type { Entry, FakeDataSet } from './data-set';
import { hashOf } from './random';
import { projectListItem } from './projects';
import type { Wire } from './wire';

export type Params = Record<string, unknown>;

export const LEAD_METHODS = ['ContactOnMe', 'ContactOnMeProject', 'DemandRegister'] as const;
export type LeadMethod = (typeof LEAD_METHODS)[number];

/** A lead handed to the CRM, as received (without the credentials). */
export interface ReceivedCall {
  method: LeadMethod;
  params: Params;
  at: string;
  /** Its place among the calls received, from 1. */
  id: number;
}

/** A refusal, answered with `Success: false`. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A method the fake does not know: answered 404, as WCF does for an unknown endpoint. */
export class UnknownMethod extends Error {}

/** One property's field given a value of the wrong type (garbage mode 'bad-record'). */
export interface Corruption {
  propertyId: number;
  field: string;
  /** Only in this language's answers; in all without. */
  language?: SiteLocale;
}

/** What a GetPropertyList item carries when DisplayFields does not say. */
export const LIST_FIELDS = [
  'ID',
  'Goal',
  'WebID',
  'WebIDs',
  'WebIDName',
  'MainTypeID',
  'MainTypeName',
  'TypeDescription',
  'RecordFile',
  'Street',
  'HouseNumber',
  'Zip',
  'City',
  'CountryID',
  'PublishAddress',
  'GoogleX',
  'GoogleY',
  'Price',
  'PublishPrice',
  'PriceUnit',
  'PriceUnitText',
  'Marquee',
  'MarqueeName',
  'NumberOfBedRooms',
  'SurfaceLiving',
  'SurfaceGround',
  'SmallPictureItem',
  'ProjectID',
  'CreatedDate',
  'LastChangedDate',
] as const;

export function param(params: Params, name: string): unknown {
  const key = Object.keys(params).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : params[key];
}

function numberParam(params: Params, name: string): number | undefined {
  const value = param(params, name);
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A list: '1,2,3' as the public client sends it, or a JSON array. */
function listParam(params: Params, name: string): string[] | undefined {
  const value = param(params, name);
  if (value === undefined || value === null || value === '') return undefined;
  return (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim());
}

function idsParam(params: Params, name: string): number[] | undefined {
  return listParam(params, name)?.map(Number).filter(Number.isInteger);
}

function localeParam(params: Params): SiteLocale {
  const id = numberParam(params, 'DescriptionLanguageId') ?? numberParam(params, 'LanguageId') ?? 1;
  return localeOfLanguageId(id) ?? SITE_LOCALES[0];
}

const wrongValue = (value: unknown) => (typeof value === 'string' ? 404 : 'not-a-valid-value');

const pick = (record: Wire, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => Object.hasOwn(record, f)).map((f) => [f, record[f]]));

const webIdsOf = (record: Wire): number[] => {
  const value = Array.isArray(record.WebIDs)
    ? record.WebIDs
    : String(record.WebIDs ?? '').split(',');
  return [record.WebID, ...value].map(Number).filter(Number.isInteger);
};

export interface ApiOptions {
  /** The most rows a list page holds, whatever Limit1/Limit2 ask. */
  pageCap: number;
}

export function createApi(data: FakeDataSet, options: ApiOptions) {
  const calls: ReceivedCall[] = [];

  function page(items: readonly unknown[], params: Params) {
    const from = Math.max(1, Math.floor(numberParam(params, 'Limit1') ?? 1));
    const to = Math.floor(numberParam(params, 'Limit2') ?? from + options.pageCap - 1);
    const last = Math.min(to, from + options.pageCap - 1);
    return {
      From: from,
      To: to,
      Items: items.slice(from - 1, Math.max(from - 1, last)),
      RowsCount: items.length,
    };
  }

  function recordOf(entry: Entry, locale: SiteLocale, corruption: Corruption | null): Wire | null {
    const record = data.answersOf(entry).records[locale];
    const hit =
      record &&
      corruption?.propertyId === entry.id &&
      (!corruption.language || corruption.language === locale);
    return hit ? { ...record, [corruption.field]: wrongValue(record[corruption.field]) } : record;
  }

  function propertyList(params: Params, corruption: Corruption | null) {
    const locale = localeParam(params);
    const since = param(params, 'ChangeSince');
    const sinceMs = typeof since === 'string' ? parseDateParam(since, data.account().clock) : null;
    const ids = idsParam(params, 'IDs');
    const goal = numberParam(params, 'Goal');
    const webIds = idsParam(params, 'WebIDs');
    const projectId = numberParam(params, 'ProjectID');
    const fields = listParam(params, 'DisplayFields');
    const found = data
      .entries()
      .filter((e) => data.existsIn(e, locale))
      .filter((e) => sinceMs === null || e.changedMs >= sinceMs)
      .filter((e) => !ids || ids.includes(e.id));
    // A CRM that lists a property twice: the second time at the end.
    const entries = [...found, ...found.filter((e) => e.duplicate)];
    const byRecord = goal !== undefined || webIds !== undefined || projectId !== undefined;
    // Only the rows of the page are written, unless a filter reads the records.
    const rows: Array<Entry | Wire> = !byRecord
      ? entries
      : entries
          .map((e) => recordOf(e, locale, corruption)!)
          .filter((r) => goal === undefined || r.Goal === goal)
          .filter((r) => !webIds || webIdsOf(r).some((id) => webIds.includes(id)))
          .filter((r) => projectId === undefined || r.ProjectID === projectId);
    const listed = page(rows, params);
    const fieldsOfItem = fields ? ['ID', ...fields] : LIST_FIELDS;
    return {
      ...listed,
      Items: listed.Items.map((row) =>
        pick(byRecord ? (row as Wire) : recordOf(row as Entry, locale, corruption)!, fieldsOfItem),
      ),
    };
  }

  function receive(method: LeadMethod, params: Params): true {
    if (!String(param(params, 'Email') ?? '').trim()) throw new Refusal(1, 'Email is required');
    const withoutCredentials = Object.fromEntries(
      Object.entries(params).filter(([key]) => !/^customer(name|password)$/i.test(key)),
    );
    calls.push({
      method,
      params: withoutCredentials,
      at: new Date().toISOString(),
      id: calls.length + 1,
    });
    return true;
  }

  /** The Value for `method`, with `corruption` applied to one property's records when given. */
  function answer(method: string, params: Params, corruption: Corruption | null = null): unknown {
    const locale = localeParam(params);
    const account = data.account();
    const entryAt = (name: string) => data.entry(numberParam(params, name) ?? 0);
    const project = (name: string) =>
      account.projects.find((p) => p.id === numberParam(params, name));
    switch (method) {
      case 'ValidateCustomer':
        return true;
      case 'GetPropertyList':
        return propertyList(params, corruption);
      case 'GetProperty': {
        const entry = entryAt('ID');
        return entry ? recordOf(entry, locale, corruption) : null;
      }
      case 'GetPropertyPictureList': {
        const entry = entryAt('ObjectID');
        return page(entry ? data.answersOf(entry).pictures[locale] : [], params);
      }
      case 'GetDocumentList': {
        const documentIds = idsParam(params, 'IDs');
        const documents = (idsParam(params, 'ObjectIDs') ?? [])
          .flatMap((id) => {
            const entry = data.entry(id);
            return entry ? data.answersOf(entry).documents[locale] : [];
          })
          .filter((d) => !documentIds || documentIds.includes(d.ID as number));
        return page(documents, params);
      }
      case 'GetDeletedPropertyIDs': {
        const since = param(params, 'ChangeSince');
        const sinceMs = typeof since === 'string' ? parseDateParam(since, account.clock) : null;
        return data.deletedSince(sinceMs ?? undefined);
      }
      case 'GetProjectList':
        return page(
          account.projects.map((p) => projectListItem(p.records[locale])),
          params,
        );
      case 'GetProject':
        return project('ID')?.records[locale] ?? null;
      case 'GetProjectPictureList':
        return page(project('ProjectID')?.pictures ?? [], params);
      case 'GetWebIDList':
        return page(webIdItems(account.categories, locale), params);
      case 'GetTypeOfPropertyList':
        return page(typeOfPropertyItems(account.categories, locale), params);
      case 'GetOfficeList':
        return account.offices;
      case 'GetUserList':
        return account.users;
      case 'GetVisitStatisticOfProperty': {
        // The real answer's fields are not public: invented, plausible ones.
        const entry = entryAt('ID');
        if (!entry) return null;
        const contacts = calls.filter(
          (c) => c.method === 'ContactOnMe' && numberParam(c.params, 'ObjectID') === entry.id,
        );
        return {
          ID: entry.id,
          NumberOfViews: hashOf(account.seed, entry.id) % 2000,
          NumberOfContacts: contacts.length,
        };
      }
      case 'ContactOnMe':
      case 'ContactOnMeProject':
      case 'DemandRegister':
        return receive(method, params);
      default:
        throw new UnknownMethod(method);
    }
  }

  return {
    answer,
    calls: () => [...calls],
    clearCalls: () => void calls.splice(0),
  };
}
