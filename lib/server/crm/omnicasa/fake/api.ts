/**
 * The fake CRM's answers: the `Value` Omnicasa would give for a method and its parameters, over a
 * FakeDataSet. Parameter names are read case-insensitively (the public client says the API does);
 * lists are paged by Limit1/Limit2 (1-based, inclusive) and answer { From, To, Items, RowsCount }.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { parseOmnicasaDate } from '../dates';
import { localeOfLanguageId } from '../languages';
import type { FakeDataSet, FakeProperty } from './data-set';

export type FakeParams = Record<string, unknown>;

/** A call that hands a lead to the CRM, as received (without the credentials). */
export interface ReceivedCall {
  method: 'ContactOnMe' | 'ContactOnMeProject' | 'DemandRegister';
  params: FakeParams;
  at: string;
  /** The id the fake answered with. */
  id: number;
}

/** A refusal the fake answers with `Success: false`. */
export class FakeRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** An unknown method: the fake answers 404, as an unknown WCF endpoint does. */
export class UnknownMethod extends Error {}

/** Fields a GetPropertyList item carries (a list item is lighter than GetProperty's record). */
const LIST_FIELDS = [
  'ID',
  'Goal',
  'City',
  'Zip',
  'TypeDescription',
  'WebID',
  'WebIDs',
  'MainTypeName',
  'RecordFile',
  'Marquee',
  'MarqueeName',
  'SmallPictureItem',
  'PublishPrice',
  'Price',
  'PriceUnit',
  'PriceUnitText',
  'CreatedDate',
  'LastChangedDate',
] as const;

export interface Corruption {
  /** The property whose records carry a wrong value. */
  propertyId: number;
  /** The Omnicasa field given a value of the wrong type. */
  field: string;
  /** Only in this language's answers; in all without. */
  language?: SiteLocale;
}

function param(params: FakeParams, name: string): unknown {
  const key = Object.keys(params).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : params[key];
}

function numberParam(params: FakeParams, name: string): number | undefined {
  const value = param(params, name);
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A list parameter: '1,2,3' as the public client sends it, or a JSON array. */
function idsParam(params: FakeParams, name: string): number[] | undefined {
  const value = param(params, name);
  if (value === undefined || value === null || value === '') return undefined;
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map(Number).filter(Number.isInteger);
}

function dateParam(params: FakeParams, name: string): Date | undefined {
  const value = param(params, name);
  return typeof value === 'string' ? (parseOmnicasaDate(value) ?? undefined) : undefined;
}

function localeParam(params: FakeParams): SiteLocale {
  const id = numberParam(params, 'DescriptionLanguageId') ?? numberParam(params, 'LanguageId') ?? 1;
  return localeOfLanguageId(id) ?? SITE_LOCALES[0];
}

function page(items: readonly unknown[], params: FakeParams) {
  const from = Math.max(1, numberParam(params, 'Limit1') ?? 1);
  const to = numberParam(params, 'Limit2') ?? items.length;
  return {
    From: from,
    To: to,
    Items: items.slice(from - 1, Math.max(from - 1, to)),
    RowsCount: items.length,
  };
}

function pick(record: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(fields.map((field) => [field, record[field]]));
}

/** A value of the wrong type for `value`'s field. */
const wrongValue = (value: unknown) => (typeof value === 'string' ? 404 : 'not-a-valid-value');

export function createFakeApi(data: FakeDataSet) {
  const calls: ReceivedCall[] = [];
  let nextCallId = 70_001;

  function propertyRecord(entry: FakeProperty, locale: SiteLocale, corruption: Corruption | null) {
    const record = entry.omnicasa[locale].property as Record<string, unknown>;
    if (
      corruption?.propertyId !== entry.id ||
      (corruption.language && corruption.language !== locale)
    )
      return record;
    return { ...record, [corruption.field]: wrongValue(record[corruption.field]) };
  }

  function receive(method: ReceivedCall['method'], params: FakeParams): number {
    const id = nextCallId++;
    const withoutCredentials = Object.fromEntries(
      Object.entries(params).filter(([key]) => !/^customer(name|password)$/i.test(key)),
    );
    calls.push({ method, params: withoutCredentials, at: new Date().toISOString(), id });
    return id;
  }

  /** The Value for `method`, with `corruption` applied to one property's records when given. */
  function answer(
    method: string,
    params: FakeParams,
    corruption: Corruption | null = null,
  ): unknown {
    const locale = localeParam(params);
    switch (method) {
      case 'ValidateCustomer':
        return true;
      case 'GetPropertyList': {
        const since = dateParam(params, 'ChangeSince');
        const ids = idsParam(params, 'IDs');
        const goal = numberParam(params, 'Goal');
        const entries = data
          .properties()
          .filter((e) => (!since || e.modifiedAt >= since) && (!ids || ids.includes(e.id)))
          .filter((e) => goal === undefined || e.snapshot.nl.Goal === goal);
        return page(
          entries.map((e) => pick(propertyRecord(e, locale, corruption), LIST_FIELDS)),
          params,
        );
      }
      case 'GetProperty': {
        const entry = data.property(numberParam(params, 'ID') ?? 0);
        return entry ? propertyRecord(entry, locale, corruption) : null;
      }
      case 'GetPropertyPictureList':
        return page(
          data.property(numberParam(params, 'ObjectID') ?? 0)?.omnicasa[locale].pictures ?? [],
          params,
        );
      case 'GetDocumentList': {
        const ids = idsParam(params, 'ObjectIDs') ?? [];
        return page(
          ids.flatMap((id) => data.property(id)?.omnicasa[locale].documents ?? []),
          params,
        );
      }
      case 'GetDeletedPropertyIDs':
        return data.deletedSince(dateParam(params, 'ChangeSince'));
      case 'GetProjectList':
        return page(
          data.projects().map((p) => ({ ID: p.id, Name: p.omnicasa[locale].Name })),
          params,
        );
      case 'GetProject':
        return (
          data.projects().find((p) => p.id === numberParam(params, 'ID'))?.omnicasa[locale] ?? null
        );
      case 'GetProjectPictureList':
        return page(
          data.projects().find((p) => p.id === numberParam(params, 'ProjectID'))?.pictures ?? [],
          params,
        );
      case 'GetWebIDList':
        return page(data.types(locale), params);
      case 'GetTypeOfPropertyList':
        return page(data.typesOfProperty(locale), params);
      case 'GetOfficeList':
        return [{ ID: 1, Name: 'Immo Horizon' }];
      case 'GetUserList':
        return page(data.users(), params);
      case 'GetVisitStatisticOfProperty': {
        // The real answer's fields are not public: an invented, plausible one.
        const id = numberParam(params, 'ID') ?? 0;
        const visits = calls.filter(
          (c) => c.method === 'ContactOnMe' && numberParam(c.params, 'ObjectID') === id,
        );
        return data.property(id) ? { ID: id, NumberOfVisits: visits.length } : null;
      }
      case 'ContactOnMe':
      case 'ContactOnMeProject':
      case 'DemandRegister':
        if (!String(param(params, 'Email') ?? '').trim())
          throw new FakeRefusal(400, 'Email is required');
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
