// One access-log line per request, and its count and latency in the metrics, when its answer ends
// (or the client leaves: `aborted`). The path only: a query string can hold an e-mail address, a
// search or a token, and a log is kept longer and read by more people than the database. Health
// probes that pass (the supervisor's, the load balancer's: every few seconds) are logged at debug.
import { routeGroupOf } from './route-group.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Logger } from 'pino' */
/** @import { Metrics } from './metrics.mjs' */

const PATH_LIMIT = 300;

/**
 * The path of a request's URL without its query or fragment, cut at PATH_LIMIT characters.
 * @param {string | undefined} url
 * @returns {string}
 */
export function loggedPathOf(url) {
  let path = (url ?? '').split(/[?#]/, 1)[0] ?? '';
  // An absolute-form request line (`GET http://host/path`): its path.
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = '-';
    }
  }
  return path.length > PATH_LIMIT ? `${path.slice(0, PATH_LIMIT)}…` : path;
}

/**
 * Logs and counts the request once its response closes.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ requestId: string, logger: Logger, metrics: Metrics | null }} context
 */
export function observeResponse(req, res, { requestId, logger, metrics }) {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const path = loggedPathOf(req.url);
    const status = res.statusCode;
    const durationMs = Math.round(seconds * 10_000) / 10;
    const aborted = !res.writableFinished;
    const route = routeGroupOf(req.url);
    metrics?.observeRequest(route, status, seconds);
    logger[route === 'health' && status < 400 ? 'debug' : 'info'](
      { type: 'access', reqId: requestId, method: req.method, path, status, durationMs, ...(aborted ? { aborted } : {}) },
      `${req.method} ${path} ${status} ${durationMs} ms${aborted ? ' (client left)' : ''}`,
    );
  });
}
