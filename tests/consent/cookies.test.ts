import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, ESSENTIAL_ONLY } from '@/lib/consent/consent-state';
import { consentCookie, cookieDomainsFor, expiredCookie, readCookie, trackingCookiesToRemove } from '@/lib/consent/cookies';

describe('the consent cookie', () => {
  it.each([
    ['consent=1.1000.1767225600', 'consent', '1.1000.1767225600'],
    ['NEXT_LOCALE=fr; consent=1.0000.1767225600; consent-reset=1', 'consent', '1.0000.1767225600'],
    ['NEXT_LOCALE=fr; consent-reset=1', 'consent-reset', '1'],
    ['NEXT_LOCALE=fr; consent-reset=1', 'consent', null],
    ['', 'consent', null],
    ['a=%E2%9C%93', 'a', '✓'],
    ['a=%E2%9C', 'a', '%E2%9C'],
  ])('reads from %j the cookie %s: %j', (header, name, value) => {
    expect(readCookie(header, name)).toBe(value);
  });

  it('mirrors the stored value for the whole site for six months, Secure on https', () => {
    expect(consentCookie('consent', '1.1000.1767225600', true)).toBe(
      'consent=1.1000.1767225600; Path=/; Max-Age=15552000; SameSite=Lax; Secure',
    );
    expect(consentCookie('consent', '1.1000.1767225600', false)).not.toContain('Secure');
  });

  it('deletes a cookie on the host or on a parent domain', () => {
    expect(expiredCookie('_ga', null)).toBe('_ga=; Path=/; Max-Age=0');
    expect(expiredCookie('_ga', '.immohorizon.be')).toBe('_ga=; Path=/; Max-Age=0; Domain=.immohorizon.be');
  });
});

describe('withdrawing consent removes the tags’ cookies', () => {
  const names = ['NEXT_LOCALE', 'consent', '_ga', '_ga_ABC123', '_gid', '_gcl_au', '_fbp', '_fbc', 'galaxy'];

  it.each([
    ['Decline', ESSENTIAL_ONLY, ['_ga', '_ga_ABC123', '_gid', '_gcl_au', '_fbp', '_fbc']],
    ['Agree all', ALL_GRANTED, []],
    ['analytics kept, ads withdrawn', { ...ESSENTIAL_ONLY, analytics_storage: true }, ['_gcl_au', '_fbp', '_fbc']],
    ['ads kept, analytics withdrawn', { ...ALL_GRANTED, analytics_storage: false }, ['_ga', '_ga_ABC123', '_gid']],
  ])('%s', (_name, choices, expected) => {
    expect(trackingCookiesToRemove(names, choices)).toEqual(expected);
  });

  it.each([
    ['www.immohorizon.be', [null, '.www.immohorizon.be', '.immohorizon.be']],
    ['immohorizon.be', [null, '.immohorizon.be']],
    ['localhost', [null]],
    ['127.0.0.1', [null]],
  ])('looks on the host and its parent domains: %s', (host, expected) => {
    expect(cookieDomainsFor(host)).toEqual(expected);
  });
});
