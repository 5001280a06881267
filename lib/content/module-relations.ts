/**
 * What a page module can show: a property list of data/property-lists.json, an article,
 * a contact form (the ids the page tree already uses, the site contact form at least), or the
 * latest news (its id: the news category's, lib/content/news).
 */
import { getPropertyLists } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import type { ContentData } from './documents';
import type { PageModule } from './menu-schema';
import { NEWS_CATEGORY_KEY } from './news';
import { flattenTree } from './page-edit';
import { writtenLanguages } from './translations';

/** The site contact form (components/modules/contact-module). */
const SITE_CONTACT_FORM = 10;

export type ModuleRelation = { value: string; type: PageModule['relations']['type']; id: number; label: (locale: SiteLocale) => string };

export function moduleRelations(content: Pick<ContentData, 'menu' | 'articles' | 'categories'>, lists = getPropertyLists()): { options: ModuleRelation[]; ids: Set<string> } {
  const contacts = new Set([SITE_CONTACT_FORM]);
  for (const page of flattenTree(content.menu)) for (const m of page.params.modules) if (m.relations.type === 'contact') contacts.add(m.relations.id);
  const options: ModuleRelation[] = [
    ...lists.map((list) => ({ type: 'property-list' as const, id: list.id, label: () => list.name })),
    ...content.articles.map((article) => ({ type: 'article' as const, id: article.id, label: (l: SiteLocale) => article.title[l] || article.title[writtenLanguages(article.title)[0] ?? l] || article.key })),
    ...[...contacts].sort((a, b) => a - b).map((id) => ({ type: 'contact' as const, id, label: () => `#${id}` })),
    ...content.categories.filter((c) => c.key === NEWS_CATEGORY_KEY && c.parentId === null).map((c) => ({ type: 'news' as const, id: c.id, label: (l: SiteLocale) => c.name[l] || c.key })),
  ].map((option) => ({ ...option, value: `${option.type}:${option.id}` }));
  return { options, ids: new Set(options.map((o) => o.value)) };
}
