import type { ReactNode } from 'react';
import { isExternalLink, resolveLink } from '@/lib/links';
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
  const href = resolveLink(link, locale);
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
