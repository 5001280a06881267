import { describe, expect, it } from 'vitest';
import type { ArticleBlock } from '@/lib/content/article-schema';
import { blocksToBody, bodyToBlocks, sanitizeBody } from '@/lib/content/rich-text';

describe('article body from the editor', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', [{ type: 'p', text: 'Hi' }]],
    ['<p onclick="steal()">Click</p>', [{ type: 'p', text: 'Click' }]],
    ['<p><a href="javascript:alert(1)">link</a> text</p>', [{ type: 'p', text: 'link text' }]],
    ['<img src=x onerror=alert(1)><h2>Title</h2>', [{ type: 'h2', text: 'Title' }]],
    ['<style>p{}</style><iframe src="//evil"></iframe><h3>Sub</h3>', [{ type: 'h3', text: 'Sub' }]],
  ])('drops scripts, handlers and javascript: links from %s', (input, blocks) => {
    expect(bodyToBlocks(input)).toEqual(blocks);
  });

  it('keeps no script, event handler or javascript: URL in the cleaned HTML', () => {
    const cleaned = sanitizeBody('<p onmouseover="x()">a</p><script>evil()</script><a href="javascript:x">b</a><svg onload=x>');
    expect(cleaned).not.toMatch(/script|onmouseover|onload|javascript:|evil/i);
  });

  it('turns headings, lists and quotes into blocks, and plain text into paragraphs', () => {
    expect(bodyToBlocks('Intro line\n\nSecond &amp; last\n<ul><li>One</li><li>Two</li></ul><blockquote>Great<cite>Ann</cite></blockquote>')).toEqual([
      { type: 'p', text: 'Intro line' },
      { type: 'p', text: 'Second & last' },
      { type: 'ul', items: ['One', 'Two'] },
      { type: 'quote', text: 'Great', author: 'Ann' },
    ]);
  });

  it('reads back what it writes', () => {
    const blocks: ArticleBlock[] = [
      { type: 'h2', text: 'A < B & C' },
      { type: 'p', text: 'Text' },
      { type: 'ul', items: ['x', 'y'] },
      { type: 'quote', text: 'Q', author: 'Me' },
    ];
    expect(bodyToBlocks(blocksToBody(blocks))).toEqual(blocks);
  });

  it('leaves text that looks like a tag as text', () => {
    expect(bodyToBlocks('<p>1 &lt; 2 is true</p>')).toEqual([{ type: 'p', text: '1 < 2 is true' }]);
  });
});
