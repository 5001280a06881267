import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferHeadScripts, deferScriptsOf, scriptLoader } from '@/server/deferred-scripts.mjs';

const A = '/_next/static/chunks/a1.js';
const B = '/_next/static/chunks/turbopack-b2.js';
const HEAD =
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/p.js"/>' +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<title>Huis – €&nbsp;350.000</title><script>document.cookie="x=1"</script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>';
const BODY = '<body><main>Één huis</main><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('deferHeadScripts', () => {
  it('replaces the async script tags by one loader at the end of the head, in their order', () => {
    const head = deferHeadScripts(HEAD);
    expect(head).not.toContain(`<script src="${A}"`);
    expect(head).not.toContain(`<script src="${B}"`);
    expect(head.endsWith(`${scriptLoader([A, B])}</head>`)).toBe(true);
    // Everything else stays as it was: styles, the preload, inline and noModule scripts, the title.
    expect(head.replace(scriptLoader([A, B]), '')).toBe(
      HEAD.replace(`<script src="${A}" async=""></script><script src="${B}" async=""></script>`, ''),
    );
  });

  it('leaves a head without async scripts, and an address it would have to decode, unchanged', () => {
    const plain = '<head><title>t</title><script src="/legacy.js"></script></head>';
    expect(deferHeadScripts(plain)).toBe(plain);
    const encoded = '<head><script src="/a.js?x=1&amp;y=2" async=""></script></head>';
    expect(deferHeadScripts(encoded)).toBe(encoded);
  });

  it('writes the loader as a function called with the sources, a JSON array', () => {
    const loader = scriptLoader([A, B]);
    expect(loader.startsWith('<script data-script-loader>(function loadAfterPaint(sources) {')).toBe(true);
    expect(loader.endsWith(`})(${JSON.stringify([A, B])})</script>`)).toBe(true);
    // It is a script on its own: it parses, and holds no `</script>` that would end it early.
    expect(() => new Function(loader.slice('<script data-script-loader>'.length, -'</script>'.length))).not.toThrow();
    expect(loader.slice(0, -'</script>'.length)).not.toContain('</script');
  });
});

/** A server that writes `chunks` (strings) as the response, behind compression and the rewrite. */
function serverWriting(
  respond: (res: http.ServerResponse, req: http.IncomingMessage) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const compress = compression();
  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => undefined);
    respond(deferScriptsOf(res), req);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('deferScriptsOf on a response', () => {
  const page = HEAD + BODY;
  let server: Awaited<ReturnType<typeof serverWriting>>;

  beforeAll(async () => {
    server = await serverWriting((res, req) => {
      const path = req.url ?? '/';
      if (path === '/streamed') {
        // Written in pieces that cut `</head>` and a multi-byte character in two.
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        const bytes = Buffer.from(page);
        const cut = bytes.indexOf('</head>') + 3;
        res.write(bytes.subarray(0, 40));
        res.write(bytes.subarray(40, cut));
        setTimeout(() => {
          res.write(bytes.subarray(cut, cut + 30));
          res.end(bytes.subarray(cut + 30));
        }, 20);
      } else if (path === '/whole') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(page) });
        res.end(page);
      } else if (path === '/json') {
        const json = JSON.stringify({ page });
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-length', Buffer.byteLength(json));
        res.end(json);
      } else if (path === '/no-head') {
        res.setHeader('content-type', 'text/html');
        res.end(`<p>${'x'.repeat(300 * 1024)}</p><script src="${A}" async=""></script></head>`);
      }
    });
  });
  afterAll(() => server.close());

  const expected = deferHeadScripts(HEAD) + BODY;

  it('rewrites a streamed page cut anywhere, sent chunked and compressed', async () => {
    const gzip = await get(`${server.url}/streamed`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(expected);
    const plain = await get(`${server.url}/streamed`);
    expect(plain.body.toString()).toBe(expected);
  });

  it('drops the Content-Length of a page written whole with writeHead, and keeps its other headers', async () => {
    const response = await get(`${server.url}/whole`);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toBe(expected);
    const head = await get(`${server.url}/whole`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBeUndefined();
  });

  it('passes other types, and HTML whose head it does not find in the first 256 KB, unchanged', async () => {
    const json = await get(`${server.url}/json`);
    expect(json.headers['content-length']).toBe(String(json.body.length));
    expect(JSON.parse(json.body.toString()).page).toBe(page);
    const long = (await get(`${server.url}/no-head`)).body.toString();
    expect(long.endsWith(`<script src="${A}" async=""></script></head>`)).toBe(true);
    expect(long.includes('function go()')).toBe(false);
  });
});
