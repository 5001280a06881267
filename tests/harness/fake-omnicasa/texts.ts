/** A text in each site language, and the small helpers the vocabularies are written with. */
import type { SiteLocale } from '@/lib/locale';

export type Texts = Readonly<Record<SiteLocale, string>>;

/** nl, fr, en, de. */
export const t = (nl: string, fr: string, en: string, de: string): Texts => ({ nl, fr, en, de });

/** The same text in every language (a proper name). */
export const same = (text: string): Texts => t(text, text, text, text);
