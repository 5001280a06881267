import { describe, expect, it } from 'vitest';
import { getProperties, getProperty } from '@/lib/data';
import { canonicalPropertyPath, detailParamsOf, isCanonicalRequest } from '@/lib/property/detail-paths';

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
