// Liveness and readiness, answered by the production server itself before Next (serve.mjs), so
// they answer while Next is still preparing and while the server shuts down.
//
//   /api/health/live/   200 whenever the event loop turns. For an orchestrator's liveness probe
//                       (restart the process when it fails): it asks nothing of the database, since
//                       a new process would not bring a database back.
//   /api/health/ready/  200 when this instance should get traffic: Next prepared, not shutting
//                       down, the database answering and holding every migration this build
//                       expects; 503 otherwise, with which check failed. For the load balancer and
//                       an orchestrator's readiness probe.
//   /api/health/        (Next's route, app/api/health) stays what the supervisor and the test
//                       runners ask: the database and the CRM sync, in detail.
import { appliedMigrationCount } from './ops-database.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { OpsDatabase } from './ops-database.mjs' */

/** @typedef {'starting' | 'serving' | 'shutting-down'} ServerPhase */

/**
 * @typedef {object} Readiness
 * @property {boolean} ready
 * @property {ServerPhase} server
 * @property {'up' | 'down' | 'none'} database
 * @property {'done' | 'pending' | 'unknown'} migrations
 */

/**
 * @param {{ phase: ServerPhase, database: OpsDatabase | null, expectedMigrations: number }} state
 * @returns {Promise<Readiness>}
 */
export async function readinessOf({ phase, database, expectedMigrations }) {
  if (!database) return { ready: phase === 'serving', server: phase, database: 'none', migrations: 'unknown' };
  /** @type {number | null} */
  let applied = null;
  try {
    applied = await appliedMigrationCount(database);
  } catch {
    // Down, or too slow to answer: either way not ready.
  }
  // More migrations than this build knows is a newer build's schema, kept backwards-compatible
  // for a rolling upgrade (README, Deploy): this instance still serves.
  const migrations = applied === null ? 'unknown' : applied >= expectedMigrations ? 'done' : 'pending';
  return { ready: phase === 'serving' && migrations === 'done', server: phase, database: applied === null ? 'down' : 'up', migrations };
}

const PROBE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const LIVE = /^\/api\/health\/live\/?$/;
const READY = /^\/api\/health\/ready\/?$/;

/**
 * Answers a GET or HEAD of a probe's path and returns true; false for any other request.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {() => Promise<Readiness>} readiness
 * @returns {boolean}
 */
export function answerHealthProbe(req, res, readiness) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split('?', 1)[0] ?? '';
  /** @param {number} status @param {object} body */
  const send = (status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { ...PROBE_HEADERS, 'content-length': String(Buffer.byteLength(text)) });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (LIVE.test(path)) {
    send(200, { alive: true });
    return true;
  }
  if (!READY.test(path)) return false;
  readiness().then(
    (state) => send(state.ready ? 200 : 503, state),
    () => send(503, { ready: false }),
  );
  return true;
}
