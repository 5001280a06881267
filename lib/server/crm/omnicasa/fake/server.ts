/**
 * A fake Omnicasa for tests, benchmarks and local runs (scripts/fake-omnicasa.mts), never used by
 * the site. It speaks the API's methods over HTTP (`GET …/<Method>Json?json={...}`) on a data set
 * seeded from the snapshot, refuses other credentials the way the API reports errors
 * (`Success: false`, HTTP 200), and can be slow, broken or down on demand. Its admin API, under
 * /__admin/ on the same port:
 *
 *   PUT    /__admin/properties             a Property (every language) or { nl, fr, en, de }: add or replace
 *   POST   /__admin/properties/:id/price   { "price": 350000 }: a new price in every language
 *   DELETE /__admin/properties/:id         delete it (GetDeletedPropertyIDs lists it from then on)
 *   GET|PUT /__admin/mode                  { "mode": "normal" }
 *                                          { "mode": "slow", "delayMs": 30000 }
 *                                          { "mode": "garbage", "kind": "not-json" | "wrong-shape" | "bad-record",
 *                                            "propertyId"?: 4012345, "field"?: "Price", "language"?: "fr" }
 *                                          (bad-record: that property's field, first property's Price by
 *                                          default, gets a value of the wrong type)
 *                                          { "mode": "down", "kind": "reset" | "503" }
 *   GET    /__admin/calls                  the ContactOnMe, ContactOnMeProject and DemandRegister calls received
 *   POST   /__admin/reset                  the seeded data, normal mode, no calls
 *
 * A change (add, price) stamps the property's LastChangedDate with the current second, which is
 * what ChangeSince compares. In slow mode a lead is taken (and listed in calls) at once and only
 * its answer is late, like a CRM that is slow to answer: a client that gives up may send it again.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { propertySchema, type Property } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { perLanguage } from '../languages';
import { createFakeApi, FakeRefusal, UnknownMethod, type Corruption, type FakeParams } from './api';
import { createFakeDataSet, type FakeDataSetOptions } from './data-set';

export interface FakeOmnicasaOptions extends FakeDataSetOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * Answer pictures as URLs on this server, as Omnicasa does on its own (`http://host:port/photos/…`),
   * and serve them from `publicDir` (default public/). Off: the snapshot's site paths.
   */
  remotePictures?: boolean;
  publicDir?: string;
  host?: string;
  customerName: string;
  customerPassword: string;
}

export interface FakeOmnicasa {
  /** The API base to give the client (OMNICASA_URL). */
  url: string;
  /** http://host:port: the admin API is under `${origin}/__admin/`. */
  origin: string;
  port: number;
  stop(): Promise<void>;
}

const modeSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('normal') }),
  z.object({
    mode: z.literal('slow'),
    delayMs: z.number().int().min(0).max(600_000).default(30_000),
  }),
  z.object({
    mode: z.literal('garbage'),
    kind: z.enum(['not-json', 'wrong-shape', 'bad-record']),
    propertyId: z.number().int().positive().optional(),
    field: z.string().min(1).optional(),
    language: z.enum(SITE_LOCALES).optional(),
  }),
  z.object({ mode: z.literal('down'), kind: z.enum(['reset', '503']).default('503') }),
]);
export type FakeMode = z.output<typeof modeSchema>;

const localizedPropertySchema = z.union([
  propertySchema,
  z.object({ nl: propertySchema, fr: propertySchema, en: propertySchema, de: propertySchema }),
]);
const priceSchema = z.object({ price: z.number().nonnegative().nullable() });

/** The public client's fixture for a refused request uses Code 600; the words say why. */
const CREDENTIALS_REFUSED = { code: 600, message: 'Invalid customer name or password.' };
const MAX_BODY_BYTES = 5 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Reply {
  status: number;
  type: string;
  body: string;
}

const json = (status: number, value: unknown): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});

const refusal = (code: number, message: string) => ({
  Code: code,
  Message: message,
  Success: false,
  Value: null,
});

function send(res: ServerResponse, reply: Reply) {
  if (res.destroyed) return;
  res.writeHead(reply.status, { 'content-type': reply.type });
  res.end(reply.body);
}

const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  send(res, json(status, value));

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'body too large');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    throw new HttpError(400, 'the body is not JSON');
  }
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new HttpError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

/** `value` with every picture's site path ('/photos/…') made a URL on `origin`. */
function withPicturesOn(origin: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => withPicturesOn(origin, item));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) =>
    key === 'Url' && typeof item === 'string' && item.startsWith('/photos/')
      ? [key, `${origin}${item}`]
      : [key, withPicturesOn(origin, item)],
  );
  return Object.fromEntries(entries);
}

/** Serves a picture of `publicDir` (a JPEG under photos/), or answers 404. */
async function sendPicture(res: ServerResponse, publicDir: string, pathname: string) {
  const root = path.resolve(publicDir, 'photos');
  const file = path.resolve(publicDir, `.${decodeURIComponent(pathname)}`);
  const size =
    file.startsWith(`${root}${path.sep}`) && file.endsWith('.jpg')
      ? await stat(file).then(
          (s) => (s.isFile() ? s.size : null),
          () => null,
        )
      : null;
  if (size === null) return send(res, json(404, { error: 'no such picture' }));
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(size) });
  createReadStream(file).pipe(res);
}

/** One record per language, each with its own `language`: a single record serves all four. */
function recordsPerLanguage(
  body: z.output<typeof localizedPropertySchema>,
): Record<SiteLocale, Property> {
  return perLanguage((locale) => ({ ...('fr' in body ? body[locale] : body), language: locale }));
}

export async function startFakeOmnicasa(options: FakeOmnicasaOptions): Promise<FakeOmnicasa> {
  const data = createFakeDataSet(options);
  const api = createFakeApi(data);
  let mode: FakeMode = { mode: 'normal' };
  const pending = new Set<NodeJS.Timeout>();
  /** http://host:port, known once the server listens (before any request). */
  let origin = '';

  function credentialsMatch(params: FakeParams): boolean {
    const value = (name: string) =>
      Object.entries(params).find(([key]) => key.toLowerCase() === name)?.[1];
    return (
      value('customername') === options.customerName &&
      value('customerpassword') === options.customerPassword
    );
  }

  function corruption(): Corruption | null {
    if (mode.mode !== 'garbage' || mode.kind !== 'bad-record') return null;
    const propertyId = mode.propertyId ?? data.properties()[0]?.id;
    if (propertyId === undefined) return null;
    return {
      propertyId,
      field: mode.field ?? 'Price',
      ...(mode.language ? { language: mode.language } : {}),
    };
  }

  /** The reply to an API request; the work (a lead taken) is done here. */
  function replyTo(method: string, params: FakeParams): Reply {
    if (mode.mode === 'garbage' && mode.kind === 'not-json') {
      return {
        status: 200,
        type: 'text/html',
        body: '<html><body><h1>Runtime Error</h1></body></html>',
      };
    }
    const result = (value: object): Reply => json(200, { [`${method}JsonResult`]: value });
    if (mode.mode === 'garbage' && mode.kind === 'wrong-shape') {
      return result({ Code: 0, Message: '', Success: true, Rows: [] });
    }
    if (!credentialsMatch(params)) {
      return result(refusal(CREDENTIALS_REFUSED.code, CREDENTIALS_REFUSED.message));
    }
    try {
      const value = api.answer(method, params, corruption());
      return result({
        Code: 0,
        Message: '',
        Success: true,
        Value: options.remotePictures ? withPicturesOn(origin, value) : value,
      });
    } catch (error) {
      if (error instanceof UnknownMethod) return json(404, { error: `no method ${method}` });
      if (error instanceof FakeRefusal) return result(refusal(error.code, error.message));
      throw error;
    }
  }

  /** Sends `reply` after `delayMs`, unless the client has gone or the server stops first. */
  function sendLate(res: ServerResponse, reply: Reply, delayMs: number) {
    const timer = setTimeout(() => {
      pending.delete(timer);
      send(res, reply);
    }, delayMs);
    pending.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      pending.delete(timer);
    });
  }

  function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = /\/(\w+)Json$/.exec(url.pathname)?.[1];
    if (!method || req.method !== 'GET')
      return send(res, json(404, { error: 'not an Omnicasa method' }));
    if (mode.mode === 'down' && mode.kind === 'reset') return req.socket.destroy();
    if (mode.mode === 'down') {
      return send(res, {
        status: 503,
        type: 'text/html',
        body: '<html><body>Service Unavailable</body></html>',
      });
    }
    let params: FakeParams;
    try {
      const value: unknown = JSON.parse(url.searchParams.get('json') ?? '');
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('not an object');
      params = value as FakeParams;
    } catch {
      return send(res, json(400, { error: 'the json parameter is missing or not a JSON object' }));
    }
    const reply = replyTo(method, params);
    if (mode.mode === 'slow') sendLate(res, reply, mode.delayMs);
    else send(res, reply);
  }

  async function handleAdmin(req: IncomingMessage, res: ServerResponse, path: string) {
    const route = `${req.method} ${path.replace(/\/\d+(?=\/|$)/, '/:id')}`;
    const id = Number(/\/(\d+)(?=\/|$)/.exec(path)?.[1]);
    switch (route) {
      case 'GET /__admin/':
        return sendJson(res, 200, {
          routes: [
            'PUT properties',
            'POST properties/:id/price',
            'DELETE properties/:id',
            'GET|PUT mode',
            'GET calls',
            'POST reset',
          ],
        });
      case 'PUT /__admin/properties': {
        const entry = data.putProperty(
          recordsPerLanguage(parsed(localizedPropertySchema, await readJson(req))),
        );
        return sendJson(res, 200, { ID: entry.id, ModifyDate: entry.snapshot.nl.ModifyDate });
      }
      case 'POST /__admin/properties/:id/price': {
        const entry = data.setPrice(id, parsed(priceSchema, await readJson(req)).price);
        if (!entry) throw new HttpError(404, `no property ${id}`);
        return sendJson(res, 200, {
          ID: entry.id,
          Price: entry.snapshot.nl.Price,
          ModifyDate: entry.snapshot.nl.ModifyDate,
        });
      }
      case 'DELETE /__admin/properties/:id':
        if (!data.deleteProperty(id)) throw new HttpError(404, `no property ${id}`);
        return sendJson(res, 200, { ID: id, deleted: true });
      case 'GET /__admin/mode':
        return sendJson(res, 200, mode);
      case 'PUT /__admin/mode':
        mode = parsed(modeSchema, await readJson(req));
        return sendJson(res, 200, mode);
      case 'GET /__admin/calls':
        return sendJson(res, 200, { calls: api.calls() });
      case 'POST /__admin/reset':
        data.reset();
        api.clearCalls();
        mode = { mode: 'normal' };
        return sendJson(res, 200, { reset: true, properties: data.properties().length });
      default:
        throw new HttpError(404, `no admin route ${route}`);
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (options.remotePictures && req.method === 'GET' && url.pathname.startsWith('/photos/')) {
      return void sendPicture(res, options.publicDir ?? 'public', url.pathname);
    }
    if (!url.pathname.startsWith('/__admin/')) return handleApi(req, res, url);
    handleAdmin(req, res, url.pathname).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      sendJson(res, status, { error: error instanceof Error ? error.message : String(error) });
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: `${origin}/OmnicasaService.svc`,
    origin,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
