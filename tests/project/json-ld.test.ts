import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { describe, expect, it } from 'vitest';
import { getProjects } from '@/lib/catalogue';
import { SITE_LOCALES } from '@/lib/locale';
import { projectJsonLd } from '@/lib/project/json-ld';
import { jsonLdText } from '@/lib/property/json-ld';
import { schemaOrgGraph } from '../../e2e/schema-vocabulary';

const [chasse, , dijlezicht] = getProjects('demo');
const crumbs = [
  { name: 'Accueil', url: '/fr/' },
  { name: 'Projets neufs', url: '/fr/projets/' },
  { name: 'Résidence La Chasse', url: '/fr/projets/etterbeek/residence-la-chasse/90101/' },
];
const opts = { url: crumbs[2]!.url, siteUrl: 'https://www.immohorizon.be', address: 'Avenue de la Chasse 140, 1040 Etterbeek', crumbs };

describe('project JSON-LD', () => {
  it('offers the available units as an AggregateOffer of a Residence', () => {
    const [offer] = projectJsonLd(chasse!, 'fr', opts) as unknown as [Record<string, unknown>];
    expect(offer).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: 28000,
      highPrice: 565000,
      offerCount: 5,
      url: 'https://www.immohorizon.be/fr/projets/etterbeek/residence-la-chasse/90101/',
      itemOffered: { '@type': 'Residence', name: 'Résidence La Chasse', address: opts.address },
    });
    expect((offer.itemOffered as { geo?: unknown }).geo).toBeDefined();
  });

  it('holds an Offer for each available unit with a shown price, with its reference and price', () => {
    const [offer] = projectJsonLd(chasse!, 'fr', opts) as unknown as [{ offers: { price: number; itemOffered: { name: string } }[] }];
    const sold = chasse!.Units.filter((u) => u.Marquee === 2).map((u) => u.Reference);
    expect(offer.offers.length).toBeGreaterThan(1);
    for (const o of offer.offers) expect(sold).not.toContain(o.itemOffered.name);
    expect(Math.min(...offer.offers.map((o) => o.price))).toBe(28000);
    expect(Math.max(...offer.offers.map((o) => o.price))).toBe(565000);
  });

  it('gives no coordinates when the address is not public', () => {
    const [offer] = projectJsonLd(dijlezicht!, 'fr', opts) as unknown as [{ itemOffered: Record<string, unknown> }];
    expect(offer.itemOffered.geo).toBeUndefined();
  });

  it('is a plain Residence when no unit price is shown', () => {
    const soldOut = { ...chasse!, Units: chasse!.Units.map((u) => ({ ...u, Marquee: 2 as const })) };
    const [place] = projectJsonLd(soldOut, 'fr', opts) as unknown as [Record<string, unknown>];
    expect(place['@type']).toBe('Residence');
  });

  it('ends with the breadcrumb in absolute URLs', () => {
    const [, breadcrumb] = projectJsonLd(chasse!, 'fr', opts) as unknown as [unknown, { itemListElement: { position: number; item: string }[] }];
    expect(breadcrumb.itemListElement.map((c) => [c.position, c.item])).toEqual([
      [1, 'https://www.immohorizon.be/fr/'],
      [2, 'https://www.immohorizon.be/fr/projets/'],
      [3, 'https://www.immohorizon.be/fr/projets/etterbeek/residence-la-chasse/90101/'],
    ]);
  });

  it('gives every demo project in every language without error or warning for the structured-data validator', async () => {
    const validator = new Validator(schemaOrgGraph());
    const extractor = new WebAutoExtractor({ addLocation: false, embedSource: false });
    for (const project of getProjects('demo'))
      for (const locale of SITE_LOCALES) {
        const html = `<script type="application/ld+json">${jsonLdText(projectJsonLd(project, locale, opts))}</script>`;
        const issues = (await validator.validate(extractor.parse(html))) as { severity: string; issueMessage: string }[];
        expect(issues.map((i) => `${i.severity}: ${i.issueMessage}`), `${project.ID} ${locale}`).toEqual([]);
      }
  });
});
