/**
 * The visitor's cookie choices (SPEC §4, §7): a consent marker and four Consent Mode flags,
 * kept in local storage and mirrored in the first-party cookie `consent` so the server can read
 * them. Both hold the same compact value, `<version>.<flags>.<saved at>`:
 *
 *   1.1000.1767225600  →  version 1; analytics_storage granted, ad_storage, ad_user_data and
 *                         ad_personalization denied; saved at that Unix time (seconds).
 *
 * The flags are one digit each in the order of CONSENT_FLAGS. Essential cookies are always on and
 * therefore not stored. A value that is malformed, of another version or older than
 * CONSENT_MAX_AGE_DAYS counts as no consent, so the dialog asks again.
 */

export const CONSENT_FLAGS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];
export type ConsentChoices = Readonly<Record<ConsentFlag, boolean>>;

export interface StoredConsent {
  choices: ConsentChoices;
  /** When the choice was saved, in milliseconds since the epoch. */
  savedAt: number;
}

/** Local storage key; the cookie is `CONSENT_COOKIE` of lib/proxy/consent-reset. */
export const CONSENT_STORAGE_KEY = 'consent';
export const CONSENT_VERSION = 1;
/** A choice is asked again after six months. */
export const CONSENT_MAX_AGE_DAYS = 180;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
/** SPEC §4, §9: the Consent Mode update follows a save after 500 ms. */
export const CONSENT_UPDATE_DELAY_MS = 500;

export const ALL_GRANTED: ConsentChoices = {
  analytics_storage: true,
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
};

/** 'Decline': only the essential consent, which is always on. */
export const ESSENTIAL_ONLY: ConsentChoices = {
  analytics_storage: false,
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
};

/** The flags as stored: one digit per flag of CONSENT_FLAGS ('1000': analytics only). */
export function consentFlags(choices: ConsentChoices): string {
  return CONSENT_FLAGS.map((flag) => (choices[flag] ? '1' : '0')).join('');
}

export function encodeConsent({ choices, savedAt }: StoredConsent): string {
  return `${CONSENT_VERSION}.${consentFlags(choices)}.${Math.floor(savedAt / 1000)}`;
}

/** The stored value's form: version, flags, saved at (seconds). Also read by the inline script of ./consent-boot. */
export const CONSENT_FORMAT = /^(\d+)\.([01]{4})\.(\d{1,12})$/;

/** The stored consent in `value`, or null when there is none that still holds at `now` (ms). */
export function decodeConsent(value: string | null | undefined, now: number): StoredConsent | null {
  const match = value ? CONSENT_FORMAT.exec(value.trim()) : null;
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  const bits = match[2]!;
  const savedAt = Number(match[3]) * 1000;
  if (now - savedAt > CONSENT_MAX_AGE_SECONDS * 1000) return null;
  const choices = Object.fromEntries(CONSENT_FLAGS.map((flag, i) => [flag, bits[i] === '1'])) as Record<
    ConsentFlag,
    boolean
  >;
  return { choices, savedAt };
}

export function sameChoices(a: ConsentChoices, b: ConsentChoices): boolean {
  return CONSENT_FLAGS.every((flag) => a[flag] === b[flag]);
}
