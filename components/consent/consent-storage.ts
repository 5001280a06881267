import { CONSENT_COOKIE, CONSENT_RESET_COOKIE } from '@/lib/proxy/consent-reset';
import { CONSENT_STORAGE_KEY } from '@/lib/consent/consent-state';
import { consentCookie, expiredCookie, readCookie } from '@/lib/consent/cookies';
import { UTM_STORAGE_KEY, utmToKeep } from '@/lib/consent/utm';

/**
 * Browser storage of the consent (SPEC §7): local storage holds the choice, the `consent` cookie
 * mirrors it for the server. Storage can be unavailable (blocked, private modes): reading then
 * falls back on the cookie, writing does what it can.
 */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function setCookie(assignment: string): void {
  document.cookie = assignment;
}

export function readStoredConsent(): string | null {
  const storage = local();
  if (!storage) return readCookie(document.cookie, CONSENT_COOKIE);
  try {
    return storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return readCookie(document.cookie, CONSENT_COOKIE);
  }
}

export function writeStoredConsent(value: string): void {
  try {
    local()?.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Full or blocked: the cookie still carries the choice.
  }
  mirrorConsentCookie(value);
}

/** Keeps the cookie equal to the stored value (it may have expired or been cleared alone). */
export function mirrorConsentCookie(value: string): void {
  if (readCookie(document.cookie, CONSENT_COOKIE) === value) return;
  setCookie(consentCookie(CONSENT_COOKIE, value, window.location.protocol === 'https:'));
}

export function clearStoredConsent(): void {
  try {
    local()?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
  setCookie(expiredCookie(CONSENT_COOKIE, null));
}

/** True once after `?setcookies`: the proxy's short-lived marker, consumed here. */
export function takeResetRequest(): boolean {
  if (readCookie(document.cookie, CONSENT_RESET_COOKIE) === null) return false;
  setCookie(expiredCookie(CONSENT_RESET_COOKIE, null));
  return true;
}

/** Keeps the landing URL's UTM parameters in session storage and returns what is kept. */
export function keepUtm(search: string): string | null {
  const storage = session();
  try {
    const kept = storage?.getItem(UTM_STORAGE_KEY) ?? null;
    const next = utmToKeep(search, kept);
    if (next && next !== kept) storage?.setItem(UTM_STORAGE_KEY, next);
    return next;
  } catch {
    return null;
  }
}
