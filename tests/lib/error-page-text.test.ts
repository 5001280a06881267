import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { defaultLocale } from '@/i18n/languages';
import { ERROR_PAGE_TEXT, errorPageLocaleOf } from '@/lib/error-page-text';
import { SITE_LOCALES } from '@/lib/locale';

const messages = { nl, fr, en, de };

describe('the error pages’ words', () => {
  it.each(SITE_LOCALES)('are messages/%s.json ErrorPage, word for word', (locale) => {
    expect(ERROR_PAGE_TEXT[locale]).toEqual(messages[locale].ErrorPage);
  });
});

describe('errorPageLocaleOf', () => {
  it.each([
    ['/fr/a-vendre/', 'fr'],
    ['/de/', 'de'],
    ['/nl', 'nl'],
    ['/en/owner/4012345/', 'en'],
    ['/xx/whatever/', defaultLocale],
    ['/', defaultLocale],
    ['/_next/data', defaultLocale],
    [null, defaultLocale],
  ])('%s → %s', (pathname, locale) => {
    expect(errorPageLocaleOf(pathname)).toBe(locale);
  });
});
