/**
 * An article as the editor's form shows it and the article it saves. Paths are a
 * category of data/article-categories.json and the slug parts of SPEC §2.1 per language; an
 * article reached by a route of the route table keeps it.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { ArticleForm } from '@/lib/forms/staff';
import { brusselsToday } from '@/lib/dates';
import { slugify } from '@/lib/slug';
import type { Article } from './article-schema';
import type { Category } from './category-schema';
import { blocksToBody, bodyToBlocks } from './rich-text';

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
}

export function articleFields(article: Article | undefined): ArticleFields {
  return {
    title: perLocale((l) => article?.title[l] ?? ''),
    intro: perLocale((l) => article?.intro[l] ?? ''),
    body: perLocale((l) => (article ? blocksToBody(article.body[l]) : '')),
    categoryId: article?.slugParts ? String(article.slugParts.subCategoryId ?? article.slugParts.categoryId) : '',
    name: perLocale((l) => article?.slugParts?.name[l] ?? ''),
  };
}

export type ArticleEdit =
  | { ok: true; articles: Article[]; article: Article }
  | { ok: false; fieldErrors: Record<string, string[]> };

/** The articles with this form's article added or replaced; field errors when it cannot be built. A new article is dated `today`. */
export function applyArticleForm(articles: readonly Article[], form: ArticleForm, categories: readonly Category[], today: string = brusselsToday()): ArticleEdit {
  const existing = form.id === '' ? undefined : articles.find((a) => a.id === Number(form.id));
  if (form.id !== '' && !existing) return { ok: false, fieldErrors: { id: ['Editor.errors.notFound'] } };
  const fieldErrors: Record<string, string[]> = {};
  const blocks = Object.fromEntries(
    SITE_LOCALES.map((l) => {
      const list = bodyToBlocks(form.body[l]);
      if (list.length === 0) fieldErrors[`body.${l}`] = ['Editor.errors.bodyEmpty'];
      return [l, list];
    }),
  ) as Article['body'];
  const hasPath = form.categoryId !== '' || SITE_LOCALES.some((l) => form.name[l]);
  const chosen = categories.find((c) => String(c.id) === form.categoryId);
  if (hasPath && !existing?.route) {
    for (const l of SITE_LOCALES) if (!form.name[l]) fieldErrors[`name.${l}`] = ['Editor.errors.required'];
    if (!chosen) fieldErrors.categoryId = [form.categoryId === '' ? 'Editor.errors.required' : 'Editor.errors.choice'];
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const id = existing?.id ?? Math.max(0, ...articles.map((a) => a.id)) + 1;
  const keys = new Set(articles.map((a) => a.key));
  const wanted = slugify(form.name.en || form.title.en) || `article-${id}`;
  const key = existing?.key ?? (keys.has(wanted) ? `${wanted}-${id}` : wanted);
  // A sub-category is chosen on its own: the article is in its parent, under it.
  const slugParts =
    existing?.route || !hasPath || !chosen
      ? null
      : { categoryId: chosen.parentId ?? chosen.id, subCategoryId: chosen.parentId === null ? null : chosen.id, name: perLocale((l) => form.name[l]) };
  const article: Article = {
    id,
    key,
    route: existing?.route ?? null,
    slugParts,
    title: { ...form.title },
    intro: { ...form.intro },
    body: blocks,
    image: existing?.image ?? null,
    date: existing ? existing.date : today,
    jobOffers: existing?.jobOffers ?? [],
    metadata: existing?.metadata ?? (Object.fromEntries(SITE_LOCALES.map((l) => [l, { title: form.title[l], description: form.intro[l] }])) as Article['metadata']),
  };
  const next = existing ? articles.map((a) => (a.id === id ? article : a)) : [...articles, article];
  return { ok: true, articles: next, article };
}
