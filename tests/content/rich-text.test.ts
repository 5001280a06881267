import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleBlock, articlesFile, type ArticleBlock, type InlineRun } from '@/lib/content/article-schema';
import { blocksToBody, bodyToBlocks, normalizeRich, parseBody, parseInline } from '@/lib/content/rich-text';
import { textLinkHref } from '@/lib/content/text-links';

const PHOTO = '/media/12-0123456789abcdef.jpg';

describe('article body from the editor: what is dropped', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', [{ type: 'p', text: 'Hi' }]],
    ['<p onclick="steal()">Click</p>', [{ type: 'p', text: 'Click' }]],
    ['<p><a href="javascript:alert(1)">link</a> text</p>', [{ type: 'p', text: 'link text' }]],
    ['<img src=x onerror=alert(1)><h2>Title</h2>', [{ type: 'h2', text: 'Title' }]],
    ['<style>p{}</style><iframe src="//evil"></iframe><h3>Sub</h3>', [{ type: 'h3', text: 'Sub' }]],
    ['<scr<script>x</script>ipt>alert(1)</script><p>ok</p>', [{ type: 'p', text: 'ok' }]],
    ['<!-- <script>x</script> --><p>ok<svg><script>x</script></svg></p>', [{ type: 'p', text: 'ok' }]],
    ['<div><span style="color:red" onmouseover="x()">Styled</span></div>', [{ type: 'p', text: 'Styled' }]],
  ])('drops scripts, handlers and refused links from %s', (input, blocks) => {
    expect(bodyToBlocks(input)).toEqual(blocks);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '\\\\evil.example',
    'relative/path',
    'ftp://example.be/file',
    'mailto:nobody',
    'tel:call-me',
    'https://',
  ])('refuses the link %j and says so', (href) => {
    const markup = parseBody(`Read [this](${href.replace(/[\s()]/g, '')}) or <a href="${href}">that</a>.`);
    const text = markup.blocks[0]!;
    expect(text).toEqual({ type: 'p', text: 'Read this or that.' });
    expect(markup.dropped.links.length).toBeGreaterThan(0);
  });

  it.each([
    ['https://www.example.be/a?b=c#d', 'https://www.example.be/a?b=c#d'],
    ['http://example.be', 'http://example.be'],
    ['mailto:info@immo-horizon.be', 'mailto:info@immo-horizon.be'],
    ['tel:+32 2 123 45 67', 'tel:+3221234567'],
    ['/contact', '/contact'],
    ['/nl/nieuws/een-artikel/', '/nl/nieuws/een-artikel/'],
    ['https://example.be/a (b)', 'https://example.be/a%20%28b%29'],
  ])('keeps the link %j as %j', (raw, stored) => {
    expect(textLinkHref(raw)).toBe(stored);
    expect(textLinkHref(stored)).toBe(stored);
  });

  it('keeps no attribute but a link and a photo, and never markup in the text', () => {
    const { blocks } = parseBody(
      `<p class="x" style="y" onclick="z()"><a href="/contact" onclick="steal()" target="_top">Contact</a> <b onmouseover="x()">now</b></p><img src="${PHOTO}" alt="Living" onerror="x()" title="The view">`,
    );
    expect(blocks).toEqual([
      { type: 'p', text: [{ text: 'Contact', href: '/contact' }, { text: ' ' }, { text: 'now', bold: true }] },
      { type: 'image', src: PHOTO, alt: 'Living', caption: 'The view' },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/onclick|onerror|style|class|target/);
  });

  it('keeps photos of the media library only, and reports the others', () => {
    const { blocks, dropped } = parseBody(`![a](${PHOTO})\n\n![b](https://evil.example/x.jpg)\n\n![c](data:image/png;base64,AAAA)\n\n<img src="/media/../../etc/passwd">`);
    expect(blocks).toEqual([{ type: 'image', src: PHOTO, alt: 'a' }]);
    expect(dropped.images).toEqual(['https://evil.example/x.jpg', 'data:image/png;base64,AAAA', '/media/../../etc/passwd']);
  });

  it('whatever is typed, the blocks pass the schema: no raw HTML, no refused link', () => {
    const junk = fc.constantFrom('<', '>', '/', '"', "'", '=', '*', '[', ']', '(', ')', '\\', '&', ';', '#', '!', '-', '1.', '\n', ' ', 'a', 'é', 'script', 'a href', 'javascript:', 'img src', 'on', 'p', 'h2', 'li', 'ul', 'ol', 'blockquote', 'cite', '/media/1-0123456789abcdef.jpg', 'https://x.be', 'tel:+32');
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 80 }).map((parts) => parts.join('')), (input) => {
        const { blocks } = parseBody(input);
        for (const block of blocks) expect(articleBlock.safeParse(block).success, JSON.stringify(block)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);
});

describe('the text markup', () => {
  it('reads the old HTML-ish bodies as before', () => {
    expect(bodyToBlocks('Intro line\n\nSecond &amp; last\n<ul><li>One</li><li>Two</li></ul><blockquote>Great<cite>Ann</cite></blockquote>')).toEqual([
      { type: 'p', text: 'Intro line' },
      { type: 'p', text: 'Second & last' },
      { type: 'ul', items: ['One', 'Two'] },
      { type: 'quote', text: 'Great', author: 'Ann' },
    ]);
    expect(bodyToBlocks('<h2>Title</h2>\n<p>Text</p>\n<ul>\n  <li>x</li>\n  <li>y</li>\n</ul>\n<blockquote>Q<cite>Me</cite></blockquote>')).toEqual([
      { type: 'h2', text: 'Title' },
      { type: 'p', text: 'Text' },
      { type: 'ul', items: ['x', 'y'] },
      { type: 'quote', text: 'Q', author: 'Me' },
    ]);
    expect(bodyToBlocks('<p>1 &lt; 2 is true</p>')).toEqual([{ type: 'p', text: '1 < 2 is true' }]);
  });

  it("makes '- ' lines items, '1. ' lines numbered, a blank line a new paragraph", () => {
    expect(bodyToBlocks('Our services:\n- Sale\n- Rent\n* Valuation\n\nSteps\n1. Call us\n2) We visit\nthen we talk\n\nA first line\nand its second')).toEqual([
      { type: 'p', text: 'Our services:' },
      { type: 'ul', items: ['Sale', 'Rent', 'Valuation'] },
      { type: 'p', text: 'Steps' },
      { type: 'ol', items: ['Call us', 'We visit'] },
      { type: 'p', text: 'then we talk' },
      { type: 'p', text: 'A first line and its second' },
    ]);
    expect(bodyToBlocks('- an item\n  that goes on\n- another')).toEqual([{ type: 'ul', items: ['an item that goes on', 'another'] }]);
  });

  it('reads **bold**, *italic* and [text](url) links', () => {
    expect(parseInline('A **bold** word, an *italic* one, ***both*** and [our office](/contact).')).toEqual([
      { text: 'A ' },
      { text: 'bold', bold: true },
      { text: ' word, an ' },
      { text: 'italic', italic: true },
      { text: ' one, ' },
      { text: 'both', bold: true, italic: true },
      { text: ' and ' },
      { text: 'our office', href: '/contact' },
      { text: '.' },
    ]);
    expect(parseInline('[**Call** us](tel:+3221234567)')).toEqual([
      { text: 'Call', bold: true, href: 'tel:+3221234567' },
      { text: ' us', href: 'tel:+3221234567' },
    ]);
  });

  it('keeps stars and brackets that format nothing as they are typed', () => {
    expect(parseInline('5 * 3 = 15, a **b and [1] (see)')).toBe('5 * 3 = 15, a **b and [1] (see)');
    expect(parseInline('a*b *c*')).toEqual([{ text: 'a*b ' }, { text: 'c', italic: true }]);
  });

  it('reads ## and ### headings, > quotations and ![photos]', () => {
    expect(bodyToBlocks(`## Why us\n### Local\n> We sold in a week.\n> — Sophie, Brussels\n\n![The garden](${PHOTO} "Spring")`)).toEqual([
      { type: 'h2', text: 'Why us' },
      { type: 'h3', text: 'Local' },
      { type: 'quote', text: 'We sold in a week.', author: 'Sophie, Brussels' },
      { type: 'image', src: PHOTO, alt: 'The garden', caption: 'Spring' },
    ]);
  });

  it('writes back what it reads: old bodies stay as they were', () => {
    const blocks: ArticleBlock[] = [
      { type: 'h2', text: 'Title' },
      { type: 'p', text: 'Text with <tags> & *stars* [1]' },
      { type: 'ul', items: ['- x', '1. y'] },
      { type: 'ol', items: ['# one', '> two'] },
      { type: 'quote', text: 'Q', author: 'Me' },
      { type: 'quote', text: '— not an author' },
      { type: 'p', text: '2024. A year' },
      { type: 'h3', text: 'Number #' },
    ];
    expect(bodyToBlocks(blocksToBody(blocks))).toEqual(blocks);
  });

  // Text of the characters the markup gives a meaning to, and of letters.
  const TEXT = fc
    .array(fc.constantFrom('a', 'B', 'é', ' ', '  ', '*', '**', '[', ']', '(', ')', '\\', '<', '<p>', '&', '&amp;', '#', '-', '- ', '>', '!', '1. ', '—', '"', '_', '`', 'x y'), {
      minLength: 1,
      maxLength: 8,
    })
    .map((parts) => parts.join(''));
  const HREF = fc.constantFrom(undefined, '/contact', 'https://example.be/a?b=c', 'mailto:info@example.be', 'tel:+3221234567');
  const RUN = fc.record({ text: TEXT, bold: fc.boolean(), italic: fc.boolean(), href: HREF }).map(
    ({ text, bold, italic, href }): InlineRun => ({ text, ...(bold ? { bold: true } : {}), ...(italic ? { italic: true } : {}), ...(href ? { href } : {}) }),
  );
  const RICH = fc.array(RUN, { minLength: 1, maxLength: 5 }).map((runs) => normalizeRich(runs));
  const PLAIN = TEXT.map((t) => t.replace(/\s+/g, ' ').trim());
  const BLOCK: fc.Arbitrary<ArticleBlock | null> = fc.oneof(
    fc.record({ type: fc.constantFrom('h2', 'h3', 'p'), text: RICH }).map((b) => (b.text ? (b as ArticleBlock) : null)),
    fc.record({ type: fc.constantFrom('ul', 'ol'), items: fc.array(RICH, { minLength: 1, maxLength: 4 }) }).map((b) => {
      const items = b.items.filter((i) => i !== '');
      return items.length ? ({ type: b.type, items } as ArticleBlock) : null;
    }),
    fc.record({ text: RICH, author: PLAIN }).map(({ text, author }) => (text ? ({ type: 'quote', text, ...(author ? { author } : {}) } as ArticleBlock) : null)),
    fc.record({ alt: PLAIN, caption: PLAIN }).map(({ alt, caption }): ArticleBlock => ({ type: 'image', src: PHOTO, alt, ...(caption ? { caption } : {}) })),
  );

  it('reads back every body it writes (round trip)', () => {
    fc.assert(
      fc.property(fc.array(BLOCK, { maxLength: 8 }), (maybe) => {
        const blocks = maybe.filter((b): b is ArticleBlock => b !== null);
        const markup = blocksToBody(blocks);
        const parsed = parseBody(markup);
        expect(parsed.blocks, markup).toEqual(blocks);
        expect(parsed.dropped).toEqual({ links: [], images: [] });
        expect(blocksToBody(parsed.blocks)).toBe(markup);
      }),
      { numRuns: 1500 },
    );
  }, 30_000);
});

describe('the stored blocks', () => {
  it('the committed articles still pass the schema, and read back from their markup as they are', () => {
    const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'data/articles.json'), 'utf8'));
    const articles = articlesFile.parse(raw);
    expect(articles.length).toBeGreaterThan(10);
    for (const article of articles) {
      for (const [locale, blocks] of Object.entries(article.body)) {
        const editable = blocks.filter((b) => b.type !== 'job-offers');
        expect(bodyToBlocks(blocksToBody(editable)), `${article.key} ${locale}`).toEqual(editable);
      }
    }
  });

  it('takes plain strings as before, and formatted runs', () => {
    expect(articleBlock.parse({ type: 'p', text: 'Plain' })).toEqual({ type: 'p', text: 'Plain' });
    expect(articleBlock.parse({ type: 'quote', text: 'Q', author: 'A' })).toEqual({ type: 'quote', text: 'Q', author: 'A' });
    expect(articleBlock.safeParse({ type: 'p', text: [{ text: 'x', bold: true, href: '/contact' }] }).success).toBe(true);
    expect(articleBlock.safeParse({ type: 'ol', items: ['a', [{ text: 'b', italic: true }]] }).success).toBe(true);
  });

  it.each([
    { type: 'p', text: [{ text: 'x', href: 'javascript:alert(1)' }] },
    { type: 'p', text: [{ text: 'x', href: 'data:text/html,x' }] },
    { type: 'p', text: [{ text: 'x', href: '//evil.example' }] },
    { type: 'p', text: '' },
    { type: 'p', text: [] },
    { type: 'image', src: 'https://evil.example/x.jpg', alt: '' },
    { type: 'image', src: 'javascript:alert(1)', alt: '' },
    { type: 'html', html: '<script>' },
  ])('refuses %j', (block) => {
    expect(articleBlock.safeParse(block).success).toBe(false);
  });
});

describe('a link with parentheses in the text markup', () => {
  it('is read whole, then kept or refused as a whole', () => {
    expect(parseBody('[hier](javascript:alert(1)) en [daar](https://example.be/a_(b))')).toEqual({
      blocks: [{ type: 'p', text: [{ text: 'hier en ' }, { text: 'daar', href: 'https://example.be/a_%28b%29' }] }],
      dropped: { links: ['javascript:alert(1)'], images: [] },
    });
  });
});
