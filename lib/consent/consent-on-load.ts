import { isPreviewPath } from '@/lib/proxy/preview';
import { decodeConsent, type StoredConsent } from './consent-state';

export interface ConsentOnLoad {
  /** The choice to apply to the tags now; null until the visitor makes one. */
  consent: StoredConsent | null;
  /** Local storage still holds a choice that must go (`?setcookies`, expired, malformed). */
  clearStored: boolean;
  showDialog: boolean;
  preview: boolean;
}

/**
 * What the consent island does when a page loads. `resetRequested` is the `consent-reset` cookie
 * that the proxy sets for `?setcookies` (SPEC §2.1): every stored choice is forgotten. In preview
 * mode (a path containing 'preview') consent counts as given, so the dialog never shows; the tags
 * still follow what the visitor stored, so nothing loads without a choice.
 */
export function consentOnLoad({
  storedValue,
  resetRequested,
  pathname,
  now,
}: {
  storedValue: string | null;
  resetRequested: boolean;
  pathname: string;
  now: number;
}): ConsentOnLoad {
  const preview = isPreviewPath(pathname);
  const consent = resetRequested ? null : decodeConsent(storedValue, now);
  return {
    consent,
    clearStored: storedValue !== null && consent === null,
    showDialog: consent === null && !preview,
    preview,
  };
}
