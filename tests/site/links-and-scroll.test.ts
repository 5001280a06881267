import { describe, expect, it } from 'vitest';
import { isExternalLink, resolveLink } from '@/lib/links';
import { isHeaderCompact, scrollPositionAt, showsTopButton } from '@/lib/scroll';

describe('top bar links (SPEC §2.4)', () => {
  it.each([
    ['https://www.facebook.com/x', true],
    ['http://example.com', true],
    ['tel:+3226401234', true],
    ['mailto:info@immohorizon.be', true],
    ['/login', false],
    ['/vous-etes-proprietaire/', false],
  ])('%s is external: %s', (link, external) => {
    expect(isExternalLink(link)).toBe(external);
  });

  it('localizes internal route-table paths', () => {
    expect(resolveLink('/login', 'nl')).toBe('/nl/eigenaarslogin/');
    expect(resolveLink('/vous-etes-proprietaire/', 'nl')).toBe('/nl/u-bent-eigenaar/');
    expect(resolveLink('/somewhere', 'fr')).toBe('/fr/somewhere/');
    expect(resolveLink('tel:+3226401234', 'fr')).toBe('tel:+3226401234');
  });
});

describe('scroll thresholds (SPEC §9)', () => {
  it('makes the header compact only after more than 30 px', () => {
    expect(isHeaderCompact(30)).toBe(false);
    expect(isHeaderCompact(31)).toBe(true);
  });

  it('shows the top button from 10 px', () => {
    expect(showsTopButton(9)).toBe(false);
    expect(showsTopButton(10)).toBe(true);
  });

  it('eases from the start position to the top', () => {
    expect(scrollPositionAt(1000, 0)).toBe(1000);
    expect(scrollPositionAt(1000, 0.5)).toBe(500);
    expect(scrollPositionAt(1000, 1)).toBe(0);
    expect(scrollPositionAt(1000, 2)).toBe(0);
  });
});
