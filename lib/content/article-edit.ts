/**
 * An article as the editor's form shows it and the article it saves. Paths are a
 * category of data/article-categories.json and the slug parts of SPEC §2.1 per language; an
 * article reached by a route of the route table keeps it.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { ArticleForm } from '@/lib/forms/staff';
import { brusselsToday } from '@/lib/dates';
import { slugify } from '@/lib/slug';
import type { Article, ArticleBlock } from './article-schema';
import type { Category } from './category-schema';
import { blocksToBody, parseBody, type Dropped } from './rich-text';
import { ONE_LANGUAGE_ERROR } from './translations';

export type PerLocale = Record<SiteLocale, string>;
/** A string per site language. */
export const perLocale = (value: (locale: SiteLocale) => string): PerLocale =>
  Object.fromEntries(SITE_LOCALES.map((l) => [l, value(l)])) as PerLocale;

export interface ArticleFields {
  title: PerLocale;
  intro: PerLocale;
  body: PerLocale;
  /** The chosen category's id: the sub-category's when there is one; '' for none. */
  categoryId: string;
  name: PerLocale;
  /** 'YYYY-MM-DD'; '' for a new article (dated the day it is saved). */
  date: string;
}

export function articleFields(article: Article | undefined): ArticleFields {
  return {
    title: perLocale((l) => article?.title[l] ?? ''),
    intro: perLocale((l) => article?.intro[l] ?? ''),
    body: perLocale((l) => (article?.body[l] ? blocksToBody(article.body[l]) : '')),
    categoryId: article?.slugParts ? String(article.slugParts.subCategoryId ?? article.slugParts.categoryId) : '',
    // As the address shows it (the slug rule of SPEC §2.1): a delivered name such as 'Huurindexering 2026'
    // is 'huurindexering-2026', which the form accepts and which keeps the address.
    name: perLocale((l) => slugify(article?.slugParts?.name[l] ?? '')),
    date: article?.date ?? '',
  };
}

/** An upload's size, by its URL (lib/server/media/media-store): the photos a text may show. */
export type PhotoSizes = ReadonlyMap<string, { width: number; height: number }>;

/** The photos of the blocks with their upload's size; a photo that is no upload (any more) is dropped and reported. */
function withPhotoSizes(blocks: ArticleBlock[], photos: PhotoSizes, dropped: Dropped): ArticleBlock[] {
  return blocks.flatMap((block): ArticleBlock[] => {
    if (block.type !== 'image') return [block];
    const size = photos.get(block.src);
    if (!size) {
      dropped.images.push(block.src);
      return [];
    }
    const sized: ArticleBlock = { ...block, width: size.width, height: size.height };
    return [sized];
  });
}

export type ArticleEdit =
  /** `dropped`: links and photos the text asked for and may not carry (the editor says so). */
  | { ok: true; articles: Article[]; article: Article; dropped: Dropped }
  | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The languages the form's article is written in: those with anything typed in them. An empty
 * language is no translation (lib/content/translations); at least one is needed.
 */
export function writtenFormLanguages(form: Pick<ArticleForm, 'title' | 'intro' | 'body' | 'name'>): SiteLocale[] {
  return SITE_LOCALES.filter((l) => form.title[l] !== '' || form.intro[l] !== '' || form.body[l].trim() !== '' || form.name[l] !== '');
}

/**
 * The articles with this form's article added or replaced; field errors when it cannot be built.
 * It is written in the languages staff filled in (a title and a text in each), at least one.
 * `photos`: the uploads a text may show; an article is dated as the form says, else as it was, a new one `today`.
 */
export function applyArticleForm(
  articles: readonly Article[],
  form: ArticleForm,
  categories: readonly Category[],
  photos: PhotoSizes = new Map(),
  today: string = brusselsToday(),
): ArticleEdit {
  const existing = form.id === '' ? undefined : articles.find((a) => a.id === Number(form.id));
  if (form.id !== '' && !existing) return { ok: false, fieldErrors: { id: ['Editor.errors.notFound'] } };
  const fieldErrors: Record<string, string[]> = {};
  const written = writtenFormLanguages(form);
  if (written.length === 0) fieldErrors[`title.${SITE_LOCALES[0]}`] = [ONE_LANGUAGE_ERROR];
  for (const l of written) if (form.title[l] === '') fieldErrors[`title.${l}`] = ['Editor.errors.required'];
  const only = (text: PerLocale) => Object.fromEntries(written.filter((l) => text[l] !== '').map((l) => [l, text[l]]));
  const dropped: Dropped = { links: [], images: [] };
  const blocks = Object.fromEntries(
    written.map((l) => {
      const parsed = parseBody(form.body[l]);
      dropped.links.push(...parsed.dropped.links);
      dropped.images.push(...parsed.dropped.images);
      const list = withPhotoSizes(parsed.blocks, photos, dropped);
      if (list.length === 0) fieldErrors[`body.${l}`] = ['Editor.errors.bodyEmpty'];
      return [l, list];
    }),
  ) as Article['body'];
  const hasPath = form.categoryId !== '' || SITE_LOCALES.some((l) => form.name[l]);
  const chosen = categories.find((c) => String(c.id) === form.categoryId);
  if (hasPath && !existing?.route) {
    for (const l of written) if (!form.name[l]) fieldErrors[`name.${l}`] = ['Editor.errors.required'];
    if (!chosen) fieldErrors.categoryId = [form.categoryId === '' ? 'Editor.errors.required' : 'Editor.errors.choice'];
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const id = existing?.id ?? Math.max(0, ...articles.map((a) => a.id)) + 1;
  const keys = new Set(articles.map((a) => a.key));
  const wanted = slugify(form.name.en || form.title.en || written.map((l) => form.name[l] || form.title[l]).find(Boolean) || '') || `article-${id}`;
  const key = existing?.key ?? (keys.has(wanted) ? `${wanted}-${id}` : wanted);
  // A sub-category is chosen on its own: the article is in its parent, under it.
  const slugParts =
    existing?.route || !hasPath || !chosen
      ? null
      : { categoryId: chosen.parentId ?? chosen.id, subCategoryId: chosen.parentId === null ? null : chosen.id, name: only(form.name) };
  const article: Article = {
    id,
    key,
    route: existing?.route ?? null,
    slugParts,
    title: only(form.title),
    intro: only(form.intro),
    body: blocks,
    image: existing?.image ?? null,
    date: form.date || (existing ? existing.date : today),
    jobOffers: existing?.jobOffers ?? [],
    metadata: Object.fromEntries(written.map((l) => [l, existing?.metadata[l] ?? { title: form.title[l], description: form.intro[l] }])),
  };
  const next = existing ? articles.map((a) => (a.id === id ? article : a)) : [...articles, article];
  return { ok: true, articles: next, article, dropped };
}
