// The production HTTP server: Next's request handler behind the front guard (front-guard.mjs).
// `npm start` runs it under server/supervisor.mjs; the reliability run and the benchmarks
// run it directly.
//
//   node server/serve.mjs [app directory, default .]
//   PORT (3000), HOSTNAME (0.0.0.0: every interface), NEXT_DIST_DIR (read by next.config.ts),
//   TRUSTED_PROXIES (addresses and CIDR ranges whose X-Forwarded-* headers are believed; none),
//   LOG_FORMAT (json, or text for a person), LOG_LEVEL (info), METRICS_PORT (unset: no /metrics),
//   METRICS_HOST (127.0.0.1).
//
// Each request gets an id (request-id.mjs), in its `x-request-id` header, its access-log line and
// every line logged while it is served (request-context.mjs, logger.mjs); /api/health/live/ and
// /api/health/ready/ are answered here (health-probes.mjs); /metrics on its own port (metrics.mjs).
//
// Why a custom server rather than `next start`: two things cannot be done inside Next. Next turns a
// request into a WHATWG `Request` before proxy.ts or a route handler runs, and the Fetch spec forbids
// TRACE, TRACK and CONNECT, so those answered 500 before any project code ran; and whether to believe
// X-Forwarded-For depends on who is on the other end of the TCP connection, which proxy.ts never
// sees. Serving costs the same: in Next 16, `next().getRequestHandler()` is built by the same
// getRequestHandlers (router server, render server, static cache) as `next start`
// (node_modules/next/dist/server/next.js, NextCustomServer.prepare). The server also rewrites each
// HTML response on its way out (html-responses.mjs): scripts after the first paint, and a CSP nonce
// of its own for every response, prerendered pages included.
import { EventEmitter } from 'node:events';
import compression from 'compression';
import http from 'node:http';
import path from 'node:path';
import { loggedPathOf, observeResponse } from './access-log.mjs';
import { deploymentSettingsProblem, instancesBuiltApartWarnings, readBuildFacts } from './deployment-guard.mjs';
import { ALLOWED_METHODS, clientErrorAnswer, guardRequest, parseTrustedProxies, publicFilesOf, rawAnswer } from './front-guard.mjs';
import { answerHealthProbe, readinessOf } from './health-probes.mjs';
import { startHeartbeat } from './heartbeat.mjs';
import { rewriteHtmlOf } from './html-responses.mjs';
import { readStylesheets } from './inline-stylesheets.mjs';
import { createLogger, logSettingsFromEnv, routeConsoleThrough } from './logger.mjs';
import { createMetrics, exposeMailCounter, metricsSettingsFromEnv, serveMetrics } from './metrics.mjs';
import { expectedMigrationCount, operationalSnapshot, opsDatabase } from './ops-database.mjs';
import { requestContext } from './request-context.mjs';
import { selfAddressesFor } from './self-origin.mjs';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.mjs';

/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @import { AddressInfo, Socket } from 'node:net' */
/** @import { RequestHandler } from 'next/dist/server/next.js' */
/** @typedef {typeof import('next/dist/server/next.js').default} CreateNextServer */

process.title = 'agency-server';
// (Next's types make NODE_ENV read-only, for the app: this is the process that sets it.)
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';

const SHUTDOWN_GRACE_MS = 10_000;
// Against slow clients holding sockets (slow-loris): all headers within 30 s, the whole request
// within 5 minutes, so an 11 MB CV still gets through a slow phone upload (about 0.3 Mbit/s).
// Idle keep-alive sockets close after 5 s, Node's and `next start`'s default. Node enforces the
// first two every `connectionsCheckingInterval`.
const TIMEOUTS = { headersTimeout: 30_000, requestTimeout: 300_000, keepAliveTimeout: 5_000 };
const CONNECTIONS_CHECKING_INTERVAL_MS = 5_000;

// Next's own compression is off (next.config.ts `compress: false`): the same middleware runs
// here, under the rewrite of the pages (html-responses.mjs), which must see the HTML before it is
// compressed.
// (Its types are Express's; it uses only what Node's own request and response have.)
const compress = /** @type {(req: IncomingMessage, res: ServerResponse, next: () => void) => void} */ (compression());

const dir = path.resolve(process.argv[2] ?? '.');
const publicFiles = publicFilesOf(path.join(dir, 'public'));
const distDir = path.resolve(dir, process.env.NEXT_DIST_DIR || '.next');
const stylesheets = readStylesheets(distDir);
const hostname = process.env.HOSTNAME || '0.0.0.0';
/** @type {import('pino').Logger} */
let logger;
/** @type {import('./front-guard.mjs').TrustedProxies} */
let trusted;
/** @type {{ port: number, host: string } | null} */
let metricsAddress;
try {
  logger = createLogger(logSettingsFromEnv(process.env));
  // From here on every line this process prints, Next's and the app's included, is a log line.
  routeConsoleThrough(logger);
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  metricsAddress = metricsSettingsFromEnv(process.env);
} catch (error) {
  console.error(`agency-server: ${/** @type {Error} */ (error).message}`); // (they throw Errors)
  process.exit(1);
}
// Run alone (an image, a harness) it keeps the promise of `npm start`: no deployment without a mail
// server and its address, unless told (server/deployment-guard.mjs).
const settingsProblem = deploymentSettingsProblem(process.env);
if (settingsProblem) {
  console.error(`agency-server: ${settingsProblem}`);
  process.exit(1);
}
// Run alone (no supervisor on an IPC channel), it says what instances built apart must share;
// under `npm start`, server/start.mjs has said it.
if (!process.connected) {
  for (const line of instancesBuiltApartWarnings(process.env, readBuildFacts(distDir))) console.warn(`agency-server: ${line}`);
}

const opsDb = process.env.DATABASE_URL ? opsDatabase(process.env.DATABASE_URL) : null;
const expectedMigrations = expectedMigrationCount();
const metrics = createMetrics({ snapshot: opsDb && (() => operationalSnapshot(opsDb)), crm: Boolean(process.env.OMNICASA_URL) });
exposeMailCounter(metrics);
/** @type {import('./health-probes.mjs').ServerPhase} */
let phase = 'starting';

/** @type {ReturnType<CreateNextServer> | null} */
let nextApp = null;
/** @type {(handler: RequestHandler) => void} */
let resolveNextHandler;
// Requests that arrive while Next prepares wait for it, as with `next start`.
/** @type {Promise<RequestHandler>} */
const nextHandler = new Promise((resolve) => {
  resolveNextHandler = resolve;
});

const server = http.createServer({ connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS }, (req, res) => {
  // Decided before the guard rewrites any header; Next and the app read it in the request too.
  const requestId = requestIdFor(req, trusted);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  observeResponse(req, res, { requestId, logger, metrics });
  void requestContext.run({ id: requestId }, () => serveRequest(req, res));
});

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
async function serveRequest(req, res) {
  if (guardRequest(req, res, { trusted, publicFiles })) return;
  if (answerHealthProbe(req, res, () => readinessOf({ phase, database: opsDb, expectedMigrations }))) return;
  try {
    const handle = await nextHandler;
    // (compression ≥ 1.8.1 frees its zlib stream itself when a client leaves mid-response.)
    compress(req, res, () => undefined);
    await handle(req, rewriteHtmlOf(res, stylesheets));
  } catch (error) {
    console.error(`agency-server: failed to handle ${req.method} ${loggedPathOf(req.url)}`, error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error\n');
  }
}
Object.assign(server, TIMEOUTS);
// Under the supervisor: the heartbeat that tells a busy server from a hung one.
startHeartbeat(server);

server.on('connect', (req, socket) => {
  socket.on('error', () => undefined);
  socket.end(rawAnswer(405, 'Method Not Allowed', { allow: ALLOWED_METHODS }));
});
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  // Like Node's own handler: answer only when nothing was written on this connection yet. (An
  // http.Server's sockets are net.Sockets; Node's types say Duplex.)
  if (socket.writable && /** @type {Socket} */ (socket).bytesWritten === 0 && error.code !== 'ECONNRESET') socket.write(clientErrorAnswer(error.code));
  socket.destroy();
});
server.on('error', (error) => {
  console.error(`agency-server: cannot serve on ${hostname}:${process.env.PORT || 3000}: ${error.message}`);
  process.exit(1);
});

server.listen(Number(process.env.PORT || 3000), hostname, async () => {
  const { port } = /** @type {AddressInfo} */ (server.address());
  // What `next start` does: the port for the app, and the origin Next forwards server actions to.
  const { nextHostname, origin } = selfAddressesFor(hostname, port);
  process.env.PORT = String(port);
  process.env.__NEXT_PRIVATE_ORIGIN = origin;
  try {
    // next is CommonJS (module.exports = createServer) with an ES module's types: by Node's rules
    // they make `default` the module object, where Node gives the function itself.
    const next = /** @type {CreateNextServer} */ (/** @type {unknown} */ ((await import('next')).default));
    // Next attaches its WebSocket upgrade listener to `httpServer`. The site has no WebSocket, and
    // Next's production upgrade handler leaves a socket it does not match open with no timeout. With
    // no 'upgrade' listener on the real server, Node serves a request carrying an Upgrade header as
    // a plain request, through the guard.
    nextApp = next({ dev: false, dir, hostname: nextHostname, port, httpServer: /** @type {Server} */ (new EventEmitter()) });
    await nextApp.prepare();
    resolveNextHandler(nextApp.getRequestHandler());
  } catch (error) {
    console.error('agency-server: Next could not start', error);
    process.exit(1);
  }
  if (metricsAddress) {
    try {
      const metricsServer = await serveMetrics(metrics, metricsAddress);
      const { address, port: metricsPort } = /** @type {AddressInfo} */ (metricsServer.address());
      metricsServer.unref();
      console.log(`agency-server: metrics on http://${address.includes(':') ? `[${address}]` : address}:${metricsPort}/metrics`);
    } catch (error) {
      // Asked for and not served would be a blind spot nobody notices: stop, like a taken PORT.
      console.error(`agency-server: cannot serve metrics on ${metricsAddress.host}:${metricsAddress.port}: ${/** @type {Error} */ (error).message}`);
      process.exit(1);
    }
  }
  if (!shuttingDown) phase = 'serving';
  const trust = trusted.entries.length ? trusted.entries.join(', ') : 'nobody';
  console.log(`agency-server: ready on ${origin} (pid ${process.pid}, app ${dir}, forwarded headers trusted from ${trust})`);
});

let shuttingDown = false;
/** @param {string} why */
async function shutdown(why) {
  if (shuttingDown) return;
  shuttingDown = true;
  phase = 'shutting-down';
  console.log(`agency-server: ${why}: closing`);
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 5_000).unref();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(grace);
  await nextApp?.close().catch(() => undefined);
  await opsDb?.close().catch(() => undefined);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
// Started by the supervisor (an IPC channel): leave with it, never linger as an orphan on the port.
if (process.connected) process.once('disconnect', () => void shutdown('the supervisor is gone'));
