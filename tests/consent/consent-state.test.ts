import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  CONSENT_MAX_AGE_DAYS,
  decodeConsent,
  encodeConsent,
  ESSENTIAL_ONLY,
  type ConsentChoices,
} from '@/lib/consent/consent-state';

const SAVED = Date.UTC(2026, 0, 1); // 1767225600 s
const DAY = 24 * 60 * 60 * 1000;
const analyticsOnly: ConsentChoices = { ...ESSENTIAL_ONLY, analytics_storage: true };

describe('the stored consent: a marker and four flags (SPEC §4, §7)', () => {
  it.each([
    ['Agree all', ALL_GRANTED, '1.1111.1767225600'],
    ['Decline: only the essential consent', ESSENTIAL_ONLY, '1.0000.1767225600'],
    ['analytics storage only', analyticsOnly, '1.1000.1767225600'],
    ['ad storage and ad user data', { ...ESSENTIAL_ONLY, ad_storage: true, ad_user_data: true }, '1.0110.1767225600'],
    ['ad personalization only', { ...ESSENTIAL_ONLY, ad_personalization: true }, '1.0001.1767225600'],
  ])('encodes %s as %j and reads it back', (_name, choices, encoded) => {
    expect(encodeConsent({ choices, savedAt: SAVED })).toBe(encoded);
    expect(decodeConsent(encoded, SAVED + DAY)).toEqual({ choices, savedAt: SAVED });
  });

  it('keeps the save time to the second', () => {
    expect(encodeConsent({ choices: ALL_GRANTED, savedAt: SAVED + 999 })).toBe('1.1111.1767225600');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['all'],
    ['true'],
    ['1.111.1767225600'],
    ['1.11111.1767225600'],
    ['1.2000.1767225600'],
    ['2.1111.1767225600'],
    ['1.1111.'],
    ['1.1111.abc'],
    ['{"analytics_storage":true}'],
  ])('treats %j as no consent, so the dialog asks', (value) => {
    expect(decodeConsent(value, SAVED)).toBeNull();
  });

  it(`asks again after ${CONSENT_MAX_AGE_DAYS} days`, () => {
    const value = encodeConsent({ choices: ALL_GRANTED, savedAt: SAVED });
    expect(decodeConsent(value, SAVED + CONSENT_MAX_AGE_DAYS * DAY)).not.toBeNull();
    expect(decodeConsent(value, SAVED + CONSENT_MAX_AGE_DAYS * DAY + 1000)).toBeNull();
  });

  it('tolerates surrounding spaces, as a cookie header may carry', () => {
    expect(decodeConsent(' 1.1000.1767225600 ', SAVED)?.choices).toEqual(analyticsOnly);
  });
});
