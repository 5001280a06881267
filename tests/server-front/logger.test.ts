import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedPathOf, observeResponse } from '@/server/access-log.mjs';
import { createLogger, logArgumentsOf, logSettingsFromEnv, routeConsoleThrough, textLineOf } from '@/server/logger.mjs';
import { createMetrics } from '@/server/metrics.mjs';
import { requestContext } from '@/server/request-context.mjs';

/** A logger writing into an array of parsed lines. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ destination: { write: (line: string) => lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

describe('createLogger', () => {
  it('puts the id of the request being served on every line, and none outside a request', async () => {
    const { logger, lines } = capturedLogger();
    await requestContext.run({ id: 'req-0123456789' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.warn('inside');
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ level: 40, msg: 'inside', reqId: 'req-0123456789' });
    expect(lines[1]).toMatchObject({ level: 30, msg: 'outside' });
    expect(lines[1]).not.toHaveProperty('reqId');
    expect(typeof lines[0]!.time).toBe('string');
  });
});

describe('routeConsoleThrough', () => {
  const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
  afterEach(() => Object.assign(console, saved));

  it("turns the app's console lines into log lines with the request's id", () => {
    const { logger, lines } = capturedLogger();
    routeConsoleThrough(logger);
    requestContext.run({ id: 'req-security-1' }, () => {
      console.warn(`[security] ${JSON.stringify({ at: '2026-11-27T20:00:00.000Z', level: 'warn', event: 'login-failed', realm: 'staff' })}`);
      console.error('[mail] dispatch failed:', new Error('smtp down'));
    });
    console.log('agency-server: ready');
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-security-1', tag: 'security', security: { event: 'login-failed', realm: 'staff' }, msg: '[security] login-failed' });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-security-1', msg: '[mail] dispatch failed:', err: { message: 'smtp down' } });
    expect(String((lines[1]!.err as { stack: string }).stack)).toContain('smtp down');
    expect(lines[2]).toMatchObject({ level: 30, msg: 'agency-server: ready' });
  });
});

describe('logArgumentsOf', () => {
  it.each<[unknown[], Record<string, unknown>, string]>([
    [['plain %s', 'text'], {}, 'plain text'],
    [['count', 3, { a: 1 }], {}, 'count 3 { a: 1 }'],
    [['[request-error] {"requestId":"r-12345678","message":"boom"}'], { tag: 'request-error', 'request-error': { requestId: 'r-12345678', message: 'boom' } }, '[request-error] boom'],
    [['[portal] {not json}'], {}, '[portal] {not json}'],
  ])('%j', (args, fields, message) => {
    expect(logArgumentsOf(args)).toEqual([fields, message]);
  });
});

describe('textLineOf', () => {
  it('shows time, level, message and request id for a person', () => {
    expect(textLineOf('{"level":50,"time":"2026-11-27T20:41:02.123Z","pid":1,"reqId":"req-1","msg":"GET /fr/ 500 3 ms"}')).toBe('20:41:02 ERROR GET /fr/ 500 3 ms [req-1]\n');
    expect(textLineOf('not json')).toBe('not json\n');
  });
});

describe('logSettingsFromEnv', () => {
  it('reads LOG_FORMAT and LOG_LEVEL, and refuses what it does not know', () => {
    expect(logSettingsFromEnv({})).toEqual({ format: 'json', level: 'info' });
    expect(logSettingsFromEnv({ LOG_FORMAT: 'text', LOG_LEVEL: 'warn' })).toEqual({ format: 'text', level: 'warn' });
    expect(() => logSettingsFromEnv({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
    expect(() => logSettingsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('the access log', () => {
  it.each([
    ['/fr/a-vendre/?email=someone@example.be&q=villa', '/fr/a-vendre/'],
    ['/fr/nouveau-mot-de-passe/?token=secret', '/fr/nouveau-mot-de-passe/'],
    ['http://host.example/fr/?x=1', '/fr/'],
    [`/${'a'.repeat(400)}`, `/${'a'.repeat(299)}…`],
  ])('logs %s as %s', (url, path) => {
    expect(loggedPathOf(url)).toBe(path);
  });

  it('writes one line per request with its id, method, path, status and duration, and counts it', async () => {
    const { logger, lines } = capturedLogger();
    const metrics = createMetrics({ defaultMetrics: false });
    const server = http.createServer((req, res) => {
      observeResponse(req, res, { requestId: 'req-access-42', logger, metrics });
      res.writeHead(404).end('no');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fr/nothing/?email=a@b.be`)).text();
      await vi.waitFor(() => expect(lines).toHaveLength(1)); // the response's 'close' follows its last byte
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: 'access', reqId: 'req-access-42', method: 'GET', path: '/fr/nothing/', status: 404 });
    expect(typeof lines[0]!.durationMs).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('a@b.be');
    expect(await metrics.registry.metrics()).toContain('http_requests_total{route="page",status="404"} 1');
  });
});

describe('the access log of the health probes', () => {
  it('keeps passing probes out of the info log, failing ones in', async () => {
    const { logger, lines } = capturedLogger();
    let status = 200;
    const server = http.createServer((req, res) => {
      observeResponse(req, res, { requestId: 'req-probe-0001', logger, metrics: null });
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health/ready/`;
      await (await fetch(url)).text();
      status = 503;
      await (await fetch(url)).text();
      await (await fetch(url.replace('/api/health/ready/', '/fr/'))).text();
      await vi.waitFor(() => expect(lines).toHaveLength(2));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines.map((line) => [line.path, line.status])).toEqual([
      ['/api/health/ready/', 503],
      ['/fr/', 503],
    ]);
  });
});
