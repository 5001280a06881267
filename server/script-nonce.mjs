// A CSP nonce for the scripts of one HTML response, written by the server after Next has rendered
// (or taken from its cache) the page: public pages stay statically generated, and still every
// response gets a nonce of its own.
//
// Which scripts get it: every `<script` start tag in the HTML, those Next writes (the RSC payload
// `self.__next_f.push`, React's streaming helpers, the chunks), the page's own (the consent and
// language boot scripts, JSON-LD) and the loader server/deferred-scripts.mjs inserts. A visitor's
// text can never be such a tag: React escapes `<` in text and attributes (`&lt;`), Next escapes it
// in the inline RSC payload (`\u003c`, next/dist/shared/lib/htmlescape), and the project's JSON-LD
// escapes it too (lib/property/json-ld jsonLdText). So a `<script` in the HTML is always markup the
// site wrote. What the nonce takes away is everything else an injection could run: inline event
// handlers (`onerror=`), `javascript:` URLs, and scripts added to the page without the nonce.

import { randomBytes } from 'node:crypto';

/** A fresh nonce: 128 random bits, base64 (CSP's `'nonce-…'` takes base64). */
export function newScriptNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The policy with the nonce in its `script-src` in place of `'unsafe-inline'` (which a browser
 * ignores beside a nonce anyway). A policy without `script-src` is returned as it is.
 * @param {string} policy
 * @param {string} nonce
 * @returns {string}
 */
export function withScriptNonce(policy, nonce) {
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  let found = false;
  const rewritten = directives.map((directive) => {
    const [name = '', ...sources] = directive.split(/\s+/);
    if (name.toLowerCase() !== 'script-src') return directive;
    found = true;
    return [name, `'nonce-${nonce}'`, ...sources.filter((source) => source.toLowerCase() !== "'unsafe-inline'")].join(' ');
  });
  return found ? rewritten.join('; ') : policy;
}

const TAG_OPEN = '<script';
const HTML_SPACE = /[\t\n\f\r ]/;
// A start tag longer than this is passed on as it is, its nonce added but an earlier one kept
// (Next's tags are a few hundred bytes; the limit only bounds what is held back).
const TAG_LIMIT = 64 * 1024;

/**
 * Where the start tag whose attributes begin at `from` ends (after its `>`), and the spans of its
 * `nonce` attributes; null when the text ends first. The attribute states of the HTML tokenizer,
 * so a `>` inside a quoted value does not end the tag.
 * @param {string} text
 * @param {number} from
 * @returns {{ end: number, nonces: Array<[number, number]> } | null}
 */
function startTagAt(text, from) {
  /** @type {Array<[number, number]>} */
  const nonces = [];
  let state = 'before-name';
  let nameStart = 0;
  let name = '';
  const attributeEnds = (/** @type {number} */ at) => {
    if (name === 'nonce') nonces.push([nameStart, at]);
  };
  for (let i = from; i < text.length; i += 1) {
    const c = /** @type {string} */ (text[i]);
    const space = HTML_SPACE.test(c);
    switch (state) {
      case 'before-name':
        if (space) break;
        if (c === '/') state = 'self-closing';
        else if (c === '>') return { end: i + 1, nonces };
        else {
          nameStart = i;
          state = 'name';
        }
        break;
      case 'name':
        if (space || c === '/' || c === '=' || c === '>') {
          name = text.slice(nameStart, i).toLowerCase();
          if (c === '=') state = 'before-value';
          else if (c === '>') {
            attributeEnds(i);
            return { end: i + 1, nonces };
          } else if (c === '/') {
            attributeEnds(i);
            state = 'self-closing';
          } else state = 'after-name';
        }
        break;
      case 'after-name':
        if (space) break;
        if (c === '=') state = 'before-value';
        else {
          attributeEnds(i);
          if (c === '>') return { end: i + 1, nonces };
          if (c === '/') state = 'self-closing';
          else {
            nameStart = i;
            state = 'name';
          }
        }
        break;
      case 'before-value':
        if (space) break;
        if (c === '"') state = 'double-quoted';
        else if (c === "'") state = 'single-quoted';
        else if (c === '>') {
          attributeEnds(i);
          return { end: i + 1, nonces };
        } else state = 'unquoted';
        break;
      case 'double-quoted':
      case 'single-quoted':
        if (c === (state === 'double-quoted' ? '"' : "'")) {
          attributeEnds(i + 1);
          state = 'after-quoted';
        }
        break;
      case 'unquoted':
        if (space || c === '>') {
          attributeEnds(i);
          if (c === '>') return { end: i + 1, nonces };
          state = 'before-name';
        }
        break;
      case 'after-quoted':
      case 'self-closing':
        if (c === '>') return { end: i + 1, nonces };
        if (state === 'after-quoted' && (space || c === '/')) state = space ? 'before-name' : 'self-closing';
        else {
          state = 'before-name';
          i -= 1; // the character starts the next attribute
        }
        break;
    }
  }
  return null;
}

/**
 * How long a tail of `text` could still become `<script` and a character after it: held back.
 * @param {string} text
 */
function partialTagLength(text) {
  const from = text.lastIndexOf('<', text.length - 1);
  if (from < 0 || text.length - from > TAG_OPEN.length) return 0;
  return TAG_OPEN.startsWith(text.slice(from).toLowerCase()) ? text.length - from : 0;
}

/**
 * Adds `nonce="…"` to every `<script` start tag of an HTML document written in chunks, cut
 * anywhere (a tag cut in two is held back until it is whole). A nonce attribute the tag already
 * had is dropped, so each tag has exactly one, this response's. Works on bytes (latin1 maps each
 * byte to one character and back), so a multi-byte character cut between chunks is untouched.
 * @param {string} nonce base64
 */
export function scriptNonceWriter(nonce) {
  const attribute = ` nonce="${nonce}"`;
  let held = '';

  /**
   * The text up to where it could no longer be completed by a later chunk, rewritten; the rest is held.
   * @param {string} text
   * @param {boolean} last
   */
  const rewrite = (text, last) => {
    // (Lower-casing latin1 keeps every index: each of its characters has a one-character lower case.)
    const lower = text.toLowerCase();
    let out = '';
    let at = 0;
    for (;;) {
      const open = lower.indexOf(TAG_OPEN, at);
      if (open < 0) break;
      const after = open + TAG_OPEN.length;
      if (after >= text.length) {
        if (last) break;
        held = text.slice(open);
        return out + text.slice(at, open);
      }
      const next = /** @type {string} */ (text[after]);
      if (!(HTML_SPACE.test(next) || next === '/' || next === '>')) {
        out += text.slice(at, after);
        at = after;
        continue;
      }
      const tag = startTagAt(text, after);
      if (!tag && !last && text.length - open <= TAG_LIMIT) {
        held = text.slice(open);
        return out + text.slice(at, open);
      }
      out += text.slice(at, after) + attribute;
      if (!tag) {
        // Too long (or cut by the end of the document): the nonce is added, the rest left as it is.
        at = after;
        continue;
      }
      let rest = after;
      for (const [start, end] of tag.nonces) {
        out += text.slice(rest, start);
        rest = end;
      }
      out += text.slice(rest, tag.end);
      at = tag.end;
    }
    const keep = last ? 0 : partialTagLength(text.slice(at));
    held = text.slice(text.length - keep);
    return out + text.slice(at, text.length - keep);
  };

  return {
    /**
     * The bytes that can be sent for this chunk (a cut tag waits for the next one).
     * @param {Buffer} chunk
     * @returns {Buffer}
     */
    write(chunk) {
      const text = held + chunk.toString('latin1');
      held = '';
      return Buffer.from(rewrite(text, false), 'latin1');
    },
    /**
     * What is still held, at the end of the document.
     * @returns {Buffer}
     */
    end() {
      const text = held;
      held = '';
      return Buffer.from(rewrite(text, true), 'latin1');
    },
  };
}
