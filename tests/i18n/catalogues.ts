/**
 * Every site language's messages/<code>.json, read for each of SITE_LOCALES: the tests that go
 * through all the catalogues take them from here, so a language added to the list is tested
 * (and a missing file fails here) without any test naming it. Typed as en.json, the reference
 * whose keys tests/i18n/messages.test.ts holds every catalogue to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { perLanguage, type SiteLocale } from '@/lib/locale';
import type en from '@/messages/en.json';

export type Catalogue = typeof en;

export const catalogueFile = (locale: string) => path.join(process.cwd(), 'messages', `${locale}.json`);

export const CATALOGUES: Readonly<Record<SiteLocale, Catalogue>> = perLanguage(
  (locale) => JSON.parse(readFileSync(catalogueFile(locale), 'utf8')) as Catalogue,
);
