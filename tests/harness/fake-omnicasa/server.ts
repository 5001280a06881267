/**
 * A fake Omnicasa over HTTP for tests, benchmarks and local runs (tests/harness/fake-omnicasa.mts),
 * serving a generated account (./account): `GET <url>/<Method>Json?json={...}` answering
 * `{ "<Method>JsonResult": { Code, Message, Success, Value } }`. Other credentials are refused as
 * the public client's fixture shows (HTTP 200, Success false, Code 600). It serves every
 * picture path (/pictures/…) with a small JPEG and every document path (/documents/…) with a PDF,
 * and has an admin API under /__admin/ (./admin) and modes (./modes).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Account, AccountOptions } from './account';
import { createAdmin } from './admin';
import { createApi, param, Refusal, UnknownMethod, type Corruption, type Params } from './api';
import { createDataSet, type FakeDataSet } from './data-set';
import { HttpError, jsonReply, send, type Reply } from './http';
import { jpegFor, PDF } from './media-files';
import { modeFor, NORMAL, type Mode } from './modes';

export interface FakeOmnicasaOptions extends Omit<AccountOptions, 'mediaOrigin'> {
  customerName: string;
  customerPassword: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * Kept for the callers of the old fake: pictures are always URLs on the fake itself now, as
   * Omnicasa gives URLs on its own servers.
   */
  remotePictures?: boolean;
  /** The most rows a list page holds (default 100). */
  pageCap?: number;
}

export interface FakeOmnicasa {
  /** The API base to give the client (OMNICASA_URL). */
  url: string;
  /** http://host:port: the admin API is under `${origin}/__admin/`. */
  origin: string;
  port: number;
  /** The account served now (for in-process tests: its truth, its plans). */
  account(): Account;
  stop(): Promise<void>;
}

const REFUSED = { Code: 600, Message: 'Error', Success: false, Value: null };
const HTML = 'text/html; charset=utf-8';

function paramsOf(url: URL): Params | null {
  try {
    const value: unknown = JSON.parse(url.searchParams.get('json') ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Params)
      : null;
  } catch {
    return null;
  }
}

export async function startFakeOmnicasa(options: FakeOmnicasaOptions): Promise<FakeOmnicasa> {
  const {
    customerName,
    customerPassword,
    port: wantedPort,
    host = '127.0.0.1',
    pageCap = 100,
  } = options;
  // Made once the port is known (the account's pictures are URLs on this server).
  const ready: {
    parts?: {
      data: FakeDataSet;
      api: ReturnType<typeof createApi>;
      handleAdmin: ReturnType<typeof createAdmin>;
    };
  } = {};
  let mode: Mode = NORMAL;
  const pending = new Set<NodeJS.Timeout>();

  const credentialsMatch = (params: Params) =>
    param(params, 'CustomerName') === customerName &&
    param(params, 'CustomerPassword') === customerPassword;

  function corruption(active: Mode): Corruption | null {
    if (active.mode !== 'garbage' || active.kind !== 'bad-record') return null;
    const propertyId = active.propertyId ?? ready.parts!.data.entries()[0]?.id;
    if (propertyId === undefined) return null;
    return {
      propertyId,
      field: active.field ?? 'Price',
      ...(active.language ? { language: active.language } : {}),
    };
  }

  /** The reply to an API request; its work (a lead taken) is done here, even when the reply is late. */
  function replyTo(method: string, params: Params, active: Mode): Reply {
    if (active.mode === 'garbage' && active.kind === 'not-json') {
      return { status: 200, type: HTML, body: '<html><body><h1>Runtime Error</h1></body></html>' };
    }
    const result = (value: object) => jsonReply(200, { [`${method}JsonResult`]: value });
    if (active.mode === 'garbage' && active.kind === 'wrong-shape') {
      return result({ Code: 0, Message: '', Success: true, Rows: [] });
    }
    if (!credentialsMatch(params)) return result(REFUSED);
    try {
      const value = ready.parts!.api.answer(method, params, corruption(active));
      return result({ Code: 0, Message: '', Success: true, Value: value });
    } catch (error) {
      if (error instanceof UnknownMethod) {
        return { status: 404, type: HTML, body: '<html><body>Endpoint not found.</body></html>' };
      }
      if (error instanceof Refusal) {
        return result({ Code: error.code, Message: error.message, Success: false, Value: null });
      }
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
      return send(res, jsonReply(404, { error: 'not an Omnicasa method' }));
    const active = modeFor(mode, method);
    if (active.mode === 'down' && active.kind === 'reset') return void req.socket.destroy();
    if (active.mode === 'down') {
      return send(res, {
        status: 503,
        type: HTML,
        body: '<html><body>Service Unavailable</body></html>',
      });
    }
    const params = paramsOf(url);
    if (!params)
      return send(
        res,
        jsonReply(400, { error: 'the json parameter is missing or not a JSON object' }),
      );
    const reply = replyTo(method, params, active);
    if (active.mode === 'slow') sendLate(res, reply, active.delayMs);
    else send(res, reply);
  }

  async function handleMedia(res: ServerResponse, pathname: string) {
    if (pathname.startsWith('/documents/'))
      return send(res, { status: 200, type: 'application/pdf', body: PDF });
    send(res, { status: 200, type: 'image/jpeg', body: await jpegFor(pathname) });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const fail = (error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      send(
        res,
        jsonReply(status, { error: error instanceof Error ? error.message : String(error) }),
      );
    };
    const { parts } = ready;
    if (!parts) return send(res, jsonReply(503, { error: 'starting' }));
    if (req.method === 'GET' && /^\/(pictures|documents)\//.test(url.pathname)) {
      return void handleMedia(res, url.pathname).catch(fail);
    }
    if (url.pathname.startsWith('/__admin'))
      return void parts.handleAdmin(req, res, url.pathname).catch(fail);
    try {
      handleApi(req, res, url);
    } catch (error) {
      fail(error);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const { seed, count, categories, projects, rates, clean, clock, anchor } = options;
  const startOptions: AccountOptions = {
    seed,
    count,
    categories,
    projects,
    rates,
    clean,
    clock,
    anchor,
    mediaOrigin: origin,
  };
  let data: FakeDataSet;
  try {
    data = createDataSet(startOptions);
  } catch (error) {
    server.close();
    throw error;
  }
  const api = createApi(data, { pageCap });
  const modeHolder = { get: () => mode, set: (next: Mode) => void (mode = next) };
  ready.parts = {
    data,
    api,
    handleAdmin: createAdmin({ data, api, startOptions, mode: modeHolder }),
  };
  return {
    url: `${origin}/OmnicasaService.svc`,
    origin,
    port,
    account: () => data.account(),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
