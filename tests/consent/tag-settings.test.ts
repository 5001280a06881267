import { describe, expect, it } from 'vitest';
import { getSiteConfig } from '@/lib/content/site';
import { hasTags, planTags, scriptsOf, type TagSettings } from '@/lib/consent/tags';
import { tagSettingsFrom } from '@/lib/consent/tag-settings';
import { ALL_GRANTED } from '@/lib/consent/consent-state';

const siteInfo: TagSettings = {
  analyticsId: '',
  adsId: '',
  tagManagerId: '',
  socialPixelId: '',
  googleTagOrigin: 'https://www.googletagmanager.com',
  socialPixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
};

describe('tag settings', () => {
  it('come from site info when the environment says nothing', () => {
    expect(tagSettingsFrom(siteInfo, { PATH: '/usr/bin', TAG_ADS_ID: '' })).toEqual(siteInfo);
  });

  it('take ids and script locations from the environment at build time', () => {
    const settings = tagSettingsFrom(siteInfo, {
      TAG_ANALYTICS_ID: 'G-E2E',
      TAG_ADS_ID: 'AW-1',
      TAG_MANAGER_ID: 'GTM-E2E',
      TAG_SOCIAL_PIXEL_ID: '123',
      TAG_GOOGLE_ORIGIN: 'http://localhost:3199',
      TAG_SOCIAL_PIXEL_SCRIPT: 'http://localhost:3199/fbevents.js',
    });
    expect(settings).toEqual({
      analyticsId: 'G-E2E',
      adsId: 'AW-1',
      tagManagerId: 'GTM-E2E',
      socialPixelId: '123',
      googleTagOrigin: 'http://localhost:3199',
      socialPixelScriptUrl: 'http://localhost:3199/fbevents.js',
    });
  });

  it.each([
    [{ TAG_ANALYTICS_ID: 'G-1"><script>' }],
    [{ TAG_GOOGLE_ORIGIN: 'not a url' }],
  ])('refuse a malformed value: %j', (env) => {
    expect(() => tagSettingsFrom(siteInfo, env)).toThrow(/Invalid tag settings/);
  });

  it('refuse a malformed id in site info', () => {
    expect(() => tagSettingsFrom({ ...siteInfo, tagManagerId: 'GTM X' }, {})).toThrow(/tagManagerId/);
  });

  it('as shipped in data/site.json configure no id, so the site makes no third-party request', () => {
    const settings = tagSettingsFrom(getSiteConfig().siteInfo, {});
    expect([settings.analyticsId, settings.adsId, settings.tagManagerId, settings.socialPixelId]).toEqual(['', '', '', '']);
    expect(scriptsOf(planTags(settings, ALL_GRANTED))).toEqual([]);
  });

  it.each(['analyticsId', 'adsId', 'tagManagerId', 'socialPixelId'] as const)(
    'need the tag code in the browser as soon as %s is set, and not without any id',
    (key) => {
      expect(hasTags(siteInfo)).toBe(false);
      expect(hasTags({ ...siteInfo, [key]: 'X-1' })).toBe(true);
    },
  );
});
