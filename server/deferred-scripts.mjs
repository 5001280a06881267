// Next's scripts after the first paint: the page's HTML and CSS paint before any JavaScript runs.
//
// Next (React's bootstrapScripts and preinit) writes its chunks as `<script src async>` in the
// <head>. The browser fetches them at once and runs each as it arrives, often before the first
// paint: on a phone on slow 4G the ~150 KB of script share the line with the photo that is the
// page's largest paint, and Lighthouse's simulation counts every script that ran before that paint
// as part of it (docs/BENCHMARKS.md: LCP 1.9-2.7 s with them, 1.2-1.4 s without). Every
// page is a complete server-rendered document that works without JavaScript, so the scripts can
// wait: the server replaces those tags by one inline loader that adds them when
//   - the page has loaded and the photos in view are decoded and painted (loadAfterPaint), or
//   - the visitor touches, clicks or types first (no need to wait for the photos then).
// Nothing else changes: the same scripts, async, in the same order; the RSC payload stays inline
// (`self.__next_f` queues it until the scripts read it).
//
// Only the head is rewritten: the response passes through untouched from `</head>` on, so a
// streamed page streams as before. A head without such scripts, or not found in the first
// HEAD_LIMIT bytes, passes unchanged.

/** @import { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http' */

const HEAD_END = Buffer.from('</head>');
const HEAD_LIMIT = 256 * 1024;
// Exactly what React writes for a bootstrap or preinit script; an `&` or `<` in the address
// (never in Next's chunk names) keeps the tag as it is rather than decoding HTML in a script.
const ASYNC_SCRIPT = /<script src="([^"&<]+)" async=""><\/script>/g;

/**
 * The loader, run in the browser (serialized with toString: no closure, no import). It starts the
 * scripts at the visitor's first touch, click or key, or else once the page has loaded, the photos
 * in view are decoded and two frames have passed, and the page's high-priority photo (the banner
 * or first photo: the largest paint) has been reported painted, or six frames have passed (it is
 * not the largest paint, or the browser does not report it).
 * (No type comment may go inside: the function's source text is what the browser gets;
 * browser-globals.d.mts types what the checker cannot see.)
 * @param {string[]} sources
 */
function loadAfterPaint(sources) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  const painted = new Set();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) painted.add(entry.url);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('load', () => {
    const inView = [...document.images].filter(
      (image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().top < innerHeight,
    );
    const heroes = inView.filter((image) => image.fetchPriority === 'high').map((image) => image.currentSrc);
    Promise.all(inView.map((image) => image.decode().catch(() => undefined))).then(() => {
      let frames = 0;
      const wait = () => {
        frames += 1;
        if (frames >= 2 && (heroes.every((url) => painted.has(url)) || frames > 6)) setTimeout(start);
        else requestAnimationFrame(wait);
      };
      requestAnimationFrame(wait);
    });
  });
}

/**
 * The inline script that adds `sources` as async scripts after the first paint or a first input.
 * @param {string[]} sources
 * @returns {string}
 */
export function scriptLoader(sources) {
  return `<script data-script-loader>(${loadAfterPaint})(${JSON.stringify(sources)})</script>`;
}

/**
 * The head with its async `<script src>` tags replaced by one loader at its end (unchanged when none).
 * @param {string} head
 * @returns {string}
 */
export function deferHeadScripts(head) {
  /** @type {string[]} */
  const sources = [];
  const rest = head.replace(ASYNC_SCRIPT, (_, /** @type {string} */ source) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return head;
  const end = rest.lastIndexOf('</head>');
  return end < 0 ? rest + scriptLoader(sources) : rest.slice(0, end) + scriptLoader(sources) + rest.slice(end);
}

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
 * Rewrites the head of every HTML response written to `res` with deferHeadScripts. Install it
 * after any compression middleware (so it sees the HTML, not gzip) and before Next writes. An HTML
 * response loses its Content-Length (its length changes) and is sent chunked.
 * @template {ServerResponse} T
 * @param {T} res
 * @returns {T}
 */
export function deferScriptsOf(res) {
  // Node's methods as they behave (an optional argument may be left out from the middle); its
  // types spell the same as overloads, which an argument that is one or the other cannot be passed to.
  const write = /** @type {Write} */ (res.write.bind(res));
  const end = /** @type {End<T>} */ (res.end.bind(res));
  const writeHead = /** @type {WriteHead<T>} */ (res.writeHead.bind(res));
  const flushHeaders = res.flushHeaders.bind(res);
  // 'undecided' until the first body byte or the headers leave; then 'head' (collecting the head),
  // or 'through'.
  let state = 'undecided';
  let collected = Buffer.alloc(0);

  const decide = () => {
    if (state !== 'undecided') return;
    state = isHtml(res) ? 'head' : 'through';
    if (state === 'head' && !res.headersSent) res.removeHeader('content-length');
  };
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
    state = 'through';
    if (at < 0) return collected;
    const head = collected.subarray(0, at + HEAD_END.length).toString('utf8');
    return Buffer.concat([Buffer.from(deferHeadScripts(head)), collected.subarray(at + HEAD_END.length)]);
  };

  // Headers given to writeHead move to setHeader first (they win, as in Node), so that a
  // Content-Length among them can still be dropped.
  /**
   * @param {number} statusCode
   * @param {...(string | HeadersArgument | undefined)} rest
   */
  res.writeHead = (statusCode, ...rest) => {
    const reason = rest.find((argument) => typeof argument === 'string');
    const headers = /** @type {HeadersArgument | undefined} */ (rest.find((argument) => argument && typeof argument === 'object'));
    if (Array.isArray(headers)) return writeHead(statusCode, ...rest);
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    decide();
    return reason === undefined ? writeHead(statusCode) : writeHead(statusCode, reason);
  };
  res.flushHeaders = () => {
    decide();
    return flushHeaders();
  };
  /**
   * @param {Chunk} chunk
   * @param {BufferEncoding | WriteCallback} [encoding]
   * @param {WriteCallback} [callback]
   */
  res.write = (chunk, encoding, callback) => {
    decide();
    if (state !== 'head') return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const ready = collect(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (ready) return write(ready, done);
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
    decide();
    if (state !== 'head') return end(chunk, encoding, callback);
    const ready = collect(chunk, encoding) ?? collected;
    state = 'through';
    return end(ready, callback);
  };
  return res;
}

