import { describe, expect, it } from 'vitest';
import { utmFrom, utmToKeep, withUtm } from '@/lib/consent/utm';

describe('UTM parameters (SPEC §4, §7)', () => {
  it.each([
    ['', ''],
    ['?city=Ixelles|1050', ''],
    ['?utm_source=newsletter&utm_medium=email', 'utm_source=newsletter&utm_medium=email'],
    ['?type=1&utm_campaign=spring%202026&page=2', 'utm_campaign=spring+2026'],
    ['?UTM_Source=Facebook', 'utm_source=Facebook'],
    ['?utm_source=&utm_medium=cpc', 'utm_medium=cpc'],
    ['?utm_source=a&utm_source=b', 'utm_source=a'],
    ['?utm_id=42&utm_term=villa&utm_content=banner', 'utm_id=42&utm_term=villa&utm_content=banner'],
    ['?utm=x&utm_=y&gclid=z', ''],
  ])('extracts from %j: %j', (search, expected) => {
    expect(utmFrom(search)).toBe(expected);
  });

  it('cuts an overlong value', () => {
    expect(utmFrom(`?utm_source=${'x'.repeat(500)}`)).toBe(`utm_source=${'x'.repeat(200)}`);
  });

  it.each([
    ['a landing URL with UTM parameters keeps them', '?utm_source=nl', null, 'utm_source=nl'],
    ['a later page without any keeps the landing ones', '?city=Uccle', 'utm_source=nl', 'utm_source=nl'],
    ['a new campaign link replaces them', '?utm_source=fb', 'utm_source=nl&utm_medium=email', 'utm_source=fb'],
    ['nothing to keep', '', null, null],
  ])('%s', (_name, search, kept, expected) => {
    expect(utmToKeep(search, kept)).toBe(expected);
  });

  it.each([
    ['https://x.be/nl/te-koop/', 'utm_source=nl&utm_medium=email', 'https://x.be/nl/te-koop/?utm_source=nl&utm_medium=email'],
    ['https://x.be/nl/te-koop/?type=1', 'utm_source=nl', 'https://x.be/nl/te-koop/?type=1&utm_source=nl'],
    ['https://x.be/nl/?utm_source=fb', 'utm_source=nl&utm_medium=email', 'https://x.be/nl/?utm_source=fb&utm_medium=email'],
    ['https://x.be/nl/#top', 'utm_source=nl', 'https://x.be/nl/?utm_source=nl#top'],
    ['https://x.be/nl/', null, 'https://x.be/nl/'],
    ['https://x.be/nl/', '', 'https://x.be/nl/'],
    ['https://x.be/nl/', 'evil=1', 'https://x.be/nl/'],
  ])('appends to the page-view URL %j the kept %j', (href, kept, expected) => {
    expect(withUtm(href, kept)).toBe(expected);
  });
});
