import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRequestError, requestErrorLine } from '@/lib/server/request-error-log';

const context = { routerKind: 'App Router', routePath: '/[locale]/(site)/for-sale/[city]/[title]/[id]', routeType: 'render', renderSource: 'server-rendering', revalidateReason: undefined } as const;

describe('requestErrorLine', () => {
  it("names the request by the id the server gave it, its path without the query, Next's digest", () => {
    const error = Object.assign(new Error('catalogue unreadable'), { digest: '3141592653' });
    const line = requestErrorLine(error, { path: '/fr/a-vendre/x/y/1/?email=someone@example.be', method: 'GET', headers: { 'x-request-id': 'req-1234567890' } }, context);
    expect(line).toMatchObject({ requestId: 'req-1234567890', method: 'GET', path: '/fr/a-vendre/x/y/1/', routeType: 'render', digest: '3141592653', message: 'catalogue unreadable' });
    expect(JSON.stringify(line)).not.toContain('someone@example.be');
    expect(line.stack).toContain('catalogue unreadable');
  });

  it('logs a thrown non-Error and a request without an id', () => {
    const line = requestErrorLine('plain string', { path: '/api/x/', method: 'POST', headers: {} }, { ...context, routeType: 'route' });
    expect(line).toMatchObject({ requestId: null, message: 'plain string', routeType: 'route' });
    expect(line).not.toHaveProperty('digest');
  });
});

describe('logRequestError', () => {
  afterEach(() => vi.restoreAllMocks());
  it('writes one [request-error] line of JSON on console.error', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void lines.push(text));
    logRequestError(new Error('boom'), { path: '/fr/', method: 'GET', headers: { 'x-request-id': 'req-abcdef123' } }, context);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[request-error\] \{/);
    expect(JSON.parse(lines[0]!.slice('[request-error] '.length))).toMatchObject({ requestId: 'req-abcdef123', message: 'boom' });
  });
});
