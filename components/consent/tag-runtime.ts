import { CONSENT_MODE_DEFAULT, consentModeFor } from '@/lib/consent/consent-mode';
import type { ConsentChoices } from '@/lib/consent/consent-state';
import { cookieDomainsFor, expiredCookie, trackingCookiesToRemove } from '@/lib/consent/cookies';
import { planTags, type TagSettings } from '@/lib/consent/tags';
import { withUtm } from '@/lib/consent/utm';

/**
 * The analytics tags in the browser: Consent Mode through the data layer, the scripts the
 * visitor's choice allows (lib/consent/tags), and page views. State lives at module level because
 * the island mounts again on every page of a client-side navigation, while scripts load once per
 * document.
 */
type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: unknown; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let defaultsSent = false;
let lastUpdate = '';
let lastPageView = '';
const loaded = new Set<string>();
let pixelId = '';
let pixel: 'absent' | 'granted' | 'revoked' = 'absent';

/** The standard gtag: pushes its `arguments` object, which is what the Google tag reads. */
const gtag: (...args: unknown[]) => void = function () {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
};

function addScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Consent Mode defaults, all optional purposes denied; runs before any tag can load. */
export function sendConsentDefaults(): void {
  if (defaultsSent) return;
  defaultsSent = true;
  window.dataLayer ??= [];
  window.gtag ??= gtag;
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULT });
}

function loadSocialPixel(id: string, src: string): void {
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq ??= fbq;
  }
  if (pixelId !== id) {
    pixelId = id;
    window.fbq('init', id);
  }
  addScript(src);
}

function removeWithdrawnCookies(choices: ConsentChoices): void {
  const names = document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean);
  for (const name of trackingCookiesToRemove(names, choices)) {
    for (const domain of cookieDomainsFor(window.location.hostname)) document.cookie = expiredCookie(name, domain);
  }
}

/**
 * Applies a choice: the Consent Mode update, then the tags it allows. A withdrawn purpose denies
 * its tags from now on and removes their cookies (a loaded script cannot be unloaded).
 */
export function applyConsent(choices: ConsentChoices, settings: TagSettings): void {
  sendConsentDefaults();
  const update = consentModeFor(choices);
  const key = JSON.stringify(update);
  if (key !== lastUpdate) {
    lastUpdate = key;
    gtag('consent', 'update', { ...update });
  }
  removeWithdrawnCookies(choices);

  const plan = planTags(settings, choices);
  if (plan.tagManager && !loaded.has(plan.tagManager.src)) {
    window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(plan.tagManager.src);
  }
  if (plan.googleTag) {
    if (!loaded.has(plan.googleTag.src)) gtag('js', new Date());
    for (const id of plan.googleTag.ids) {
      if (loaded.has(`config:${id}`)) continue;
      loaded.add(`config:${id}`);
      gtag('config', id, { send_page_view: false });
    }
    addScript(plan.googleTag.src);
  }
  if (plan.socialPixel) {
    if (pixel === 'revoked') window.fbq?.('consent', 'grant');
    loadSocialPixel(plan.socialPixel.id, plan.socialPixel.src);
    pixel = 'granted';
  } else if (pixel === 'granted') {
    window.fbq?.('consent', 'revoke');
    pixel = 'revoked';
  }
}

/**
 * SPEC §4: the page-view event, its URL carrying the kept UTM parameters. Sent once per page;
 * a later change of mind on the same page does not count the visit twice.
 */
export function sendPageView(keptUtm: string | null): void {
  const location = withUtm(window.location.href, keptUtm);
  if (location === lastPageView) return;
  lastPageView = location;
  gtag('event', 'page_view', { page_location: location, page_title: document.title });
  if (pixel === 'granted') window.fbq?.('track', 'PageView');
}
