/** One language's messages/<code>.json, read from disk (tests/i18n/catalogues.ts reads them all). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteLocale } from '@/lib/locale';
import type en from '@/messages/en.json';

export type Catalogue = typeof en;

export const catalogueFile = (locale: string) => path.join(process.cwd(), 'messages', `${locale}.json`);

/** A language of SITE_LOCALES without its file is named in the error. */
export function catalogueOf(locale: SiteLocale): Catalogue {
  const file = catalogueFile(locale);
  if (!existsSync(file)) throw new Error(`messages/${locale}.json is missing: every language of SITE_LOCALES has its catalogue`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}
