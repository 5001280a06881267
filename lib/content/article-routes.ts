import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname, localizedHref } from '@/lib/routes';
import { articleLocalizedPath } from './articles';
import type { Article } from './article-schema';

/** The URL of an article's own page in a language, or null when it only lives inside modules. */
export function articleHref(article: Article, locale: SiteLocale): string | null {
  if (article.route) {
    return isStaticPathname(article.route) ? localizedHref(article.route, locale) : null;
  }
  const path = articleLocalizedPath(article, locale);
  return path ? `/${locale}${path}` : null;
}
