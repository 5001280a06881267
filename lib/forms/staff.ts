/** The staff forms of the editor: accounts, the home banner, an article. */
import { z } from 'zod';
import { secondsToMs } from '@/lib/content/banner-gallery';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { email } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

export const staffAccountSchema = z.object({
  email: email(),
  role: z.enum(['editor', 'admin']),
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: 'Portal.reset.tooShort' }).max(PASSWORD_MAX_LENGTH),
});

export const line = (max: number) => z.string({ error: 'Editor.errors.required' }).trim().min(1, { error: 'Editor.errors.required' }).max(max, { error: 'Forms.errors.tooLong' });
const slugPart = z
  .string()
  .trim()
  .max(80, { error: 'Forms.errors.tooLong' })
  .regex(/^[a-z0-9-]*$/, { error: 'Editor.errors.slug' });

export const perLocale = <T extends z.ZodType>(field: (locale: SiteLocale) => T) =>
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, field(locale)])) as Record<SiteLocale, T>;

/** The version the editor started from: refused when someone saved a newer one meanwhile. */
export const baseId = z
  .string()
  .regex(/^\d{0,18}$/)
  .transform((v) => (v === '' ? null : Number(v)));

/** A photo the site serves itself: a path under public/ or an upload (/media/…). */
const LOCAL_PHOTO = /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:jpe?g|png|webp|avif)$/;
/**
 * A video file of the site itself, .mp4 or .webm. Not another site's: the Content-Security-Policy
 * (media-src) is fixed when the site is built, from data/site.json, and would block it.
 */
const VIDEO = /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:mp4|webm)$/;
/** A time typed in seconds ('5', '4,5'), stored in milliseconds between minMs and maxMs. */
const seconds = (minMs: number, maxMs: number) =>
  z
    .string({ error: 'Editor.errors.seconds' })
    .max(20, { error: 'Editor.errors.seconds' })
    .transform((text, ctx) => {
      const ms = secondsToMs(text, minMs, maxMs);
      if (ms === null) ctx.addIssue({ code: 'custom', message: 'Editor.errors.seconds' });
      return ms ?? 0;
    });

/** The most photos a banner gallery shows. */
export const GALLERY_MAX = 12;

export const bannerFormSchema = z
  .object({
    baseId,
    title: z.object(perLocale(() => line(120))),
    description: z.object(perLocale(() => z.string().trim().max(300, { error: 'Forms.errors.tooLong' }))),
    type: z.enum(['image', 'gallery', 'video'], { error: 'Editor.errors.choice' }),
    /** The photos in their order (lib/content/banner-gallery reads them from the form). */
    galleryImages: z
      .array(z.string())
      .refine((paths) => paths.every((p) => LOCAL_PHOTO.test(p)), { error: 'Editor.errors.photoPaths' })
      .refine((paths) => paths.length <= GALLERY_MAX, { error: 'Editor.errors.tooManyPhotos' }),
    autoplaySpeed: seconds(1000, 20_000),
    transitionSpeed: seconds(100, 5000),
    videoUrl: z.string().trim().max(500, { error: 'Forms.errors.tooLong' }).refine((v) => v === '' || VIDEO.test(v), { error: 'Editor.errors.video' }),
    showLogo: z.string().optional().transform((v) => v === 'on'),
    showSearch: z.string().optional().transform((v) => v === 'on'),
  })
  // What the banner shows must be there: two photos for a gallery, a file for a video.
  .superRefine((form, ctx) => {
    if (form.type === 'gallery' && form.galleryImages.length < 2) ctx.addIssue({ code: 'custom', path: ['galleryImages'], message: 'Editor.errors.galleryTooShort' });
    if (form.type === 'video' && form.videoUrl === '') ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'Editor.errors.video' });
  })
  // The format is the file's: the library's videos are sniffed MP4 or WebM and named by it.
  .transform((form) => ({ ...form, videoType: /\.webm$/i.test(form.videoUrl) ? ('webm' as const) : ('mp4' as const) }));

export const articleFormSchema = z.object({
  baseId,
  /** Empty for a new article. */
  id: z.string().regex(/^\d{0,9}$/),
  /** Per language, empty in a language the article is not written in (lib/content/article-edit says which must be filled). */
  title: z.object(perLocale(() => z.string({ error: 'Editor.errors.required' }).trim().max(160, { error: 'Forms.errors.tooLong' }))),
  intro: z.object(perLocale(() => z.string().trim().max(600, { error: 'Forms.errors.tooLong' }))),
  /** Rich text as typed (lib/content/rich-text): sanitized and turned into blocks by the action. */
  body: z.object(perLocale(() => z.string().max(50_000, { error: 'Forms.errors.tooLong' }))),
  /** The category (or sub-category) of the article's address, '' for none (lib/forms/staff-categories). */
  categoryId: z.string({ error: 'Editor.errors.choice' }).regex(/^\d{0,9}$/, { error: 'Editor.errors.choice' }),
  name: z.object(perLocale(() => slugPart)),
  /** The article's date (the news overview's order), '' to keep the one it has, or today for a new one. */
  date: z.union([z.literal(''), z.iso.date({ error: 'Editor.errors.date' })], { error: 'Editor.errors.date' }).default(''),
});

export type BannerForm = z.output<typeof bannerFormSchema>;
/** The banner form's fields that are the same in every language. */
export const BANNER_DISPLAY_FIELDS = ['type', 'autoplaySpeed', 'transitionSpeed', 'videoUrl', 'showLogo', 'showSearch'] as const;
export type ArticleForm = z.output<typeof articleFormSchema>;

/** Reads 'title.nl'-style fields of a post into nested objects for the schemas above. */
export function nestedFields(formData: unknown, groups: Record<string, readonly string[] | null>): Record<string, unknown> {
  const get = (name: string) => (formData instanceof FormData ? formData.get(name) ?? undefined : undefined);
  return Object.fromEntries(
    Object.entries(groups).map(([group, keys]) => [group, keys === null ? get(group) : Object.fromEntries(keys.map((k) => [k, get(`${group}.${k}`)]))]),
  );
}
