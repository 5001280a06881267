/**
 * schema.org data of a project detail page: the project as a Residence, its units still for sale
 * as an AggregateOffer (lowest and highest shown price), and the page's BreadcrumbList.
 */
import type { Project } from '@/lib/data/schemas';
import type { SiteLocale } from '@/lib/locale';
import type { Crumb } from '@/lib/property/json-ld';
import { unitPrice, unitCounts } from './project-view';

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
  const prices = project.Units.filter((u) => unitPrice(u) !== '').map((u) => u.Price as number);
  const offer = prices.length
    ? {
        '@context': 'https://schema.org',
        '@type': 'AggregateOffer',
        url: abs(opts.url),
        priceCurrency: 'EUR',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: unitCounts(project).available,
        itemOffered: residence,
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
