import { describe, expect, it } from 'vitest';
import { enabledLocalesOf } from '@/i18n/languages';

describe('the language setting {code, use}', () => {
  it('serves only enabled languages', () => {
    expect(
      enabledLocalesOf({
        languages: [
          { code: 'nl', use: true },
          { code: 'fr', use: true },
          { code: 'en', use: false },
          { code: 'de', use: false },
        ],
        defaultLanguage: 'nl',
      }),
    ).toEqual({ locales: ['nl', 'fr'], defaultLocale: 'nl' });
  });

  it('refuses a default that is not enabled', () => {
    expect(() =>
      enabledLocalesOf({ languages: [{ code: 'nl', use: true }, { code: 'fr', use: false }], defaultLanguage: 'fr' }),
    ).toThrow(/defaultLanguage 'fr'/);
  });

  it('refuses an unknown language code', () => {
    expect(() => enabledLocalesOf({ languages: [{ code: 'xx', use: true }], defaultLanguage: 'xx' })).toThrow(/'xx'/);
  });
});
