'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_CHOSEN_EVENT,
  consentBootState,
  OPEN_CONSENT_SETTINGS,
  SETTINGS_CHOICE,
} from '@/lib/consent/banner-events';
import { consentOnLoad } from '@/lib/consent/consent-on-load';
import {
  CONSENT_UPDATE_DELAY_MS,
  decodeConsent,
  encodeConsent,
  ESSENTIAL_ONLY,
  type ConsentChoices,
} from '@/lib/consent/consent-state';
import { hasTags, type TagSettings } from '@/lib/consent/has-tags';
import {
  clearStoredConsent,
  keepUtm,
  mirrorConsentCookie,
  readStoredConsent,
  takeResetRequest,
  writeStoredConsent,
} from './consent-storage';
import type { ConsentTexts } from './consent-texts';

/**
 * The tags' code (Consent Mode, the scripts a choice allows, page views) is fetched only where tags
 * are configured; a site without any sends nothing and needs none of it. It runs in order: the
 * defaults are sent before any tag can load, inside that same module.
 */
const tagRuntime = (tags: TagSettings) => (hasTags(tags) ? import('./tag-runtime') : null);

/** The settings dialog's code is fetched only when it has to show. */
const loadDialog = () => import('./consent-dialog');
const ConsentDialog = lazy(loadDialog);

type SettingsState = { initial: ConsentChoices; fromBanner: boolean };

/** Marks the page for styles and tests: 'asking' shows the banner; 'stored' or 'preview' (no banner, no choice) hide it. */
function markPage(state: 'asking' | 'stored' | 'preview'): void {
  document.documentElement.dataset.consent = state;
}

const bannerShows = () => document.documentElement.dataset.consent === 'asking';
const settingsButton = () =>
  document.querySelector<HTMLElement>(`#${CONSENT_BANNER_ID} [${CONSENT_CHOICE_ATTRIBUTE}="${SETTINGS_CHOICE}"]`);

/** Nothing the visitor is busy with holds the focus (a field they type in keeps it). */
const focusIsFree = () => {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(active.closest(`#${CONSENT_BANNER_ID}`));
};

/**
 * The cookie consent island (SPEC §4). The banner is server HTML that an inline script shows and
 * answers before this code arrives (components/consent/consent-banner, lib/consent/consent-boot);
 * this island takes over what follows a choice (the Consent Mode update after 500 ms, the tags,
 * the page view) and the settings dialog, from the banner or the footer. On every page it sends
 * the Consent Mode defaults, applies a stored choice and keeps the landing URL's UTM parameters.
 */
export function ConsentManager({ texts, tags }: { texts: ConsentTexts; tags: TagSettings }) {
  const pathname = usePathname();
  const [settings, setSettings] = useState<SettingsState | null>(null);
  // null: no live region yet; '' once a choice is being saved; then the confirmation.
  const [status, setStatus] = useState<string | null>(null);
  const keptUtm = useRef<string | null>(null);

  const openSettings = useCallback(() => {
    const stored = decodeConsent(readStoredConsent(), Date.now());
    void loadDialog().then(() =>
      setSettings({ initial: stored?.choices ?? ESSENTIAL_ONLY, fromBanner: bannerShows() }),
    );
  }, []);

  /** SPEC §4: after a save, the consent state is updated after 500 ms, then a page view is sent. */
  const settle = useCallback(
    (choices: ConsentChoices, delay: number) => {
      setStatus('');
      markPage('stored');
      window.setTimeout(() => {
        setStatus(texts.saved);
        void tagRuntime(tags)?.then((r) => {
          r.applyConsent(choices, tags);
          r.sendPageView(keptUtm.current);
        });
      }, delay);
    },
    [tags, texts.saved],
  );

  useEffect(() => {
    const boot = consentBootState();
    const storedValue = readStoredConsent();
    const onLoad = consentOnLoad({
      storedValue,
      resetRequested: takeResetRequest(),
      pathname: window.location.pathname,
      now: Date.now(),
    });
    if (onLoad.clearStored) clearStoredConsent();
    keptUtm.current = keepUtm(window.location.search);
    const choices = onLoad.consent && storedValue ? onLoad.consent.choices : null;
    // Chosen in the banner before this code ran: its 500 ms count from that click.
    const chosenAt = boot?.chosenAt ?? null;
    if (boot) boot.chosenAt = null;
    void tagRuntime(tags)?.then((r) => {
      r.sendConsentDefaults();
      if (!choices || chosenAt !== null) return;
      r.applyConsent(choices, tags);
      r.sendPageView(keptUtm.current);
    });
    if (choices && storedValue) {
      mirrorConsentCookie(storedValue);
      if (chosenAt !== null) settle(choices, Math.max(0, chosenAt + CONSENT_UPDATE_DELAY_MS - Date.now()));
      else markPage('stored');
    } else {
      markPage(onLoad.showDialog ? 'asking' : 'preview');
      if (onLoad.showDialog && boot?.settings && focusIsFree()) openSettings();
    }
    if (boot) boot.settings = false;
  }, [pathname, tags, settle, openSettings]);

  useEffect(() => {
    const chosen = () => {
      const boot = consentBootState();
      if (boot) boot.chosenAt = null;
      const stored = decodeConsent(readStoredConsent(), Date.now());
      if (stored) settle(stored.choices, CONSENT_UPDATE_DELAY_MS);
    };
    window.addEventListener(CONSENT_CHOSEN_EVENT, chosen);
    window.addEventListener(OPEN_CONSENT_SETTINGS, openSettings);
    return () => {
      window.removeEventListener(CONSENT_CHOSEN_EVENT, chosen);
      window.removeEventListener(OPEN_CONSENT_SETTINGS, openSettings);
    };
  }, [settle, openSettings]);

  const save = useCallback(
    (choices: ConsentChoices) => {
      writeStoredConsent(encodeConsent({ choices, savedAt: Date.now() }));
      setSettings(null);
      settle(choices, CONSENT_UPDATE_DELAY_MS);
    },
    [settle],
  );

  return (
    <>
      {settings && (
        <Suspense fallback={null}>
          <ConsentDialog
            texts={texts}
            initial={settings.initial}
            onSave={save}
            onDismiss={() => setSettings(null)}
            onBack={
              settings.fromBanner
                ? () => {
                    setSettings(null);
                    settingsButton()?.focus();
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      {status !== null && (
        <p role="status" className="visually-hidden">
          {status}
        </p>
      )}
    </>
  );
}
