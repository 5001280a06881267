/**
 * The article categories: a list staff manage, data/article-categories.json. An article
 * with its own address names its category (and sub-category) by id; the address is built from
 * the categories' segments in each language (lib/content/articles `articleLocalizedPath`).
 */
import { z } from 'zod';
import { perLanguageSchema } from '@/lib/locale-schema';

const name = z.string().trim().min(1);
/** An address segment: lower-case ASCII letters and digits, single hyphens between them. */
export const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const segment = z.string().max(80).regex(SEGMENT);

export const category = z.object({
  id: z.number().int().positive(),
  /** Stable name used by code, e.g. 'our-services'. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** What visitors read, per language. */
  name: perLanguageSchema(name),
  /** The category's part of its articles' addresses, per language ('nos-services'). */
  segment: perLanguageSchema(segment),
  /** The category this one is a sub-category of (one level only), or null. */
  parentId: z.number().int().positive().nullable().default(null),
});
export type Category = z.infer<typeof category>;

export const categoriesFile = z.array(category);
