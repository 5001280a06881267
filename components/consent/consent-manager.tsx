'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
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
import { OPEN_CONSENT_SETTINGS } from './open-consent-settings';

/**
 * The tags' code (Consent Mode, the scripts a choice allows, page views) is fetched only where tags
 * are configured; a site without any sends nothing and needs none of it. It runs in order: the
 * defaults are sent before any tag can load, inside that same module.
 */
const tagRuntime = (tags: TagSettings) => (hasTags(tags) ? import('./tag-runtime') : null);

/** The dialog's code is fetched only when it has to show. */
const loadDialog = () => import('./consent-dialog');
const ConsentDialog = lazy(loadDialog);

type DialogState = { view: 'main' | 'settings'; initial: ConsentChoices; hasChoice: boolean };

/** Marks the page for styles and tests: 'asking', 'stored' or 'preview' (no dialog, no choice). */
function markPage(state: 'asking' | 'stored' | 'preview'): void {
  document.documentElement.dataset.consent = state;
}

/**
 * The cookie consent island (SPEC §4). Renders nothing until it knows the visitor has not chosen
 * yet; then it shows the dialog. On every page it sends the Consent Mode defaults, applies a stored
 * choice (tags and page view) and keeps the landing URL's UTM parameters.
 */
export function ConsentManager({ texts, tags }: { texts: ConsentTexts; tags: TagSettings }) {
  const pathname = usePathname();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // null: no live region yet; '' once the dialog has shown; then the confirmation.
  const [status, setStatus] = useState<string | null>(null);
  const keptUtm = useRef<string | null>(null);

  const show = useCallback((state: DialogState) => {
    void loadDialog().then(() => {
      setDialog(state);
      setStatus((current) => current ?? '');
    });
  }, []);

  useEffect(() => {
    const storedValue = readStoredConsent();
    const onLoad = consentOnLoad({
      storedValue,
      resetRequested: takeResetRequest(),
      pathname: window.location.pathname,
      now: Date.now(),
    });
    if (onLoad.clearStored) clearStoredConsent();
    keptUtm.current = keepUtm(window.location.search);
    const runtime = tagRuntime(tags);
    const choices = onLoad.consent && storedValue ? onLoad.consent.choices : null;
    void runtime?.then((r) => {
      r.sendConsentDefaults();
      if (!choices) return;
      r.applyConsent(choices, tags);
      r.sendPageView(keptUtm.current);
    });
    if (choices && storedValue) {
      mirrorConsentCookie(storedValue);
      markPage('stored');
    } else if (onLoad.showDialog) {
      show({ view: 'main', initial: ESSENTIAL_ONLY, hasChoice: false });
      markPage('asking');
    } else {
      markPage('preview');
    }
  }, [pathname, tags, show]);

  useEffect(() => {
    const reopen = () => {
      const stored = decodeConsent(readStoredConsent(), Date.now());
      show({ view: 'settings', initial: stored?.choices ?? ESSENTIAL_ONLY, hasChoice: stored !== null });
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, reopen);
  }, [show]);

  const save = useCallback(
    (choices: ConsentChoices) => {
      writeStoredConsent(encodeConsent({ choices, savedAt: Date.now() }));
      setDialog(null);
      setStatus('');
      markPage('stored');
      // SPEC §4: the consent state is updated after 500 ms, then a page view is sent.
      window.setTimeout(() => {
        setStatus(texts.saved);
        void tagRuntime(tags)?.then((r) => {
          r.applyConsent(choices, tags);
          r.sendPageView(keptUtm.current);
        });
      }, CONSENT_UPDATE_DELAY_MS);
    },
    [tags, texts.saved],
  );

  return (
    <>
      {dialog && (
        <Suspense fallback={null}>
          <ConsentDialog
            texts={texts}
            initialView={dialog.view}
            initial={dialog.initial}
            hasChoice={dialog.hasChoice}
            onSave={save}
            onDismiss={() => setDialog(null)}
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
