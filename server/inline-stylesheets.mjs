// The page's stylesheets inside its HTML: the first paint no longer waits a round trip for them.
//
// Next links a page's stylesheets in its <head> (`<link rel="stylesheet" data-precedence="next">`);
// the browser paints nothing until they have arrived, a second round trip after the document's (on
// a phone on slow 4G, 0.6-0.85 s of the first paint: docs/BENCHMARKS.md). The server puts each one's
// rules in a `<style>` where the link was, and keeps the link, `disabled`:
//   - a disabled stylesheet link is not fetched (HTML, "link type stylesheet"), so the rules come once;
//   - React still finds the link it rendered (it looks for `link[rel="stylesheet"][href=…]` and adopts
//     it), so hydration and the client's navigations neither add it again nor wait for it;
//   - the `<style>` carries the links' `data-precedence`: React's hydration of the <head> passes over
//     such an element, where it would try to match a bare `<style>` against one of its own (and fail
//     the whole page's hydration: error 418); stylesheets a navigation adds go after it, in order;
//   - the RSC payload names the stylesheets, it does not hold them: unlike Next's `inlineCss`, the
//     rules are not sent twice, and a navigation inside the site fetches (and caches) the files.
// A stylesheet the head only preloads (`<link rel="preload" as="style">`: the error boundary's, which
// Next makes ready on every page in case it is needed) is dropped from the head: fetched at the highest
// priority, it shared the first round trips with the page's largest photo. The page's RSC payload
// names it too (a `:HL` hint), so React preloads it when the scripts run, after the first paint.
// The files are read once, when the server starts, from the build (`<distDir>/static`): a request
// costs no disk, and a link to anything else (another host, a file the build lacks) stays a link.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicFilesOf } from './front-guard.mjs';

// Exactly what React writes for a stylesheet resource; Next adds `?dpl=<id>` when a deployment id is set.
const LINKED_STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"?&<]+\.css)(\?dpl=[\w-]*)?" data-precedence="([^"&<]*)"\/>/g;
const PRELOADED_STYLESHEET = /<link rel="preload" href="(\/_next\/static\/[^"?&<]+\.css)(?:\?dpl=[\w-]*)?" as="style"\/>/g;
// url() references a browser resolves against the stylesheet's address: made absolute, since the
// rules now sit in a document at another address. (Absolute paths, schemes, data and fragments stay.)
const RELATIVE_URL = /url\(\s*(['"]?)(?![a-z][\w+.-]*:|\/|#)([^'")\s]+)\1\s*\)/gi;

/**
 * The build's stylesheets by the address the pages link them at (`/_next/static/…`), their
 * relative url()s made absolute. Empty when the folder cannot be read (no build yet).
 * @param {string} distDir
 * @returns {Map<string, string>}
 */
export function readStylesheets(distDir) {
  const staticDir = path.join(distDir, 'static');
  /** @type {Map<string, string>} */
  const sheets = new Map();
  for (const file of publicFilesOf(staticDir)) {
    if (!file.endsWith('.css')) continue;
    const href = `/_next/static${file}`;
    const css = readFileSync(path.join(staticDir, file), 'utf8');
    // A rule that could end the <style> element early stays in its file.
    if (/<\/style/i.test(css)) continue;
    sheets.set(href, absoluteUrls(css, href));
  }
  return sheets;
}

/**
 * @param {string} css
 * @param {string} href the stylesheet's address (a path)
 */
function absoluteUrls(css, href) {
  return css.replace(RELATIVE_URL, (_, /** @type {string} */ quote, /** @type {string} */ ref) => {
    const resolved = new URL(ref, `http://stylesheet${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * The head with each stylesheet link of the build replaced by its rules and the link, disabled,
 * and without the build's stylesheet preloads (see above). Unchanged where `sheets` lacks the file.
 * @param {string} head
 * @param {Map<string, string>} sheets from readStylesheets
 * @returns {string}
 */
export function inlineHeadStylesheets(head, sheets) {
  if (sheets.size === 0) return head;
  const linked = head.replace(
    LINKED_STYLESHEET,
    (
      link,
      /** @type {string} */ href,
      /** @type {string | undefined} */ deployment,
      /** @type {string} */ precedence,
    ) => {
      const css = sheets.get(href);
      if (css === undefined) return link;
      return `<style data-precedence="${precedence}" data-inlined-href="${href}">${css}</style><link rel="stylesheet" href="${href}${deployment ?? ''}" data-precedence="${precedence}" disabled=""/>`;
    },
  );
  return linked.replace(PRELOADED_STYLESHEET, (preload, /** @type {string} */ href) => (sheets.has(href) ? '' : preload));
}
