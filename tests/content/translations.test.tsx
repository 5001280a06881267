/**
 * One language is enough (issue 33): an article or page is written in the languages staff publish
 * in, at least one. The schemas and the editor's forms (one language accepted, none refused with
 * a translated message, the delivered and stored content still valid), what a visitor of another
 * language gets by each rule ('hidden', 'defaultLanguage'), and hreflang and the sitemap, which
 * list real translations only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import sitemap from '@/app/sitemap';
import { ModuleHeading } from '@/components/modules/module-heading';
import { applyArticleForm, articleFields } from '@/lib/content/article-edit';
import { articleShownHrefs, articleTranslations } from '@/lib/content/article-routes';
import { article as articleSchema, articlesFile, type Article } from '@/lib/content/article-schema';
import { getArticles } from '@/lib/content/articles';
import { contentProblem } from '@/lib/content/content-rules';
import { languageSettingSchema, type LanguageSetting } from '@/lib/content/language-schema';
import { applyLanguagesForm } from '@/lib/content/languages-edit';
import { embeddedLanguageSetting, languageRule } from '@/lib/content/languages';
import { embeddedMenu } from '@/lib/content/menu';
import { menuFile, type MenuPage, type PageModule } from '@/lib/content/menu-schema';
import { applyPageForm } from '@/lib/content/page-edit';
import { applyModuleForm } from '@/lib/content/page-module-edit';
import { setPublishedDocument } from '@/lib/content/published';
import { contentSlugs, resolveContentPage } from '@/lib/content/resolve-page';
import {
  articleLanguages,
  missingLanguages,
  ONE_LANGUAGE_ERROR,
  pageShownLanguage,
  shownLanguage,
  shownText,
  type LanguageRule,
} from '@/lib/content/translations';
import { articleFormSchema } from '@/lib/forms/staff';
import { languagesFormSchema } from '@/lib/forms/site-edit';
import { moduleFormSchema, PAGE_METADATA_FIELDS, pageFormSchema } from '@/lib/forms/staff-pages';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { pageVerdict } from '@/lib/proxy/page-verdict';
import { menuPageAlternates } from '@/lib/seo/menu-page-metadata';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { indexablePages } from '@/lib/seo/site-pages';
import { embeddedContent } from '@/lib/server/content/store';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const content = embeddedContent();
const { articles, categories, menu } = content;
const NEWS = categories.find((c) => c.key === 'news')!;
const NOW = new Date('2026-11-25T12:00:00Z');
const each = (value: (l: SiteLocale) => string) => Object.fromEntries(SITE_LOCALES.map((l) => [l, value(l)])) as Record<SiteLocale, string>;
const MESSAGES = { nl, fr, en, de } as const;

/** A message of messages/{locale}.json by its dotted key. */
const message = (locale: SiteLocale, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], MESSAGES[locale]);

const HIDDEN: LanguageRule = { untranslated: 'hidden', defaultLocale: 'fr' };
const SHOWN: LanguageRule = { untranslated: 'defaultLanguage', defaultLocale: 'fr' };

/** A news article written in Dutch only. */
const dutchOnly: Article = articleSchema.parse({
  id: 9200,
  key: 'open-huis',
  slugParts: { categoryId: NEWS.id, subCategoryId: null, name: { nl: 'open-huis' } },
  title: { nl: 'Open huis in Elsene' },
  intro: { nl: 'Kom langs op zaterdag.' },
  body: { nl: [{ type: 'p', text: 'We openen de deuren van ons kantoor.' }] },
  metadata: { nl: { title: 'Open huis', description: 'Kom langs op zaterdag.' } },
});
const NL_URL = '/nl/nieuws/open-huis/';

const setting = (untranslated: LanguageSetting['untranslated']): LanguageSetting => ({ ...embeddedLanguageSetting(), untranslated });

afterEach(() => {
  setPublishedDocument('articles', null, null);
  setPublishedDocument('languages', null, null);
  setPublishedDocument('menu', null, null);
});

describe('the content schemas', () => {
  it('take an article written in one language', () => {
    expect(articleLanguages(dutchOnly)).toEqual(['nl']);
    expect(articlesFile.safeParse([...articles, dutchOnly]).success).toBe(true);
  });

  it('refuse an article written in no language, with a message every staff language has', () => {
    const none = { ...dutchOnly, title: {}, body: {}, intro: {} };
    const result = articleSchema.safeParse(none);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(ONE_LANGUAGE_ERROR);
    // A title without a text is no language either.
    expect(articleSchema.safeParse({ ...dutchOnly, body: {} }).success).toBe(false);
    // Nor is an address without a name in any language.
    expect(articleSchema.safeParse({ ...dutchOnly, slugParts: { ...dutchOnly.slugParts, name: {} } }).success).toBe(false);
    // Translated in each staff language: a sentence of its own, not the key.
    for (const locale of SITE_LOCALES) expect(message(locale, ONE_LANGUAGE_ERROR), locale).toEqual(expect.stringMatching(/^[^.]+ .+\.$/));
    expect(message('nl', ONE_LANGUAGE_ERROR)).toBe('Schrijf het in minstens één taal: een titel en een tekst.');
    expect(new Set(SITE_LOCALES.map((l) => message(l, ONE_LANGUAGE_ERROR))).size).toBe(SITE_LOCALES.length);
  });

  it('take a page titled in one language, and refuse one titled in none', () => {
    const jobs = embeddedMenu().find((p) => p.path === '/jobs')!;
    const page: MenuPage = { ...jobs, id: 9300, path: '/onze-geschiedenis', childMenus: [], params: { ...jobs.params, modules: [], title: { public: true, nl: 'Wie zijn wij' } } };
    expect(menuFile.safeParse([...menu, page]).success).toBe(true);
    const untitled = { ...page, params: { ...page.params, title: { public: true, nl: ' ' } } };
    expect(menuFile.safeParse([untitled]).error?.issues[0]?.message).toBe(ONE_LANGUAGE_ERROR);
  });

  it('keep the delivered content valid, every article and page in every language', () => {
    const raw = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as unknown;
    expect(articlesFile.safeParse(raw('data/articles.json')).success).toBe(true);
    expect(menuFile.safeParse(raw('data/menu.json')).success).toBe(true);
    for (const a of articles) expect(articleLanguages(a), a.key).toEqual([...SITE_LOCALES]);
    expect(contentProblem(content, content, 'articles')).toBeNull();
  });

  it('read a language setting saved before the rule existed as hiding', () => {
    const old: Record<string, unknown> = { ...embeddedLanguageSetting() };
    delete old.untranslated;
    expect(languageSettingSchema.parse(old).untranslated).toBe('hidden');
    expect(embeddedLanguageSetting().untranslated).toBe('hidden');
  });
});

describe("the article form", () => {
  const form = (fields: Partial<Record<'title' | 'intro' | 'body' | 'name', Partial<Record<SiteLocale, string>>>>, categoryId = String(NEWS.id)) =>
    articleFormSchema.parse({
      baseId: '',
      id: '',
      categoryId,
      ...Object.fromEntries((['title', 'intro', 'body', 'name'] as const).map((f) => [f, { ...each(() => ''), ...fields[f] }])),
    });

  it('saves a Dutch-only news article: its texts and address in Dutch alone', () => {
    const edit = applyArticleForm(articles, form({ title: { nl: 'Open huis' }, body: { nl: 'We openen de deuren.' }, name: { nl: 'open-huis' } }), categories);
    expect(edit.ok).toBe(true);
    if (!edit.ok) return;
    expect(edit.article.title).toEqual({ nl: 'Open huis' });
    expect(edit.article.body).toEqual({ nl: [{ type: 'p', text: 'We openen de deuren.' }] });
    expect(edit.article.slugParts?.name).toEqual({ nl: 'open-huis' });
    expect(Object.keys(edit.article.metadata)).toEqual(['nl']);
    expect(articleLanguages(edit.article)).toEqual(['nl']);
    expect(articlesFile.safeParse(edit.articles).success).toBe(true);
    expect(contentProblem(content, { ...content, articles: edit.articles }, 'articles')).toBeNull();
    // The form shows it again with the other languages empty.
    expect(articleFields(edit.article).title).toEqual({ ...each(() => ''), nl: 'Open huis' });
  });

  it('refuses one written in no language, and says it on the first title', () => {
    expect(applyArticleForm(articles, form({}, ''), categories)).toEqual({ ok: false, fieldErrors: { 'title.nl': [ONE_LANGUAGE_ERROR] } });
  });

  it('asks a language begun for its title, text and address, not the languages left empty', () => {
    const edit = applyArticleForm(articles, form({ title: { nl: 'Open huis' }, body: { nl: 'Tekst', fr: 'Texte' }, name: { nl: 'open-huis' } }), categories);
    expect(edit).toEqual({ ok: false, fieldErrors: { 'title.fr': ['Editor.errors.required'], 'name.fr': ['Editor.errors.required'] } });
  });

  it('takes a language out when its fields are emptied, and adds one later', () => {
    const existing = articles.find((a) => a.key === 'services-sale')!;
    const fields = articleFields(existing);
    const withoutDe = articleFormSchema.parse({ baseId: '', id: String(existing.id), categoryId: fields.categoryId, title: { ...fields.title, de: '' }, intro: { ...fields.intro, de: '' }, body: { ...fields.body, de: '' }, name: { ...fields.name, de: '' } });
    const edit = applyArticleForm(articles, withoutDe, categories);
    expect(edit.ok && articleLanguages(edit.article)).toEqual(['nl', 'fr', 'en']);
    expect(edit.ok && edit.article.metadata.nl).toEqual(existing.metadata.nl);
  });
});

describe('the page and module forms', () => {
  const pageForm = (title: Partial<Record<SiteLocale, string>>, description: Partial<Record<SiteLocale, string>> = {}) =>
    pageFormSchema.parse({
      baseId: '',
      id: '',
      name: 'Wie zijn wij',
      path: '/onze-geschiedenis',
      parentId: '',
      sort: '9',
      status: 'Published',
      redirectUrl: '',
      title: { ...each(() => ''), ...title },
      description: { ...each(() => ''), ...description },
      ...Object.fromEntries(PAGE_METADATA_FIELDS.map((f) => [f, each(() => '')])),
    });

  it('save a page titled in Dutch alone', () => {
    const edit = applyPageForm(menu, articles, pageForm({ nl: 'Wie zijn wij' }), NOW);
    expect(edit.ok && edit.page.params.title).toEqual({ public: true, nl: 'Wie zijn wij' });
    expect(edit.ok && menuFile.safeParse(edit.menu).success).toBe(true);
  });

  it('refuse a page titled in no language, and a text in a language without its title', () => {
    expect(applyPageForm(menu, articles, pageForm({}), NOW)).toEqual({ ok: false, fieldErrors: { 'title.nl': ['Editor.pages.errors.oneLanguage'] } });
    expect(applyPageForm(menu, articles, pageForm({ nl: 'Wie zijn wij' }, { fr: 'Qui sommes-nous' }), NOW)).toEqual({ ok: false, fieldErrors: { 'title.fr': ['Editor.errors.required'] } });
    for (const locale of SITE_LOCALES) expect(typeof message(locale, 'Editor.pages.errors.oneLanguage'), locale).toBe('string');
  });

  it('keep a module title written in one language, shown (public)', () => {
    const form = moduleFormSchema.parse({
      baseId: '', pageId: '6', moduleId: '', relation: 'article:40', title: { ...each(() => ''), nl: 'Ons team' }, description: each(() => ''), imageAlt: each(() => ''),
      span: '12', colSm: '12', colMd: '12', colLg: '12', view: '', backgroundType: '', colorBackground: '', imageUrl: '', numberItemOfRow: '3', maxItems: '',
    });
    const edit = applyModuleForm(menu, form, new Set(['article:40']), NOW);
    expect(edit.ok && edit.module?.title).toEqual({ public: true, nl: 'Ons team' });
  });
});

describe('the language rule', () => {
  it('gives the language itself, else nothing (hidden), else the default or the first written language', () => {
    expect(shownLanguage(['nl'], 'nl', HIDDEN)).toBe('nl');
    expect(shownLanguage(['nl'], 'fr', HIDDEN)).toBeNull();
    expect(shownLanguage(['nl'], 'fr', SHOWN)).toBe('nl');
    expect(shownLanguage(['nl', 'fr'], 'de', SHOWN)).toBe('fr');
    expect(shownLanguage(['en', 'nl'], 'de', SHOWN)).toBe('en');
    expect(shownLanguage([], 'de', SHOWN)).toBeNull();
    expect(shownText({ nl: 'Ons team', fr: ' ' }, 'fr', SHOWN)).toEqual({ text: 'Ons team', lang: 'nl' });
    expect(shownText({ nl: 'Ons team' }, 'nl', SHOWN)).toEqual({ text: 'Ons team' });
    expect(shownText({ nl: 'Ons team' }, 'fr', HIDDEN)).toBeNull();
    expect(missingLanguages(['nl'], ['nl', 'fr', 'en'])).toEqual(['fr', 'en']);
  });

  it('is set on the languages form, and hides by default', () => {
    const parse = (fields: Record<string, unknown>) => languagesFormSchema.parse({ baseId: '', defaultLanguage: 'fr', use: each(() => 'on'), ...fields });
    expect(applyLanguagesForm(parse({}), SITE_LOCALES)).toMatchObject({ ok: true, setting: { untranslated: 'hidden' } });
    expect(applyLanguagesForm(parse({ untranslated: 'defaultLanguage' }), SITE_LOCALES)).toMatchObject({ ok: true, setting: { untranslated: 'defaultLanguage' } });
    expect(languagesFormSchema.safeParse({ baseId: '', defaultLanguage: 'fr', untranslated: 'machine' }).error?.issues[0]?.message).toBe('Editor.errors.choice');
  });

  it("keeps a page of the route table in every language, its title falling back", () => {
    const forSale = menu.flatMap(function flat(p): MenuPage[] { return [p, ...p.childMenus.flatMap(flat)]; }).find((p) => p.path === '/for-sale')!;
    const dutchTitle = { ...forSale, params: { ...forSale.params, title: { public: true, nl: 'Te koop' } } };
    expect(pageShownLanguage(dutchTitle, 'fr', HIDDEN)).toBe('nl');
    expect(pageShownLanguage(dutchTitle, 'nl', HIDDEN)).toBe('nl');
  });
});

describe("a Dutch-only article under 'hidden' (the default)", () => {
  const publish = () => setPublishedDocument('articles', [...articles, dutchOnly], 1);

  it('is at its Dutch address alone: the French one is a 404', () => {
    publish();
    expect(languageRule().untranslated).toBe('hidden');
    expect(contentSlugs('nl')).toContainEqual(['nieuws', 'open-huis']);
    expect(contentSlugs('fr')).not.toContainEqual(['actualites', 'open-huis']);
    expect(resolveContentPage(['nieuws', 'open-huis'], 'nl')).toEqual({ kind: 'article', article: dutchOnly, language: 'nl' });
    expect(resolveContentPage(['actualites', 'open-huis'], 'fr')).toBeUndefined();
    expect(pageVerdict('/nieuws/open-huis/', 'nl')).toMatchObject({ kind: 'page', content: true });
    expect(pageVerdict('/actualites/open-huis/', 'fr')).toEqual({ kind: 'not-found', page: 'page' });
  });

  it('is in hreflang and the sitemap in Dutch alone, with no alternates to other languages', () => {
    publish();
    expect(articleTranslations(dutchOnly)).toEqual({ nl: NL_URL });
    expect(articleShownHrefs(dutchOnly, HIDDEN)).toEqual({ nl: NL_URL });
    expect(indexablePages(SITE_LOCALES, 'snapshot')).toContainEqual({ nl: NL_URL });
    const entries = sitemap().filter((e) => e.url.includes('open-huis'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.url).toMatch(/\/nl\/nieuws\/open-huis\/$/);
    expect(Object.keys(entries[0]!.alternates!.languages!)).toEqual(['nl']);
    const metadata = pageMetadata({ title: 'Open huis', description: '' }, 'nl', articleTranslations(dutchOnly));
    expect(metadata.alternates).toEqual({ canonical: NL_URL, languages: { nl: NL_URL } });
  });
});

describe("a Dutch-only article under 'defaultLanguage'", () => {
  const publish = () => {
    setPublishedDocument('articles', [...articles, dutchOnly], 1);
    setPublishedDocument('languages', setting('defaultLanguage'), 1);
  };

  it("is shown at its French address in Dutch (the default, French, has no text)", () => {
    publish();
    expect(contentSlugs('fr')).toContainEqual(['actualites', 'open-huis']);
    expect(resolveContentPage(['actualites', 'open-huis'], 'fr')).toEqual({ kind: 'article', article: dutchOnly, language: 'nl' });
    expect(pageVerdict('/actualites/open-huis/', 'fr')).toMatchObject({ kind: 'page', content: true });
    expect(articleShownHrefs(dutchOnly, languageRule())).toEqual({ nl: NL_URL, fr: '/fr/actualites/open-huis/', en: '/en/news/open-huis/', de: '/de/nachrichten/open-huis/' });
  });

  it('points its canonical at the Dutch page, names no hreflang there and stays out of the sitemap', () => {
    publish();
    const metadata = pageMetadata({ title: 'Open huis', description: '' }, 'fr', articleTranslations(dutchOnly), 'nl');
    expect(metadata.alternates).toEqual({ canonical: NL_URL, languages: {} });
    expect(metadata.robots).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({ url: NL_URL, locale: 'nl_BE', alternateLocale: [] });
    const urls = sitemap().map((e) => e.url).filter((u) => u.includes('open-huis'));
    expect(urls).toHaveLength(1);
    expect(indexablePages(SITE_LOCALES, 'snapshot')).toContainEqual({ nl: NL_URL });
  });
});

describe('a page written in Dutch only', () => {
  const jobs = embeddedMenu().find((p) => p.path === '/jobs')!;
  const team: MenuPage = { ...jobs, id: 9301, path: '/onze-geschiedenis', childMenus: [], params: { ...jobs.params, modules: [], redirectUrl: null, title: { public: true, nl: 'Wie zijn wij' } } };

  it('is hidden in the other languages, or shown in Dutch, by the rule; hreflang lists Dutch alone', () => {
    setPublishedDocument('menu', [...embeddedMenu(), team], 1);
    expect(pageVerdict('/onze-geschiedenis/', 'nl')).toMatchObject({ kind: 'page' });
    expect(pageVerdict('/onze-geschiedenis/', 'fr')).toEqual({ kind: 'not-found', page: 'page' });
    expect(menuPageAlternates(team)).toEqual({ nl: '/nl/onze-geschiedenis/' });
    expect(indexablePages(SITE_LOCALES, 'snapshot')).toContainEqual({ nl: '/nl/onze-geschiedenis/' });
    setPublishedDocument('languages', setting('defaultLanguage'), 1);
    expect(pageVerdict('/onze-geschiedenis/', 'fr')).toMatchObject({ kind: 'page' });
    expect(resolveContentPage(['onze-geschiedenis'], 'fr')).toMatchObject({ kind: 'menu', language: 'nl' });
    expect(indexablePages(SITE_LOCALES, 'snapshot')).toContainEqual({ nl: '/nl/onze-geschiedenis/' });
  });
});

describe('a module title not written in the language', () => {
  const titled = (title: PageModule['title']): PageModule => ({ ...menu.flatMap((p) => p.params.modules)[0]!, id: 77, title, description: undefined, description2: undefined });

  it("is left out under 'hidden' and shown in Dutch, marked lang=\"nl\", under 'defaultLanguage'", () => {
    const heading = () => renderToStaticMarkup(<ModuleHeading module={titled({ public: true, nl: 'Ons team' })} locale="fr" />);
    expect(heading()).toBe('');
    setPublishedDocument('languages', setting('defaultLanguage'), 1);
    expect(heading()).toMatch(/<h[12] id="module-77" class="[^"]*" lang="nl">Ons team<\/h[12]>/);
    expect(renderToStaticMarkup(<ModuleHeading module={titled({ public: true, nl: 'Ons team', fr: 'Notre équipe' })} locale="fr" />)).not.toContain('lang=');
  });
});

describe('the delivered articles', () => {
  it('keep their address and hreflang in every language: nothing changes for translated content', () => {
    for (const a of getArticles().filter((x) => x.slugParts)) expect(Object.keys(articleTranslations(a)), a.key).toEqual([...SITE_LOCALES]);
  });
});
