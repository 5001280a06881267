/**
 * The article body as staff type it, and the structured blocks the site stores (never raw HTML).
 *
 * The text markup, which the editor's text area holds (and the formatted-text editor writes into
 * it, so the server reads one format whether JavaScript ran or not):
 *
 *     ## A heading              ### A smaller heading
 *     A paragraph: lines that follow each other; a blank line starts a new one.
 *     **bold**, *italic*, [a link](https://example.be) (http(s), mailto:, tel:, /a-site-path)
 *     - an item                 1. a numbered item
 *     > a quotation
 *     > — its author
 *     ![what the photo shows](/media/12-0123456789abcdef.jpg "a caption")
 *
 * and the little HTML it accepted before (h2, h3, p, ul/ol/li, blockquote with a cite, strong/b,
 * em/i, a href, img). Every other tag is dropped and the content of script, style and the like
 * with it; attributes other than a link's href and an image's src, alt and title are never read.
 * A link or photo that may not be kept is dropped and reported (`dropped`), so the editor can say
 * so. No imports but types and the link rule: the staff editor's browser code parses and writes
 * the same markup.
 */
import type { ArticleBlock, InlineRun, RichText } from './article-schema';
import { textLinkHref } from './text-links';

/** Runs of white space a text collapses to one space; the no-break spaces of French typography ('budget ?') stay. */
const COLLAPSIBLE_SPACE = /[^\S\u00a0\u202f\u2007]+/g;

/** What the text asked for and could not keep: links the site does not allow, photos not from the media library. */
export type Dropped = { links: string[]; images: string[] };
export type ParsedBody = { blocks: ArticleBlock[]; dropped: Dropped };

/** An uploaded image of the media library (lib/media/media-url): the only photos a text may show. */
export const MEDIA_SRC = /^\/media\/[1-9]\d{0,14}-[0-9a-f]{16}\.(?:jpg|png|webp|avif)$/;

// ---------------------------------------------------------------------------------------------
// Inline runs

type Format = { bold: boolean; italic: boolean; href: string | null };
const sameFormat = (a: InlineRun, b: InlineRun) => !!a.bold === !!b.bold && !!a.italic === !!b.italic && (a.href ?? null) === (b.href ?? null);
const isPlain = (run: InlineRun) => !run.bold && !run.italic && !run.href;

const run = (text: string, format: Format): InlineRun => ({
  text,
  ...(format.bold ? { bold: true as const } : {}),
  ...(format.italic ? { italic: true as const } : {}),
  ...(format.href ? { href: format.href } : {}),
});

/**
 * Runs as stored: whitespace collapsed, none at the ends of the text nor at the edges of a
 * formatted run (it moves out, so the markup's delimiters always touch a letter), neighbours of
 * one format merged, empty runs gone; unformatted text is a plain string. '' when nothing is left.
 */
export function normalizeRich(input: RichText | readonly InlineRun[]): RichText | '' {
  const runs = typeof input === 'string' ? [{ text: input }] : input;
  const linkOnly = (r: InlineRun, text: string): InlineRun => (r.href ? { text, href: r.href } : { text });
  const merge = (list: InlineRun[]) => {
    const out: InlineRun[] = [];
    for (const r of list) {
      const last = out.at(-1);
      if (last && sameFormat(last, r)) last.text += r.text;
      else out.push({ ...r });
    }
    return out;
  };
  // Bold and italic never start or end with a space: it stays in the link, if any, else plain.
  const split: InlineRun[] = [];
  for (const r of runs) {
    const text = r.text.replace(COLLAPSIBLE_SPACE, ' ');
    const core = text.trim();
    if (core === '') {
      if (text) split.push(linkOnly(r, text));
      continue;
    }
    if (text.startsWith(' ')) split.push(linkOnly(r, ' '));
    split.push({ ...r, text: core });
    if (text.endsWith(' ')) split.push(linkOnly(r, ' '));
  }
  // Nor does a link: its edge spaces are plain text.
  const linked = merge(split);
  const peeled: InlineRun[] = [];
  for (const [i, r] of linked.entries()) {
    if (!r.href) {
      peeled.push(r);
      continue;
    }
    let text = r.text;
    const lead = text.startsWith(' ') && linked[i - 1]?.href !== r.href;
    const trail = text.endsWith(' ') && linked[i + 1]?.href !== r.href;
    if (lead) text = text.trimStart();
    if (trail) text = text.trimEnd();
    if (lead) peeled.push({ text: ' ' });
    if (text) peeled.push({ ...r, text });
    if (trail && (text || !lead)) peeled.push({ text: ' ' });
  }
  // One space between words, none at the ends.
  const out: InlineRun[] = [];
  let afterSpace = true;
  for (const r of merge(peeled)) {
    const collapsed = r.text.replace(/ {2,}/g, ' ');
    const text: string = afterSpace ? collapsed.replace(/^ /, '') : collapsed;
    if (text === '') continue;
    const last = out.at(-1);
    if (last && sameFormat(last, r)) last.text += text;
    else out.push({ ...r, text });
    afterSpace = text.endsWith(' ');
  }
  const last = out.at(-1);
  if (last && last.text.endsWith(' ')) {
    last.text = last.text.slice(0, -1);
    if (last.text === '') out.pop();
  }
  if (out.length === 0) return '';
  return out.every(isPlain) ? out.map((r) => r.text).join('') : out;
}

/** The text of a block without its formatting. */
export const plainText = (text: RichText): string => (typeof text === 'string' ? text : text.map((r) => r.text).join(''));

/** The runs of a block's text (a plain string is one run). */
export const runsOf = (text: RichText): InlineRun[] => (typeof text === 'string' ? [{ text }] : text);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function entity(name: string): string | null {
  if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? null;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

type Token =
  | { t: 'text'; v: string }
  | { t: 'star'; n: number; before: string; after: string; use: { bold: boolean; italic: boolean } }
  | { t: 'tag'; mark: 'bold' | 'italic'; on: boolean }
  | { t: 'link'; href: string | null }
  | { t: 'unlink' };

const INLINE_TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;

/** An attribute's value in a tag's attribute text, entities decoded. */
function attribute(attrs: string, name: string): string | null {
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of attrs.matchAll(re)) {
    if (m[1]!.toLowerCase() === name) return decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return null;
}

const decodeEntities = (text: string) => text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, name: string) => entity(name) ?? whole);

/** Backslash escapes: any character that is neither a letter, a digit nor a space. */
const ESCAPABLE = /[^\p{L}\p{N}\s]/u;

/** The runs of one line of text markup (inline HTML tags included); links refused go to `dropped`. */
export function parseInline(source: string, dropped: Dropped = { links: [], images: [] }): RichText | '' {
  const tokens: Token[] = [];
  const text = (v: string) => {
    const last = tokens.at(-1);
    if (last?.t === 'text') last.v += v;
    else tokens.push({ t: 'text', v });
  };
  /** Where a '[' that opens a markup link closes: the index of its ')' and its href. */
  const linkEnds = new Map<number, number>();
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\' && i + 1 < source.length && ESCAPABLE.test(source[i + 1]!)) {
      text(source[i + 1]!);
      i += 2;
      continue;
    }
    if (c === '&') {
      const m = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/i.exec(source.slice(i, i + 12));
      const decoded = m ? entity(m[1]!) : null;
      if (m && decoded !== null) {
        text(decoded);
        i += m[0].length;
        continue;
      }
    }
    if (c === '<') {
      const m = INLINE_TAG.exec(source.slice(i));
      if (m) {
        const closing = m[1] === '/';
        const name = m[2]!.toLowerCase();
        if (name === 'strong' || name === 'b') tokens.push({ t: 'tag', mark: 'bold', on: !closing });
        else if (name === 'em' || name === 'i') tokens.push({ t: 'tag', mark: 'italic', on: !closing });
        else if (name === 'a' && closing) tokens.push({ t: 'unlink' });
        else if (name === 'a') {
          const raw = attribute(m[3] ?? '', 'href');
          const href = raw === null ? null : textLinkHref(raw);
          if (raw !== null && href === null) dropped.links.push(raw);
          tokens.push({ t: 'link', href });
        } else if (name === 'br') text(' ');
        // Any other tag: dropped, its text kept.
        i += m[0].length;
        continue;
      }
    }
    if (c === '*') {
      let n = 1;
      while (source[i + n] === '*') n++;
      const before = i === 0 ? ' ' : source[i - 1]!;
      const after = i + n >= source.length ? ' ' : source[i + n]!;
      if (n <= 3) tokens.push({ t: 'star', n, before, after, use: { bold: n >= 2, italic: n !== 2 } });
      else text('*'.repeat(n));
      i += n;
      continue;
    }
    if (c === '[') {
      const end = markupLinkEnd(source, i);
      if (end) {
        const href = textLinkHref(end.href);
        if (href === null) dropped.links.push(end.href);
        tokens.push({ t: 'link', href });
        linkEnds.set(end.close, end.after);
        i++;
        continue;
      }
    }
    if (c === ']' && linkEnds.has(i)) {
      tokens.push({ t: 'unlink' });
      i = linkEnds.get(i)!;
      continue;
    }
    text(c);
    i++;
  }
  matchStars(tokens);

  const runs: InlineRun[] = [];
  const tags = { bold: 0, italic: 0 };
  const stars = { bold: false, italic: false };
  let href: string | null = null;
  let inLink = false;
  const format = (): Format => ({ bold: tags.bold > 0 || stars.bold, italic: tags.italic > 0 || stars.italic, href });
  for (const token of tokens) {
    switch (token.t) {
      case 'text':
        runs.push(run(token.v, format()));
        break;
      case 'star': {
        const literal = (token.use.bold ? 0 : token.n >= 2 ? 2 : 0) + (token.use.italic ? 0 : token.n !== 2 ? 1 : 0);
        if (literal) runs.push(run('*'.repeat(literal), format()));
        if (token.use.bold) stars.bold = !stars.bold;
        if (token.use.italic) stars.italic = !stars.italic;
        break;
      }
      case 'tag':
        tags[token.mark] = Math.max(0, tags[token.mark] + (token.on ? 1 : -1));
        break;
      case 'link':
        // A link inside a link: its text joins the outer one.
        if (!inLink) {
          href = token.href;
          inLink = true;
        }
        break;
      case 'unlink':
        href = null;
        inLink = false;
        break;
    }
  }
  return normalizeRich(runs);
}

/** A markup link `[text](href)` starting at `open`: where its ']' is, its href, and the index after its ')'. */
function markupLinkEnd(source: string, open: number): { close: number; href: string; after: number } | null {
  for (let j = open + 1; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '[') return null;
    if (c === ']') {
      // The href may hold balanced parentheses ('javascript:alert(1)' is read whole, then refused).
      const m = /^\]\(((?:[^\s()]|\([^\s()]*\))*)\)/.exec(source.slice(j, j + 2100));
      return m ? { close: j, href: m[1]!, after: j + m[0].length } : null;
    }
  }
  return null;
}

const isSpace = (c: string) => /\s/.test(c);

/**
 * Pairs the stars of each format: one opens where a letter follows it, the next closes where a
 * letter precedes it; a star that finds no partner (or stands between two spaces, '5 * 3') is
 * kept as a character. `***` may close one format and open the other.
 */
function matchStars(tokens: Token[]): void {
  for (const mark of ['bold', 'italic'] as const) {
    let open: Extract<Token, { t: 'star' }> | null = null;
    for (const token of tokens) {
      if (token.t !== 'star' || !token.use[mark]) continue;
      const canOpen = !isSpace(token.after);
      const canClose = !isSpace(token.before);
      if (open && canClose) open = null;
      else if (canOpen) {
        if (open) open.use[mark] = false;
        open = token;
      } else token.use[mark] = false;
    }
    if (open) open.use[mark] = false;
  }
}

/** Text as markup: the characters the markup reads escaped. */
function escapeText(text: string): string {
  return text
    .replace(/[\\*[\]]/g, '\\$&')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
    .replace(/<(?=[a-zA-Z/!?])/g, '&lt;');
}

const delimiter = (from: { bold: boolean; italic: boolean }, to: { bold: boolean; italic: boolean }) =>
  '*'.repeat((from.bold !== to.bold ? 2 : 0) + (from.italic !== to.italic ? 1 : 0));

/** A block's text as one line of markup. */
export function inlineToMarkup(text: RichText): string {
  const runs = runsOf(text);
  let out = '';
  let i = 0;
  while (i < runs.length) {
    const href = runs[i]!.href ?? null;
    let j = i;
    while (j < runs.length && (runs[j]!.href ?? null) === href) j++;
    let state = { bold: false, italic: false };
    let inner = '';
    for (const r of runs.slice(i, j)) {
      const next = { bold: !!r.bold, italic: !!r.italic };
      inner += delimiter(state, next) + escapeText(r.text);
      state = next;
    }
    inner += delimiter(state, { bold: false, italic: false });
    out += href ? `[${inner}](${href})` : inner;
    i = j;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Blocks

/** Tags dropped with everything inside them. */
const DROP_WITH_CONTENT = /<(script|style|template|iframe|object|embed|noscript|textarea|svg|math|head|title|select|xmp|noembed|noframes|frameset|applet)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const BOUNDARIES = new Set(['div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'pre', 'address', 'hr', 'center']);

/** An image's description or caption in the markup: its brackets or quotes escaped, and what would read as a tag. */
const escapeHtmlish = (text: string) => text.replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;').replace(/<(?=[a-zA-Z/!?])/g, '&lt;');
const escapeImageText = (text: string) => escapeHtmlish(text.replace(COLLAPSIBLE_SPACE, ' ').trim().replace(/[\\[\]]/g, '\\$&'));
const escapeCaption = (text: string) => escapeHtmlish(text.replace(COLLAPSIBLE_SPACE, ' ').trim().replace(/[\\"]/g, '\\$&'));
const unescape = (text: string) => decodeEntities(text.replace(/\\(.)/g, '$1')).replace(COLLAPSIBLE_SPACE, ' ').trim();

/** Input with HTML block tags written as the line markup; inline tags are left for parseInline. */
function htmlToLines(input: string): string {
  let text = input.replace(/\r\n?/g, '\n');
  // Repeated: a tag cut in two by a dropped one ('<scr<script></script>ipt>') is whole again.
  for (let k = 0; k < 10; k++) {
    const next = text.replace(COMMENTS, '').replace(DROP_WITH_CONTENT, '');
    if (next === text) break;
    text = next;
  }
  const lists: Array<'ul' | 'ol'> = [];
  let flowing = 0;
  let quote = 0;
  let out = '';
  let last = 0;
  const newline = () => (quote > 0 ? '\n> ' : '\n\n');
  for (const m of text.matchAll(TAG)) {
    const between = text.slice(last, m.index);
    out += flowing > 0 || quote > 0 || lists.length > 0 ? between.replace(COLLAPSIBLE_SPACE, ' ') : between;
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    if (/^h[1-6]$/.test(name)) {
      flowing += closing ? -1 : 1;
      out += closing ? newline() : `${newline()}${name === 'h1' || name === 'h2' ? '##' : '###'} `;
    } else if (name === 'p' || BOUNDARIES.has(name)) {
      if (name === 'p') flowing += closing ? -1 : 1;
      out += newline();
    } else if (name === 'ul' || name === 'ol') {
      if (closing) lists.pop();
      else lists.push(name);
      out += newline();
    } else if (name === 'li') {
      flowing += closing ? -1 : 1;
      if (!closing) out += `\n${quote > 0 ? '> ' : ''}${lists.at(-1) === 'ol' ? '1.' : '-'} `;
    } else if (name === 'blockquote') {
      quote = Math.max(0, quote + (closing ? -1 : 1));
      out += closing ? (quote > 0 ? '\n> ' : '\n\n') : quote > 1 ? '\n> ' : '\n\n> ';
    } else if (name === 'cite') {
      flowing += closing ? -1 : 1;
      if (!closing) out += quote > 0 ? '\n> — ' : ' — ';
    } else if (name === 'img' && !closing) {
      const src = attribute(m[3] ?? '', 'src') ?? '';
      const alt = attribute(m[3] ?? '', 'alt') ?? '';
      const title = attribute(m[3] ?? '', 'title');
      out += `\n\n![${escapeImageText(alt)}](${src.replace(/[\s()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}${title ? ` "${escapeCaption(title)}"` : ''})\n\n`;
    } else if (name === 'br') {
      out += flowing > 0 || quote > 0 ? ' ' : '\n';
    } else {
      // Inline tags stay for parseInline; a tag it does not know is dropped there.
      out += m[0];
    }
    if (flowing < 0) flowing = 0;
  }
  const tail = text.slice(last);
  out += flowing > 0 || quote > 0 || lists.length > 0 ? tail.replace(COLLAPSIBLE_SPACE, ' ') : tail;
  return out;
}

const IMAGE_LINE = /^!\[((?:\\.|[^\]\\])*)\]\(([^\s)]*)(?:\s+"((?:\\.|[^"\\])*)")?\)$/;
const BULLET = /^(?:[-*+•◦▪·])\s+(.*)$/;
const NUMBERED = /^\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?$/;
const QUOTE = /^>\s?(.*)$/;
const AUTHOR = /^(?:—|–|--|-)\s*(.+)$/;

/** The blocks of a body as typed, and what could not be kept. */
export function parseBody(input: string): ParsedBody {
  const dropped: Dropped = { links: [], images: [] };
  const blocks: ArticleBlock[] = [];
  type Open = { kind: 'p' | 'quote'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };
  const state: { open: Open | null } = { open: null };
  const inline = (source: string) => parseInline(source, dropped);
  const flush = () => {
    const open = state.open;
    state.open = null;
    if (!open) return;
    if ('items' in open) {
      const items = open.items.map((item) => inline(item)).filter((t): t is RichText => t !== '');
      if (items.length) blocks.push({ type: open.kind, items });
    } else if (open.kind === 'p') {
      const text = inline(open.lines.join(' '));
      if (text) blocks.push({ type: 'p', text });
    } else if (open.kind === 'quote') {
      const lines = open.lines.filter((l) => l.trim() !== '');
      const by = lines.length > 1 ? AUTHOR.exec(lines.at(-1)!.trim()) : null;
      const author = by ? plainText(inline(by[1]!) || '') : '';
      const text = inline((by ? lines.slice(0, -1) : lines).join(' '));
      if (text) blocks.push({ type: 'quote', text, ...(author ? { author } : {}) });
      else if (author) blocks.push({ type: 'p', text: author });
    }
  };
  /** The open block of this kind, or a new one after the open block is closed. */
  const lines = (kind: 'p' | 'quote'): string[] => {
    const open = state.open;
    if (open && open.kind === kind && 'lines' in open) return open.lines;
    flush();
    const next = { kind, lines: [] as string[] };
    state.open = next;
    return next.lines;
  };
  const items = (kind: 'ul' | 'ol'): string[] => {
    const open = state.open;
    if (open && open.kind === kind && 'items' in open) return open.items;
    flush();
    const next = { kind, items: [] as string[] };
    state.open = next;
    return next.items;
  };
  for (const line of htmlToLines(input).split('\n')) {
    const t = line.trim();
    const open = state.open;
    if (t === '') {
      flush();
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = HEADING.exec(t))) {
      flush();
      const text = inline(m[2]!);
      if (text) blocks.push({ type: m[1]!.length <= 2 ? 'h2' : 'h3', text });
    } else if ((m = IMAGE_LINE.exec(t))) {
      flush();
      const src = m[2]!;
      if (!MEDIA_SRC.test(src)) {
        if (src) dropped.images.push(src);
        continue;
      }
      const caption = m[3] === undefined ? '' : unescape(m[3]);
      blocks.push({ type: 'image', src, alt: unescape(m[1]!), ...(caption ? { caption } : {}) });
    } else if ((m = QUOTE.exec(t))) {
      lines('quote').push(m[1]!);
    } else if ((m = BULLET.exec(t))) {
      items('ul').push(m[1]!);
    } else if ((m = NUMBERED.exec(t))) {
      items('ol').push(m[1]!);
    } else if (open && 'items' in open && /^\s/.test(line)) {
      // An indented line under an item goes on with it.
      open.items[open.items.length - 1] += ` ${t}`;
    } else {
      lines('p').push(t);
    }
  }
  flush();
  return { blocks, dropped };
}

/** The blocks of a body (what parseBody keeps). */
export const bodyToBlocks = (input: string): ArticleBlock[] => parseBody(input).blocks;

/** A line of markup whose start would read as a heading, an item, a quotation or a photo: escaped. */
function escapeLineStart(line: string): string {
  const numbered = /^(\d{1,9})([.)])(\s)/.exec(line);
  if (numbered) return `${numbered[1]}\\${numbered[2]}${line.slice(numbered[1]!.length + 1)}`;
  return /^(?:#|>|[-+•◦▪·](?:\s|$)|!\\?\[|—|–)/.test(line) ? `\\${line}` : line;
}

/** The body as the editor's text area shows it: the text markup. */
export function blocksToBody(blocks: readonly ArticleBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'h2':
        case 'h3':
          // A heading's last word of '#'s would read as the markup's closing ones.
          return `${block.type === 'h2' ? '##' : '###'} ${inlineToMarkup(block.text).replace(/(^|\s)(#+)$/, '$1\\$2')}`;
        case 'p':
          return escapeLineStart(inlineToMarkup(block.text));
        case 'ul':
          return block.items.map((item) => `- ${escapeLineStart(inlineToMarkup(item))}`).join('\n');
        case 'ol':
          return block.items.map((item, i) => `${i + 1}. ${escapeLineStart(inlineToMarkup(item))}`).join('\n');
        case 'quote':
          return `> ${escapeLineStart(inlineToMarkup(block.text))}${block.author ? `\n> — ${escapeText(block.author.replace(COLLAPSIBLE_SPACE, ' ').trim())}` : ''}`;
        case 'image':
          return `![${escapeImageText(block.alt)}](${block.src}${block.caption ? ` "${escapeCaption(block.caption)}"` : ''})`;
        // Where a jobs article places its offers: no text to edit. Saved without it, the offers
        // (kept as they are: the editor has no form for them yet) show after the body.
        case 'job-offers':
          return '';
      }
    })
    .filter(Boolean)
    .join('\n\n');
}
