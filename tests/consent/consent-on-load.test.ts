import { describe, expect, it } from 'vitest';
import { consentOnLoad } from '@/lib/consent/consent-on-load';
import { ALL_GRANTED, encodeConsent, ESSENTIAL_ONLY } from '@/lib/consent/consent-state';

const NOW = Date.UTC(2026, 2, 1);
const agreed = encodeConsent({ choices: ALL_GRANTED, savedAt: NOW - 1000 });
const declined = encodeConsent({ choices: ESSENTIAL_ONLY, savedAt: NOW - 1000 });
const expired = encodeConsent({ choices: ALL_GRANTED, savedAt: NOW - 400 * 24 * 3600 * 1000 });

describe('when a page loads', () => {
  it.each([
    // name, stored, reset, path → dialog, consent applied, storage cleared
    ['first visit: the dialog shows', null, false, '/nl/', true, null, false],
    ['after Agree all: no dialog, the choice applies', agreed, false, '/nl/', false, ALL_GRANTED, false],
    ['after Decline: no dialog either', declined, false, '/fr/a-vendre/', false, ESSENTIAL_ONLY, false],
    ['?setcookies: the stored choice is forgotten, the dialog shows', agreed, true, '/nl/', true, null, true],
    ['?setcookies on a first visit: the dialog shows', null, true, '/nl/', true, null, false],
    ['an expired choice: asked again', expired, false, '/nl/', true, null, true],
    ['a malformed value: asked again', 'yes', false, '/nl/', true, null, true],
    ['a preview path: no dialog, and no choice means no tag', null, false, '/preview/fr/a-vendre/', false, null, false],
    ['any path containing preview is a preview', null, false, '/fr/page-PREVIEW-x/', false, null, false],
    ['a preview path follows a stored choice', agreed, false, '/preview/nl/', false, ALL_GRANTED, false],
    ['?setcookies on a preview path: forgotten, still no dialog', agreed, true, '/preview/nl/', false, null, true],
  ])('%s', (_name, storedValue, resetRequested, pathname, showDialog, choices, clearStored) => {
    const result = consentOnLoad({ storedValue, resetRequested, pathname, now: NOW });
    expect(result.showDialog).toBe(showDialog);
    expect(result.consent?.choices ?? null).toEqual(choices);
    expect(result.clearStored).toBe(clearStored);
    expect(result.preview).toBe(pathname.toLowerCase().includes('preview'));
  });
});
