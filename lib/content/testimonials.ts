import type { SiteLocale } from '@/lib/locale';
import type { Article } from './article-schema';
import { plainText } from './rich-text';

/** The article that collects what clients say (its page also carries the testimonial form). */
export const TESTIMONIALS_ARTICLE_KEY = 'testimonials';

export type Testimonial = { text: string; author: string };

/** The first `limit` testimonials in a language: the quotes of the testimonials article, in its order. */
export function testimonialsOf(articles: readonly Article[], locale: SiteLocale, limit: number): Testimonial[] {
  return articles
    .filter((a) => a.key === TESTIMONIALS_ARTICLE_KEY)
    .flatMap((a) => a.body[locale] ?? [])
    .flatMap((block) => (block.type === 'quote' && block.author ? [{ text: plainText(block.text), author: block.author }] : []))
    .slice(0, limit);
}
