import { z } from 'zod';
import { localizedText } from './localized';

/** A block of article body text: structured, never raw HTML. */
export const articleBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string().min(1) }),
  z.object({ type: z.literal('h3'), text: z.string().min(1) }),
  z.object({ type: z.literal('p'), text: z.string().min(1) }),
  z.object({ type: z.literal('ul'), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal('quote'), text: z.string().min(1), author: z.string().min(1) }),
]);
export type ArticleBlock = z.infer<typeof articleBlock>;

const localizedBlocks = z.object({
  nl: z.array(articleBlock).min(1),
  fr: z.array(articleBlock).min(1),
  en: z.array(articleBlock).min(1),
  de: z.array(articleBlock).min(1),
});

export const article = z.object({
  id: z.number().int(),
  /** Stable name used by code, e.g. 'privacy-statement'. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /**
   * How the article is reached on its own:
   * - `route`: an internal path of the route table (i18n/pathnames.ts), e.g. '/privacy-statement';
   * - `slugParts`: category, optional sub-category and name per language; the localized path is
   *   built by the slug rule of SPEC §2.1 (lib/slug.ts `articlePath`);
   * - neither: the article only appears inside page modules.
   */
  route: z.string().startsWith('/').nullable().default(null),
  slugParts: z
    .object({
      category: localizedText,
      subCategory: localizedText.nullable().default(null),
      name: localizedText,
    })
    .nullable()
    .default(null),
  title: localizedText,
  intro: localizedText,
  body: localizedBlocks,
  image: z.object({ url: z.string().startsWith('/'), alt: localizedText }).nullable().default(null),
  metadata: z.object({
    nl: z.object({ title: z.string(), description: z.string() }),
    fr: z.object({ title: z.string(), description: z.string() }),
    en: z.object({ title: z.string(), description: z.string() }),
    de: z.object({ title: z.string(), description: z.string() }),
  }),
});
export type Article = z.infer<typeof article>;

export const articlesFile = z.array(article);
