/**
 * What an operator relies on (docs/operations.md, "Eyes on it"), on the production server: a
 * request id on every answer that a visitor cannot choose, liveness and readiness, and /metrics
 * on its own port of the CRM site server with requests, the outbox and the CRM sync.
 */
import { expect, test } from '@playwright/test';
import { CRM_METRICS_PORT, CRM_SITE_PORT } from './crm-env';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe('request ids', () => {
  test('every answer names its request, and an id sent by a visitor is not taken', async ({ request }) => {
    const ids = new Set<string>();
    for (const url of ['/fr/', '/api/health/', '/nl/no-such-page/', '/logo.svg']) {
      const response = await request.get(url, { headers: { 'x-request-id': 'chosen-by-the-visitor' } });
      const id = response.headers()['x-request-id'] ?? '';
      expect(id, url).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
    const refused = await request.fetch('/fr/', { method: 'DELETE' });
    expect(refused.status()).toBe(405);
    expect(refused.headers()['x-request-id']).toMatch(UUID);
  });
});

test.describe('health probes', () => {
  test('liveness and readiness answer, uncached, with the database and its migrations checked', async ({ request }) => {
    const live = await request.get('/api/health/live/');
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ alive: true });
    const ready = await request.get('/api/health/ready/');
    expect(ready.status()).toBe(200);
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(await ready.json()).toEqual({ ready: true, server: 'serving', database: 'up', migrations: 'done' });
  });
});

test.describe('metrics', () => {
  test('the CRM site serves /metrics on its own port: requests by route group, the outbox, the sync', async ({ request }) => {
    const page = await request.get(`http://127.0.0.1:${CRM_SITE_PORT}/fr/`);
    expect(page.status()).toBe(200);
    const scrape = await request.get(`http://127.0.0.1:${CRM_METRICS_PORT}/metrics`);
    expect(scrape.status()).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/^http_requests_total\{route="page",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="page"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toMatch(/^agency_database_up 1$/m);
    expect(text).toMatch(/^agency_outbox_pending \d+$/m);
    expect(text).toMatch(/^agency_outbox_oldest_pending_age_seconds \S+$/m);
    expect(text).toMatch(/^agency_outbox_failed \d+$/m);
    expect(text).toMatch(/^agency_crm_sync_last_success_age_seconds \S+$/m);
    expect(text).toMatch(/^agency_crm_sync_last_result\{status="published"\} [01]$/m);
    expect(text).toContain('# TYPE agency_mails_sent_total counter');
    // Never a path as a label.
    expect(text).not.toContain('route="/fr/"');
  });

  test('the metrics port is not the site: the site has no /metrics', async ({ request }) => {
    expect((await request.get(`http://127.0.0.1:${CRM_SITE_PORT}/metrics`)).status()).toBe(404);
  });
});
