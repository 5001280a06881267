import { z } from 'zod';
import { perLanguageSchema } from '@/lib/locale-schema';
import { localizedText, writtenText } from './localized';
import { textLinkHref } from './text-links';
import { articleLanguages, ONE_LANGUAGE_ERROR, writtenLanguages } from './translations';

/**
 * A piece of text with its formatting: bold, italic, a link. The link is one the text may carry
 * (./text-links: http(s), mailto:, tel:, a path of the site); the stored value is the cleaned one.
 */
export const inlineRun = z.object({
  text: z.string().min(1),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  href: z
    .string()
    .refine((href) => textLinkHref(href) === href, { message: 'links go to http(s), mailto:, tel: or a path of the site' })
    .optional(),
});
export type InlineRun = z.infer<typeof inlineRun>;

/** The text of a block: plain, as every block had before formatting came, or formatted runs. */
export const richText = z.union([z.string().min(1), z.array(inlineRun).min(1)]);
export type RichText = z.infer<typeof richText>;

/** An uploaded image of the media library: '/media/<id>-<sha>.<ext>' (lib/media/media-url). */
const MEDIA_PATH = /^\/media\/[1-9]\d{0,14}-[0-9a-f]{16}\.(?:jpg|png|webp|avif)$/;

/** A block of article body text: structured, never raw HTML. */
export const articleBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: richText }),
  z.object({ type: z.literal('h3'), text: richText }),
  z.object({ type: z.literal('p'), text: richText }),
  z.object({ type: z.literal('ul'), items: z.array(richText).min(1) }),
  z.object({ type: z.literal('ol'), items: z.array(richText).min(1) }),
  /** A quotation; a testimonial names its author. */
  z.object({ type: z.literal('quote'), text: richText, author: z.string().min(1).optional() }),
  /**
   * A photo of the media library inside the text. The body is per language, so is its
   * description (`alt`, '' for a decorative photo) and caption; the size is the upload's.
   */
  z.object({
    type: z.literal('image'),
    src: z.string().regex(MEDIA_PATH),
    alt: z.string().max(300),
    caption: z.string().min(1).max(300).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  }),
  /** Where the article's current job offers are shown (after the body when no block says where). */
  z.object({ type: z.literal('job-offers') }),
]);
export type ArticleBlock = z.infer<typeof articleBlock>;

/** The text in the languages it is written in (lib/content/translations): any may be left out. */
const localizedBlocks = perLanguageSchema(z.array(articleBlock).min(1)).partial();

/** schema.org's employment types, as Google's job postings take them. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const filledText = perLanguageSchema(z.string().trim().min(1));

/** A calendar date 'YYYY-MM-DD' (read as the day in Brussels). */
const calendarDate = z.iso.date();

/** One of the agency's offices where a job is done. */
const jobLocation = z.object({
  addressLocality: filledText,
  postalCode: z.string().regex(/^\d{4}$/),
  addressCountry: z.literal('BE'),
});

/** A vacancy of a jobs article: shown on its page and published as a schema.org JobPosting. */
export const jobOffer = z
  .object({
    /** Stable id, e.g. 'sales-agent-brussels': the posting's identifier for search engines. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: filledText,
    /** Plain text; a blank line starts a new paragraph. */
    description: filledText,
    employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).min(1),
    locations: z.array(jobLocation).min(1),
    datePosted: calendarDate,
    /** The last day one can apply; the offer is no longer shown nor published after it. */
    validThrough: calendarDate.nullable().default(null),
    /** Gross pay in euro per `unit`. */
    baseSalary: z
      .object({
        minValue: z.number().int().positive(),
        maxValue: z.number().int().positive(),
        unit: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
      })
      .refine((s) => s.minValue <= s.maxValue, { message: 'minValue is above maxValue' })
      .nullable()
      .default(null),
  })
  .refine((o) => o.validThrough === null || o.validThrough >= o.datePosted, {
    message: 'validThrough is before datePosted',
    path: ['validThrough'],
  });
export type JobOffer = z.infer<typeof jobOffer>;

export const article = z.object({
  id: z.number().int(),
  /** Stable name used by code, e.g. 'privacy-statement'. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /**
   * How the article is reached on its own:
   * - `route`: an internal path of the route table (lib/routes/registry.ts), e.g. '/privacy-statement';
   * - `slugParts`: the id of its category (data/article-categories.json), of an optional
   *   sub-category, and its name per language; the localized path is the categories' segments and
   *   the name by the slug rule of SPEC §2.1 (lib/slug.ts `articlePath`);
   * - neither: the article only appears inside page modules.
   */
  route: z.string().startsWith('/').nullable().default(null),
  slugParts: z
    .object({
      categoryId: z.number().int().positive(),
      subCategoryId: z.number().int().positive().nullable().default(null),
      name: writtenText,
    })
    // A language without a name of its own takes another's (lib/content/articles).
    .refine((parts) => writtenLanguages(parts.name).length > 0, { message: ONE_LANGUAGE_ERROR, path: ['name'] })
    .nullable()
    .default(null),
  title: writtenText,
  intro: writtenText,
  body: localizedBlocks,
  image: z.object({ url: z.string().startsWith('/'), alt: localizedText }).nullable().default(null),
  /** The day it was written (Brussels): shown on news lists, which put the newest first; null for older articles. */
  date: calendarDate.nullable().default(null),
  jobOffers: z
    .array(jobOffer)
    .default([])
    .refine((offers) => new Set(offers.map((o) => o.id)).size === offers.length, {
      message: 'job offer ids must be unique',
    }),
  metadata: perLanguageSchema(z.object({ title: z.string(), description: z.string() })).partial(),
})
  // Written in at least one language: a title and a text (lib/content/translations).
  .refine((a) => articleLanguages(a).length > 0, { message: ONE_LANGUAGE_ERROR, path: ['title'] });
export type Article = z.infer<typeof article>;

export const articlesFile = z.array(article);
