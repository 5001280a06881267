import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logRequestError } from '@/lib/server/request-error-log';
import { resetSentryForTests } from '@/lib/server/sentry-report';

const context = { routerKind: 'App Router', routePath: '/[locale]/(site)/contact', routeType: 'render', renderSource: 'server-rendering', revalidateReason: undefined } as const;

/** A stand-in for Sentry's ingest: the envelopes posted to /api/<project>/envelope/. */
let envelopes: { path: string; auth: string; body: string }[] = [];
let server: http.Server;
let dsn = '';

beforeAll(async () => {
  // The report loads @sentry/node on the first error; loading it cold on a busy CI machine took over
  // the 5 s a test gets. Loaded here, with its own time, each test checks the report and not the load.
  await import('@sentry/node');
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
      envelopes.push({ path: req.url ?? '', auth: String(req.headers['x-sentry-auth'] ?? ''), body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey123@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await resetSentryForTests();
  envelopes = [];
});

describe('errors reported to Sentry', () => {
  it('with SENTRY_DSN: the error, tagged with the request id, route and digest, without the query', async () => {
    vi.stubEnv('SENTRY_DSN', dsn);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('contact page broke'), { digest: '2718281828' });
    await logRequestError(error, { path: '/fr/contact/?email=someone@example.be', method: 'GET', headers: { 'x-request-id': 'req-sentry-0001', cookie: 'owner_session=secret' } }, context);
    expect(envelopes).toHaveLength(1);
    const [{ path, auth, body }] = envelopes as [(typeof envelopes)[number]];
    expect(path.split('?')[0]).toBe('/api/42/envelope/');
    expect(`${auth} ${path}`).toContain('sentry_key=publickey123');
    const event = JSON.parse(body.split('\n')[2]!);
    expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'contact page broke' });
    expect(event.tags).toMatchObject({ requestId: 'req-sentry-0001', digest: '2718281828', route: '/[locale]/(site)/contact', routeType: 'render' });
    expect(event.extra).toMatchObject({ path: '/fr/contact/' });
    expect(body).not.toContain('someone@example.be');
    expect(body).not.toContain('secret');
  });

  it('without SENTRY_DSN: the log line only, nothing sent', async () => {
    vi.stubEnv('SENTRY_DSN', '');
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void lines.push(text));
    await logRequestError(new Error('quiet'), { path: '/fr/', method: 'GET', headers: {} }, context);
    expect(lines).toHaveLength(1);
    expect(envelopes).toHaveLength(0);
  });

  it('an unreachable Sentry costs a log line, not the request', async () => {
    vi.stubEnv('SENTRY_DSN', 'http://publickey123@127.0.0.1:9/42');
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void lines.push(String(text)));
    await expect(logRequestError(new Error('nobody listens'), { path: '/fr/', method: 'GET', headers: {} }, context)).resolves.toBeUndefined();
    expect(lines[0]).toMatch(/^\[request-error\]/);
  });
});
