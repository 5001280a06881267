import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  AGREE_ALL_CHOICE,
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_CHOSEN_EVENT,
  DECLINE_CHOICE,
  OPEN_CONSENT_SETTINGS,
  SETTINGS_CHOICE,
  type ConsentBootState,
} from '@/lib/consent/banner-events';
import { consentBootScript } from '@/lib/consent/consent-boot';
import { consentOnLoad } from '@/lib/consent/consent-on-load';
import { ALL_GRANTED, decodeConsent, encodeConsent, ESSENTIAL_ONLY } from '@/lib/consent/consent-state';
import { consentCookie } from '@/lib/consent/cookies';

const NOW = Date.now();
const agreed = encodeConsent({ choices: ALL_GRANTED, savedAt: NOW - 1000 });
const declined = encodeConsent({ choices: ESSENTIAL_ONLY, savedAt: NOW - 1000 });
const expired = encodeConsent({ choices: ALL_GRANTED, savedAt: NOW - 400 * 24 * 3600 * 1000 });

type Page = {
  stored?: string | null;
  cookie?: string;
  path?: string;
  protocol?: string;
  /** Local storage throws (blocked): the cookie is read instead. */
  blockedStorage?: boolean;
};

/** Runs the script in a small stand-in for a browser page and returns what it did. */
function boot({ stored = null, cookie = '', path = '/nl/', protocol = 'http:', blockedStorage = false }: Page = {}) {
  const storage = new Map<string, string>(stored === null ? [] : [['consent', stored]]);
  const assigned: string[] = [];
  const attributes = new Map<string, string>();
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const events: string[] = [];
  const window: Record<string, unknown> = {
    dispatchEvent: (event: { type: string }) => events.push(event.type),
  };
  Object.defineProperty(window, 'localStorage', {
    get() {
      if (blockedStorage) throw new Error('denied');
      return {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
        removeItem: (k: string) => storage.delete(k),
      };
    },
  });
  const document = {
    documentElement: {
      setAttribute: (k: string, v: string) => attributes.set(k, v),
      getAttribute: (k: string) => attributes.get(k) ?? null,
      style: { setProperty: () => undefined },
    },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      assigned.push(value);
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    getElementById: () => null,
  };
  runInNewContext(consentBootScript(), {
    window,
    document,
    location: { pathname: path, protocol },
    Event: class {
      constructor(public type: string) {}
    },
  });
  const banner = {};
  /** An element of the banner: a button with `choice`, or its text (no button). */
  const inBanner = (choice: string | null) => ({
    closest: (selector: string) =>
      selector === `#${CONSENT_BANNER_ID}` ? banner : selector === `[${CONSENT_CHOICE_ATTRIBUTE}]` && choice ? { getAttribute: () => choice } : null,
  });
  return {
    state: () => attributes.get('data-consent'),
    stored: () => storage.get('consent') ?? null,
    assigned,
    events,
    boot: () => window.__consentBoot as ConsentBootState,
    click: (choice: string | null) => listeners.click!.forEach((l) => l({ target: inBanner(choice) })),
    key: (key: string, choice: string | null = null) => listeners.keydown!.forEach((l) => l({ key, target: inBanner(choice) })),
  };
}

describe('before the first paint', () => {
  it.each([
    // name, page → what <html data-consent> says
    ['a first visit asks', {}, 'asking'],
    ['after Agree all: stored', { stored: agreed }, 'stored'],
    ['after Decline: stored', { stored: declined }, 'stored'],
    ['an expired choice asks again', { stored: expired }, 'asking'],
    ['a malformed value asks again', { stored: 'yes' }, 'asking'],
    ['another version asks again', { stored: agreed.replace(/^1\./, '2.') }, 'asking'],
    ['a preview path does not ask', { path: '/preview/fr/a-vendre/' }, 'preview'],
    ['any path containing preview is a preview', { path: '/fr/page-PREVIEW-x/' }, 'preview'],
    ['a preview path with a choice: stored', { path: '/preview/nl/', stored: agreed }, 'stored'],
    ['storage blocked: the cookie holds the choice', { blockedStorage: true, cookie: `consent=${agreed}` }, 'stored'],
    ['storage blocked, no cookie: asks', { blockedStorage: true, cookie: 'consent-reset-not=1' }, 'asking'],
    ['?setcookies forgets the choice and asks', { stored: agreed, cookie: `consent=${agreed}; consent-reset=1` }, 'asking'],
  ] satisfies [string, Page, string][])('%s', (_name, page, state) => {
    expect(boot(page).state()).toBe(state);
  });

  it('decides as the app does (lib/consent/consent-on-load)', () => {
    for (const stored of [null, agreed, declined, expired, 'yes']) {
      for (const path of ['/nl/', '/preview/nl/']) {
        for (const reset of [false, true]) {
          const page = boot({ stored, path, cookie: reset ? 'consent-reset=1' : '' });
          const app = consentOnLoad({ storedValue: stored, resetRequested: reset, pathname: path, now: Date.now() });
          expect(page.state() === 'asking', `${stored} ${path} ${reset}`).toBe(app.showDialog);
        }
      }
    }
  });

  it('?setcookies: clears local storage, the consent cookie and the reset marker', () => {
    const page = boot({ stored: agreed, cookie: 'consent-reset=1' });
    expect(page.stored()).toBeNull();
    expect(page.assigned).toEqual(['consent=; Path=/; Max-Age=0', 'consent-reset=; Path=/; Max-Age=0']);
  });
});

describe("the banner's buttons before the app runs", () => {
  it.each([
    ['Decline stores only the essential consent', DECLINE_CHOICE, ESSENTIAL_ONLY],
    ['Agree all stores every consent', AGREE_ALL_CHOICE, ALL_GRANTED],
  ])('%s, mirrored in the cookie, and closes the banner', (_name, choice, choices) => {
    const page = boot();
    page.click(choice);
    const value = page.stored()!;
    expect(decodeConsent(value, Date.now())?.choices).toEqual(choices);
    expect(page.assigned).toEqual([consentCookie('consent', value, false)]);
    expect(page.state()).toBe('stored');
    expect(page.events).toEqual([CONSENT_CHOSEN_EVENT]);
    expect(page.boot().chosenAt).toBeGreaterThanOrEqual(NOW);
  });

  it('on https the cookie is Secure', () => {
    const page = boot({ protocol: 'https:' });
    page.click(DECLINE_CHOICE);
    expect(page.assigned[0]).toMatch(/; Secure$/);
  });

  it("'Change settings' asks the app for the settings view and stores nothing", () => {
    const page = boot();
    page.click(SETTINGS_CHOICE);
    expect(page.boot().settings).toBe(true);
    expect(page.events).toEqual([OPEN_CONSENT_SETTINGS]);
    expect(page.stored()).toBeNull();
    expect(page.state()).toBe('asking');
  });

  it('a click on the text, not a button, does nothing', () => {
    const page = boot();
    page.click(null);
    expect(page.events).toEqual([]);
    expect(page.state()).toBe('asking');
  });

  it('Escape in the banner declines; once chosen it does nothing more', () => {
    const page = boot();
    page.key('Escape', AGREE_ALL_CHOICE);
    expect(decodeConsent(page.stored(), Date.now())?.choices).toEqual(ESSENTIAL_ONLY);
    page.key('Escape');
    expect(page.events).toEqual([CONSENT_CHOSEN_EVENT]);
  });
});
