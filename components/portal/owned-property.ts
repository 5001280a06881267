/** What the portal shows of an owned property: the snapshot's record in the page's language. */
import { getProperty } from '@/lib/catalogue';
import { formatAddressLine } from '@/lib/address';
import type { SiteLocale } from '@/lib/locale';
import { formatPrice } from '@/lib/price';
import { localizedPropertyPath } from '@/lib/property-url';

export interface OwnedProperty {
  id: number;
  title: string;
  address: string;
  price: string;
  status: string | null;
  picture: { Url: string; Width: number; Height: number } | null;
  href: string | null;
}

export function ownedProperty(
  locale: SiteLocale,
  id: number,
  labels: { startingFrom: string; unknown: string },
): OwnedProperty {
  const p = getProperty(locale, id);
  if (!p)
    return {
      id,
      title: labels.unknown,
      address: '',
      price: '',
      status: null,
      picture: null,
      href: null,
    };
  return {
    id,
    title: `${p.TypeDescription?.trim() || p.MainTypeName} · ${p.City}`,
    address: formatAddressLine(p),
    // The owner sees the asking price even when the listing hides it.
    price: formatPrice({ ...p, PublishPrice: true }, { startingFromText: labels.startingFrom }),
    status: p.Marquee && p.MarqueeName ? p.MarqueeName : null,
    picture: p.SmallPictureItem ?? null,
    href: localizedPropertyPath({
      locale,
      goal: p.Goal,
      city: p.City,
      title: p.TypeDescription,
      type: p.MainTypeName,
      id,
    }),
  };
}
