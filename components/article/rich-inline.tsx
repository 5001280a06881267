import { Fragment, type ReactNode } from 'react';
import type { InlineRun, RichText } from '@/lib/content/article-schema';
import { flattenMenu } from '@/lib/content/menu';
import { siteLinkHref } from '@/lib/content/menu-page-paths';
import { isOutsideHref } from '@/lib/content/text-links';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';

/**
 * A site path of an article's text as a link: one already in a language ('/nl/nieuws/…') as it
 * is, an internal path ('/contact', a page of the tree) localized as every configured link is.
 */
export function textLinkTarget(href: string, locale: SiteLocale): string {
  if (isOutsideHref(href)) return href;
  const [, path = href, rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  // A file (an upload, a document) and a path already in a language stay as they are.
  if (/\.[a-z0-9]{2,5}$/i.test(path) || path.startsWith('/media/')) return href;
  if (SITE_LOCALES.some((l) => path === `/${l}` || path.startsWith(`/${l}/`))) return href;
  return `${siteLinkHref(path, locale, flattenMenu())}${rest}`;
}

function formatted(run: InlineRun, key: number): ReactNode {
  let node: ReactNode = run.text;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return <Fragment key={key}>{node}</Fragment>;
}

/**
 * A block's text with its formatting. Links follow the site's rule for links (SPEC §2.4,
 * components/layout/smart-link): another site, a mail or a phone opens in a new tab, with
 * rel="noopener noreferrer" and the words that say so for screen readers.
 */
export function RichInline({ text, locale, newTabLabel }: { text: RichText; locale: SiteLocale; newTabLabel: string }) {
  if (typeof text === 'string') return text;
  const groups: Array<{ href: string | null; runs: InlineRun[] }> = [];
  for (const run of text) {
    const href = run.href ?? null;
    const last = groups.at(-1);
    if (last && last.href === href) last.runs.push(run);
    else groups.push({ href, runs: [run] });
  }
  return groups.map((group, i) => {
    const inner = group.runs.map(formatted);
    if (!group.href) return <Fragment key={i}>{inner}</Fragment>;
    if (isOutsideHref(group.href)) {
      return (
        <a key={i} href={group.href} target="_blank" rel="noopener noreferrer">
          {inner}
          <span className="visually-hidden"> ({newTabLabel})</span>
        </a>
      );
    }
    return (
      <a key={i} href={textLinkTarget(group.href, locale)}>
        {inner}
      </a>
    );
  });
}
