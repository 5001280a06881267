/**
 * The records a catalogue read leaves out, and why: those the client skipped (not even Omnicasa's
 * shape) and those that do not make a snapshot record (an InvalidRecordError from ./map).
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { InvalidRecordError } from './errors';
import { perLanguage } from './languages';
import type { SkippedRecord } from './records';

export type SkipLog = ReturnType<typeof createSkipLog>;

const inOrder = (a: SkippedRecord, b: SkippedRecord) =>
  a.method.localeCompare(b.method) ||
  (a.id ?? 0) - (b.id ?? 0) ||
  SITE_LOCALES.indexOf(a.language ?? 'nl') - SITE_LOCALES.indexOf(b.language ?? 'nl');

export function createSkipLog() {
  const records: SkippedRecord[] = [];
  return {
    /** Notes what an answer skipped; returns the answer. */
    from<A extends { skipped: readonly SkippedRecord[] }>(answer: A): A {
      records.push(...answer.skipped);
      return answer;
    },

    /** `map()`, or null with its InvalidRecordError noted at `where`. */
    mapped<T>(where: Omit<SkippedRecord, 'field' | 'message'>, map: () => T): T | null {
      try {
        return map();
      } catch (error) {
        if (!(error instanceof InvalidRecordError)) throw error;
        records.push({ ...where, field: error.field, message: error.reason });
        return null;
      }
    },

    /**
     * Per id (in the order of `ids`), its record in every language. An id absent from one
     * language's answers (undefined) is noted here and left out; one skipped there (null) was
     * noted when it was skipped, and is left out of every language too.
     */
    inEveryLanguage<T>(
      method: string,
      ids: readonly number[],
      byLocale: Record<SiteLocale, ReadonlyMap<number, T | null | undefined>>,
    ): Array<Record<SiteLocale, T>> {
      const out: Array<Record<SiteLocale, T>> = [];
      for (const id of ids) {
        const absent = SITE_LOCALES.filter((locale) => byLocale[locale].get(id) === undefined);
        for (const language of absent) {
          records.push({
            method,
            id,
            field: 'ID',
            message: `not in the ${language} answer`,
            language,
          });
        }
        const inEach = perLanguage((locale) => byLocale[locale].get(id));
        if (Object.values(inEach).every((record) => record !== null && record !== undefined)) {
          out.push(inEach as Record<SiteLocale, T>);
        }
      }
      return out;
    },

    /** Everything noted, by method, id and language. */
    sorted: (): SkippedRecord[] => [...records].sort(inOrder),
  };
}
