/**
 * schema.org data of a property detail page: the listing as an Offer of a Residence
 * (a Place for plots, garages, commercial and industrial property) and the page's BreadcrumbList.
 */
import type { Property } from '@/lib/catalogue/schemas';
import { PRICE_HIDING_MARQUEES } from '@/lib/marquee';
import type { TypeKind } from './type-kinds';

/**
 * Kinds of category that are places to live: homes and investment property (let homes). A
 * property's Bedrooms count would tell a home apart better, but it is missing as often as not.
 */
const RESIDENTIAL: readonly TypeKind[] = ['house', 'apartment', 'investment'];

export type Crumb = { name: string; url: string };

/** `kind`: the kind of the property's category (lib/catalogue `getTypeKind`). */
export function propertyJsonLd(p: Property, opts: { url: string; siteUrl: string; crumbs: Crumb[]; address: string; kind: TypeKind }) {
  const abs = (path: string) => new URL(path, opts.siteUrl).href;
  const showPrice = p.PublishPrice && p.Price !== null && !(p.Marquee !== null && PRICE_HIDING_MARQUEES.includes(p.Marquee));
  const place = {
    '@type': RESIDENTIAL.includes(opts.kind) ? 'Residence' : 'Place',
    name: p.TypeDescription.trim() || p.MainTypeName,
    address: opts.address,
    ...(p.Latitude !== null && p.Longitude !== null && p.PublishAddress
      ? { geo: { '@type': 'GeoCoordinates', latitude: p.Latitude, longitude: p.Longitude } }
      : {}),
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      url: abs(opts.url),
      name: place.name,
      businessFunction: p.Goal === 0 ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: p.Marquee === 2 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(showPrice ? { price: p.Price, priceCurrency: 'EUR' } : {}),
      image: p.Pictures.map((pic) => abs(pic.Url)),
      itemOffered: place,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: opts.crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: abs(c.url) })),
    },
  ];
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
