import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathnames } from '@/lib/routes/registry';
import {
  article as articleSchema,
  articlesFile,
  type Article,
  type ArticleBlock,
} from '@/lib/content/article-schema';
import {
  articleInternalPath,
  articleLocalizedPath,
  getArticle,
  getArticleByKey,
  getArticles,
} from '@/lib/content/articles';
import { getCategories } from '@/lib/content/categories';
import { plainText } from '@/lib/content/rich-text';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { isStaticPathname, localizedPathname } from '@/lib/routes';

const raw: unknown[] = JSON.parse(
  readFileSync(path.join(process.cwd(), 'data/articles.json'), 'utf8'),
);
const articles = getArticles();

const MODULE_ARTICLES = [36, 40, 41, 42, 43, 44];
const LEGAL_ROUTES = ['/privacy-statement', '/cookie-policy', '/disclaimer'];

function blockTexts(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'ul':
    case 'ol':
      return block.items.map(plainText);
    case 'quote':
      return [plainText(block.text), block.author ?? ''];
    case 'image':
      return [block.alt, block.caption ?? ''];
    case 'job-offers':
      return [];
    default:
      return [plainText(block.text)];
  }
}

function wordCount(blocks: ArticleBlock[]): number {
  return blocks.flatMap(blockTexts).join(' ').split(/\s+/).filter(Boolean).length;
}

const label = (a: Article) => `${a.id} ${a.key}`;

describe('data/articles.json', () => {
  it.each(raw.map((record, i) => [i, record] as const))(
    'record %i validates against the article schema',
    (_i, record) => {
      const result = articleSchema.safeParse(record);
      expect(result.success, JSON.stringify(result.error?.issues[0])).toBe(true);
    },
  );

  it('validates as a whole, with unique ids and keys', () => {
    expect(articlesFile.safeParse(raw).success).toBe(true);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.key)).size).toBe(articles.length);
  });

  it.each(articles.map((a) => [label(a), a] as const))(
    '%s has non-empty texts in every language',
    (_label, a) => {
      for (const locale of SITE_LOCALES) {
        expect((a.title[locale] ?? '').trim(), `title.${locale}`).not.toBe('');
        expect((a.intro[locale] ?? '').trim(), `intro.${locale}`).not.toBe('');
        expect((a.metadata[locale]?.title ?? '').trim(), `metadata.${locale}.title`).not.toBe('');
        expect((a.metadata[locale]?.description ?? '').trim(), `metadata.${locale}.description`).not.toBe(
          '',
        );
        expect(a.body[locale]?.length ?? 0, `body.${locale}`).toBeGreaterThan(0);
        for (const text of (a.body[locale] ?? []).flatMap(blockTexts))
          expect(text.trim(), `body.${locale}`).not.toBe('');
        if (a.image) expect(a.image.alt[locale].trim(), `image.alt.${locale}`).not.toBe('');
        if (a.slugParts) {
          expect(articleLocalizedPath(a, locale), `slugParts.categoryId (${locale})`).not.toBeNull();
          expect((a.slugParts.name[locale] ?? '').trim(), `slugParts.name.${locale}`).not.toBe('');
        }
      }
    },
  );

  it.each(articles.map((a) => [label(a), a] as const))(
    '%s has search-friendly metadata',
    (_label, a) => {
      for (const locale of SITE_LOCALES) {
        const { title, description } = a.metadata[locale]!;
        expect(title.length, `${locale} title: ${title}`).toBeLessThanOrEqual(60);
        expect(description.length, `${locale} description: ${description}`).toBeGreaterThanOrEqual(
          120,
        );
        expect(description.length, `${locale} description: ${description}`).toBeLessThanOrEqual(
          160,
        );
      }
    },
  );

  it('has the module articles of the page tree, each with an image', () => {
    for (const id of MODULE_ARTICLES) {
      const a = getArticle(id);
      expect(a, `article ${id}`).toBeDefined();
      expect(a!.image, `article ${id} image`).not.toBeNull();
      expect(articleLocalizedPath(a!, 'fr'), `article ${id} lives only in modules`).toBeNull();
    }
  });

  it('points every image at an existing file under 200 KB', () => {
    for (const a of articles.filter((x) => x.image)) {
      const file = path.join(process.cwd(), 'public', a.image!.url);
      expect(statSync(file).size, a.image!.url).toBeLessThan(200 * 1024);
    }
  });

  it('gives route articles a static path of the route table', () => {
    const routes = articles.flatMap((a) => (a.route ? [a.route] : []));
    expect(routes.sort()).toEqual(
      [
        '/cookie-policy',
        '/disclaimer',
        '/privacy-statement',
        '/testimonials',
        '/vous-etes-proprietaire',
      ].sort(),
    );
    for (const route of routes) expect(isStaticPathname(route), route).toBe(true);
    for (const a of articles)
      expect(a.route !== null && a.slugParts !== null, label(a)).toBe(false);
  });

  it('keeps the legal pages substantial in every language (600–1200 words)', () => {
    for (const route of LEGAL_ROUTES) {
      const a = articles.find((x) => x.route === route)!;
      for (const locale of SITE_LOCALES) {
        const words = wordCount(a.body[locale]!);
        expect(words, `${route} ${locale}`).toBeGreaterThanOrEqual(600);
        expect(words, `${route} ${locale}`).toBeLessThanOrEqual(1200);
      }
    }
  });

  it('names the Data Protection Authority in each language of the privacy statement', () => {
    const a = getArticleByKey('privacy-statement')!;
    const authority = {
      nl: 'Gegevensbeschermingsautoriteit',
      fr: 'Autorité de protection des données',
      en: 'Data Protection Authority',
      de: 'Datenschutzbehörde',
    };
    for (const locale of SITE_LOCALES) {
      expect(a.body[locale]!.flatMap(blockTexts).join(' '), locale).toContain(authority[locale]);
    }
  });

  it('lists the five cookie categories of SPEC §4 in the cookie policy', () => {
    const a = getArticleByKey('cookie-policy')!;
    for (const locale of SITE_LOCALES) {
      expect(
        a.body[locale]!.filter((b) => b.type === 'h3'),
        locale,
      ).toHaveLength(5);
    }
  });

  it('shows five or six testimonials as quotes with a first name, an initial and a town', () => {
    const a = getArticleByKey('testimonials')!;
    for (const locale of SITE_LOCALES) {
      const quotes = a.body[locale]!.filter(
        (b): b is Extract<ArticleBlock, { type: 'quote' }> => b.type === 'quote',
      );
      expect(quotes.length).toBeGreaterThanOrEqual(5);
      expect(quotes.length).toBeLessThanOrEqual(6);
      for (const q of quotes) expect(q.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\., \p{Lu}/u);
    }
  });
});

describe('article paths', () => {
  const sluggedArticles = articles.filter((a) => a.slugParts !== null);

  it('has three service articles under the localized "our services" category, and news items under "news"', () => {
    const services = sluggedArticles.filter((a) => !a.key.startsWith('news-'));
    expect(services.map((a) => a.key)).toEqual(['service-1', 'service-2', 'service-3']);
    const news = getCategories().find((c) => c.key === 'news')!;
    expect(sluggedArticles.filter((a) => a.key.startsWith('news-')).every((a) => a.slugParts!.categoryId === news.id && a.date !== null)).toBe(true);
    for (const a of services) {
      expect(getCategories().find((c) => c.id === a.slugParts!.categoryId)?.name).toEqual({
        nl: 'Onze diensten',
        fr: 'Nos services',
        en: 'Our services',
        de: 'Unsere Dienstleistungen',
      } satisfies Record<SiteLocale, string>);
      expect(a.slugParts!.subCategoryId).toBeNull();
    }
  });

  it('builds the slug-rule path of SPEC §2.1 in each language', () => {
    const a = getArticleByKey('service-1')!;
    expect(articleLocalizedPath(a, 'fr')).toBe('/nos-services/gestion-locative/');
    expect(articleLocalizedPath(a, 'nl')).toBe('/onze-diensten/verhuurbeheer/');
    expect(articleLocalizedPath(a, 'en')).toBe('/our-services/rental-management/');
    expect(articleLocalizedPath(a, 'de')).toBe('/unsere-dienstleistungen/mietverwaltung/');
  });

  it.each(sluggedArticles.map((a) => [label(a), a] as const))(
    '%s has a distinct path in every language',
    (_label, a) => {
      const paths = SITE_LOCALES.map((l) => articleLocalizedPath(a, l));
      for (const p of paths) expect(p).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      expect(new Set(paths).size).toBe(SITE_LOCALES.length);
    },
  );

  it('never gives two articles the same path in a language, nor a path of the route table', () => {
    for (const locale of SITE_LOCALES) {
      const table = new Set(
        Object.keys(pathnames)
          .filter(isStaticPathname)
          .map((p) => `${localizedPathname(p, locale)}/`),
      );
      const paths = sluggedArticles.map((a) => articleLocalizedPath(a, locale)!);
      expect(new Set(paths).size, locale).toBe(paths.length);
      for (const p of paths) expect(table.has(p), `${locale} ${p}`).toBe(false);
    }
  });

  it('returns the route as-is for route articles and null for module-only articles', () => {
    expect(articleLocalizedPath(getArticleByKey('privacy-statement')!, 'nl')).toBe(
      '/privacy-statement',
    );
    expect(articleLocalizedPath(getArticle(36)!, 'nl')).toBeNull();
  });

  it('keys slug articles internally by their English path without a trailing slash', () => {
    expect(articleInternalPath(getArticleByKey('service-1')!)).toBe(
      '/our-services/rental-management',
    );
    expect(articleInternalPath(getArticleByKey('service-3')!)).toBe(
      '/our-services/renovation-and-energy-advice',
    );
    expect(articleInternalPath(getArticleByKey('disclaimer')!)).toBe('/disclaimer');
    expect(articleInternalPath(getArticle(42)!)).toBeNull();
  });

  it('finds articles by id and key, and nothing for unknown ones', () => {
    expect(getArticle(41)?.key).toBe('jobs');
    expect(getArticleByKey('jobs')?.id).toBe(41);
    expect(getArticle(9999)).toBeUndefined();
    expect(getArticleByKey('nope')).toBeUndefined();
  });
});

describe('article loader errors', () => {
  let dir: string | undefined;
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('names the file, the record and the field of a broken article', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'articles-'));
    mkdirSync(path.join(dir, 'data'));
    const broken = structuredClone(raw) as {
      id: number;
      key: string;
      title: Record<string, unknown>;
    }[];
    const target = broken.find((a) => a.id === 40)!;
    // A language may be left out (one language is enough), not be something else than a text.
    target.title.de = 42;
    writeFileSync(path.join(dir, 'data/articles.json'), JSON.stringify(broken));
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    vi.resetModules();
    const fresh = await import('@/lib/content/articles');
    expect(() => fresh.getArticles()).toThrow(
      /data\/articles\.json: article id 40 \(key 'services-sale'\): title\.de/,
    );
  });
});
