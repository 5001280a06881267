/** Cookie mirroring the visitor's consent choices (issue: cookie consent). */
export const CONSENT_COOKIE = 'consent';
/** Short-lived marker telling the consent island to clear local storage and show the dialog. */
export const CONSENT_RESET_COOKIE = 'consent-reset';

/**
 * SPEC §2.1: the query parameter 'setcookies' clears all stored consent. Returns the URL to
 * redirect to (the same URL without the parameter), or null when the parameter is absent.
 */
export function consentResetRedirect(url: URL): URL | null {
  if (!url.searchParams.has('setcookies')) return null;
  const target = new URL(url);
  target.searchParams.delete('setcookies');
  return target;
}
