/**
 * Text helpers of SPEC §5 (empty check) and §9 (text limits).
 */

/**
 * A value is empty when it is null, undefined, a string that is blank after trimming, or an
 * empty array. Numbers (0 and NaN included), booleans and objects are never empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  Agrave: 'À',
  ccedil: 'ç',
  Ccedil: 'Ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  oelig: 'œ',
  szlig: 'ß',
  euro: '€',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  deg: '°',
  sup2: '²',
  sup3: '³',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body] ?? entity;
  });
}

/** Plain text from HTML: script/style blocks and tags removed, common entities decoded, whitespace collapsed. */
export function stripHtml(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Cuts at `limit` characters without splitting a UTF-16 surrogate pair. */
function hardCut(text: string, limit: number): string {
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? text.slice(0, limit - 1) : text.slice(0, limit);
}

/**
 * A description as plain text of at most `limit` characters plus an ellipsis (SPEC §9):
 * HTML stripped and whitespace collapsed; text within the limit is returned whole. A longer text
 * is cut at the last space within the first `limit` characters when that space lies beyond 80 %
 * of the limit (index > 0.8 × limit; a space right after the limit counts as a boundary at the
 * limit), else cut hard at the limit; trailing spaces and , ; : are dropped and '…' is added.
 */
export function cleanDescription(text: string, limit = 250): string {
  const plain = stripHtml(text);
  if (plain.length <= limit) return plain;
  const boundary = plain[limit] === ' ' ? limit : plain.lastIndexOf(' ', limit);
  const cut = boundary > 0.8 * limit ? plain.slice(0, boundary) : hardCut(plain, limit);
  return `${cut.replace(/[\s,;:]+$/, '')}…`;
}

/**
 * A property label (title) of at most `limit` characters, ellipsis included (SPEC §9: labels are
 * truncated to 100 characters). Whitespace is collapsed first.
 */
export function truncateLabel(text: string, limit = 100): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  return `${hardCut(plain, limit - 1).trimEnd()}…`;
}
