/** A text in each site language, and the small helpers the vocabularies are written with. */
import { perLanguage, type SiteLocale } from '@/lib/locale';

export type Texts = Readonly<Record<SiteLocale, string>>;

/** The languages the fake's vocabularies are written in: the columns of t(). */
export type Column = 'nl' | 'fr' | 'en' | 'de';

/**
 * The column each site language's texts come from: its own, or, for a language added to
 * SITE_LOCALES that the vocabularies are not written in yet, one it borrows meanwhile
 * (docs/adding-a-language.md). The compiler asks for every language's entry.
 */
export const COLUMN_OF: Readonly<Record<SiteLocale, Column>> = { nl: 'nl', fr: 'fr', en: 'en', de: 'de' };

/** A value per site language from one per column. */
export const fromColumns = <T>(columns: Readonly<Record<Column, T>>): Record<SiteLocale, T> =>
  perLanguage((locale) => columns[COLUMN_OF[locale]]);

/** nl, fr, en, de. */
export const t = (nl: string, fr: string, en: string, de: string): Texts => fromColumns({ nl, fr, en, de });

/** The same text in every language (a proper name). */
export const same = (text: string): Texts => perLanguage(() => text);
