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
// The loader gets the response's script nonce like every other script tag (server/script-nonce.mjs;
// server/html-responses.mjs applies both to each HTML response); the scripts it adds are the site's
// own files, which the CSP allows by their origin ('self'), so they need none.

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
