// /metrics in Prometheus's text format (prom-client), served on a port of its own: METRICS_PORT,
// on METRICS_HOST (127.0.0.1 unless told). Why a port and not a token on the site's port: Prometheus
// must scrape each instance itself, and the site's port is reached through the load balancer, which
// would hand each scrape to any instance; a port the front proxy never forwards also keeps the
// figures off the internet with no secret to hand out and rotate. docs/operations.md lists each
// metric and the alerts on them.
//
// Per request (serve.mjs): a counter by route group (route-group.mjs, a bounded set) and status, and
// a latency histogram. At scrape time only, from the database (ops-database.mjs, a short timeout):
// the outbox and the CRM sync. From the app (lib/server/mail/delivery-count.ts, through a function
// this module puts on globalThis): mails sent and failed. Node's own: event-loop lag, memory, CPU.
import http from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** @import { OperationalSnapshot } from './ops-database.mjs' */
/** @import { RouteGroup } from './route-group.mjs' */

/** Where the app finds the mail counter (lib/server/mail/delivery-count.ts): one process, two module graphs. */
export const MAIL_DELIVERY_COUNTER = Symbol.for('agency.mail-deliveries');

/** @typedef {'sent' | 'failed'} MailResult */
/** @typedef {(result: MailResult, count: number) => void} MailDeliveryCounter */

const SYNC_STATUSES = ['published', 'unchanged', 'held', 'failed'];
/** A snapshot read for one scrape serves every gauge of that scrape. */
const SNAPSHOT_REUSE_MS = 1000;

/**
 * @typedef {object} Metrics
 * @property {Registry} registry
 * @property {(route: RouteGroup, status: number, seconds: number) => void} observeRequest
 * @property {MailDeliveryCounter} countMails
 */

/**
 * @param {{ snapshot?: (() => Promise<OperationalSnapshot>) | null, crm?: boolean, defaultMetrics?: boolean }} [options]
 *   snapshot: reads the database's figures (none without a database); crm: a CRM is configured.
 * @returns {Metrics}
 */
export function createMetrics({ snapshot = null, crm = false, defaultMetrics = true } = {}) {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route group and status', labelNames: ['route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route group',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mailsSent = new Counter({ name: 'agency_mails_sent_total', help: 'Mails the outbox dispatcher of this process handed to the mail server', registers: [registry] });
  const mailsFailed = new Counter({ name: 'agency_mails_failed_total', help: 'Mail sending attempts that failed in this process (each is retried, up to its limit)', registers: [registry] });

  if (snapshot) {
    /** @type {{ at: number, value: Promise<OperationalSnapshot | null> } | null} */
    let last = null;
    const read = () => {
      const now = Date.now();
      if (!last || now - last.at > SNAPSHOT_REUSE_MS) last = { at: now, value: snapshot().catch(() => null) };
      return last.value;
    };
    /**
     * A gauge read from the snapshot; NaN while the database does not answer (an unknown backlog is
     * not an empty one; agency_database_up says why).
     * @param {string} name
     * @param {string} help
     * @param {(figures: OperationalSnapshot, gauge: Gauge) => void} fill
     * @param {string[]} [labelNames]
     */
    const fromDatabase = (name, help, fill, labelNames = []) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          const figures = await read();
          if (figures) fill(figures, this);
          else if (labelNames.length === 0) this.set(NaN);
          else this.reset();
        },
      });
    new Gauge({
      name: 'agency_database_up',
      help: '1 when the database answered this scrape within its timeout, else 0',
      registers: [registry],
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    });
    fromDatabase('agency_outbox_pending', 'Outbox rows (mails, leads for the CRM) waiting to be sent, retries included', (f, g) => g.set(f.outboxPending));
    fromDatabase('agency_outbox_oldest_pending_age_seconds', 'Age of the oldest outbox row still waiting (0 when none waits)', (f, g) => g.set(f.outboxOldestPendingAge ?? 0));
    fromDatabase('agency_outbox_failed', 'Outbox rows given up on (too many attempts, or refused for good): mails nobody got', (f, g) => g.set(f.outboxFailed));
    if (crm) {
      // Never synced is infinitely old: an alert on the age fires.
      fromDatabase('agency_crm_sync_last_success_age_seconds', 'Time since the last CRM sync that brought the stock up to date (+Inf: none yet)', (f, g) => g.set(f.crmLastSuccessAge ?? Infinity));
      fromDatabase('agency_crm_sync_last_run_age_seconds', 'Time since the last CRM sync finished, whatever its result (+Inf: none yet)', (f, g) => g.set(f.crmLastRunAge ?? Infinity));
      fromDatabase(
        'agency_crm_sync_last_result',
        'The result of the last finished CRM sync: 1 for its status, 0 for the others',
        (f, g) => {
          for (const status of SYNC_STATUSES) g.set({ status }, f.crmLastStatus === status ? 1 : 0);
        },
        ['status'],
      );
    }
  }

  return {
    registry,
    observeRequest(route, status, seconds) {
      requests.inc({ route, status: String(status) });
      duration.observe({ route }, seconds);
    },
    countMails(result, count) {
      if (count > 0) (result === 'sent' ? mailsSent : mailsFailed).inc(count);
    },
  };
}

/**
 * Lets the app's mail dispatcher count into `metrics` (lib/server/mail/delivery-count.ts).
 * @param {Metrics} metrics
 */
export function exposeMailCounter(metrics) {
  /** @type {Record<symbol, MailDeliveryCounter>} */ (/** @type {unknown} */ (globalThis))[MAIL_DELIVERY_COUNTER] = metrics.countMails;
}

/**
 * METRICS_PORT (unset: no metrics server) and METRICS_HOST (127.0.0.1); throws on a bad port.
 * @param {Record<string, string | undefined>} env
 * @returns {{ port: number, host: string } | null}
 */
export function metricsSettingsFromEnv(env) {
  const text = env.METRICS_PORT;
  if (text === undefined || text === '') return null;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) throw new Error(`METRICS_PORT: "${text}" is not a port number`);
  return { port: Number(text), host: env.METRICS_HOST || '127.0.0.1' };
}

/**
 * Serves GET /metrics (and /metrics/) of `metrics` on `port` and `host`; anything else is a 404.
 * @param {Metrics} metrics
 * @param {{ port: number, host: string }} address
 * @returns {Promise<http.Server>}
 */
export function serveMetrics(metrics, { port, host }) {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (path !== '/metrics' && path !== '/metrics/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    try {
      const text = await metrics.registry.metrics();
      res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text);
    } catch (error) {
      console.error('agency-server: /metrics failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
