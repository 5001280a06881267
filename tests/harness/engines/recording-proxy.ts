import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_RECORDER_SCRIPT } from './error-recorder';

const HEAD = Buffer.from('<head');
const TAG_END = Buffer.from('>');

/** The recorder's tag, with the page's script nonce (server/html-responses.mjs): the CSP runs no other inline script. */
function recorderFor(policy: string | string[] | undefined): Buffer {
  const nonce = /'nonce-([^']+)'/.exec([policy ?? ''].flat().join('; '))?.[1];
  return Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ''}>${ERROR_RECORDER_SCRIPT}</script>`);
}

/**
 * The browsers reach the site through this pass-through proxy, which puts the console error
 * recorder (./error-recorder.ts) first in the <head> of every HTML page and changes nothing else:
 * same paths, methods, bodies, status codes and headers (the Host header included, so the site's
 * redirects and its same-origin check of form posts see the proxy's origin). It asks the site for
 * uncompressed answers, as it must read the HTML.
 */
export async function startRecordingProxy(
  siteOrigin: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const site = new URL(siteOrigin);
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: site.hostname,
        port: site.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const isHtml = /^text\/html/i.test(String(answer.headers['content-type'] ?? ''));
        const headers = { ...answer.headers };
        if (isHtml) delete headers['content-length'];
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        if (isHtml) injectRecorder(answer, response, recorderFor(answer.headers['content-security-policy']));
        else answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`recording proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Streams the HTML on, with the recorder right after the opening <head …> tag. */
function injectRecorder(from: http.IncomingMessage, to: http.ServerResponse, recorder: Buffer): void {
  let held: Buffer | null = Buffer.alloc(0);
  from.on('data', (chunk: Buffer) => {
    if (!held) return void to.write(chunk);
    held = Buffer.concat([held, chunk]);
    const head = held.indexOf(HEAD);
    const end = head < 0 ? -1 : held.indexOf(TAG_END, head);
    if (end < 0) return;
    to.write(Buffer.concat([held.subarray(0, end + 1), recorder, held.subarray(end + 1)]));
    held = null;
  });
  from.on('end', () => to.end(held ?? undefined));
  from.on('error', () => to.destroy());
}
