// HTTPS to nginx's self-signed certificate without trusting it process-wide: a fetch-shaped call
// on node:https with the certificate as its only CA (enough for the stack's checks: status,
// headers, text; no redirects followed), and the HTTP/2 check on node:http2.
import http2 from 'node:http2';
import https from 'node:https';

/**
 * @param {string} ca the certificate (PEM)
 * @returns {(url: string, init?: RequestInit) => Promise<{ status: number, headers: Headers, setCookies: string[], text(): Promise<string> }>}
 */
export function httpsFetcher(ca) {
  return async (url, init = {}) => {
    let body = null;
    const headers = new Headers(init.headers);
    if (init.body !== undefined && init.body !== null) {
      // Serialised as fetch would (a FormData becomes multipart with its boundary).
      const request = new Request(url, { method: init.method ?? 'POST', body: init.body });
      body = Buffer.from(await request.arrayBuffer());
      if (!headers.has('content-type')) headers.set('content-type', request.headers.get('content-type') ?? 'application/octet-stream');
      headers.set('content-length', String(body.length));
    }
    return new Promise((resolve, reject) => {
      const request = https.request(url, { method: init.method ?? 'GET', headers: Object.fromEntries(headers), ca, signal: init.signal ?? AbortSignal.timeout(60_000) }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (name !== 'set-cookie' && value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: answerHeaders, setCookies: response.headers['set-cookie'] ?? [], text: async () => text });
        });
      });
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  };
}

/**
 * One GET over HTTP/2 (ALPN h2): the protocol agreed and the status.
 * @param {string} origin
 * @param {string} path
 * @param {string} ca
 * @returns {Promise<{ alpn: string | false | undefined, status: number }>}
 */
export function http2Get(origin, path, ca) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      const status = Number(headers[':status']);
      stream.resume();
      stream.on('end', () => {
        const alpn = session.alpnProtocol;
        session.close();
        resolve({ alpn, status });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}
