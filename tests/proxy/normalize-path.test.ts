import { describe, expect, it } from 'vitest';
import { normalizePath } from '@/lib/proxy/normalize-path';

describe('normalizePath', () => {
  it.each([
    ['/for-sale/', '/for-sale/'],
    ['/for-sale', '/for-sale/'],
    ['/Qui-sommes-nous/', '/qui-sommes-nous/'],
    ['/Qui-sommes-nous%3F/', '/qui-sommes-nous/'],
    ['/Vous-%C3%AAtes-propri%C3%A9taire/', '/vous-etes-proprietaire/'],
    ['/Vous-êtes-propriétaire/', '/vous-etes-proprietaire/'],
    ['/JOBS/', '/jobs/'],
    ['//double//slash/', '/double/slash/'],
    ['/', '/'],
    ['', '/'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('keeps a malformed escape instead of throwing', () => {
    expect(normalizePath('/bad%E0%A4%A/')).toBe('/bade0a4a/');
  });
});
