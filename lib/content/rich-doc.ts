/**
 * The formatted-text editor's document (TipTap/ProseMirror JSON) and the article blocks, both
 * ways. The editor writes its document back into the text area as the text markup
 * (./rich-text blocksToBody), so the server reads the same field with JavaScript or without.
 * No imports but types and ./rich-text: unit-tested without a browser.
 */
import type { ArticleBlock, InlineRun, RichText } from './article-schema';
import { MEDIA_SRC, normalizeRich, plainText, runsOf } from './rich-text';

export type DocMark = { type: string; attrs?: Record<string, unknown> };
export type DocNode = { type: string; attrs?: Record<string, unknown>; content?: DocNode[]; text?: string; marks?: DocMark[] };

function inlineNodes(text: RichText): DocNode[] {
  return runsOf(text).map((run) => {
    const marks: DocMark[] = [];
    if (run.bold) marks.push({ type: 'bold' });
    if (run.italic) marks.push({ type: 'italic' });
    if (run.href) marks.push({ type: 'link', attrs: { href: run.href } });
    return marks.length ? { type: 'text', text: run.text, marks } : { type: 'text', text: run.text };
  });
}

const paragraph = (text: RichText): DocNode => ({ type: 'paragraph', content: inlineNodes(text) });

/** The editor's document of the blocks (a job-offers placement has no text to edit: left out, as in the markup). */
export function blocksToDoc(blocks: readonly ArticleBlock[]): DocNode {
  const content = blocks.flatMap((block): DocNode[] => {
    switch (block.type) {
      case 'h2':
      case 'h3':
        return [{ type: 'heading', attrs: { level: block.type === 'h2' ? 2 : 3 }, content: inlineNodes(block.text) }];
      case 'p':
        return [paragraph(block.text)];
      case 'ul':
      case 'ol':
        return [{ type: block.type === 'ul' ? 'bulletList' : 'orderedList', content: block.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) }];
      case 'quote':
        return [{ type: 'blockquote', content: [paragraph(block.text), ...(block.author ? [paragraph(`— ${block.author}`)] : [])] }];
      case 'image':
        return [{ type: 'image', attrs: { src: block.src, alt: block.alt, title: block.caption ?? null } }];
      case 'job-offers':
        return [];
    }
  });
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

/** The runs of a node's text, marks read as bold, italic and link. */
function runsIn(node: DocNode): InlineRun[] {
  if (node.type === 'text') {
    const marks = node.marks ?? [];
    const link = marks.find((m) => m.type === 'link');
    const href = typeof link?.attrs?.href === 'string' ? link.attrs.href : undefined;
    return [
      {
        text: node.text ?? '',
        ...(marks.some((m) => m.type === 'bold') ? { bold: true as const } : {}),
        ...(marks.some((m) => m.type === 'italic') ? { italic: true as const } : {}),
        ...(href ? { href } : {}),
      },
    ];
  }
  if (node.type === 'hardBreak') return [{ text: ' ' }];
  return (node.content ?? []).flatMap((child, i) => (i > 0 && isBlockNode(child) ? [{ text: ' ' }, ...runsIn(child)] : runsIn(child)));
}

const isBlockNode = (node: DocNode) => node.type !== 'text' && node.type !== 'hardBreak';

/** The items of a list: each item's own text, then the items of a list inside it (lists are one level deep). */
function listItems(list: DocNode): RichText[] {
  return (list.content ?? []).flatMap((item) => {
    const own = (item.content ?? []).filter((c) => c.type !== 'bulletList' && c.type !== 'orderedList');
    const nested = (item.content ?? []).filter((c) => c.type === 'bulletList' || c.type === 'orderedList');
    const text = normalizeRich(own.flatMap((c, i) => (i > 0 ? [{ text: ' ' }, ...runsIn(c)] : runsIn(c))));
    return [...(text ? [text] : []), ...nested.flatMap(listItems)];
  });
}

const AUTHOR = /^(?:—|–|--)\s*(.+)$/;

/** The blocks of the editor's document. */
export function docToBlocks(doc: DocNode): ArticleBlock[] {
  return (doc.content ?? []).flatMap((node): ArticleBlock[] => {
    switch (node.type) {
      case 'heading': {
        const text = normalizeRich(runsIn(node));
        return text ? [{ type: Number(node.attrs?.level) <= 2 ? 'h2' : 'h3', text }] : [];
      }
      case 'bulletList':
      case 'orderedList': {
        const items = listItems(node);
        return items.length ? [{ type: node.type === 'bulletList' ? 'ul' : 'ol', items }] : [];
      }
      case 'blockquote': {
        const parts = (node.content ?? []).map((c) => normalizeRich(runsIn(c))).filter((t): t is RichText => t !== '');
        const by = parts.length > 1 ? AUTHOR.exec(plainText(parts.at(-1)!)) : null;
        const text = normalizeRich((by ? parts.slice(0, -1) : parts).flatMap((p, i) => (i > 0 ? [{ text: ' ' }, ...runsOf(p)] : runsOf(p))));
        const author = by?.[1]?.trim();
        if (!text) return author ? [{ type: 'p', text: author }] : [];
        return [{ type: 'quote', text, ...(author ? { author } : {}) }];
      }
      case 'image': {
        const src = typeof node.attrs?.src === 'string' ? node.attrs.src : '';
        if (!MEDIA_SRC.test(src)) return [];
        const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt.replace(/\s+/g, ' ').trim() : '';
        const caption = typeof node.attrs?.title === 'string' ? node.attrs.title.replace(/\s+/g, ' ').trim() : '';
        return [{ type: 'image', src, alt, ...(caption ? { caption } : {}) }];
      }
      default: {
        // A paragraph, and whatever else a paste brought that the blocks have no kind for.
        const text = normalizeRich(runsIn(node));
        return text ? [{ type: 'p', text }] : [];
      }
    }
  });
}
