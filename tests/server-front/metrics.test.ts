import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { countMailDelivery } from '@/lib/server/mail/delivery-count';
import { createMetrics, exposeMailCounter, MAIL_DELIVERY_COUNTER, metricsSettingsFromEnv, serveMetrics } from '@/server/metrics.mjs';
import type { OperationalSnapshot } from '@/server/ops-database.mjs';

const FIGURES: OperationalSnapshot = { outboxPending: 2, outboxOldestPendingAge: 1234.5, outboxFailed: 1, crmLastSuccessAge: 7200, crmLastRunAge: 600, crmLastStatus: 'held' };

/** The sample lines of a scrape (no # HELP / # TYPE). */
const samples = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

describe('createMetrics', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[MAIL_DELIVERY_COUNTER];
  });

  it('counts a request by route group and status, with its latency, beside Node’s event-loop lag', async () => {
    const metrics = createMetrics();
    metrics.observeRequest('property', 200, 0.042);
    metrics.observeRequest('property', 200, 0.3);
    metrics.observeRequest('api', 503, 0.001);
    const lines = samples(await metrics.registry.metrics());
    expect(lines).toContain('http_requests_total{route="property",status="200"} 2');
    expect(lines).toContain('http_requests_total{route="api",status="503"} 1');
    expect(lines).toContain('http_request_duration_seconds_count{route="property"} 2');
    expect(lines.some((line) => /^http_request_duration_seconds_bucket\{.*le="0\.05".*route="property".*\} 1$|^http_request_duration_seconds_bucket\{.*route="property".*le="0\.05".*\} 1$/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('nodejs_eventloop_lag_seconds '))).toBe(true);
  });

  it('reads the outbox and the CRM sync from the database once per scrape', async () => {
    let reads = 0;
    const metrics = createMetrics({ snapshot: async () => (reads++, FIGURES), crm: true, defaultMetrics: false });
    const lines = samples(await metrics.registry.metrics());
    expect(reads).toBe(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'agency_database_up 1',
        'agency_outbox_pending 2',
        'agency_outbox_oldest_pending_age_seconds 1234.5',
        'agency_outbox_failed 1',
        'agency_crm_sync_last_success_age_seconds 7200',
        'agency_crm_sync_last_run_age_seconds 600',
        'agency_crm_sync_last_result{status="held"} 1',
        'agency_crm_sync_last_result{status="published"} 0',
      ]),
    );
  });

  it('reads nothing from the database when no request is scraped', () => {
    let reads = 0;
    const metrics = createMetrics({ snapshot: async () => (reads++, FIGURES), defaultMetrics: false });
    metrics.observeRequest('page', 200, 0.01);
    expect(reads).toBe(0);
  });

  it('says the database is down and its figures unknown (never an empty outbox) when it does not answer', async () => {
    const metrics = createMetrics({ snapshot: () => Promise.reject(new Error('timeout')), crm: true, defaultMetrics: false });
    const lines = samples(await metrics.registry.metrics());
    expect(lines).toContain('agency_database_up 0');
    const figures = lines.filter((line) => line.startsWith('agency_outbox') || line.startsWith('agency_crm'));
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.every((line) => / nan$/i.test(line))).toBe(true); // (prom-client writes 'Nan', which Prometheus reads)
  });

  it('shows a CRM never synced as infinitely old, and no CRM figure without a CRM', async () => {
    const never = { ...FIGURES, crmLastSuccessAge: null, crmLastRunAge: null, crmLastStatus: null };
    const withCrm = samples(await createMetrics({ snapshot: async () => never, crm: true, defaultMetrics: false }).registry.metrics());
    expect(withCrm).toContain('agency_crm_sync_last_success_age_seconds +Inf');
    const withoutCrm = await createMetrics({ snapshot: async () => FIGURES, crm: false, defaultMetrics: false }).registry.metrics();
    expect(withoutCrm).not.toContain('agency_crm');
  });

  it('counts the mails the app’s dispatcher sent and failed', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    countMailDelivery('sent'); // before the server exposes its counter: nowhere to count, no error
    exposeMailCounter(metrics);
    countMailDelivery('sent');
    countMailDelivery('sent');
    countMailDelivery('failed');
    const lines = samples(await metrics.registry.metrics());
    expect(lines).toContain('agency_mails_sent_total 2');
    expect(lines).toContain('agency_mails_failed_total 1');
  });
});

describe('serveMetrics', () => {
  it('serves the scrape at /metrics on its own address, and nothing else', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.observeRequest('page', 404, 0.02);
    const server = await serveMetrics(metrics, { port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('http_requests_total{route="page",status="404"} 1');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('metricsSettingsFromEnv', () => {
  it.each([
    [{}, null],
    [{ METRICS_PORT: '' }, null],
    [{ METRICS_PORT: '9464' }, { port: 9464, host: '127.0.0.1' }],
    [{ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, { port: 9464, host: '0.0.0.0' }],
  ])('%j → %j', (env, settings) => {
    expect(metricsSettingsFromEnv(env)).toEqual(settings);
  });

  it.each(['abc', '70000', '-1', '9464 '])('refuses METRICS_PORT=%j', (port) => {
    expect(() => metricsSettingsFromEnv({ METRICS_PORT: port })).toThrow(/METRICS_PORT/);
  });
});
