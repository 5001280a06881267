/**
 * Which links an article's text may carry (SPEC §2.4's rule for the link itself stays lib/links):
 * http(s) addresses, mailto:, tel: and the site's own paths ('/contact', '/nl/nieuws/…').
 * Anything else — javascript:, data:, vbscript:, a protocol-relative '//host', a relative path —
 * is refused, and the editor is told (never dropped silently). No imports: the staff editor's
 * browser code checks a typed link with the same rule the server applies.
 */

/** Control characters and whitespace never belong inside a link (they hide schemes: 'java\tscript:'). */
const HIDDEN = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/;

/**
 * The link as stored, or null when the text may not link there. Spaces and parentheses are
 * percent-encoded (so the text markup `[text](href)` holds any link); a phone's spaces are dropped.
 */
export function textLinkHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '' || href.length > 2000) return null;
  const tel = /^tel:([+\d][\d\s().\/-]*)$/i.exec(href);
  if (tel) {
    const number = tel[1]!.replace(/[\s().\/-]/g, '');
    return /^\+?\d{3,20}$/.test(number) ? `tel:${number}` : null;
  }
  const encoded = href.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  if (HIDDEN.test(encoded) || encoded.includes('\\') || /[<>"]/.test(encoded)) return null;
  if (/^mailto:[^@\s/]+@[^@\s/]+\.[^@\s/]+$/i.test(encoded)) return encoded;
  if (/^\/(?![/])/.test(encoded)) return encoded;
  if (/^https?:\/\/[^/?#]+/i.test(encoded)) {
    try {
      const url = new URL(encoded);
      return url.protocol === 'http:' || url.protocol === 'https:' ? encoded : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A link to another site (or mail, or phone): opened as the site opens those (lib/links). */
export const isOutsideHref = (href: string) => !href.startsWith('/');
