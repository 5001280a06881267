/**
 * The article body as staff type it: a little HTML (h2, h3, p, ul/li, blockquote with a cite) or
 * plain paragraphs separated by blank lines. It is cleaned by sanitize-html first — every other
 * tag, every attribute (event handlers, `javascript:` links) and the content of script and style
 * are dropped — then turned into the structured blocks the site stores (never raw HTML).
 */
import sanitizeHtml from 'sanitize-html';
import type { ArticleBlock } from './article-schema';

const ALLOWED = ['h2', 'h3', 'p', 'ul', 'li', 'blockquote', 'cite'];

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, { allowedTags: ALLOWED, allowedAttributes: {}, disallowedTagsMode: 'discard' });
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e);
const clean = (text: string) => decode(text).replace(/\s+/g, ' ').trim();

function paragraphs(text: string): ArticleBlock[] {
  return text
    .split(/\n\s*\n/)
    .map(clean)
    .filter(Boolean)
    .map((t) => ({ type: 'p', text: t }));
}

/** The blocks of a body; text outside any tag becomes paragraphs. */
export function bodyToBlocks(input: string): ArticleBlock[] {
  const html = sanitizeBody(input);
  const blocks: ArticleBlock[] = [];
  // After sanitizing, only the allowed tags remain, without attributes: a flat scan is enough.
  const tokens = html.split(/(<\/?(?:h2|h3|p|ul|li|blockquote|cite)>)/);
  let open: string | null = null;
  let text = '';
  let items: string[] = [];
  let cite = '';
  let inCite = false;
  for (const token of tokens) {
    const tag = /^<(\/?)(\w+)>$/.exec(token);
    if (!tag) {
      if (inCite) cite += token;
      else if (open) text += token;
      else blocks.push(...paragraphs(token));
      continue;
    }
    const [, closing, name] = tag;
    if (name === 'cite') {
      inCite = !closing;
      continue;
    }
    if (name === 'li') {
      if (closing && open === 'ul') items.push(clean(text));
      text = '';
      continue;
    }
    if (!closing) {
      open = name!;
      text = '';
      items = [];
      cite = '';
      continue;
    }
    if (name === open) {
      const body = clean(text);
      if (name === 'ul') {
        const list = items.filter(Boolean);
        if (list.length) blocks.push({ type: 'ul', items: list });
      } else if (name === 'blockquote') {
        if (body && clean(cite)) blocks.push({ type: 'quote', text: body, author: clean(cite) });
        else if (body) blocks.push({ type: 'p', text: body });
      } else if (body) blocks.push({ type: name as 'h2' | 'h3' | 'p', text: body });
      open = null;
      text = '';
    }
  }
  return blocks;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The body as the editor's text area shows it. */
export function blocksToBody(blocks: readonly ArticleBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'ul':
          return `<ul>\n${block.items.map((item) => `  <li>${escape(item)}</li>`).join('\n')}\n</ul>`;
        case 'quote':
          return `<blockquote>${escape(block.text)}<cite>${escape(block.author)}</cite></blockquote>`;
        // Where a jobs article places its offers: no text to edit. Saved without it, the offers
        // (kept as they are: the editor has no form for them yet) show after the body.
        case 'job-offers':
          return '';
        default:
          return `<${block.type}>${escape(block.text)}</${block.type}>`;
      }
    })
    .filter(Boolean)
    .join('\n');
}
