import type { ReactNode } from 'react';
import { flattenMenu } from '@/lib/content/menu';
import { siteLinkHref } from '@/lib/content/menu-page-paths';
import { isExternalLink } from '@/lib/links';
import type { SiteLocale } from '@/lib/locale';

/** A link from configuration: internal paths are localized, external ones open in a new tab. */
export function SmartLink({
  link,
  locale,
  className,
  newTabLabel,
  children,
}: {
  link: string;
  locale: SiteLocale;
  className?: string;
  newTabLabel: string;
  children: ReactNode;
}) {
  const href = siteLinkHref(link, locale, flattenMenu());
  if (isExternalLink(link)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> ({newTabLabel})</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
