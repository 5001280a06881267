/**
 * Article categories as a content document of their own: the schema, the rules every
 * save runs, the addresses built from them, the editor's forms, and the pages a change revalidates.
 */
import { describe, expect, it } from 'vitest';
import { applyArticleForm } from '@/lib/content/article-edit';
import type { Article } from '@/lib/content/article-schema';
import { articleInternalPath, articleLocalizedPath } from '@/lib/content/articles';
import { categoryLabel, categoryPath, categoryTree, embeddedCategories } from '@/lib/content/categories';
import { applyCategoryForm, categoryFields, parentChoices, removeCategory } from '@/lib/content/category-edit';
import { articlesPerCategory, categoryProblem, categoryUseProblem } from '@/lib/content/category-rules';
import { categoriesFile, type Category } from '@/lib/content/category-schema';
import { changedContentPaths } from '@/lib/content/content-paths';
import { contentProblem } from '@/lib/content/content-rules';
import { articleFormSchema } from '@/lib/forms/staff';
import { categoryFormSchema } from '@/lib/forms/staff-categories';
import { SITE_LOCALES } from '@/lib/locale';
import { staffRoute } from '@/lib/proxy/staff-paths';
import { embeddedContent } from '@/lib/server/content/store';
import { upgradeStoredData } from '@/lib/server/content/upgrade-stored';

const delivered = embeddedContent();
// The delivered news items aside: these cases want a category that no article uses (the news one).
const newsId = delivered.categories.find((c) => c.key === 'news')!.id;
const content = { ...delivered, articles: delivered.articles.filter((a) => a.slugParts?.categoryId !== newsId) };
const { articles, categories } = content;
const each = (value: (l: string) => string) => Object.fromEntries(SITE_LOCALES.map((l) => [l, value(l)])) as Record<(typeof SITE_LOCALES)[number], string>;
const SERVICES = categories.find((c) => c.key === 'our-services')!;
const NEWS = categories.find((c) => c.key === 'news')!;
const serviceOne = articles.find((a) => a.key === 'service-1')!;

const category = (id: number, segment: string, parentId: number | null = null): Category => ({
  id,
  key: `${segment}-${id}`,
  name: each((l) => `${segment} ${l}`),
  segment: each((l) => `${segment}-${l}`),
  parentId,
});
const withParts = (article: Article, categoryId: number, subCategoryId: number | null = null): Article => ({
  ...article,
  slugParts: { ...article.slugParts!, categoryId, subCategoryId },
});

describe('the categories document', () => {
  it('delivers the categories the articles use, valid and clean', () => {
    expect(categoriesFile.parse(categories)).toEqual(categories);
    expect(categoryProblem(categories)).toBeNull();
    expect(categoryUseProblem(categories, categories, articles)).toBeNull();
    expect(embeddedCategories()).toEqual(categories);
  });

  it('takes only lower-case ASCII segments and a name in every language', () => {
    for (const segment of ['Nieuws', 'actualités', 'two--hyphens', '-edge', 'with space', ''])
      expect(categoriesFile.safeParse([{ ...NEWS, segment: { ...NEWS.segment, fr: segment } }]).success, segment).toBe(false);
    expect(categoriesFile.safeParse([{ ...NEWS, name: { ...NEWS.name, de: ' ' } }]).success).toBe(false);
    expect(categoriesFile.safeParse([{ ...NEWS, segment: { ...NEWS.segment, fr: 'actu-2026' } }]).success).toBe(true);
  });
});

describe('the category rules', () => {
  it('refuses two categories with one segment at one level in a language, and accepts it at another level', () => {
    const twin = { ...category(50, 'x'), segment: { ...category(50, 'x').segment, fr: NEWS.segment.fr } };
    expect(categoryProblem([...categories, twin])).toEqual({ code: 'segmentTaken', values: { segment: 'actualites', language: 'fr', name: twin.key, other: 'news' } });
    expect(categoryProblem([...categories, { ...twin, parentId: NEWS.id }])).toBeNull();
  });

  it('refuses a duplicate id or key, and a parent that is missing, itself or a sub-category', () => {
    expect(categoryProblem([...categories, { ...category(60, 'y'), id: NEWS.id }])).toMatchObject({ code: 'duplicate' });
    expect(categoryProblem([...categories, { ...category(61, 'y'), key: 'news' }])).toMatchObject({ code: 'duplicate' });
    expect(categoryProblem([...categories, category(62, 'y', 999)])).toMatchObject({ code: 'categoryParent' });
    expect(categoryProblem([...categories, category(63, 'y', 63)])).toMatchObject({ code: 'categoryParent' });
    expect(categoryProblem([...categories, category(64, 'y', NEWS.id), category(65, 'z', 64)])).toMatchObject({ code: 'categoryParent', values: { name: 'z-65' } });
  });

  it('refuses an article whose category is missing, is a sub-category, or whose sub-category is of another category', () => {
    const sub = category(70, 'sub', NEWS.id);
    const all = [...categories, sub];
    expect(categoryUseProblem(all, all, [withParts(serviceOne, 999)])).toEqual({ code: 'articleCategory', values: { article: 'service-1' } });
    expect(categoryUseProblem(all, all, [withParts(serviceOne, sub.id)])).toMatchObject({ code: 'articleCategory' });
    expect(categoryUseProblem(all, all, [withParts(serviceOne, SERVICES.id, sub.id)])).toMatchObject({ code: 'articleCategory' });
    expect(categoryUseProblem(all, all, [withParts(serviceOne, NEWS.id, sub.id)])).toBeNull();
  });

  it('refuses removing a category an article uses, or one with sub-categories, on any save', () => {
    const without = categories.filter((c) => c.id !== SERVICES.id);
    const refused = contentProblem(content, { ...content, categories: without }, 'categories');
    expect(refused).toEqual({ code: 'categoryInUse', values: { name: 'our-services', article: 'service-1' } });
    const sub = category(71, 'sub', NEWS.id);
    expect(categoryUseProblem([...categories, sub], [SERVICES, sub], articles)).toEqual({ code: 'categoryHasChildren', values: { name: 'news', child: sub.key } });
    expect(contentProblem(content, { ...content, categories: categories.filter((c) => c.id !== NEWS.id) }, 'categories')).toBeNull();
    expect(articlesPerCategory(articles)).toEqual(new Map([[SERVICES.id, 3]]));
  });

  it("refuses a renamed segment that puts an article on another's page", () => {
    // The news articles of a category renamed to a fixed page's segment: /nl/te-koop/belgie.
    const renamed = categories.map((c) => (c.id === SERVICES.id ? { ...c, segment: { ...c.segment, nl: 'te-koop' } } : c));
    const onBelgium = articles.map((a) => (a.id === serviceOne.id ? { ...a, slugParts: { ...a.slugParts!, name: { ...a.slugParts!.name, nl: 'belgie' } } } : a));
    expect(contentProblem(content, { ...content, categories: renamed, articles: onBelgium }, 'categories')).toMatchObject({ code: 'pathCollision', values: { path: '/nl/te-koop/belgie/' } });
  });
});

describe("an article's address from its categories", () => {
  it('is the category segment, the sub-category segment and the name, in each language', () => {
    const sub = { ...category(80, 'sub', SERVICES.id), segment: each((l) => `onder-${l}`) };
    const all = [...categories, sub];
    const moved = withParts(serviceOne, SERVICES.id, sub.id);
    expect(articleLocalizedPath(moved, 'fr', all)).toBe('/nos-services/onder-fr/gestion-locative/');
    expect(articleLocalizedPath(moved, 'de', all)).toBe('/unsere-dienstleistungen/onder-de/mietverwaltung/');
    expect(articleInternalPath(moved, all)).toBe('/our-services/onder-en/rental-management');
    expect(categoryPath(sub, 'nl', all)).toBe('/onze-diensten/onder-nl/');
    expect(categoryLabel(sub, 'en', all)).toBe('Our services › sub en');
    expect(categoryTree(all).map((c) => c.id)).toEqual([SERVICES.id, sub.id, NEWS.id]);
  });

  it('follows a renamed segment, and is none when the category is gone', () => {
    const renamed = categories.map((c) => (c.id === SERVICES.id ? { ...c, segment: { ...c.segment, fr: 'services' } } : c));
    expect(articleLocalizedPath(serviceOne, 'fr')).toBe('/nos-services/gestion-locative/');
    expect(articleLocalizedPath(serviceOne, 'fr', renamed)).toBe('/services/gestion-locative/');
    expect(articleLocalizedPath(serviceOne, 'nl', renamed)).toBe('/onze-diensten/verhuurbeheer/');
    expect(articleLocalizedPath(serviceOne, 'fr', [NEWS])).toBeNull();
  });
});

describe("the editor's category form", () => {
  const form = (fields: Record<string, unknown> = {}) =>
    categoryFormSchema.parse({ baseId: '', id: '', parentId: '', name: each((l) => `Agenda ${l}`), segment: each((l) => `agenda-${l}`), ...fields });

  it('adds a category with the next id and a key from its English segment; edits one in place', () => {
    const added = applyCategoryForm(categories, form());
    if (!added.ok) throw new Error('refused');
    expect(added.category).toEqual({ id: 3, key: 'agenda-en', name: each((l) => `Agenda ${l}`), segment: each((l) => `agenda-${l}`), parentId: null });
    expect(added.categories).toHaveLength(3);
    const edited = applyCategoryForm(added.categories, form({ id: '3', parentId: String(NEWS.id), segment: each((l) => `kalender-${l}`) }));
    if (!edited.ok) throw new Error('refused');
    expect(edited.category).toMatchObject({ id: 3, key: 'agenda-en', parentId: NEWS.id, segment: { fr: 'kalender-fr' } });
    expect(categoryFields(edited.category)).toEqual({ name: each((l) => `Agenda ${l}`), segment: each((l) => `kalender-${l}`), parentId: String(NEWS.id) });
  });

  it('refuses a parent that is not a main category other than itself, and a missing category', () => {
    expect(applyCategoryForm(categories, form({ parentId: '999' }))).toEqual({ ok: false, fieldErrors: { parentId: ['Editor.errors.choice'] } });
    expect(applyCategoryForm(categories, form({ id: String(NEWS.id), parentId: String(NEWS.id) }))).toMatchObject({ ok: false });
    expect(applyCategoryForm(categories, form({ id: '999' }))).toMatchObject({ ok: false, fieldErrors: { id: ['Editor.errors.notFound'] } });
    expect(parentChoices([...categories, category(90, 's', NEWS.id)], NEWS.id).map((c) => c.id)).toEqual([SERVICES.id]);
  });

  it('refuses a segment with capitals, accents or spaces, and an empty name', () => {
    const result = categoryFormSchema.safeParse({ baseId: '', id: '', parentId: '', name: { ...each(() => 'x'), nl: '' }, segment: { ...each(() => 'x'), fr: 'Actualités' } });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({ 'name.nl': 'Editor.errors.required', 'segment.fr': 'Editor.errors.slug' });
  });

  it('removes a category from the list (the rules decide whether it may go)', () => {
    expect(removeCategory(categories, NEWS.id)).toEqual({ ok: true, categories: [SERVICES], category: NEWS });
    expect(removeCategory(categories, 999)).toEqual({ ok: false });
  });
});

describe("the article form's category", () => {
  const articleForm = (categoryId: string, name = 'agenda') =>
    articleFormSchema.parse({ baseId: '', id: '', title: each((l) => `T ${l}`), intro: each(() => ''), body: each(() => 'Tekst'), categoryId, name: each(() => name) });

  it('files the article under a main category, or under a sub-category and its parent', () => {
    const sub = category(95, 'sub', NEWS.id);
    const main = applyArticleForm(articles, articleForm(String(NEWS.id)), categories);
    expect(main.ok && main.article.slugParts).toEqual({ categoryId: NEWS.id, subCategoryId: null, name: each(() => 'agenda') });
    const under = applyArticleForm(articles, articleForm(String(sub.id)), [...categories, sub]);
    expect(under.ok && under.article.slugParts).toMatchObject({ categoryId: NEWS.id, subCategoryId: sub.id });
    const none = applyArticleForm(articles, articleForm('', ''), categories);
    expect(none.ok && none.article.slugParts).toBeNull();
  });

  it('dates a new article today and keeps the date of an article it changes', () => {
    const created = applyArticleForm(articles, articleForm(String(NEWS.id)), categories, new Map(), '2026-11-27');
    if (!created.ok) throw new Error('refused');
    expect(created.article.date).toBe('2026-11-27');
    const edited = applyArticleForm(created.articles, { ...articleForm(String(NEWS.id)), id: String(created.article.id) }, categories, new Map(), '2026-12-01');
    expect(edited.ok && edited.article.date).toBe('2026-11-27');
  });

  it('asks for a category when the article has a name in the address, and refuses an unknown one', () => {
    expect(applyArticleForm(articles, articleForm(''), categories)).toEqual({ ok: false, fieldErrors: { categoryId: ['Editor.errors.required'] } });
    expect(applyArticleForm(articles, articleForm('999'), categories)).toEqual({ ok: false, fieldErrors: { categoryId: ['Editor.errors.choice'] } });
  });
});

describe('the pages a categories change revalidates', () => {
  it("names its articles' old and new addresses in every language, and the sitemap", () => {
    const renamed = categories.map((c) => (c.id === SERVICES.id ? { ...c, segment: { ...c.segment, fr: 'services' } } : c));
    const paths = changedContentPaths('categories', content, { ...content, categories: renamed });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/sitemap.xml',
        '/fr/nos-services/gestion-locative',
        '/fr/services/gestion-locative',
        '/fr/content-added/services/gestion-locative',
        '/nl/onze-diensten/verhuurbeheer',
        '/de/unsere-dienstleistungen/renovierungs-und-energieberatung',
        '/en/our-services/sale-support',
      ]),
    );
    expect(paths).not.toContain('/nl/');
  });

  it('names nothing for a change no article shows, nor for no change', () => {
    expect(changedContentPaths('categories', content, content)).toEqual([]);
    expect(changedContentPaths('categories', content, { ...content, categories: [...categories, category(99, 'empty')] })).toEqual([]);
    const renamedNews = categories.map((c) => (c.id === NEWS.id ? { ...c, name: { ...c.name, nl: 'Actueel' } } : c));
    expect(changedContentPaths('categories', content, { ...content, categories: renamedNews })).toEqual([]);
  });
});

describe('stored articles of before the categories document', () => {
  it('are read with the id of the category that has their segments, or without an address', () => {
    const legacy = {
      ...serviceOne,
      slugParts: { category: SERVICES.name, subCategory: null, name: serviceOne.slugParts!.name },
    };
    const unknown = { ...legacy, slugParts: { ...legacy.slugParts, category: each(() => 'elders') } };
    expect(upgradeStoredData('articles', [legacy, unknown])).toEqual([serviceOne, { ...legacy, slugParts: null }]);
    expect(upgradeStoredData('articles', articles)).toEqual(articles);
    expect(upgradeStoredData('menu', content.menu)).toBe(content.menu);
  });

  it('gives a menu saved before the news overview existed its entry, with an id no page has', () => {
    const news = content.menu.find((p) => p.path === '/news')!;
    const staffPage = { ...content.menu.find((p) => p.path === '/contact')!, id: news.id, path: '/ons-team' };
    const older = [...content.menu.filter((p) => p.path !== '/news'), staffPage];
    const upgraded = upgradeStoredData('menu', older) as typeof content.menu;
    expect(upgraded.slice(0, older.length)).toEqual(older);
    const added = upgraded.filter((p) => p.path === '/news');
    expect(added).toEqual([{ ...news, id: Math.max(...older.flatMap((p) => [p.id, ...p.childMenus.map((c) => c.id)])) + 1 }]);
  });

  it("gives such a menu's home the latest-news module after its own; a home staff removed it from stays without", () => {
    const home = content.menu.find((p) => p.path === '/')!;
    const newsModule = home.params.modules.find((m) => m.relations.type === 'news')!;
    const ownModules = home.params.modules.filter((m) => m !== newsModule).map((m) => ({ ...m, sort: m.sort + 5 }));
    const withoutNews = { ...home, params: { ...home.params, modules: ownModules } };
    const older = content.menu.filter((p) => p.path !== '/news').map((p) => (p === home ? withoutNews : p));
    const upgraded = upgradeStoredData('menu', older) as typeof content.menu;
    const modules = upgraded.find((p) => p.path === '/')!.params.modules;
    expect(modules.slice(0, ownModules.length)).toEqual(ownModules);
    const allIds = older.flatMap((p) => [p, ...p.childMenus]).flatMap((p) => p.params.modules.map((m) => m.id));
    expect(modules.slice(ownModules.length)).toEqual([{ ...newsModule, id: Math.max(...allIds) + 1, sort: Math.max(...ownModules.map((m) => m.sort)) + 1 }]);
    expect(upgraded.filter((p) => p.path !== '/').slice(0, older.length - 1)).toEqual(older.filter((p) => p.path !== '/'));

    const removedByStaff = content.menu.map((p) => (p === home ? withoutNews : p));
    expect(upgradeStoredData('menu', removedByStaff)).toBe(removedByStaff);
  });
});

describe('the categories screens', () => {
  it('are on the staff allow-list', () => {
    for (const tail of ['/staff/categories/', '/staff/categories/new/', '/staff/categories/12/']) expect(staffRoute(tail)).toBe(tail.replace(/\/$/, ''));
    expect(staffRoute('/staff/categories/x/')).toBeNull();
  });
});

describe('a renamed segment, once published', () => {
  it("moves its articles: the new address is served on demand, the old one is a 404", async () => {
    const { pageVerdict } = await import('@/lib/proxy/page-verdict');
    const { setPublishedDocument } = await import('@/lib/content/published');
    const renamed = categories.map((c) => (c.id === SERVICES.id ? { ...c, segment: { ...c.segment, nl: 'diensten' } } : c));
    expect(pageVerdict('/onze-diensten/verhuurbeheer/', 'nl')).toMatchObject({ kind: 'page', content: true });
    setPublishedDocument('categories', renamed, 1);
    try {
      expect(articleLocalizedPath(serviceOne, 'nl')).toBe('/diensten/verhuurbeheer/');
      expect(pageVerdict('/diensten/verhuurbeheer/', 'nl')).toMatchObject({ kind: 'page', route: '/content-added/diensten/verhuurbeheer', content: true });
      expect(pageVerdict('/onze-diensten/verhuurbeheer/', 'nl')).toEqual({ kind: 'not-found', page: 'page' });
      expect(pageVerdict('/nos-services/gestion-locative/', 'fr')).toMatchObject({ kind: 'page', content: true });
    } finally {
      setPublishedDocument('categories', null, null);
    }
  });
});
