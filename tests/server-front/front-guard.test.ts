import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientErrorAnswer,
  guardRequest,
  methodVerdict,
  normalizeAddress,
  parseCidr,
  parseForwardedForEntry,
  parseTrustedProxies,
  publicFilesOf,
  rawAnswer,
  resolveClientAddress,
  sanitizeForwardedHeaders,
} from '@/server/front-guard.mjs';

describe('methodVerdict', () => {
  it.each([
    ['GET', 'serve'],
    ['HEAD', 'serve'],
    ['POST', 'serve'],
    ['OPTIONS', 'options'],
    ['TRACE', 'refuse'],
    ['TRACK', 'refuse'],
    ['CONNECT', 'refuse'],
    ['PUT', 'refuse'],
    ['DELETE', 'refuse'],
    ['PATCH', 'refuse'],
    ['PROPFIND', 'refuse'],
    ['get', 'refuse'],
    ['', 'refuse'],
    [undefined, 'refuse'],
  ])('%s → %s', (method, verdict) => {
    expect(methodVerdict(method)).toBe(verdict);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:0db8::0001', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
    ['256.1.1.1', null],
    ['010.0.0.1', null],
    ['1.2.3.4%eth0', null],
    ['unknown', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (text, expected) => {
    expect(normalizeAddress(text)).toBe(expected);
  });
});

describe('parseCidr', () => {
  it.each([
    ['10.0.0.5', { address: '10.0.0.5', prefix: 32, family: 'ipv4' }],
    ['10.0.0.0/8', { address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
    ['0.0.0.0/0', { address: '0.0.0.0', prefix: 0, family: 'ipv4' }],
    ['2001:db8::/32', { address: '2001:db8::', prefix: 32, family: 'ipv6' }],
    ['::1', { address: '::1', prefix: 128, family: 'ipv6' }],
    ['::ffff:10.0.0.0/104', { address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
    ['::ffff:10.0.0.1', { address: '10.0.0.1', prefix: 32, family: 'ipv4' }],
  ])('reads %s', (entry, expected) => {
    expect(parseCidr(entry)).toEqual(expected);
  });

  it.each(['10.0.0.0/33', '2001:db8::/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/-1', '10.0.0.0/x', '::ffff:10.0.0.0/95', 'localhost', '10.0.0'])(
    'refuses %s',
    (entry) => {
      expect(parseCidr(entry)).toBeNull();
    },
  );
});

describe('parseTrustedProxies', () => {
  const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.0.2.10 ,2001:db8:cafe::/48,');

  it.each([
    ['10.1.2.3', true],
    ['::ffff:10.1.2.3', true],
    ['192.0.2.10', true],
    ['192.0.2.11', false],
    ['2001:db8:cafe::17', true],
    ['2001:DB8:CAFE:0::17', true],
    ['2001:db8:caff::17', false],
    ['11.0.0.1', false],
    ['garbage', false],
    [undefined, false],
  ])('trusts %s: %s', (address, expected) => {
    expect(trusted.has(address)).toBe(expected);
  });

  it('trusts nobody when unset or empty', () => {
    for (const text of [undefined, '', ' , ']) {
      const none = parseTrustedProxies(text);
      expect(none.entries).toEqual([]);
      expect(none.has('127.0.0.1')).toBe(false);
    }
  });

  it('stops at an invalid entry and names it', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, 10.0.0.300')).toThrow('TRUSTED_PROXIES: "10.0.0.300" is not an IP address or CIDR range');
    expect(() => parseTrustedProxies('proxy.internal')).toThrow('"proxy.internal"');
  });
});

describe('parseForwardedForEntry', () => {
  it.each([
    ['198.51.100.4', '198.51.100.4'],
    [' 198.51.100.4:51234 ', '198.51.100.4'],
    ['2001:db8::4', '2001:db8::4'],
    ['[2001:db8::4]', '2001:db8::4'],
    ['[2001:db8::4]:443', '2001:db8::4'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['unknown', null],
    ['', null],
    ['198.51.100.4:port', null],
    ['<script>', null],
    ['[198.51.100.4', null],
  ])('%s → %s', (entry, expected) => {
    expect(parseForwardedForEntry(entry)).toBe(expected);
  });
});

describe('resolveClientAddress', () => {
  const none = parseTrustedProxies('');
  const proxies = parseTrustedProxies('10.0.0.0/8, 2001:db8:1::/64');

  it.each([
    // [case, peer, X-Forwarded-For, trusted, client]
    ['no proxy configured: the peer, whatever the header says', '203.0.113.9', '1.1.1.1', none, '203.0.113.9'],
    ['no proxy configured, mapped peer', '::ffff:203.0.113.9', undefined, none, '203.0.113.9'],
    ['an untrusted peer cannot claim an address', '203.0.113.9', '10.0.0.1', proxies, '203.0.113.9'],
    ['a trusted proxy: its last hop', '10.0.0.2', '198.51.100.4', proxies, '198.51.100.4'],
    ['a trusted proxy over IPv4-mapped IPv6', '::ffff:10.0.0.2', '198.51.100.4', proxies, '198.51.100.4'],
    ['a spoofed chain: only the hop the proxy added counts', '10.0.0.2', '6.6.6.6, 7.7.7.7, 198.51.100.4', proxies, '198.51.100.4'],
    ['two trusted proxies in a row', '10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.3', proxies, '198.51.100.4'],
    ['a trusted IPv6 proxy and an IPv6 client', '2001:db8:1::2', '2001:db8:2::5', proxies, '2001:db8:2::5'],
    ['a hop with a port', '10.0.0.2', '198.51.100.4:40000', proxies, '198.51.100.4'],
    ['garbage where the client should be: the peer', '10.0.0.2', '198.51.100.4, unknown', proxies, '10.0.0.2'],
    ['garbage further left is never read', '10.0.0.2', '<script>, 198.51.100.4', proxies, '198.51.100.4'],
    ['an empty header: the peer', '10.0.0.2', '', proxies, '10.0.0.2'],
    ['no header: the peer', '10.0.0.2', undefined, proxies, '10.0.0.2'],
    ['only trusted proxies: the peer', '10.0.0.2', '10.0.0.7, 10.0.0.8', proxies, '10.0.0.2'],
    ['no peer address (socket gone)', undefined, '198.51.100.4', proxies, null],
  ] as const)('%s', (_case, peer, forwardedFor, trusted, client) => {
    expect(resolveClientAddress(peer, forwardedFor, trusted)).toBe(client);
  });
});

describe('sanitizeForwardedHeaders', () => {
  const spoofed = () => ({
    host: 'www.immo-horizon.be',
    'x-forwarded-for': '1.1.1.1, 2.2.2.2',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    'x-real-ip': '3.3.3.3',
    forwarded: 'for=4.4.4.4;host=evil.example',
    'user-agent': 'test',
  });

  it('from an untrusted peer keeps no forwarded claim and records the socket address', () => {
    expect(sanitizeForwardedHeaders(spoofed(), '::ffff:203.0.113.9', parseTrustedProxies(''))).toEqual({
      host: 'www.immo-horizon.be',
      'x-forwarded-for': '203.0.113.9',
      'user-agent': 'test',
    });
  });

  it('from a trusted proxy keeps the original host, scheme and port, and one client address', () => {
    expect(sanitizeForwardedHeaders(spoofed(), '10.0.0.2', parseTrustedProxies('10.0.0.0/8'))).toEqual({
      host: 'www.immo-horizon.be',
      'x-forwarded-for': '2.2.2.2',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'user-agent': 'test',
    });
  });

  it('sets X-Forwarded-For when the request had none', () => {
    expect(sanitizeForwardedHeaders({}, '203.0.113.9', parseTrustedProxies(''))).toEqual({ 'x-forwarded-for': '203.0.113.9' });
  });
});

describe('raw answers', () => {
  it('answers an unknown method with 405 and Allow, and echoes nothing', () => {
    const answer = clientErrorAnswer('HPE_INVALID_METHOD');
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain('allow: GET, HEAD, POST\r\n');
    expect(answer.endsWith('\r\n\r\nMethod Not Allowed\n')).toBe(true);
  });

  it.each([
    ['HPE_HEADER_OVERFLOW', 431],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_INVALID_HEADER_TOKEN', 400],
    [undefined, 400],
  ])('%s → %i', (code, status) => {
    expect(clientErrorAnswer(code).startsWith(`HTTP/1.1 ${status} `)).toBe(true);
  });

  it('states a correct content length and closes the connection', () => {
    const answer = rawAnswer(400, 'Bad Request');
    expect(answer).toContain('content-length: 12\r\n');
    expect(answer).toContain('connection: close\r\n');
  });
});

describe('the files of public/', () => {
  it('are listed by their address, folders walked, from the folder the server starts in', () => {
    const files = publicFilesOf('public');
    for (const file of ['/logo.svg', '/favicon.svg', '/epc/brussels/a.svg', '/documents/4012345/floor-plans.pdf']) expect(files.has(file), file).toBe(true);
    expect(files.has('/epc/brussels')).toBe(false);
    expect([...files].every((file) => file.startsWith('/') && !file.includes('\\'))).toBe(true);
    expect(publicFilesOf('no-such-folder').size).toBe(0);
  });
});

describe('guardRequest in front of a server', () => {
  let server: http.Server;
  let base: string;
  const seen: { method?: string; headers: http.IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    const trusted = parseTrustedProxies('');
    server = http.createServer((req, res) => {
      if (guardRequest(req, res, { trusted, publicFiles: publicFilesOf('public') })) return;
      seen.push({ method: req.method, headers: { ...req.headers } });
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['PUT', 'DELETE', 'PATCH', 'PROPFIND'])('refuses %s with 405, Allow and a fixed body, whatever was sent', async (method) => {
    const before = seen.length;
    const response = await fetch(`${base}/fr/?q=<script>`, { method, body: '<script>alert(1)</script>'.repeat(10_000) });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Method Not Allowed\n');
    expect(seen.length).toBe(before);
  });

  it('refuses TRACE (which fetch cannot even send) with 405', async () => {
    const { status, allow, body } = await new Promise<{ status?: number; allow?: string; body: string }>((resolve, reject) => {
      const request = http.request(`${base}/fr/`, { method: 'TRACE', headers: { cookie: 'secret=1' } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, allow: response.headers.allow, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect({ status, allow, body }).toEqual({ status: 405, allow: 'GET, HEAD, POST', body: 'Method Not Allowed\n' });
  });

  it.each(['/logo.svg', '/epc/brussels/%61.svg', '/documents/4012345/floor-plans.pdf?x=1', '/_next/static/chunks/main.js', '/robots.txt', '/sitemap.xml'])(
    'refuses a POST to the file %s with 405 and Allow: GET, HEAD, unread (Next answered it with a 500)',
    async (url) => {
      const before = seen.length;
      const response = await fetch(`${base}${url}`, { method: 'POST', body: 'x'.repeat(100_000) });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.text()).toBe('Method Not Allowed\n');
      expect(seen.length).toBe(before);
      expect((await fetch(`${base}${url}`)).status).toBe(200);
      expect(seen.at(-1)!.method).toBe('GET');
    },
  );

  it('passes a POST to a page, an API route, and a path that is no file, on to Next', async () => {
    for (const url of ['/fr/contact/', '/epc/brussels/zz.svg', '/api/page-view/', '/%E0%A4%A']) {
      const response = await fetch(`${base}${url}`, { method: 'POST', body: 'a=1' });
      expect(await response.text(), url).toBe('page');
      expect(seen.at(-1)!.method, url).toBe('POST');
    }
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const response = await fetch(`${base}/api/health/`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await response.text()).toBe('');
  });

  it('passes GET on with the socket address as the only forwarded claim', async () => {
    const response = await fetch(`${base}/fr/`, { headers: { 'x-forwarded-for': '1.1.1.1', 'x-forwarded-host': 'evil.example', 'x-real-ip': '3.3.3.3' } });
    expect(await response.text()).toBe('page');
    const last = seen.at(-1)!;
    expect(last.method).toBe('GET');
    expect(last.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(last.headers['x-forwarded-host']).toBeUndefined();
    expect(last.headers['x-real-ip']).toBeUndefined();
  });
});

describe('guardRequest behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  let server: http.Server;
  let base: string;
  const seen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    const trusted = parseTrustedProxies('127.0.0.1');
    server = http.createServer((req, res) => {
      if (guardRequest(req, res, { trusted })) return;
      seen.push({ ...req.headers });
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("takes the client the proxy reports, not what the client claimed before it, and keeps the proxy's host", async () => {
    // The client wrote '6.6.6.6' itself; the proxy appended the address it saw, 203.0.113.7.
    await fetch(`${base}/fr/`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-host': 'www.immohorizon.be', 'x-forwarded-proto': 'https' } });
    const last = seen.at(-1)!;
    expect(last['x-forwarded-for']).toBe('203.0.113.7');
    expect(last['x-forwarded-host']).toBe('www.immohorizon.be');
    expect(last['x-forwarded-proto']).toBe('https');
  });

  it('gives each client its own address, however many values one client rotates through', async () => {
    const seenBefore = seen.length;
    for (const spoof of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      await fetch(`${base}/fr/`, { headers: { 'x-forwarded-for': `${spoof}, 198.51.100.9` } });
    }
    expect(new Set(seen.slice(seenBefore).map((h) => h['x-forwarded-for']))).toEqual(new Set(['198.51.100.9']));
  });
});
