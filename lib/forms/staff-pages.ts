/** The staff forms of the page tree: a menu page and one of its modules. */
import { z } from 'zod';
import { parsePosition } from '@/lib/content/sort-order';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { MODULE_LAYOUT_NAMES, type ModuleLayout } from '@/lib/content/module-layout';

const perLocale = <T extends z.ZodType>(field: () => T) =>
  z.object(Object.fromEntries(SITE_LOCALES.map((locale) => [locale, field()])) as Record<SiteLocale, T>);

const optionalLine = (max: number) => z.string().trim().max(max, { error: 'Forms.errors.tooLong' }).default('');
const digits = (max: number) => z.string().trim().regex(new RegExp(`^\\d{0,${max}}$`), { error: 'Editor.pages.errors.number' });
const whole = (min: number, max: number) =>
  z
    .string({ error: 'Editor.errors.required' })
    .trim()
    .regex(/^\d{1,3}$/, { error: 'Editor.pages.errors.number' })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: 'Editor.pages.errors.number' });

/** The version the editor started from: refused when someone saved a newer one meanwhile. */
const baseId = z
  .string()
  .regex(/^\d{0,18}$/)
  .transform((v) => (v === '' ? null : Number(v)));

/** An internal path or an http(s) address, or nothing. */
const link = z
  .string()
  .trim()
  .max(300, { error: 'Forms.errors.tooLong' })
  .regex(/^(?:|\/[^\s]*|https?:\/\/[^\s]+)$/, { error: 'Editor.pages.errors.link' })
  .default('');

/** The SEO, Open Graph and Twitter fields of a page, one set per language (menu-schema's pageMetadata). */
export const PAGE_METADATA_FIELDS = [
  'pageTitle',
  'metadataTitle',
  'metadataDescription',
  'metadataOGTitle',
  'metadataOGDescription',
  'metadataOGImage',
  'metadataOGType',
  'metadataOGUrl',
  'metadataTwitterTitle',
  'metadataTwitterDescription',
  'metadataTwitterImage',
  'metadataTwitterSite',
] as const;
export type PageMetadataField = (typeof PAGE_METADATA_FIELDS)[number];

export const PAGE_STATUSES = ['Published', 'Draft'] as const;

const metadataText = () => perLocale(() => optionalLine(600));
const metadataShape = Object.fromEntries(PAGE_METADATA_FIELDS.map((field) => [field, metadataText()])) as Record<PageMetadataField, ReturnType<typeof metadataText>>;

export const pageFormSchema = z.object({
  baseId,
  /** Empty for a new page. */
  id: digits(9),
  /** Staff's own name of the page; empty takes its first title. */
  name: optionalLine(120),
  /** The internal path ('/over-ons/ons-team'), empty for the one the title proposes; absent for a page the route table names (kept as it is). */
  path: z.string().trim().max(200, { error: 'Forms.errors.tooLong' }).optional(),
  parentId: digits(9),
  /** Its place among the pages under the same parent, from 1 (lib/content/page-order); empty: where it is, or last. */
  sort: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || parsePosition(v) !== null, { error: 'Editor.pages.errors.number' })
    .transform((v) => (v === '' ? null : parsePosition(v))),
  status: z.enum(PAGE_STATUSES, { error: 'Editor.errors.required' }),
  showInMenu: z.string().optional().transform((v) => v === 'on'),
  redirectUrl: link,
  /** Per language, empty in a language the page is not written in (lib/content/page-edit: at least one). */
  title: perLocale(() => optionalLine(160)),
  description: perLocale(() => optionalLine(600)),
  /** The page's address in each language, empty for its internal path; absent for a page the route table names. */
  localizedPath: perLocale(() => optionalLine(200)).optional(),
  ...metadataShape,
});

export const MODULE_TYPES = ['property-list', 'article', 'contact', 'news'] as const;
export const MODULE_VIEWS = ['', 'card-view', 'single-view'] as const;

export const moduleFormSchema = z.object({
  baseId,
  pageId: digits(9).refine((v) => v !== '', { error: 'Editor.pages.errors.gone' }),
  /** Empty for a new module. */
  moduleId: digits(9),
  relation: z.string().regex(/^(?:property-list|article|contact|news):\d{1,9}$/, { error: 'Editor.errors.required' }),
  title: perLocale(() => optionalLine(160)),
  description: perLocale(() => optionalLine(2000)),
  description2: perLocale(() => optionalLine(2000)).prefault({}),
  imageAlt: perLocale(() => optionalLine(200)),
  titleSize: z.enum(['h1', 'h2'], { error: 'Editor.errors.choice' }).default('h2'),
  /** A named width (lib/content/module-layout); 'custom' keeps the numbers stored before. */
  layout: z.enum(['custom', ...MODULE_LAYOUT_NAMES] as ['custom', ...ModuleLayout[]], { error: 'Editor.errors.choice' }).default('full'),
  view: z.enum(MODULE_VIEWS, { error: 'Editor.errors.required' }),
  backgroundType: z.enum(['', 'image'], { error: 'Editor.errors.required' }),
  colorBackground: z
    .string()
    .trim()
    .regex(/^(?:#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/, { error: 'Editor.pages.errors.colour' })
    .default(''),
  /** The box of the colour picker (which cannot be empty): without it, no background colour. */
  colorBackgroundUsed: z.string().optional().transform((v) => v === 'on'),
  // A photo of the site (public/ or an upload): the image optimizer refuses other hosts, and a
  // page whose module asked for one would fail to render.
  imageUrl: z
    .string()
    .trim()
    .max(300, { error: 'Forms.errors.tooLong' })
    .regex(/^(?:|\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:jpe?g|png|webp|avif))$/, { error: 'Editor.errors.localPhoto' })
    .default(''),
  numberItemOfRow: whole(1, 6),
  maxItems: digits(4).transform((v) => (v === '' || Number(v) === 0 ? null : Number(v))),
});

/** Delete a page. */
export const pageDeleteSchema = z.object({ baseId, pageId: digits(9) });

export type PageForm = z.output<typeof pageFormSchema>;
export type ModuleForm = z.output<typeof moduleFormSchema>;
