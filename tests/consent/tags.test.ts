import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, ESSENTIAL_ONLY, type ConsentChoices } from '@/lib/consent/consent-state';
import { planTags, scriptsOf, type TagSettings } from '@/lib/consent/tags';

const GOOGLE = 'https://www.googletagmanager.com';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';
const none: TagSettings = {
  analyticsId: '',
  adsId: '',
  tagManagerId: '',
  socialPixelId: '',
  googleTagOrigin: GOOGLE,
  socialPixelScriptUrl: PIXEL,
};
const all: TagSettings = { ...none, analyticsId: 'G-ABC123', adsId: 'AW-987', tagManagerId: 'GTM-XYZ', socialPixelId: '4242' };
const only = (flags: Partial<ConsentChoices>): ConsentChoices => ({ ...ESSENTIAL_ONLY, ...flags });

describe('which tags may load (SPEC §4)', () => {
  it.each([
    ['no choice yet', null],
    ['Decline', ESSENTIAL_ONLY],
    ['Agree all', ALL_GRANTED],
    ['analytics only', only({ analytics_storage: true })],
  ])('with no id configured, no tag loads and no third-party script is requested: %s', (_name, choices) => {
    expect(scriptsOf(planTags(none, choices))).toEqual([]);
  });

  it('loads nothing before the visitor chooses, even with every id configured', () => {
    expect(scriptsOf(planTags(all, null))).toEqual([]);
  });

  it('loads nothing after Decline', () => {
    expect(scriptsOf(planTags(all, ESSENTIAL_ONLY))).toEqual([]);
  });

  it('loads every configured tag after Agree all', () => {
    const plan = planTags(all, ALL_GRANTED);
    expect(plan.tagManager).toEqual({ id: 'GTM-XYZ', src: `${GOOGLE}/gtm.js?id=GTM-XYZ` });
    expect(plan.googleTag).toEqual({ src: `${GOOGLE}/gtag/js?id=G-ABC123`, ids: ['G-ABC123', 'AW-987'] });
    expect(plan.socialPixel).toEqual({ id: '4242', src: PIXEL });
  });

  it.each<[string, Partial<ConsentChoices>, { manager: boolean; google: string[]; pixel: boolean }]>([
    ['analytics storage', { analytics_storage: true }, { manager: true, google: ['G-ABC123'], pixel: false }],
    ['ad storage', { ad_storage: true }, { manager: true, google: ['AW-987'], pixel: false }],
    ['ad storage + ad user data', { ad_storage: true, ad_user_data: true }, { manager: true, google: ['AW-987'], pixel: true }],
    ['ad user data alone', { ad_user_data: true }, { manager: false, google: [], pixel: false }],
    ['ad personalization alone', { ad_personalization: true }, { manager: false, google: [], pixel: false }],
  ])('with %s granted', (_name, flags, expected) => {
    const plan = planTags(all, only(flags));
    expect(plan.tagManager !== null).toBe(expected.manager);
    expect(plan.googleTag?.ids ?? []).toEqual(expected.google);
    expect(plan.socialPixel !== null).toBe(expected.pixel);
  });

  it('loads a tag only when its own id is configured', () => {
    const analyticsOnly = { ...none, analyticsId: 'G-ABC123' };
    expect(scriptsOf(planTags(analyticsOnly, ALL_GRANTED))).toEqual([`${GOOGLE}/gtag/js?id=G-ABC123`]);
    const adsOnly = { ...none, adsId: 'AW-987' };
    expect(scriptsOf(planTags(adsOnly, only({ analytics_storage: true })))).toEqual([]);
    expect(planTags(adsOnly, only({ ad_storage: true })).googleTag?.src).toBe(`${GOOGLE}/gtag/js?id=AW-987`);
  });

  it('serves Google scripts from a configured origin, such as a first-party tagging server', () => {
    const plan = planTags({ ...all, googleTagOrigin: 'http://localhost:3199/' }, ALL_GRANTED);
    expect(plan.tagManager?.src).toBe('http://localhost:3199/gtm.js?id=GTM-XYZ');
    expect(plan.googleTag?.src).toBe('http://localhost:3199/gtag/js?id=G-ABC123');
  });
});
