import { describe, expect, it } from 'vitest';
import { getProperties, getProperty } from '@/lib/catalogue';
import {
  belongsToCountryList,
  canonicalPropertyPath,
  countrySegmentOf,
  countrySlug,
  countryVariantPath,
  detailParamsOf,
  isCanonicalRequest,
  isCanonicalVariantRequest,
  variantParamsOf,
} from '@/lib/property/detail-paths';

describe('property detail paths', () => {
  it('builds the canonical path in each language', () => {
    const nl = getProperty('nl', 4012345);
    const fr = getProperty('fr', 4012345);
    if (!nl || !fr) throw new Error('missing fixture');
    expect(canonicalPropertyPath(nl, 'nl')).toMatch(/^\/nl\/te-koop\/elsene\/[a-z0-9-]+\/4012345\/$/);
    expect(canonicalPropertyPath(fr, 'fr')).toMatch(/^\/fr\/a-vendre\/ixelles\/[a-z0-9-]+\/4012345\/$/);
  });

  it('accepts only the canonical goal and slugs', () => {
    for (const p of getProperties('de')) {
      const params = detailParamsOf(p, 'de');
      if (!params) throw new Error(`no params for ${p.ID}`);
      const goal = p.Goal === 0 ? 'sale' : 'rent';
      expect(isCanonicalRequest(p, 'de', goal, params)).toBe(true);
      expect(isCanonicalRequest(p, 'de', goal === 'sale' ? 'rent' : 'sale', params)).toBe(false);
      expect(isCanonicalRequest(p, 'de', goal, { ...params, title: 'x' })).toBe(false);
      expect(isCanonicalRequest(p, 'de', goal, { ...params, city: params.city.toUpperCase() })).toBe(true);
    }
  });
});

describe('the detail variant with the country segment of the sub-lists (SPEC §2.2)', () => {
  const belgian = getProperties('nl').find((p) => p.CountryID === 10 && p.Goal === 0)!;
  const abroad = getProperties('fr').find((p) => p.CountryID !== 10)!;

  it('puts the sub-list segment of each language before the city', () => {
    expect(countrySegmentOf(belgian)).toBe('belgique');
    expect(countrySegmentOf(abroad)).toBe('international');
    expect(countrySlug('sale', 'belgique', 'nl')).toBe('belgie');
    expect(countrySlug('rent', 'belgique', 'en')).toBe('belgium');
    expect(countrySlug('sale', 'international', 'nl')).toBe('internationaal');
    const plain = canonicalPropertyPath(belgian, 'nl');
    expect(countryVariantPath(belgian, 'nl')).toBe(plain.replace('/nl/te-koop/', '/nl/te-koop/belgie/'));
    const goal = abroad.Goal === 0 ? 'a-vendre' : 'a-louer';
    expect(countryVariantPath(abroad, 'fr')).toBe(canonicalPropertyPath(abroad, 'fr').replace(`/fr/${goal}/`, `/fr/${goal}/international/`));
  });

  it('belongs to one country list of its goal only', () => {
    expect(belongsToCountryList(belgian, 'sale', 'belgique')).toBe(true);
    expect(belongsToCountryList(belgian, 'sale', 'international')).toBe(false);
    expect(belongsToCountryList(belgian, 'rent', 'belgique')).toBe(false);
  });

  it('accepts only the variant slugs of the right country list', () => {
    const params = variantParamsOf(belgian, 'nl')!;
    expect(params).toEqual(detailParamsOf(belgian, 'nl'));
    expect(isCanonicalVariantRequest(belgian, 'nl', 'sale', 'belgique', params)).toBe(true);
    expect(isCanonicalVariantRequest(belgian, 'nl', 'sale', 'international', params)).toBe(false);
    expect(isCanonicalVariantRequest(belgian, 'nl', 'sale', 'belgique', { ...params, title: 'x' })).toBe(false);
  });
});
