import { describe, expect, it } from 'vitest';
import { detectLocale } from '@/lib/proxy/detect-locale';

const all = ['nl', 'fr', 'en', 'de'] as const;
const none = { query: null, cookie: null, acceptLanguage: null };

describe('detectLocale: query, then cookie, then Accept-Language, then the default', () => {
  it('uses the configured default when nothing is known', () => {
    expect(detectLocale(none, all, 'fr')).toBe('fr');
  });

  it('reads the browser language', () => {
    expect(detectLocale({ ...none, acceptLanguage: 'nl-BE,nl;q=0.9,en;q=0.5' }, all, 'fr')).toBe('nl');
    expect(detectLocale({ ...none, acceptLanguage: 'es-ES,de;q=0.8' }, all, 'fr')).toBe('de');
  });

  it('prefers the cookie over the browser', () => {
    expect(detectLocale({ ...none, cookie: 'en', acceptLanguage: 'nl' }, all, 'fr')).toBe('en');
  });

  it('prefers the query over the cookie', () => {
    expect(detectLocale({ query: 'de', cookie: 'en', acceptLanguage: 'nl' }, all, 'fr')).toBe('de');
  });

  it('ignores disabled and unknown languages', () => {
    expect(detectLocale({ query: 'de', cookie: 'xx', acceptLanguage: 'de,nl;q=0.5' }, ['nl', 'fr'], 'fr')).toBe('nl');
  });

  it('survives a malformed header', () => {
    expect(detectLocale({ ...none, acceptLanguage: ';;;q=abc,,' }, all, 'nl')).toBe('nl');
  });
});
