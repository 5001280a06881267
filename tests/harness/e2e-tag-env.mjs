// The analytics tag settings of the e2e build and of the servers that serve it (tests/harness/e2e.mjs,
// the cross-engine suite tests/harness/engines/): every tag configured with a fake id, its scripts on a
// localhost origin that nothing listens on. e2e/fixtures.ts (Playwright routing) and
// tests/harness/engines/fake-tag-server.ts answer those requests with the tiny fake tags of
// e2e/fake-tags.ts, so no test ever reaches a third party. Keep in sync with FAKE_TAGS there.
export const E2E_TAG_ENV = {
  TAG_ANALYTICS_ID: 'G-E2ETEST',
  TAG_ADS_ID: 'AW-E2ETEST',
  TAG_MANAGER_ID: 'GTM-E2ETEST',
  TAG_SOCIAL_PIXEL_ID: '100000000000001',
  TAG_GOOGLE_ORIGIN: 'http://localhost:3199',
  TAG_SOCIAL_PIXEL_SCRIPT: 'http://localhost:3199/fbevents.js',
};
