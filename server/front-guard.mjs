// The front guard: what the production server (serve.mjs) does with a request before Next sees it.
//
// 1. Methods. The site serves GET, HEAD and POST. OPTIONS answers 204 with `Allow`; every other
//    method answers 405 with `Allow` and a fixed plain-text body, without reading the body. (Next
//    turns each request into a WHATWG `Request` for proxy.ts and route handlers, and the Fetch spec
//    forbids TRACE, TRACK and CONNECT: those failed with a 500 before any project code ran, and
//    PUT, DELETE, PATCH… on a page were answered as if they were GETs.) A file Next serves as it is
//    (a build file, robots.txt, sitemap.xml, a file of public/) takes GET and HEAD only. A POST to a
//    file of public/ answered a 500. A POST to robots.txt or sitemap.xml whose body never came made
//    Next answer every GET of the same address with that POST's 405 while it waited: its response
//    cache gives concurrent requests for one address one answer, whatever their method.
// 2. Forwarded headers. X-Forwarded-For and its kin are claims any client can make. They are
//    believed only when the TCP peer is one of TRUSTED_PROXIES; otherwise they are removed and
//    X-Forwarded-For becomes the socket address. Either way X-Forwarded-For then holds one address,
//    the client's, which is what lib/server/client-ip.ts keys the rate limits on.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BlockList, isIP } from 'node:net';
import { routeGroupOf } from './route-group.mjs';

/** @import { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http' */

export const ALLOWED_METHODS = 'GET, HEAD, POST';
/** What a file served as it is takes: Next's build files and the files of public/. */
export const FILE_METHODS = 'GET, HEAD';
/** @type {Set<string | undefined>} */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** @typedef {'serve' | 'options' | 'refuse'} MethodVerdict */

/**
 * What to do with a request method: let Next serve it, answer OPTIONS, or refuse it (405).
 * @param {string | undefined} method
 * @returns {MethodVerdict}
 */
export function methodVerdict(method) {
  if (SERVED_METHODS.has(method)) return 'serve';
  return method === 'OPTIONS' ? 'options' : 'refuse';
}

/**
 * The paths of public/'s files ('/epc/brussels/a.svg'), read once when the server starts: Next
 * serves each as it is. A few hundred names; none is a page (Next refuses a build where one is).
 * @param {string} publicDir
 * @returns {Set<string>}
 */
export function publicFilesOf(publicDir) {
  try {
    const entries = readdirSync(publicDir, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
    );
  } catch {
    return new Set();
  }
}

/**
 * Is `url` (path and query, as Node gives it) one of the files Next serves as they are: a build
 * file (/_next/static/), a root file with an extension (robots.txt, sitemap.xml, the logo) or a
 * file of public/ (`publicFiles`, from publicFilesOf), however its path is percent-encoded?
 * @param {string | undefined} url
 * @param {Set<string>} publicFiles
 */
export function isServedFile(url, publicFiles) {
  if (routeGroupOf(url) === 'static') return true;
  const pathname = (url ?? '').split(/[?#]/, 1)[0] ?? '';
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return publicFiles.has(decoded);
}

/**
 * The canonical text of an IP address, or null when `text` is not one: IPv6 compressed and in lower
 * case (RFC 5952, through the URL serializer), an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, as
 * a dual-stack socket reports IPv4 peers) as plain IPv4, an IPv6 zone (`%eth0`) dropped.
 * @param {string | undefined | null} text
 * @returns {string | null}
 */
export function normalizeAddress(text) {
  if (typeof text !== 'string') return null;
  let address = text.trim();
  if (address.includes(':')) address = address.replace(/%[^%]*$/, '');
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return null;
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  // (Both groups of the pattern are in every match.)
  const high = parseInt(/** @type {string} */ (mapped[1]), 16);
  const low = parseInt(/** @type {string} */ (mapped[2]), 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * @typedef {object} CidrRange
 * @property {string} address
 * @property {number} prefix
 * @property {import('node:net').IPVersion} family
 */

/**
 * One TRUSTED_PROXIES entry (an address or a CIDR range) as `{ address, prefix, family }`.
 * @param {string} entry
 * @returns {CidrRange | null}
 */
export function parseCidr(entry) {
  // (split gives at least one part.)
  const [addressPart, prefixPart, ...rest] = /** @type {[string, ...string[]]} */ (entry.trim().split('/'));
  const address = normalizeAddress(addressPart);
  if (!address || rest.length > 0) return null;
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const bits = family === 'ipv4' ? 32 : 128;
  if (prefixPart === undefined) return { address, prefix: bits, family };
  if (!/^\d{1,3}$/.test(prefixPart)) return null;
  let prefix = Number(prefixPart);
  // `::ffff:10.0.0.0/104` is the IPv4 range 10.0.0.0/8 written as mapped IPv6.
  const writtenAsMapped = family === 'ipv4' && addressPart.includes(':');
  if (writtenAsMapped) prefix -= 96;
  if (prefix < 0 || prefix > bits) return null;
  return { address, prefix, family };
}

/**
 * TRUSTED_PROXIES (comma-separated addresses and CIDR ranges, IPv4 and IPv6) as a set of addresses
 * with `has(address)`. Empty or unset: nobody is trusted. Throws on the first entry that is neither,
 * naming it.
 * @param {string | undefined} text
 * @returns {TrustedProxies}
 */
export function parseTrustedProxies(text) {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const range = parseCidr(entry);
    if (!range) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.5, 10.0.0.0/8, 2001:db8::/32)`);
    list.addSubnet(range.address, range.prefix, range.family);
  }
  return {
    entries,
    /** @param {string | undefined | null} address */
    has(address) {
      const normalized = normalizeAddress(address);
      if (!normalized || entries.length === 0) return false;
      return list.check(normalized, isIP(normalized) === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * @typedef {object} TrustedProxies
 * @property {string[]} entries
 * @property {(address: string | undefined | null) => boolean} has
 */

/**
 * One X-Forwarded-For entry (`1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1`, `[2001:db8::1]:443`) as an address, or null.
 * @param {string} entry
 * @returns {string | null}
 */
export function parseForwardedForEntry(entry) {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return normalizeAddress(bracketed[1]);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  return normalizeAddress(ipv4WithPort ? ipv4WithPort[1] : text);
}

/**
 * The client's address. From an untrusted peer: the peer itself, whatever the headers say. From a
 * trusted proxy: the right-most X-Forwarded-For entry that is not itself a trusted proxy (each proxy
 * appends the address it received the request from, so entries to the left of the first untrusted
 * one are the client's own claims). A garbage entry where an address is needed, or a chain made of
 * trusted proxies only, gives the peer.
 * @param {string | undefined | null} peer
 * @param {string | undefined} forwardedFor
 * @param {TrustedProxies} trusted
 * @returns {string | null}
 */
export function resolveClientAddress(peer, forwardedFor, trusted) {
  const peerAddress = normalizeAddress(peer);
  if (!peerAddress || !trusted.has(peerAddress) || !forwardedFor) return peerAddress;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const address = parseForwardedForEntry(/** @type {string} */ (hops[i])); // (i is an index of hops)
    if (address === null) return peerAddress;
    if (!trusted.has(address)) return address;
  }
  return peerAddress;
}

/** Headers through which a request tells where it came from. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];
/** What a trusted proxy says about the original host, scheme and port: kept (Next builds URLs from them). */
const PROXY_ORIGIN_HEADERS = new Set(['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']);

/**
 * Rewrites the forwarded headers of `headers` (a Node request's header object, changed in place):
 * X-Forwarded-For becomes the one resolved client address; X-Real-IP and Forwarded (other claims
 * about the client) go; X-Forwarded-Host/Proto/Port stay only when the peer is a trusted proxy.
 * @param {IncomingHttpHeaders} headers
 * @param {string | undefined | null} peer
 * @param {TrustedProxies} trusted
 * @returns {IncomingHttpHeaders}
 */
export function sanitizeForwardedHeaders(headers, peer, trusted) {
  const fromTrustedProxy = trusted.has(peer);
  // Node joins repeated X-Forwarded-For lines with ', ': the whole chain is one string.
  const client = resolveClientAddress(peer, /** @type {string | undefined} */ (headers['x-forwarded-for']), trusted);
  for (const name of FORWARDED_HEADERS) {
    if (!(fromTrustedProxy && PROXY_ORIGIN_HEADERS.has(name))) delete headers[name];
  }
  if (client) headers['x-forwarded-for'] = client;
  return headers;
}

/**
 * Headers of every answer the guard gives itself: never cached, never sniffed or framed, and the
 * connection closed so an unread request body is never waited for.
 */
const GUARD_ANSWER_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  connection: 'close',
};

/** @param {string} body */
function plainTextHeaders(body) {
  return { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...GUARD_ANSWER_HEADERS };
}

/**
 * An answer written straight to a socket, for requests that never become a Node request/response
 * pair: CONNECT (the server's 'connect' event) and unparsable requests ('clientError'). The body is
 * the reason phrase: nothing of the request is echoed.
 * @param {number} status
 * @param {string} reason
 * @param {Record<string, string>} [extraHeaders]
 * @returns {string}
 */
export function rawAnswer(status, reason, extraHeaders = {}) {
  const body = `${reason}\n`;
  const headers = { ...extraHeaders, ...plainTextHeaders(body) };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('')}\r\n${body}`;
}

/**
 * The answer to a request Node could not parse, by its 'clientError' code: 405 for a method Node's
 * parser does not know (TRACK, FOO), otherwise what Node's own handler answers.
 * @param {string | undefined} code
 * @returns {string}
 */
export function clientErrorAnswer(code) {
  if (code === 'HPE_INVALID_METHOD') return rawAnswer(405, 'Method Not Allowed', { allow: ALLOWED_METHODS });
  if (code === 'HPE_HEADER_OVERFLOW') return rawAnswer(431, 'Request Header Fields Too Large');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return rawAnswer(408, 'Request Timeout');
  return rawAnswer(400, 'Bad Request');
}

/**
 * The guard in front of Next: answers OPTIONS and refused methods itself (returns true: the request
 * is handled), otherwise rewrites the forwarded headers and returns false (Next serves it).
 * `options.trusted` is the result of parseTrustedProxies; `options.publicFiles` that of
 * publicFilesOf: a POST to a file served as it is answers 405 (see the top of this file).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ trusted: TrustedProxies, publicFiles?: Set<string> }} options
 * @returns {boolean}
 */
export function guardRequest(req, res, { trusted, publicFiles = new Set() }) {
  const verdict = methodVerdict(req.method);
  if (verdict === 'serve' && req.method === 'POST' && isServedFile(req.url, publicFiles)) {
    refuseMethod(res, FILE_METHODS);
    return true;
  }
  if (verdict === 'serve') {
    sanitizeForwardedHeaders(req.headers, req.socket.remoteAddress, trusted);
    return false;
  }
  if (verdict === 'options') {
    res.writeHead(204, { allow: ALLOWED_METHODS, ...GUARD_ANSWER_HEADERS }).end();
  } else {
    refuseMethod(res, ALLOWED_METHODS);
  }
  return true;
}

/**
 * @param {ServerResponse} res
 * @param {string} allow
 */
function refuseMethod(res, allow) {
  const body = 'Method Not Allowed\n';
  res.writeHead(405, { allow, ...plainTextHeaders(body) }).end(body);
}
