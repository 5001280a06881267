import type { SiteLocale } from '@/lib/locale';
import { isStaticPathname, localizedHref } from '@/lib/routes';

/**
 * SPEC §2.4: a link is external (opened in a new tab) when it contains a protocol,
 * 'tel:' or 'mailto:'.
 */
export function isExternalLink(link: string): boolean {
  return /^\s*[a-z][a-z0-9+.-]*:/i.test(link) || link.includes('//');
}

/** A configured link as an href: internal paths of the route table are localized. */
export function resolveLink(link: string, locale: SiteLocale): string {
  if (isExternalLink(link)) return link.trim();
  const path = link.replace(/\/+$/, '') || '/';
  if (isStaticPathname(path)) return localizedHref(path, locale);
  return `/${locale}${path === '/' ? '' : path}/`;
}
