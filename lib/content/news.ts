/**
 * The news: the articles staff file in the category with the key 'news' (or one of its
 * sub-categories), as the news overview, its pages and the home page's latest items list them:
 * newest first, in a language only those there in it: written in it, or shown in another language's
 * text by the language rule (lib/content/translations), marked with that `lang`.
 */
import type { SiteLocale } from '@/lib/locale';
import { cleanDescription } from '@/lib/text';
import { articleLocalizedPath } from './articles';
import type { Article } from './article-schema';
import type { Category } from './category-schema';
import { languageRule } from './languages';
import { articleShownLanguage, type LanguageRule } from './translations';

/** The key of the news category (data/article-categories.json). */
export const NEWS_CATEGORY_KEY = 'news';
/** Items on a page of the overview: four rows of three on a wide screen. */
export const NEWS_PAGE_SIZE = 12;
/** Items of the home page's 'latest news' block. */
export const LATEST_NEWS_COUNT = 3;
/** The longest excerpt a card shows, in characters. */
const EXCERPT_LIMIT = 180;

/** A news item as a card shows it, in one language. */
export type NewsItem = {
  id: number;
  title: string;
  /** The article's intro, at most EXCERPT_LIMIT characters. */
  excerpt: string;
  /** 'YYYY-MM-DD', or null for an article without a date. */
  date: string | null;
  /** Its page: '/nl/nieuws/open-huis/'. */
  href: string;
  image: { url: string; alt: string } | null;
  /** The language of its title and excerpt when not the list's: an article not written in it, shown by the rule. */
  lang?: SiteLocale;
};

/** Newest first: by date (an undated article after the dated ones), then the most recently added (highest id). */
export function newestFirst(a: Pick<Article, 'id' | 'date'>, b: Pick<Article, 'id' | 'date'>): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return b.id - a.id;
}

/**
 * The news items of a language, newest first: the news category's articles with an address and
 * there in it (lib/content/translations: written in it, or shown in another language's text by the rule).
 */
export function newsItems(articles: readonly Article[], categories: readonly Category[], locale: SiteLocale, rule: LanguageRule = languageRule()): NewsItem[] {
  const news = categories.find((c) => c.key === NEWS_CATEGORY_KEY && c.parentId === null);
  if (!news) return [];
  return articles
    .filter((a) => a.slugParts?.categoryId === news.id)
    .sort(newestFirst)
    .flatMap((a) => {
      const path = articleLocalizedPath(a, locale, categories);
      const language = articleShownLanguage(a, locale, rule);
      if (!path || !language) return [];
      return [
        {
          id: a.id,
          title: a.title[language]!.trim(),
          excerpt: cleanDescription(a.intro[language] ?? '', EXCERPT_LIMIT),
          date: a.date,
          href: `/${locale}${path}`,
          image: a.image ? { url: a.image.url, alt: a.image.alt[locale] } : null,
          ...(language === locale ? {} : { lang: language }),
        },
      ];
    });
}

/** How many pages the overview has for this many items: at least one (the empty state). */
export function newsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
}

/** The items of page `page` (from 1). */
export function newsPage<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
}

/** The overview's URL of page `page` ('/nl/nieuws/', '/nl/nieuws/?page=2'). */
export function newsPageHref(overview: string, page: number): string {
  return page > 1 ? `${overview}?page=${page}` : overview;
}

export type NewsPageVerdict =
  /** The first page, the static one. */
  | { kind: 'first' }
  /** A further page, rendered per request. */
  | { kind: 'page'; page: number }
  /** '?page=1' or junk: the overview without it (other parameters kept, as `search`). */
  | { kind: 'redirect'; search: string }
  /** A page after the last. */
  | { kind: 'not-found' };

/**
 * What the overview's URL asks for (proxy.ts): its `page` parameter read strictly, so each page
 * has one URL ('?page=02', '?page=1' and '?page=x' go to the canonical one) and a page past the last is a 404.
 */
export function newsPageVerdict(search: URLSearchParams, total: number): NewsPageVerdict {
  const values = search.getAll('page');
  if (values.length === 0) return { kind: 'first' };
  const [value] = values;
  if (values.length === 1 && value !== undefined && /^[1-9]\d{0,5}$/.test(value) && value !== '1') {
    const page = Number(value);
    return page <= newsPageCount(total) ? { kind: 'page', page } : { kind: 'not-found' };
  }
  const rest = new URLSearchParams([...search].filter(([k]) => k !== 'page')).toString();
  return { kind: 'redirect', search: rest ? `?${rest}` : '' };
}
