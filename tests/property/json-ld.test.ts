import { describe, expect, it } from 'vitest';
import { getProperty, getTypeKind } from '@/lib/catalogue';
import { jsonLdText, propertyJsonLd } from '@/lib/property/json-ld';

const opts = { url: '/nl/te-koop/gent/x/4019012/', siteUrl: 'https://example.be', crumbs: [{ name: 'Te koop', url: '/nl/te-koop/' }], address: 'Gent' };

describe('propertyJsonLd', () => {
  it('describes a house for sale as an Offer of a Residence with its price', () => {
    const p = getProperty('nl', 4019012);
    if (!p) throw new Error('missing fixture');
    const [offer, crumbs] = propertyJsonLd(p, { ...opts, kind: getTypeKind(p.WebID) }) as unknown as [Record<string, unknown>, Record<string, unknown>];
    expect(offer['@type']).toBe('Offer');
    expect(offer.price).toBe(845000);
    expect((offer.itemOffered as { '@type': string })['@type']).toBe('Residence');
    expect(offer.url).toBe('https://example.be/nl/te-koop/gent/x/4019012/');
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });

  it('leaves the price out when a marquee hides it', () => {
    const p = getProperty('nl', 4020085);
    if (!p) throw new Error('missing fixture');
    const [offer] = propertyJsonLd(p, { ...opts, kind: getTypeKind(p.WebID) }) as unknown as [Record<string, unknown>];
    expect(offer.price).toBeUndefined();
  });

  it('escapes < so the script cannot be closed', () => {
    expect(jsonLdText({ a: '</script>' })).not.toContain('</');
  });
});
