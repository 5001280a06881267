import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferHeadScripts } from '@/server/deferred-scripts.mjs';
import { rewriteHtmlOf } from '@/server/html-responses.mjs';
import { inlineHeadStylesheets } from '@/server/inline-stylesheets.mjs';

const A = '/_next/static/chunks/a1.js';
const B = '/_next/static/chunks/turbopack-b2.js';
const HEAD =
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>' +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  '<title>Huis – €&nbsp;350.000</title><script>document.cookie="x=1"</script></head>';
const BODY =
  '<body><main>Één huis &lt;script&gt;</main><script type="application/ld+json">{"a":"\\u003cscript>"}</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';
const PAGE = HEAD + BODY;
// The build's stylesheets as the server reads them (server/inline-stylesheets.mjs).
const SHEETS = new Map([['/_next/static/chunks/x.css', '.x{color:red}']]);
const POLICY = "default-src 'self'; script-src 'self' https://www.googletagmanager.com; base-uri 'none'";

/** A server that writes responses behind compression and the rewrite, as server/serve.mjs does. */
function serverWriting(
  respond: (res: http.ServerResponse, req: http.IncomingMessage) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const compress = compression();
  const server = http.createServer((req, res) => {
    res.setHeader('content-security-policy', POLICY);
    compress(req as never, res as never, () => undefined);
    respond(rewriteHtmlOf(res, SHEETS), req);
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

/** The nonce the response's header allows. */
function headerNonce(headers: http.IncomingHttpHeaders): string {
  const policy = String(headers['content-security-policy']);
  expect(policy).toMatch(/^default-src 'self'; script-src 'nonce-[A-Za-z0-9+/]{22}==' 'self' https:\/\/www\.googletagmanager\.com; base-uri 'none'$/);
  return /'nonce-([^']+)'/.exec(policy)![1]!;
}

/** The head once rewritten: its stylesheet inlined, its scripts deferred. */
const rewrittenHead = () => deferHeadScripts(inlineHeadStylesheets(HEAD, SHEETS));
/** What the page must be once rewritten with `nonce`: the head rewritten, every script tag nonced. */
const rewrittenPage = (nonce: string) => (rewrittenHead() + BODY).replace(/<script/g, `<script nonce="${nonce}"`);

describe('rewriteHtmlOf', () => {
  let server: Awaited<ReturnType<typeof serverWriting>>;

  beforeAll(async () => {
    server = await serverWriting((res, req) => {
      const path = req.url ?? '/';
      if (path === '/streamed') {
        // Written in pieces that cut `</head>`, a `<script` tag of the body and a multi-byte character.
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        const bytes = Buffer.from(PAGE);
        const cut = bytes.indexOf('</head>') + 3;
        const inTag = bytes.lastIndexOf('<script') + 4;
        res.write(bytes.subarray(0, 40));
        res.write(bytes.subarray(40, cut));
        setTimeout(() => {
          res.write(bytes.subarray(cut, cut + 30));
          res.write(bytes.subarray(cut + 30, cut + 33));
          res.write(bytes.subarray(cut + 33, inTag));
          res.end(bytes.subarray(inTag));
        }, 20);
      } else if (path === '/whole') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(PAGE), ETag: '"abc"' });
        res.end(PAGE);
      } else if (path === '/not-modified') {
        // What Next does for a matching If-None-Match: the validator, 304, no body, no type.
        res.setHeader('etag', '"abc"');
        res.statusCode = 304;
        res.end();
      } else if (path === '/json') {
        const json = JSON.stringify({ page: PAGE });
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-length', Buffer.byteLength(json));
        res.setHeader('etag', '"json"');
        res.end(json);
      } else if (path === '/sandboxed') {
        res.setHeader('content-security-policy', "default-src 'none'; sandbox");
        res.setHeader('content-type', 'text/html');
        res.end(PAGE);
      } else if (path === '/no-head') {
        res.setHeader('content-type', 'text/html');
        res.end(`<p>${'x'.repeat(300 * 1024)}</p><script src="${A}" async=""></script></head>`);
      }
    });
  });
  afterAll(() => server.close());

  it('rewrites a streamed page cut anywhere, sent chunked and compressed, with the header’s nonce', async () => {
    const gzip = await get(`${server.url}/streamed`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(rewrittenPage(headerNonce(gzip.headers)));
    const plain = await get(`${server.url}/streamed`);
    expect(plain.body.toString()).toBe(rewrittenPage(headerNonce(plain.headers)));
    expect(plain.body.toString()).toContain('<style data-precedence="next" data-inlined-href="/_next/static/chunks/x.css">.x{color:red}</style>');
  });

  it('gives each response a nonce of its own', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) nonces.add(headerNonce((await get(`${server.url}/whole`)).headers));
    expect(nonces.size).toBe(3);
  });

  it('drops the Content-Length and the ETag of a page written whole with writeHead, and keeps its other headers', async () => {
    const response = await get(`${server.url}/whole`);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toBe(rewrittenPage(headerNonce(response.headers)));
    const head = await get(`${server.url}/whole`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBeUndefined();
    headerNonce(head.headers);
  });

  it('sends a 304 without a CSP header, so the client keeps the one stored with its copy', async () => {
    const response = await get(`${server.url}/not-modified`);
    expect(response.status).toBe(304);
    expect(response.headers['etag']).toBe('"abc"');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('passes other types unchanged, their header and validator included', async () => {
    const json = await get(`${server.url}/json`);
    expect(json.headers['content-length']).toBe(String(json.body.length));
    expect(json.headers['etag']).toBe('"json"');
    expect(json.headers['content-security-policy']).toBe(POLICY);
    expect(JSON.parse(json.body.toString()).page).toBe(PAGE);
  });

  it('leaves the scripts of HTML whose policy has no script-src (nothing runs there) without a nonce', async () => {
    const response = await get(`${server.url}/sandboxed`);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.body.toString()).toBe(rewrittenHead() + BODY);
  });

  it('still gives the nonce to HTML whose head it does not find in the first 256 KB, whose head it leaves', async () => {
    const response = await get(`${server.url}/no-head`);
    const long = response.body.toString();
    expect(long.endsWith(`<script nonce="${headerNonce(response.headers)}" src="${A}" async=""></script></head>`)).toBe(true);
    expect(long.includes('data-script-loader')).toBe(false);
  });
});
