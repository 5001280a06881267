/**
 * schema.org data of a project detail page: the project as a Residence, its units still for sale
 * as an AggregateOffer (lowest and highest shown price) holding each unit's Offer, and the page's
 * BreadcrumbList.
 */
import type { Project } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import type { Crumb } from '@/lib/property/json-ld';
import { unitPrice } from './project-view';

export function projectJsonLd(
  project: Project,
  locale: SiteLocale,
  opts: { url: string; siteUrl: string; address: string; crumbs: Crumb[] },
) {
  const abs = (path: string) => new URL(path, opts.siteUrl).href;
  const residence = {
    '@type': 'Residence',
    name: project.Name[locale],
    description: project.Description[locale],
    address: opts.address,
    url: abs(opts.url),
    image: project.Pictures.map((pic) => abs(pic.Url)),
    ...(project.Latitude !== null && project.Longitude !== null && project.PublicAddress
      ? { geo: { '@type': 'GeoCoordinates', latitude: project.Latitude, longitude: project.Longitude } }
      : {}),
  };
  const priced = project.Units.filter((u) => unitPrice(u) !== '');
  const prices = priced.map((u) => u.Price as number);
  // Each unit still for sale with a shown price is an offer of its own (its reference, floor, surface).
  const unitOffers = priced.map((u) => ({
    '@type': 'Offer',
    name: `${project.Name[locale]} – ${u.Reference}`,
    url: abs(opts.url),
    price: u.Price,
    priceCurrency: 'EUR',
    availability: u.Marquee === 3 ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
    itemOffered: {
      '@type': 'Accommodation',
      name: u.Reference,
      ...(u.Floor !== null ? { floorLevel: String(u.Floor) } : {}),
      ...(u.Bedrooms !== null ? { numberOfBedrooms: u.Bedrooms } : {}),
      ...(u.Surface !== null ? { floorSize: { '@type': 'QuantitativeValue', value: u.Surface, unitCode: 'MTK' } } : {}),
    },
  }));
  const offer = prices.length
    ? {
        '@context': 'https://schema.org',
        '@type': 'AggregateOffer',
        url: abs(opts.url),
        priceCurrency: 'EUR',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: unitOffers.length,
        itemOffered: residence,
        offers: unitOffers,
      }
    : { '@context': 'https://schema.org', ...residence };
  return [
    offer,
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: opts.crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: abs(c.url) })),
    },
  ];
}
