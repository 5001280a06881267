import { CONSENT_MAX_AGE_SECONDS, type ConsentChoices } from './consent-state';

/** The value of cookie `name` in a Cookie header or `document.cookie`, or null. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** The `document.cookie` assignment that mirrors the stored consent (first-party, whole site). */
export function consentCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The assignment that deletes a cookie set on `domain` (or on the host alone when null). */
export function expiredCookie(name: string, domain: string | null): string {
  return `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`;
}

/** Cookies set by the tags for a purpose, removed when the visitor withdraws that consent. */
const TRACKING_COOKIES: { test: RegExp; needs: (c: ConsentChoices) => boolean }[] = [
  { test: /^(_ga|_ga_.+|_gid|_gat.*)$/, needs: (c) => c.analytics_storage },
  { test: /^(_gcl_.+|_fbp|_fbc)$/, needs: (c) => c.ad_storage },
];

/** The names among `cookieNames` that the choices no longer allow. */
export function trackingCookiesToRemove(cookieNames: readonly string[], choices: ConsentChoices): string[] {
  return cookieNames.filter((name) => TRACKING_COOKIES.some((rule) => rule.test.test(name) && !rule.needs(choices)));
}

/** The domains a tag may have set its cookies on: the host itself and each parent ('.immo.be'). */
export function cookieDomainsFor(hostname: string): (string | null)[] {
  const parts = hostname.split('.');
  if (parts.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null];
  const parents = parts.slice(0, -1).map((_, i) => `.${parts.slice(i).join('.')}`);
  return [null, ...parents];
}
