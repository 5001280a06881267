/**
 * What the cookie banner's inline script (./consent-boot) and the app (components/consent) share:
 * the banner's markup hooks, the events the script sends, and what it noted before the app ran.
 */
import { ALL_GRANTED, consentFlags, ESSENTIAL_ONLY } from './consent-state';

/** The banner's element id. */
export const CONSENT_BANNER_ID = 'consent-banner';
/** A banner button's attribute: the flags it stores ('0000', '1111') or 'settings'. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export const DECLINE_CHOICE = consentFlags(ESSENTIAL_ONLY);
export const AGREE_ALL_CHOICE = consentFlags(ALL_GRANTED);
export const SETTINGS_CHOICE = 'settings';
/** Sent on window when a banner button stored a choice. */
export const CONSENT_CHOSEN_EVENT = 'consent:chosen';
/** Sent on window to open the settings view (the banner's 'Change settings', the footer's button). */
export const OPEN_CONSENT_SETTINGS = 'consent:open-settings';
/** The custom property that holds the banner's height while it shows (app/globals.css keeps that room below the page). */
export const BANNER_SPACE_PROPERTY = '--consent-banner-space';
/** Marks an element that keeps clear of the banner: it gets the property too (not inherited from <html>). */
export const BANNER_SPACE_ATTRIBUTE = 'data-consent-space';

/** What the script noted before the app ran, on `window.__consentBoot`. */
export interface ConsentBootState {
  /** When (ms since the epoch) a banner button stored a choice on this page; null when none did. */
  chosenAt: number | null;
  /** The visitor asked for the settings view. */
  settings: boolean;
}

declare global {
  interface Window {
    __consentBoot?: ConsentBootState;
  }
}

/** The script's state, once the app runs; null without it (the script failed or did not run). */
export function consentBootState(): ConsentBootState | null {
  return typeof window === 'undefined' ? null : (window.__consentBoot ?? null);
}
