/**
 * The tag settings of the e2e build (tests/harness/e2e.mjs sets them through the environment): fake
 * ids, and scripts served from a localhost origin where nothing listens. The tests answer those
 * requests with the tiny tags below (Playwright routing in e2e/fixtures.ts; a small server in the
 * cross-engine suite, tests/harness/engines/fake-tag-server.ts), so they see what a tag would receive
 * without any third-party request.
 */
export const FAKE_TAGS = {
  origin: 'http://localhost:3199',
  analyticsId: 'G-E2ETEST',
  adsId: 'AW-E2ETEST',
  tagManagerId: 'GTM-E2ETEST',
  socialPixelId: '100000000000001',
} as const;

/**
 * A stand-in for the Google tag: like the real one it reads the gtag() commands (Arguments objects)
 * already in the data layer and those pushed later, follows the consent state, and sends each
 * event to /g/collect with the page URL (dl), the configured ids (tid) and the consent state in
 * Google's own format (gcs = G1 + ad_storage + analytics_storage, 1 = granted).
 */
const FAKE_GTAG = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var dl = (window.dataLayer = window.dataLayer || []);
  var state = {};
  var ids = [];
  function handle(item) {
    if (Object.prototype.toString.call(item) !== '[object Arguments]') return;
    if (item[0] === 'consent') Object.assign(state, item[2]);
    else if (item[0] === 'config') ids.push(item[1]);
    else if (item[0] === 'event') {
      var params = item[2] || {};
      var gcs = 'G1' + (state.ad_storage === 'granted' ? 1 : 0) + (state.analytics_storage === 'granted' ? 1 : 0);
      var query = new URLSearchParams({ en: item[1], dl: params.page_location || location.href, tid: ids.join(','), gcs: gcs });
      // As the real tag's beacon, a hit cut off by the page's navigation is no error (WebKit rejects
      // the fetch with 'Load failed', which the journeys would count as the site's script error).
      fetch(origin + '/g/collect?' + query, { mode: 'no-cors', keepalive: true }).catch(function () {});
    }
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(dl, arguments);
  };
})();`;

const FAKE_GTM = `window.google_tag_manager = { fake: true };`;

/** A stand-in for the social pixel: takes over fbq's queue and sends each tracked event to /tr. */
const FAKE_PIXEL = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var fbq = window.fbq;
  var id = '';
  function call() {
    var args = Array.prototype.slice.call(arguments);
    if (args[0] === 'init') id = args[1];
    if (args[0] === 'track') fetch(origin + '/tr?' + new URLSearchParams({ id: id, ev: args[1], dl: location.href }), { mode: 'no-cors' }).catch(function () {});
  }
  var queue = fbq.queue || [];
  fbq.queue = [];
  fbq.callMethod = call;
  queue.forEach(function (args) { call.apply(null, args); });
})();`;

/** The fake tags by path on FAKE_TAGS.origin; any other path there answers 204. */
export const FAKE_TAG_SCRIPTS: Record<string, string> = {
  '/gtag/js': FAKE_GTAG,
  '/gtm.js': FAKE_GTM,
  '/fbevents.js': FAKE_PIXEL,
};
