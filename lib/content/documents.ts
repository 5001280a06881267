/**
 * The content documents staff edit: each is one whole file of data/, validated by that
 * file's own zod schema. The committed file is the embedded default; the database holds versions.
 */
import type { z } from 'zod';
import { articlesFile, type Article } from './article-schema';
import { categoriesFile, type Category } from './category-schema';
import { languageSettingSchema, type LanguageSetting } from './language-schema';
import { menuFile, type MenuPage } from './menu-schema';
import { siteConfigSchema, type SiteConfig } from './site-schema';

export const CONTENT_DOCUMENTS = ['site', 'menu', 'articles', 'languages', 'categories'] as const;
export type ContentDocument = (typeof CONTENT_DOCUMENTS)[number];

export type ContentData = { site: SiteConfig; menu: MenuPage[]; articles: Article[]; languages: LanguageSetting; categories: Category[] };

export const DOCUMENT_SCHEMAS: { [D in ContentDocument]: z.ZodType<ContentData[D]> } = {
  site: siteConfigSchema,
  menu: menuFile,
  articles: articlesFile,
  languages: languageSettingSchema,
  categories: categoriesFile,
};

export const DOCUMENT_FILES: Record<ContentDocument, string> = {
  site: 'data/site.json',
  menu: 'data/menu.json',
  articles: 'data/articles.json',
  languages: 'data/languages.json',
  categories: 'data/article-categories.json',
};

export function isContentDocument(value: unknown): value is ContentDocument {
  return typeof value === 'string' && (CONTENT_DOCUMENTS as readonly string[]).includes(value);
}
