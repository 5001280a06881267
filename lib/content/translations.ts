/**
 * One language is enough (issue 33): staff write an article, a page or a module's texts in the
 * languages they publish in, at least one, and translate later or never. This module says which
 * languages a piece of content is written in, and what a visitor of another language gets, by the
 * rule the admin chose on the languages screen (the `languages` document, `untranslated`):
 *
 * - 'hidden' (the default): the article or page does not exist in that language. Its address
 *   there answers 404 (lib/content/resolve-page `contentSlugs`, read by proxy.ts), and it is left
 *   out of the menu, the lists, the page modules, hreflang and the sitemap.
 * - 'defaultLanguage': it is shown there with the text of the default language (or, when that one
 *   is not written either, of the first language it is written in, in the site's order), inside an
 *   element with that language's `lang`, so screen readers pronounce it right and search engines
 *   know; a note in the visitor's language says so.
 *
 * What search engines get for such a fallback page (the choice, after Google's guidance):
 * - its canonical is the page in the language its text is in. Google counts "localized versions"
 *   as duplicates only when the main content is untranslated, which is the case here, and names
 *   rel="canonical" the way to consolidate duplicates
 *   (developers.google.com/search/docs/specialty/international/localized-versions and
 *   …/crawling-indexing/consolidate-duplicate-urls);
 * - it is not `noindex`: the same guide advises against noindex to keep a duplicate from being the
 *   canonical within one site (it blocks the page from Search and contradicts the canonical), so
 *   the canonical alone says which URL to show;
 * - it carries no hreflang, and no other page names it in theirs: hreflang and the sitemap list
 *   only real translations (lib/seo), so the cluster of a Dutch-only article is its Dutch URL alone.
 *
 * Pages of the route table (the listings, contact, the home page…) are built in every language
 * whatever their texts: a missing title of theirs always falls back.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { isStaticPathname } from '@/lib/routes';
import type { WrittenText } from './localized';

/** The texts that say which languages an article is in (typed by shape: the article schema checks with it). */
type ArticleTexts = { title: WrittenText; body: Partial<Record<SiteLocale, readonly unknown[]>> };

export const UNTRANSLATED_RULES = ['hidden', 'defaultLanguage'] as const;
/** What a visitor gets of content not written in their language: nothing, or the default language's text. */
export type UntranslatedRule = (typeof UNTRANSLATED_RULES)[number];

/** The rule, and the default language it falls back to. */
export type LanguageRule = { untranslated: UntranslatedRule; defaultLocale: SiteLocale };

/** The message key of the refusal of content written in no language (translated in messages/). */
export const ONE_LANGUAGE_ERROR = 'Editor.errors.oneLanguage';

/** Whether a text is written in `locale`: present and not blank. */
export function isWritten(text: WrittenText | undefined, locale: SiteLocale): boolean {
  return Boolean(text?.[locale]?.trim());
}

/** The languages a text is written in, in the site's order. */
export function writtenLanguages(text: WrittenText | undefined): SiteLocale[] {
  return SITE_LOCALES.filter((l) => isWritten(text, l));
}

/** Only the written languages of a text (what the editor stores: a blank field is no translation). */
export function writtenOnly(text: WrittenText): WrittenText {
  return Object.fromEntries(SITE_LOCALES.filter((l) => isWritten(text, l)).map((l) => [l, text[l]]));
}

/**
 * The languages an article exists in: those it has a title and a text in, in the site's order.
 * The news overview and every list of articles show an article in these languages only (under
 * 'hidden'); hreflang and the sitemap list these alone.
 */
export function articleLanguages(article: ArticleTexts): SiteLocale[] {
  return SITE_LOCALES.filter((l) => isWritten(article.title, l) && (article.body[l]?.length ?? 0) > 0);
}

/** The languages a page of the page tree is written in: those it has a title in. */
export function pageLanguages(page: { params: { title: WrittenText } }): SiteLocale[] {
  return writtenLanguages(page.params.title);
}

/** The languages of `offered` that `languages` lacks: what the editor lists as missing. */
export function missingLanguages(languages: readonly SiteLocale[], offered: readonly SiteLocale[] = SITE_LOCALES): SiteLocale[] {
  return offered.filter((l) => !languages.includes(l));
}

/**
 * The language whose text a visitor of `locale` gets of content written in `languages`: `locale`
 * itself when written, else under 'defaultLanguage' the default language when written, else the
 * first written one; null when the content does not exist for them ('hidden', or nothing written).
 */
export function shownLanguage(languages: readonly SiteLocale[], locale: SiteLocale, rule: LanguageRule): SiteLocale | null {
  if (languages.includes(locale)) return locale;
  if (rule.untranslated === 'hidden' || languages.length === 0) return null;
  return languages.includes(rule.defaultLocale) ? rule.defaultLocale : languages[0]!;
}

/** The language an article is shown in to a visitor of `locale` (its own, or the fallback's), or null: not there. */
export function articleShownLanguage(article: ArticleTexts, locale: SiteLocale, rule: LanguageRule): SiteLocale | null {
  return shownLanguage(articleLanguages(article), locale, rule);
}

/**
 * The language a page of the page tree is shown in to a visitor of `locale`, or null: not there.
 * A page of the route table is there in every language (its route is built in each), its title
 * falling back whatever the rule.
 */
export function pageShownLanguage(page: { path: string; params: { title: WrittenText } }, locale: SiteLocale, rule: LanguageRule): SiteLocale | null {
  if (!isStaticPathname(page.path)) return shownLanguage(pageLanguages(page), locale, rule);
  return shownLanguage(pageLanguages(page), locale, { ...rule, untranslated: 'defaultLanguage' }) ?? locale;
}

/** A text as shown in a language: its words, and `lang` when they are another language's. */
export type ShownText = { text: string; lang?: SiteLocale };

/**
 * A text inside content that is shown in `locale` (a module's title, a menu label): the text in
 * `locale`, else by the rule the default (or first written) language's with its `lang`, else null.
 */
export function shownText(text: WrittenText | undefined, locale: SiteLocale, rule: LanguageRule): ShownText | null {
  const source = shownLanguage(writtenLanguages(text), locale, rule);
  if (source === null) return null;
  return source === locale ? { text: text![source]! } : { text: text![source]!, lang: source };
}

/**
 * A text that must show something (a route-table page's title, always built in every language):
 * as `shownText` under 'defaultLanguage', whatever the rule; '' when no language has it.
 */
export function anyText(text: WrittenText | undefined, locale: SiteLocale, defaultLocale: SiteLocale): ShownText {
  return shownText(text, locale, { untranslated: 'defaultLanguage', defaultLocale }) ?? { text: '' };
}
