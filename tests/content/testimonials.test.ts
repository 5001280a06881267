import { describe, expect, it } from 'vitest';
import type { Article, ArticleBlock } from '@/lib/content/article-schema';
import { testimonialsOf } from '@/lib/content/testimonials';

const article = (key: string, blocks: ArticleBlock[]) =>
  ({ key, body: { nl: blocks, fr: blocks, en: blocks, de: [{ type: 'p', text: 'Nur Text' }] } }) as unknown as Article;
const quote = (author: string): ArticleBlock => ({ type: 'quote', text: `Said by ${author}`, author });

describe('the testimonials the valuation page shows', () => {
  const articles = [
    article('services-sale', [quote('Not a testimonial')]),
    article('testimonials', [{ type: 'p', text: 'Intro' }, quote('Sophie'), { type: 'h2', text: 'More' }, quote('Marc'), quote('Pieter'), quote('Nadia')]),
  ];

  it("are the testimonials article's quotes, in its order, a few", () => {
    expect(testimonialsOf(articles, 'en', 3)).toEqual([
      { text: 'Said by Sophie', author: 'Sophie' },
      { text: 'Said by Marc', author: 'Marc' },
      { text: 'Said by Pieter', author: 'Pieter' },
    ]);
  });

  it('are none in a language without quotes, or without the article', () => {
    expect(testimonialsOf(articles, 'de', 3)).toEqual([]);
    expect(testimonialsOf([articles[0]!], 'en', 3)).toEqual([]);
  });
});
