// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArticleBlock, InlineRun } from '@/lib/content/article-schema';
import { blocksToDoc, docToBlocks, type DocNode } from '@/lib/content/rich-doc';
import { blocksToBody, normalizeRich, parseBody } from '@/lib/content/rich-text';
import { cleanPastedHtml, typedLink } from '@/components/editor/rich-text-paste';

const PHOTO = '/media/7-fedcba9876543210.webp';
const text = (t: string, marks?: DocNode['marks']): DocNode => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t });

describe("the formatted-text editor's document", () => {
  const TEXT = fc.array(fc.constantFrom('a', 'B', ' ', '*', '[', '&', '<p>', '—', '- ', '1. ', 'é'), { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
  const RUN = fc
    .record({ text: TEXT, bold: fc.boolean(), italic: fc.boolean(), href: fc.constantFrom(undefined, '/contact', 'https://example.be', 'tel:+3221234567') })
    .map(({ text, bold, italic, href }): InlineRun => ({ text, ...(bold ? { bold: true } : {}), ...(italic ? { italic: true } : {}), ...(href ? { href } : {}) }));
  const RICH = fc.array(RUN, { minLength: 1, maxLength: 4 }).map((runs) => normalizeRich(runs));
  const PLAIN = TEXT.map((t) => t.replace(/\s+/g, ' ').trim());
  const BLOCK: fc.Arbitrary<ArticleBlock | null> = fc.oneof(
    fc.record({ type: fc.constantFrom('h2', 'h3', 'p'), text: RICH }).map((b) => (b.text ? (b as ArticleBlock) : null)),
    fc.record({ type: fc.constantFrom('ul', 'ol'), items: fc.array(RICH, { minLength: 1, maxLength: 3 }) }).map((b) => {
      const items = b.items.filter((i) => i !== '');
      return items.length ? ({ type: b.type, items } as ArticleBlock) : null;
    }),
    fc.record({ text: RICH, author: PLAIN }).map(({ text, author }) => (text ? ({ type: 'quote', text, ...(author ? { author } : {}) } as ArticleBlock) : null)),
    fc.record({ alt: PLAIN, caption: PLAIN }).map(({ alt, caption }): ArticleBlock => ({ type: 'image', src: PHOTO, alt, ...(caption ? { caption } : {}) })),
  );

  it('holds every body as it is: blocks, document, blocks, and the markup the text area gets back', () => {
    fc.assert(
      fc.property(fc.array(BLOCK, { maxLength: 6 }), (maybe) => {
        const blocks = maybe.filter((b): b is ArticleBlock => b !== null);
        const back = docToBlocks(blocksToDoc(blocks));
        expect(back).toEqual(blocks);
        expect(parseBody(blocksToBody(back)).blocks).toEqual(blocks);
      }),
      { numRuns: 800 },
    );
  }, 30_000);

  it('reads what a paste may leave: nested lists, line breaks, code, a photo from elsewhere', () => {
    const doc: DocNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [text('Big')] },
        { type: 'heading', attrs: { level: 4 }, content: [text('Small')] },
        { type: 'paragraph', content: [text('One'), { type: 'hardBreak' }, text('two', [{ type: 'bold' }, { type: 'link', attrs: { href: '/contact' } }])] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [text('a')] }, { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('a.1')] }] }] }] },
            { type: 'listItem', content: [{ type: 'paragraph' }] },
          ],
        },
        { type: 'codeBlock', content: [text('code')] },
        { type: 'image', attrs: { src: 'https://elsewhere.example/x.jpg', alt: 'x' } },
        { type: 'paragraph' },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Said')] }, { type: 'paragraph', content: [text('— Ann')] }] },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      { type: 'h2', text: 'Big' },
      { type: 'h3', text: 'Small' },
      { type: 'p', text: [{ text: 'One ' }, { text: 'two', bold: true, href: '/contact' }] },
      { type: 'ul', items: ['a', 'a.1'] },
      { type: 'p', text: 'code' },
      { type: 'quote', text: 'Said', author: 'Ann' },
    ]);
  });

  it('gives the editor an empty paragraph to type in for an empty text', () => {
    expect(blocksToDoc([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(blocksToDoc([{ type: 'job-offers' }])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});

describe('a paste from Word or Google Docs', () => {
  it('makes Word list paragraphs lists and keeps only the heading levels the text has', () => {
    const refused = { links: 0, images: 0 };
    const html = cleanPastedHtml(
      `<h1>Title</h1><p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;</span></span>First</p>` +
        `<p class="MsoListParagraphCxSpLast" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·</span>Second</p><p class="MsoNormal">After</p>` +
        `<p class="MsoListParagraph" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">1.</span>Numbered</p><h5>Small</h5>`,
      refused,
    );
    expect(html).toBe('<h2>Title</h2><ul><li>First</li><li>Second</li></ul><p class="MsoNormal">After</p><ol><li>Numbered</li></ol><h3>Small</h3>');
    expect(refused).toEqual({ links: 0, images: 0 });
  });

  it('takes out refused links and outside photos, keeping their words, and counts them', () => {
    const refused = { links: 0, images: 0 };
    const html = cleanPastedHtml(
      `<meta charset="utf-8"><b style="font-weight:normal" id="docs-internal-guid-1"><p>See <a href="javascript:alert(1)">this</a>, <a href="https://example.be">that</a> and <a href="data:text/html,x">more</a><img src="https://lh3.googleusercontent.com/x.png"><img src="${PHOTO}"></p></b><script>x()</script>`,
      refused,
    );
    expect(html).toBe(`<b style="font-weight:normal" id="docs-internal-guid-1"><p>See this, <a href="https://example.be">that</a> and more<img src="${PHOTO}"></p></b>`);
    expect(refused).toEqual({ links: 2, images: 1 });
  });

  it.each([
    ['www.immo-horizon.be', 'https://www.immo-horizon.be'],
    ['immo-horizon.be/contact', 'https://immo-horizon.be/contact'],
    ['info@immo-horizon.be', 'mailto:info@immo-horizon.be'],
    ['+32 2 123 45 67', 'tel:+3221234567'],
    ['/contact', '/contact'],
    ['https://example.be/x', 'https://example.be/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('reads the typed link %j as %j', (typed, href) => {
    expect(typedLink(typed)).toBe(href);
  });
});
