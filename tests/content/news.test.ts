import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/content/article-schema';
import type { Category } from '@/lib/content/category-schema';
import { getArticles } from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { newestFirst, newsItems, newsPage, newsPageCount, newsPageHref, newsPageVerdict, NEWS_PAGE_SIZE } from '@/lib/content/news';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';

const each = (value: (l: SiteLocale) => string) => Object.fromEntries(SITE_LOCALES.map((l) => [l, value(l)])) as Record<SiteLocale, string>;

const categories: Category[] = [
  { id: 1, key: 'our-services', name: each(() => 'Services'), segment: each(() => 'services'), parentId: null },
  { id: 2, key: 'news', name: each(() => 'News'), segment: { nl: 'nieuws', fr: 'actualites', en: 'news', de: 'nachrichten' }, parentId: null },
  { id: 3, key: 'market', name: each(() => 'Market'), segment: each(() => 'markt'), parentId: 2 },
];

function article(id: number, date: string | null, over: Partial<Article> = {}): Article {
  return {
    id,
    key: `a-${id}`,
    route: null,
    slugParts: { categoryId: 2, subCategoryId: null, name: each(() => `item ${id}`) },
    title: each((l) => `Title ${id} ${l}`),
    intro: each((l) => `Intro ${id} ${l}`),
    body: { nl: [{ type: 'p', text: 'x' }], fr: [{ type: 'p', text: 'x' }], en: [{ type: 'p', text: 'x' }], de: [{ type: 'p', text: 'x' }] },
    image: null,
    date,
    jobOffers: [],
    metadata: { nl: { title: '', description: '' }, fr: { title: '', description: '' }, en: { title: '', description: '' }, de: { title: '', description: '' } },
    ...over,
  };
}

describe('newsItems', () => {
  it('lists only the news category’s articles (its sub-categories too), newest first, undated last by newest id', () => {
    const articles = [
      article(1, '2026-01-10'),
      article(2, null),
      article(3, '2026-03-01'),
      article(4, '2026-03-01'),
      article(5, null),
      article(6, '2026-02-01', { slugParts: { categoryId: 1, subCategoryId: null, name: each(() => 'service') } }),
      article(7, '2026-02-15', { slugParts: { categoryId: 2, subCategoryId: 3, name: each(() => 'prices') } }),
      article(8, '2026-04-01', { slugParts: null }),
    ];
    expect(newsItems(articles, categories, 'nl').map((i) => i.id)).toEqual([4, 3, 7, 1, 5, 2]);
  });

  it('gives each item its address, date, excerpt and photo in the language', () => {
    const [item] = newsItems([article(1, '2026-01-10', { image: { url: '/p.jpg', alt: each((l) => `alt ${l}`) } })], categories, 'fr');
    expect(item).toEqual({ id: 1, title: 'Title 1 fr', excerpt: 'Intro 1 fr', date: '2026-01-10', href: '/fr/actualites/item-1/', image: { url: '/p.jpg', alt: 'alt fr' } });
    const [sub] = newsItems([article(7, null, { slugParts: { categoryId: 2, subCategoryId: 3, name: each(() => 'Prix') } })], categories, 'de');
    expect(sub?.href).toBe('/de/nachrichten/markt/prix/');
  });

  it('leaves out, in a language, an article not written there (the rule hides it: lib/content/translations)', () => {
    const dutchOnly = article(1, '2026-01-10', {
      title: { nl: 'Alleen in het Nederlands', fr: '', en: ' ', de: '' },
      slugParts: { categoryId: 2, subCategoryId: null, name: { nl: 'alleen-nl', fr: 'seulement', en: 'only', de: '' } },
    });
    // Written in German without a name of its own there: its address takes the first name it has.
    const noGermanName = article(2, '2026-01-11', { slugParts: { categoryId: 2, subCategoryId: null, name: { nl: 'a', fr: 'b', en: 'c', de: '' } } });
    expect(newsItems([dutchOnly, noGermanName], categories, 'nl').map((i) => i.id)).toEqual([2, 1]);
    expect(newsItems([dutchOnly, noGermanName], categories, 'fr').map((i) => i.id)).toEqual([2]);
    expect(newsItems([dutchOnly, noGermanName], categories, 'de').map((i) => i.href)).toEqual(['/de/nachrichten/a/']);
  });

  it("shows an article not written in a language in another's text, marked with its lang, under 'defaultLanguage'", () => {
    const dutchOnly = article(1, '2026-01-10', { title: { nl: 'Alleen in het Nederlands' }, intro: { nl: 'Kort' }, slugParts: { categoryId: 2, subCategoryId: null, name: { nl: 'alleen-nl' } } });
    const [item] = newsItems([dutchOnly], categories, 'fr', { untranslated: 'defaultLanguage', defaultLocale: 'fr' });
    expect(item).toMatchObject({ title: 'Alleen in het Nederlands', excerpt: 'Kort', href: '/fr/actualites/alleen-nl/', lang: 'nl' });
    expect(newsItems([dutchOnly], categories, 'fr', { untranslated: 'hidden', defaultLocale: 'fr' })).toEqual([]);
  });

  it('shortens a long intro to an excerpt of at most 180 characters and an ellipsis', () => {
    const long = 'Een woord '.repeat(40);
    const [item] = newsItems([article(1, null, { intro: each(() => long) })], categories, 'nl');
    expect(item!.excerpt.length).toBeLessThanOrEqual(181);
    expect(item!.excerpt.endsWith('…')).toBe(true);
  });

  it('lists nothing when there is no news category', () => {
    expect(newsItems([article(1, null)], categories.filter((c) => c.key !== 'news'), 'nl')).toEqual([]);
  });

  it('finds the delivered news, dated, in every language', () => {
    for (const locale of SITE_LOCALES) {
      const items = newsItems(getArticles(), getCategories(), locale);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.every((i) => i.date !== null && i.image !== null)).toBe(true);
      expect([...items].sort((a, b) => newestFirst({ id: a.id, date: a.date }, { id: b.id, date: b.date }))).toEqual(items);
    }
  });
});

describe('news pages', () => {
  it('has twelve items a page, and one page when there are none', () => {
    expect(NEWS_PAGE_SIZE).toBe(12);
    expect([0, 1, 12, 13, 24, 25].map(newsPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    const items = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(newsPage(items, 1)).toEqual(items.slice(0, 12));
    expect(newsPage(items, 3)).toEqual([25]);
    expect(newsPage(items, 4)).toEqual([]);
  });

  it('writes page 1 without a query and the others with ?page=', () => {
    expect(newsPageHref('/nl/nieuws/', 1)).toBe('/nl/nieuws/');
    expect(newsPageHref('/nl/nieuws/', 2)).toBe('/nl/nieuws/?page=2');
  });

  it.each([
    ['', 30, { kind: 'first' }],
    ['page=2', 30, { kind: 'page', page: 2 }],
    ['page=3', 30, { kind: 'page', page: 3 }],
    ['page=4', 30, { kind: 'not-found' }],
    ['page=2', 0, { kind: 'not-found' }],
    ['page=1', 30, { kind: 'redirect', search: '' }],
    ['page=02', 30, { kind: 'redirect', search: '' }],
    ['page=x&utm_source=mail', 30, { kind: 'redirect', search: '?utm_source=mail' }],
    ['page=2&page=3', 30, { kind: 'redirect', search: '' }],
    ['utm_source=mail', 30, { kind: 'first' }],
  ])('reads ?%s with %i items as %o', (query, total, verdict) => {
    expect(newsPageVerdict(new URLSearchParams(query), total)).toEqual(verdict);
  });
});
