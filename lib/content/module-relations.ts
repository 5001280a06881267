/**
 * What a page module can show: a property list of data/property-lists.json, an article,
 * or a contact form (the ids the page tree already uses, the site contact form at least).
 */
import { getPropertyLists } from '@/lib/catalogue';
import type { SiteLocale } from '@/lib/locale';
import type { ContentData } from './documents';
import type { PageModule } from './menu-schema';
import { flattenTree } from './page-edit';
import { writtenLanguages } from './translations';

/** The site contact form (components/modules/contact-module). */
const SITE_CONTACT_FORM = 10;

export type ModuleRelation = { value: string; type: PageModule['relations']['type']; id: number; label: (locale: SiteLocale) => string };

export function moduleRelations(content: Pick<ContentData, 'menu' | 'articles'>, lists = getPropertyLists()): { options: ModuleRelation[]; ids: Set<string> } {
  const contacts = new Set([SITE_CONTACT_FORM]);
  for (const page of flattenTree(content.menu)) for (const m of page.params.modules) if (m.relations.type === 'contact') contacts.add(m.relations.id);
  const options: ModuleRelation[] = [
    ...lists.map((list) => ({ type: 'property-list' as const, id: list.id, label: () => list.name })),
    ...content.articles.map((article) => ({ type: 'article' as const, id: article.id, label: (l: SiteLocale) => article.title[l] || article.title[writtenLanguages(article.title)[0] ?? l] || article.key })),
    ...[...contacts].sort((a, b) => a - b).map((id) => ({ type: 'contact' as const, id, label: () => `#${id}` })),
  ].map((option) => ({ ...option, value: `${option.type}:${option.id}` }));
  return { options, ids: new Set(options.map((o) => o.value)) };
}
