import { CONSENT_FLAGS, type ConsentChoices } from './consent-state';

export type ConsentModeValue = 'granted' | 'denied';
export type ConsentModeState = Readonly<
  Record<(typeof CONSENT_FLAGS)[number] | 'functionality_storage' | 'security_storage', ConsentModeValue>
>;

/** Essential cookies (language, the consent choice itself, security) never need consent. */
const ESSENTIAL = { functionality_storage: 'granted', security_storage: 'granted' } as const;

/** Consent Mode defaults, sent before any tag loads: every optional purpose denied. */
export const CONSENT_MODE_DEFAULT: ConsentModeState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  ...ESSENTIAL,
};

/** The Consent Mode update for the visitor's choices. */
export function consentModeFor(choices: ConsentChoices): ConsentModeState {
  const flags = Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, choices[flag] ? 'granted' : 'denied']));
  return { ...(flags as Record<(typeof CONSENT_FLAGS)[number], ConsentModeValue>), ...ESSENTIAL };
}
