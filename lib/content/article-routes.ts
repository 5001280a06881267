import { routing } from '@/i18n/routing';
import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname, localizedHref } from '@/lib/routes';
import { alternatesOf, type Alternates } from '@/lib/seo/alternates';
import { articleLocalizedPath } from './articles';
import type { Article } from './article-schema';
import { articleLanguages, articleShownLanguage, type LanguageRule } from './translations';

/**
 * The URL of an article's own page in a language, or null when it only lives inside modules.
 * Whether anything is shown there depends on the language rule: see the two functions below.
 */
export function articleHref(article: Article, locale: SiteLocale): string | null {
  if (article.route) {
    return isStaticPathname(article.route) ? localizedHref(article.route, locale) : null;
  }
  const path = articleLocalizedPath(article, locale);
  return path ? `/${locale}${path}` : null;
}

/** The article's URL in each language it is written in: its real translations (hreflang, the sitemap). */
export function articleTranslations(article: Article, locales: readonly SiteLocale[] = routing.locales): Alternates {
  const written = articleLanguages(article);
  return alternatesOf(locales, (l) => (written.includes(l) ? articleHref(article, l) : null));
}

/** The article's URL in each language a visitor finds it in by the rule (its translations, and its fallbacks): links, the language switch. */
export function articleShownHrefs(article: Article, rule: LanguageRule, locales: readonly SiteLocale[] = routing.locales): Alternates {
  return alternatesOf(locales, (l) => (articleShownLanguage(article, l, rule) ? articleHref(article, l) : null));
}
