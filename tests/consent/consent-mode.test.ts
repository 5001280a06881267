import { describe, expect, it } from 'vitest';
import { consentModeFor, CONSENT_MODE_DEFAULT } from '@/lib/consent/consent-mode';
import { ALL_GRANTED, ESSENTIAL_ONLY } from '@/lib/consent/consent-state';

describe('Consent Mode', () => {
  it('defaults every optional purpose to denied; essential storage is always granted', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it.each([
    ['Decline', ESSENTIAL_ONLY, ['denied', 'denied', 'denied', 'denied']],
    ['Agree all', ALL_GRANTED, ['granted', 'granted', 'granted', 'granted']],
    ['analytics only', { ...ESSENTIAL_ONLY, analytics_storage: true }, ['granted', 'denied', 'denied', 'denied']],
    ['ads without personalization', { ...ALL_GRANTED, analytics_storage: false, ad_personalization: false }, ['denied', 'granted', 'granted', 'denied']],
  ] as const)('updates %s to analytics/ad storage/ad user data/ad personalization %j', (_name, choices, expected) => {
    const state = consentModeFor(choices);
    expect([state.analytics_storage, state.ad_storage, state.ad_user_data, state.ad_personalization]).toEqual(expected);
    expect(state.functionality_storage).toBe('granted');
    expect(state.security_storage).toBe('granted');
  });
});
