/**
 * Every site language (lib/locale.ts SITE_LOCALES) has all its pieces. The compiler names the code
 * that lacks a new language (Records over SiteLocale); this checks what it cannot see: the message
 * files and the languages named inside them, the language setting, the route table's entries as
 * the proxy reads them, and the harness runs' pages. docs/adding-a-language.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathnames } from '@/lib/routes/registry';
import { LANGUAGES, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { HARNESS_LOCALES, HARNESS_PAGES } from '@/tests/harness/site-languages.mjs';
import { catalogueFile, catalogueOf } from './catalogue-file';

const sorted = (codes: Iterable<string>) => [...codes].sort();
/** The route table as plain data: here the question is which languages its entries hold. */
const routeTable = pathnames as Readonly<Record<string, string | Readonly<Record<string, string>>>>;
const localizedEntries = Object.entries(routeTable).filter(
  (entry): entry is [string, Readonly<Record<string, string>>] => typeof entry[1] !== 'string',
);
/** `/de/kontakt/` from an internal path of the route table, as lib/routes spells a link. */
const href = (internal: string, locale: SiteLocale, params: Record<string, string> = {}) => {
  const entry = routeTable[internal]!;
  const localized = typeof entry === 'string' ? entry : entry[locale]!;
  return `/${locale}${localized.replace(/\[(\w+)\]/g, (_m, name: string) => params[name]!)}/`;
};

describe('the site languages', () => {
  it('are listed once each, as lower-case two-letter codes', () => {
    expect(new Set(SITE_LOCALES).size).toBe(SITE_LOCALES.length);
    for (const code of SITE_LOCALES) expect(code).toMatch(/^[a-z]{2}$/);
  });

  it('each have their facts in the language table, and no other language has', () => {
    expect(Object.keys(LANGUAGES)).toEqual([...SITE_LOCALES]);
    for (const code of SITE_LOCALES) expect(LANGUAGES[code].ogLocale, code).toMatch(new RegExp(`^${code}_[A-Z]{2}$`));
    const omnicasaIds = SITE_LOCALES.map((code) => LANGUAGES[code].omnicasaId);
    expect(new Set(omnicasaIds).size, 'Omnicasa language ids are distinct').toBe(omnicasaIds.length);
  });

  it('each have a messages file, and no file is of a language the site does not have', () => {
    for (const code of SITE_LOCALES) expect(existsSync(catalogueFile(code)), `messages/${code}.json`).toBe(true);
    const files = readdirSync(path.join(process.cwd(), 'messages')).filter((f) => f.endsWith('.json'));
    expect(sorted(files.map((f) => f.replace(/\.json$/, '')))).toEqual(sorted(SITE_LOCALES));
  });

  it.each(SITE_LOCALES)('are each named in the %s messages: the language switch, the editor, every select over languages', (locale) => {
    const catalogue = catalogueOf(locale);
    expect(sorted(Object.keys(catalogue.LanguageSwitcher.names))).toEqual(sorted(SITE_LOCALES));
    expect(sorted(Object.keys(catalogue.Editor.languages))).toEqual(sorted(SITE_LOCALES));
    // ICU selects over a language ('{language, select, nl {…} fr {…} … other {…}}'): next-intl's
    // types do not see their branches, and a language without one would read 'another language'.
    const raw = readFileSync(catalogueFile(locale), 'utf8');
    const selects = [...raw.matchAll(/\{(\w+), select,((?:[^{}]|\{[^{}]*\})*)\}/g)].filter(([, , branches]) =>
      SITE_LOCALES.some((code) => new RegExp(`(^|\\s)${code} \\{`).test(branches!)),
    );
    expect(selects.length, 'the description-language note selects on the language').toBeGreaterThan(0);
    for (const [select, , branches] of selects) {
      for (const code of SITE_LOCALES) expect(branches, `${select.slice(0, 60)}… has no '${code}' branch`).toMatch(new RegExp(`(^|\\s)${code} \\{`));
    }
  });

  it('are each in the language setting data/languages.json, used or not', () => {
    const setting = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'languages.json'), 'utf8')) as { languages: { code: string }[] };
    expect(sorted(setting.languages.map((l) => l.code))).toEqual(sorted(SITE_LOCALES));
  });

  it('each have their spelling in every localized entry of the route table', () => {
    expect(localizedEntries.length).toBeGreaterThan(30);
    for (const [internal, localized] of localizedEntries) {
      expect(sorted(Object.keys(localized)), internal).toEqual(sorted(SITE_LOCALES));
      for (const code of SITE_LOCALES) expect(localized[code], `${internal} in ${code}`).toMatch(/^\/\S*$/);
    }
  });

  it('are each visited by the harness runs, at the pages the route table gives', () => {
    expect(HARNESS_LOCALES).toEqual([...SITE_LOCALES]);
    for (const code of SITE_LOCALES) {
      const pages = HARNESS_PAGES[code]!;
      expect(pages.contact).toBe(href('/contact', code));
      expect(pages.thankYou).toBe(href('/feedback/[form]', code, { form: 'site-contact' }));
      expect([href('/for-sale', code), href('/for-rent', code)]).toContain(pages.list);
    }
  });
});
