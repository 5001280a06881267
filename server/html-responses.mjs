// What the production server changes in each HTML response Next writes, on its way out:
//   - the head: Next's async chunk tags become one loader that runs after the first paint
//     (deferred-scripts.mjs), and its stylesheet links the build's rules, inline
//     (inline-stylesheets.mjs); only the head is collected, so a streamed page streams as before,
//     and a head not found in the first HEAD_LIMIT bytes passes unchanged;
//   - every `<script` start tag, head and body, gets this response's nonce, and the
//     Content-Security-Policy header gets `'nonce-…'` in place of `'unsafe-inline'` in script-src
//     (script-nonce.mjs). A prerendered page stays prerendered: the nonce is added here, per
//     response, to what Next serves from its cache.
// Other responses pass untouched.
//
// A page's body and its header must keep the same nonce wherever they are cached:
//   - an HTML response carries no validator (ETag, Last-Modified), so a browser or a front cache
//     never answers 304 for it with a header holding another response's nonce; it asks again;
//   - a 304 (Next's, for a validator a client kept from before) carries no CSP header, so the
//     client keeps the one stored with its copy of the body;
//   - a front cache (deploy/nginx.conf) stores one response, header and body together, and replays
//     both, so its visitors share that response's nonce until it fetches the page again.

import { deferHeadScripts } from './deferred-scripts.mjs';
import { inlineHeadStylesheets } from './inline-stylesheets.mjs';
import { newScriptNonce, scriptNonceWriter, withScriptNonce } from './script-nonce.mjs';

/** @import { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http' */

const HEAD_END = Buffer.from('</head>');
const HEAD_LIMIT = 256 * 1024;
const CSP = 'content-security-policy';

/** @param {ServerResponse} res */
function isHtml(res) {
  return /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
}

/**
 * @param {string | NodeJS.ArrayBufferView} chunk
 * @param {BufferEncoding | undefined} encoding
 */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** @typedef {string | NodeJS.ArrayBufferView | null | undefined} Chunk What a response is written: text or bytes (none at the end). */
/** @typedef {OutgoingHttpHeaders | OutgoingHttpHeader[]} HeadersArgument What writeHead is given as headers. */
/** @typedef {(error?: Error | null) => void} WriteCallback */
/** @typedef {(chunk: Chunk, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) => boolean} Write */
/**
 * @template {ServerResponse} T
 * @typedef {(chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) => T} End
 */
/**
 * @template {ServerResponse} T
 * @typedef {(statusCode: number, ...rest: Array<string | HeadersArgument | undefined>) => T} WriteHead
 */

/**
 * Rewrites every HTML response written to `res` (see above). Install it after any compression
 * middleware (so it sees the HTML, not gzip) and before Next writes. An HTML response loses its
 * Content-Length (its length changes) and is sent chunked.
 * @template {ServerResponse} T
 * @param {T} res
 * @param {Map<string, string>} [stylesheets] the build's stylesheets to inline (inline-stylesheets.mjs readStylesheets); none by default
 * @returns {T}
 */
export function rewriteHtmlOf(res, stylesheets = new Map()) {
  // Node's methods as they behave (an optional argument may be left out from the middle); its
  // types spell the same as overloads, which an argument that is one or the other cannot be passed to.
  const write = /** @type {Write} */ (res.write.bind(res));
  const end = /** @type {End<T>} */ (res.end.bind(res));
  const writeHead = /** @type {WriteHead<T>} */ (res.writeHead.bind(res));
  const flushHeaders = res.flushHeaders.bind(res);
  // 'undecided' until the first body byte or the headers leave; then 'head' (collecting the head),
  // 'body' (after the head of an HTML response) or 'through' (anything else).
  let state = 'undecided';
  let collected = Buffer.alloc(0);
  /** @type {ReturnType<typeof scriptNonceWriter> | null} */
  let nonces = null;

  /** @param {number} statusCode */
  const decide = (statusCode) => {
    if (state !== 'undecided') return;
    if (statusCode === 304) {
      if (!res.headersSent) res.removeHeader(CSP);
      state = 'through';
      return;
    }
    state = isHtml(res) ? 'head' : 'through';
    if (state !== 'head' || res.headersSent) return;
    for (const name of ['content-length', 'etag', 'last-modified']) res.removeHeader(name);
    // Only where the policy takes the nonce: a page whose policy has no script-src keeps its bytes.
    const policy = res.getHeader(CSP);
    const nonce = newScriptNonce();
    const noncePolicy = typeof policy === 'string' ? withScriptNonce(policy, nonce) : null;
    if (noncePolicy === null || noncePolicy === policy) return;
    res.setHeader(CSP, noncePolicy);
    nonces = scriptNonceWriter(nonce);
  };
  /** @param {Buffer} bytes */
  const withNonces = (bytes) => (nonces ? nonces.write(bytes) : bytes);
  /**
   * Adds a chunk to the head; the bytes to send once the head is complete, else null.
   * @param {Chunk} chunk
   * @param {BufferEncoding | undefined} encoding
   */
  const collect = (chunk, encoding) => {
    const searchFrom = Math.max(0, collected.length - HEAD_END.length);
    if (chunk != null) collected = Buffer.concat([collected, toBuffer(chunk, encoding)]);
    let at = collected.indexOf(HEAD_END, searchFrom);
    if (at > HEAD_LIMIT) at = -1;
    if (at < 0 && collected.length <= HEAD_LIMIT) return null;
    state = 'body';
    if (at < 0) return withNonces(collected);
    const head = collected.subarray(0, at + HEAD_END.length).toString('utf8');
    return withNonces(Buffer.concat([Buffer.from(deferHeadScripts(inlineHeadStylesheets(head, stylesheets))), collected.subarray(at + HEAD_END.length)]));
  };

  // Headers given to writeHead move to setHeader first (they win, as in Node), so that a
  // Content-Length among them can still be dropped and the CSP header rewritten.
  /**
   * @param {number} statusCode
   * @param {...(string | HeadersArgument | undefined)} rest
   */
  res.writeHead = (statusCode, ...rest) => {
    const reason = rest.find((argument) => typeof argument === 'string');
    const headers = /** @type {HeadersArgument | undefined} */ (rest.find((argument) => argument && typeof argument === 'object'));
    if (Array.isArray(headers)) return writeHead(statusCode, ...rest);
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    decide(statusCode);
    return reason === undefined ? writeHead(statusCode) : writeHead(statusCode, reason);
  };
  res.flushHeaders = () => {
    decide(res.statusCode);
    return flushHeaders();
  };
  /**
   * @param {Chunk} chunk
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [callback]
   */
  res.write = (chunk, encoding, callback) => {
    decide(res.statusCode);
    if (state === 'through' || (state === 'body' && !nonces)) return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const bytes = typeof encoding === 'string' ? encoding : undefined;
    const ready = state === 'head' ? collect(chunk, bytes) : chunk == null ? null : withNonces(toBuffer(chunk, bytes));
    if (ready && ready.length > 0) return write(ready, done);
    if (done) process.nextTick(done);
    return true;
  };
  /**
   * @param {Chunk | (() => void)} [chunk]
   * @param {BufferEncoding | (() => void)} [encoding]
   * @param {() => void} [callback]
   * @returns {T}
   */
  res.end = (chunk, encoding, callback) => {
    // (res.end is this function: the call goes through the same looser type.)
    if (typeof chunk === 'function') return /** @type {End<T>} */ (res.end)(undefined, undefined, chunk);
    if (typeof encoding === 'function') return /** @type {End<T>} */ (res.end)(chunk, undefined, encoding);
    decide(res.statusCode);
    if (state === 'through' || (state === 'body' && !nonces)) return end(chunk, encoding, callback);
    const ready = state === 'head' ? (collect(chunk, encoding) ?? withNonces(collected)) : chunk == null ? Buffer.alloc(0) : withNonces(toBuffer(chunk, encoding));
    state = 'body';
    return end(nonces ? Buffer.concat([ready, nonces.end()]) : ready, callback);
  };
  return res;
}
