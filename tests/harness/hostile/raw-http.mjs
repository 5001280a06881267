// A bare HTTP/1.1 client over a TCP socket: it sends exactly the bytes it is given (a path with a
// NUL, invalid UTF-8, a malformed header), which fetch() and http.request() refuse or normalize.
import net from 'node:net';

/** Dechunks a `Transfer-Encoding: chunked` body: what arrived, and whether the last chunk came. */
function dechunk(buffer) {
  const parts = [];
  let offset = 0;
  while (offset < buffer.length) {
    const lineEnd = buffer.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(buffer.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) break;
    if (size === 0) return { body: Buffer.concat(parts), complete: true };
    if (lineEnd + 2 + size > buffer.length) break;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return { body: Buffer.concat(parts), complete: false };
}

/** True once `raw` holds a whole response: its head and the body its headers announce. */
function isComplete(raw) {
  const parsed = parseResponse(raw);
  if (!parsed) return false;
  const headEnd = raw.indexOf('\r\n\r\n') + 4;
  const length = parsed.headers['content-length'];
  if (length !== undefined) return raw.length - headEnd >= Number(length);
  if (/chunked/i.test(parsed.headers['transfer-encoding'] ?? '')) return dechunk(raw.subarray(headEnd)).complete;
  return parsed.status === 204 || parsed.status === 304;
}

function parseResponse(raw) {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body).body;
  return { status, headers, body };
}

/**
 * Sends one request (then half-closes when asked) and reads the answer until it is complete or the server closes
 * (`Connection: close` is added unless the caller set a Connection header). Resolves { status,
 * headers, body, ms }, with status 0 and `hang: true` when nothing complete came within `timeoutMs`.
 */
export function rawRequest(
  { port, host = '127.0.0.1', method = 'GET', path = '/', headers = [], body = null, rawHead = null, halfClose = false },
  timeoutMs = 15_000,
) {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const chunks = [];
    let settled = false;
    const finish = (hang) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(chunks));
      resolve(parsed && !hang ? { ...parsed, ms: Date.now() - started } : { status: 0, headers: {}, body: Buffer.alloc(0), hang: true, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on('connect', () => {
      const bodyBuffer = body === null ? null : Buffer.isBuffer(body) ? body : Buffer.from(body);
      const head = rawHead ?? buildHead(method, path, headers, host, port, bodyBuffer);
      socket.write(Buffer.isBuffer(head) ? head : Buffer.from(head, 'latin1'));
      if (bodyBuffer) socket.write(bodyBuffer);
      // A body shorter than it announced ends here instead of keeping the server waiting. (Only
      // then: Node's server aborts a request whose client half-closes, as no browser does.)
      if (halfClose) socket.end();
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks))) finish(false);
    });
    socket.on('end', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('error', () => finish(false));
  });
}

function buildHead(method, path, headers, host, port, body) {
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  const lines = [`${method} ${path} HTTP/1.1`];
  if (!names.has('host')) lines.push(`Host: ${host}:${port}`);
  if (!names.has('connection')) lines.push('Connection: close');
  if (body && !names.has('content-length') && !names.has('transfer-encoding')) lines.push(`Content-Length: ${body.length}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A multipart/form-data body from [name, value] pairs (value: string, or {filename, type, data}). */
export function multipartBody(entries, boundary = `----hostile${Math.random().toString(36).slice(2)}`) {
  const parts = [];
  for (const [name, value] of entries) {
    if (typeof value === 'string' || Buffer.isBuffer(value)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`, 'utf8'), Buffer.from(value), Buffer.from('\r\n'));
    } else {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`, 'utf8'),
        Buffer.from(value.data),
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
