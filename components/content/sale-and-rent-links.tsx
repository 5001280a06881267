import type { ReactNode } from 'react';
import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';

/** The way on from a page with nothing to show: the sale and rent lists, then `children` (more links). */
export function SaleAndRentLinks({
  locale,
  labels,
  className,
  children,
}: {
  locale: SiteLocale;
  labels: { forSale: string; forRent: string };
  className: string | undefined;
  children?: ReactNode;
}) {
  return (
    <p className={className}>
      <a href={localizedHref('/for-sale', locale)} className="button button-accent">
        {labels.forSale}
      </a>
      <a href={localizedHref('/for-rent', locale)} className="button button-outline">
        {labels.forRent}
      </a>
      {children}
    </p>
  );
}
