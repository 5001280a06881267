import type { EnginePage } from './engine-page';

const KEY = '__engineErrors';

/**
 * The errors a page shows in its console, recorded by the page itself: console.error calls,
 * uncaught errors and rejections, resources that failed to load, CSP violations. WebKitGTK's
 * WebDriver has no log or BiDi to read the console, so every engine gets this same recorder, as the
 * first script of every HTML page (tests/harness/engines/recording-proxy.ts). Kept in sessionStorage, so
 * the errors of a page the journey has left (a form post, a followed link) are still there. A load
 * the browser cancels because the page is being left is no error of the page's and is not recorded.
 */
export const ERROR_RECORDER_SCRIPT = `(function () {
  var KEY = ${JSON.stringify(KEY)};
  function record(text) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(location.pathname + location.search + ': ' + text);
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {}
  }
  var leaving = false;
  addEventListener('beforeunload', function () { leaving = true; });
  addEventListener('pagehide', function () { leaving = true; });
  addEventListener('pageshow', function () { leaving = false; });
  function describe(value) {
    if (value && value.stack) return String(value.stack).split('\\n').slice(0, 3).join(' | ');
    if (value && typeof value.message === 'string') return (value.name || 'Error') + ': ' + value.message;
    if (typeof Event !== 'undefined' && value instanceof Event) {
      var target = value.target;
      return 'a ' + value.type + ' event of ' + (target && target.tagName ? '<' + target.tagName.toLowerCase() + '> ' + (target.src || target.href || '') : String(target));
    }
    if (typeof value === 'string') return value;
    var name = value && value.constructor ? value.constructor.name : typeof value;
    try { return name + ' ' + JSON.stringify(value); } catch (e) { return String(value); }
  }
  var consoleError = console.error;
  console.error = function () {
    record('console.error: ' + Array.prototype.map.call(arguments, describe).join(' '));
    return consoleError.apply(this, arguments);
  };
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      if (!leaving) record('failed to load <' + target.tagName.toLowerCase() + '> ' + (target.currentSrc || target.src || target.href));
    } else {
      record('uncaught ' + describe(event.error || event.message));
    }
  }, true);
  addEventListener('unhandledrejection', function (event) { record('unhandled rejection ' + describe(event.reason)); });
  addEventListener('securitypolicyviolation', function (event) {
    record('CSP blocked ' + event.blockedURI + ' (' + event.violatedDirective + ')');
  });
})();`;

/** The errors recorded since the last call, and forgets them. */
export async function takeRecordedErrors(page: EnginePage): Promise<string[]> {
  return page.run((key: string) => {
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.removeItem(key);
    return list;
  }, KEY);
}
