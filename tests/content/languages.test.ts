import { afterEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import sitemap from '@/app/sitemap';
import proxy from '@/proxy';
import { changedContentPaths } from '@/lib/content/content-paths';
import { languageProblem } from '@/lib/content/content-rules';
import { languageSettingSchema, type LanguageSetting } from '@/lib/content/language-schema';
import { applyLanguagesForm } from '@/lib/content/languages-edit';
import { embeddedLanguageSetting, offeredLanguages, offeredOf } from '@/lib/content/languages';
import { setPublishedDocument } from '@/lib/content/published';
import { embeddedContent } from '@/lib/server/content/store';
import { languagesFormSchema } from '@/lib/forms/site-edit';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_LOCALES } from '@/lib/locale';

const setting = (used: string[], defaultLanguage: string): LanguageSetting =>
  ({ languages: SITE_LOCALES.map((code) => ({ code, use: used.includes(code) })), defaultLanguage, untranslated: 'hidden' }) as LanguageSetting;

const WITHOUT_DE = setting(['nl', 'fr', 'en'], 'nl');

describe('the language setting (data/languages.json as a content document)', () => {
  it('accepts the committed file', () => {
    expect(languageSettingSchema.safeParse(embeddedLanguageSetting()).success).toBe(true);
  });

  it('refuses a default that is not in use, a code twice, an unknown code, no language', () => {
    expect(languageSettingSchema.safeParse(setting(['nl', 'fr'], 'de')).success).toBe(false);
    expect(languageSettingSchema.safeParse({ languages: [{ code: 'nl', use: true }, { code: 'nl', use: true }], defaultLanguage: 'nl' }).success).toBe(false);
    expect(languageSettingSchema.safeParse({ languages: [{ code: 'xx', use: true }], defaultLanguage: 'xx' }).success).toBe(false);
    expect(languageSettingSchema.safeParse({ languages: [], defaultLanguage: 'nl' }).success).toBe(false);
  });

  it('offers the languages in use among those the build has, in the build order', () => {
    expect(offeredOf(WITHOUT_DE, ['nl', 'fr', 'en', 'de'], 'fr')).toEqual({ locales: ['nl', 'fr', 'en'], defaultLocale: 'nl' });
    // A language in use that the build lacks is not offered; the default falls back to the build's.
    expect(offeredOf(setting(['de', 'fr'], 'de'), ['nl', 'fr', 'en'], 'fr')).toEqual({ locales: ['fr'], defaultLocale: 'fr' });
    expect(offeredOf(setting(['de'], 'de'), ['nl', 'fr'], 'fr')).toEqual({ locales: ['nl', 'fr'], defaultLocale: 'fr' });
  });

  it('refuses to offer a language the build has no pages for', () => {
    expect(languageProblem(setting(['nl', 'de'], 'nl'), ['nl', 'fr'])).toEqual({ code: 'languageNotBuilt', values: { language: 'de' } });
    expect(languageProblem(setting(['nl'], 'nl'), ['nl', 'fr'])).toBeNull();
  });

  it('revalidates every page when it changes, nothing when it does not', () => {
    const before = embeddedContent();
    expect(changedContentPaths('languages', before, { ...before, languages: WITHOUT_DE })).toBe('all');
    expect(changedContentPaths('languages', before, { ...before, languages: structuredClone(before.languages) })).toEqual([]);
  });
});

describe('the languages form', () => {
  const form = (fields: Record<string, string>) => languagesFormSchema.parse({ baseId: '', ...fields });

  it('makes a setting of the boxes ticked and the default chosen', () => {
    const edit = applyLanguagesForm(form({ defaultLanguage: 'en', use: { nl: 'on', en: 'on' } } as never), SITE_LOCALES);
    expect(edit).toEqual({ ok: true, setting: setting(['nl', 'en'], 'en') });
  });

  it('refuses a default not offered, no language, a language not built, and says where', () => {
    expect(applyLanguagesForm(form({ defaultLanguage: 'fr', use: { nl: 'on' } } as never), SITE_LOCALES)).toEqual({ ok: false, fieldErrors: { defaultLanguage: ['Editor.errors.defaultNotOffered'] } });
    expect(applyLanguagesForm(form({ defaultLanguage: 'fr' }), SITE_LOCALES)).toEqual({ ok: false, fieldErrors: { 'use.nl': ['Editor.errors.noLanguage'] } });
    expect(applyLanguagesForm(form({ defaultLanguage: 'nl', use: { nl: 'on', de: 'on' } } as never), ['nl', 'fr'])).toEqual({ ok: false, fieldErrors: { 'use.de': ['Editor.errors.languageNotBuilt'] } });
  });

  it('refuses an unknown default language', () => {
    expect(languagesFormSchema.safeParse({ baseId: '', defaultLanguage: 'xx' }).success).toBe(false);
  });
});

describe('a language taken out of use', () => {
  afterEach(() => setPublishedDocument('languages', null, null));
  const publishWithoutDe = () => setPublishedDocument('languages', WITHOUT_DE, 1);
  const request = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`https://agency.example${path}`, { headers }));

  it('sends its pages to the same page in the default language', async () => {
    expect((await request('/de/zu-verkaufen/')).status).not.toBe(307);
    publishWithoutDe();
    expect(offeredLanguages()).toEqual({ locales: ['nl', 'fr', 'en'], defaultLocale: 'nl' });
    const response = await request('/de/zu-verkaufen/');
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/nl/te-koop/');
    // The other languages are served as before.
    expect((await request('/fr/a-vendre/')).headers.get('x-middleware-rewrite')).toContain('/fr/for-sale');
  });

  it('is no longer chosen for a visitor who asks for it; the new default is', async () => {
    publishWithoutDe();
    expect(new URL((await request('/', { 'accept-language': 'de-DE,de;q=0.9' })).headers.get('location')!).pathname).toMatch(/^\/nl\/?$/);
    expect(new URL((await request('/', { 'accept-language': 'en-GB' })).headers.get('location')!).pathname).toMatch(/^\/en\/?$/);
  });

  it('leaves hreflang, x-default and the sitemap', () => {
    const alternates = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' };
    const before = pageMetadata({ title: 't', description: 'd' }, 'fr', alternates).alternates?.languages as Record<string, string>;
    expect(Object.keys(before).sort()).toEqual(['de', 'en', 'fr', 'nl', 'x-default']);
    expect(before['x-default']).toBe('/fr/a-vendre/');
    publishWithoutDe();
    const after = pageMetadata({ title: 't', description: 'd' }, 'fr', alternates);
    expect(after.alternates?.languages).toEqual({ nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', 'x-default': '/nl/te-koop/' });
    expect(after.alternates?.canonical).toBe('/fr/a-vendre/');
    const urls = sitemap().map((entry) => new URL(entry.url).pathname);
    expect(urls.some((u) => u.startsWith('/de/'))).toBe(false);
    expect(urls.some((u) => u.startsWith('/nl/'))).toBe(true);
  });
});
