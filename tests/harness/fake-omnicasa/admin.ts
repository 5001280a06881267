/**
 * The fake's admin API, under /__admin/ (JSON in, JSON out):
 *
 *   GET    /__admin/                        the routes
 *   GET    /__admin/account                 the account's options: seed, count, categories, rates…
 *   GET    /__admin/properties              every property: id, languages, source, changed, truth
 *   GET    /__admin/properties/:id          one property's summary and answers (records, pictures, documents)
 *   PUT    /__admin/properties              add or replace one: { id?, nl, fr, en, de, pictures?, documents?, keepDates? }
 *                                           (wire records; a language null or left out: not in it)
 *   POST   /__admin/properties/:id/price    { "price": 350000 }: a new Price in every language
 *   POST   /__admin/properties/:id/touch    a change without a price change (LastChangedDate only)
 *   DELETE /__admin/properties/:id          deleted (GetDeletedPropertyIDs lists it from then on)
 *   GET|PUT /__admin/mode                   see ./modes
 *   GET    /__admin/calls                   the ContactOnMe, ContactOnMeProject and DemandRegister calls
 *   POST   /__admin/reset                   the account the fake started with, normal mode, no calls; a
 *                                           body { seed?, count?, categories?, projects?, rates?, clean?,
 *                                           clock? } generates another (over the start options) instead
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { AccountOptions } from './account';
import type { createApi } from './api';
import type { FakeDataSet } from './data-set';
import { checked, HttpError, jsonReply, readJson, send } from './http';
import { modeSchema, NORMAL, type Mode } from './modes';
import { RATE_NAMES, type Rates } from './rates';
import type { PropertyAnswers, Wire } from './wire';

const wire = z.record(z.string(), z.unknown());
const wireList = z.array(wire);
/** One list for every language, or one per language. */
const listPerLanguage = z.union([wireList, z.partialRecord(z.enum(SITE_LOCALES), wireList)]);

const putSchema = z.object({
  id: z.number().int().positive().optional(),
  ...Object.fromEntries(SITE_LOCALES.map((l) => [l, wire.nullable().optional()])),
  pictures: listPerLanguage.optional(),
  documents: listPerLanguage.optional(),
  keepDates: z.boolean().optional(),
});
type PutBody = { id?: number; keepDates?: boolean } & Partial<Record<SiteLocale, Wire | null>> & {
    pictures?: z.output<typeof listPerLanguage>;
    documents?: z.output<typeof listPerLanguage>;
  };

const priceSchema = z.object({ price: z.number().nonnegative().nullable() });

const rate = z.number().min(0).max(1);
const resetSchema = z
  .object({
    seed: z.number().int().optional(),
    count: z.number().int().min(0).optional(),
    categories: z.number().int().optional(),
    projects: z.number().int().min(0).max(20).optional(),
    rates: z.object(Object.fromEntries(RATE_NAMES.map((n) => [n, rate.optional()]))).optional(),
    clean: z.boolean().optional(),
    clock: z.enum(['UTC', 'Europe/Brussels']).optional(),
  })
  .nullable();

const ROUTES = [
  'GET account',
  'GET properties',
  'GET properties/:id',
  'PUT properties',
  'POST properties/:id/price',
  'POST properties/:id/touch',
  'DELETE properties/:id',
  'GET|PUT mode',
  'GET calls',
  'POST reset',
];

export interface AdminContext {
  data: FakeDataSet;
  api: ReturnType<typeof createApi>;
  mode: { get(): Mode; set(mode: Mode): void };
  /** The options the fake started with (a reset body is applied over them). */
  startOptions: AccountOptions;
}

/** The answers of a PUT body: a language without a record has no pictures or documents either. */
function answersOf(body: PutBody): PropertyAnswers {
  const records = perLanguage((l) => body[l] ?? null);
  const listIn = (list: PutBody['pictures'], l: SiteLocale) =>
    !records[l] ? [] : Array.isArray(list) ? list : (list?.[l] ?? []);
  return {
    records,
    pictures: perLanguage((l) => listIn(body.pictures, l)),
    documents: perLanguage((l) => listIn(body.documents, l)),
  };
}

function idOf(body: PutBody): number {
  if (body.id !== undefined) return body.id;
  const id = SITE_LOCALES.map((l) => body[l]?.ID).find(
    (v) => typeof v === 'number' && Number.isInteger(v) && v > 0,
  );
  if (typeof id !== 'number') throw new HttpError(400, 'id: give one, or an ID in a record');
  return id;
}

export function createAdmin({ data, api, mode, startOptions }: AdminContext) {
  const reply = (res: ServerResponse, value: unknown, status = 200) =>
    send(res, jsonReply(status, value));
  const found = <T>(value: T | undefined | false, id: number): T => {
    if (value === undefined || value === false) throw new HttpError(404, `no property ${id}`);
    return value;
  };
  const changeOf = (id: number) => {
    const entry = found(data.entry(id), id);
    const record = SITE_LOCALES.map((l) => data.answersOf(entry).records[l]).find(Boolean);
    return { ID: id, Price: record?.Price, LastChangedDate: record?.LastChangedDate };
  };

  return async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    const id = Number(/\/properties\/(\d+)/.exec(path)?.[1]);
    const route = `${req.method} ${path.replace(/\/properties\/\d+/, '/properties/:id').replace(/\/$/, '')}`;
    switch (route) {
      case 'GET /__admin':
        return reply(res, { routes: ROUTES });
      case 'GET /__admin/account': {
        const account = data.account();
        const { seed, count, rates, clock, mediaOrigin, agency } = account;
        return reply(res, {
          seed,
          count,
          categories: account.categories.length,
          projects: account.projects.length,
          rates,
          clock,
          anchor: new Date(account.anchorMs).toISOString(),
          mediaOrigin,
          agency,
        });
      }
      case 'GET /__admin/properties':
        return reply(res, { properties: data.entries().map(data.summary) });
      case 'GET /__admin/properties/:id': {
        const entry = found(data.entry(id), id);
        return reply(res, { ...data.summary(entry), answers: data.answersOf(entry) });
      }
      case 'PUT /__admin/properties': {
        const body = checked(putSchema, await readJson(req)) as PutBody;
        const newId = idOf(body);
        data.put(newId, answersOf(body), Date.now(), body.keepDates);
        return reply(res, {
          ...changeOf(newId),
          languages: data.summary(data.entry(newId)!).languages,
        });
      }
      case 'POST /__admin/properties/:id/price':
        found(data.setPrice(id, checked(priceSchema, await readJson(req)).price), id);
        return reply(res, changeOf(id));
      case 'POST /__admin/properties/:id/touch':
        found(data.touch(id), id);
        return reply(res, changeOf(id));
      case 'DELETE /__admin/properties/:id':
        found(data.remove(id), id);
        return reply(res, { ID: id, deleted: true });
      case 'GET /__admin/mode':
        return reply(res, mode.get());
      case 'PUT /__admin/mode':
        mode.set(checked(modeSchema, await readJson(req)));
        return reply(res, mode.get());
      case 'GET /__admin/calls':
        return reply(res, { calls: api.calls() });
      case 'POST /__admin/reset': {
        const body = checked(resetSchema, await readJson(req));
        const options = body
          ? { ...startOptions, ...body, rates: body.rates as Partial<Rates> | undefined }
          : startOptions;
        try {
          data.reset(options);
        } catch (error) {
          throw new HttpError(400, error instanceof Error ? error.message : String(error));
        }
        api.clearCalls();
        mode.set(NORMAL);
        return reply(res, { reset: true, properties: data.entries().length });
      }
      default:
        throw new HttpError(404, `no admin route ${route}`);
    }
  };
}
