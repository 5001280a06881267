/** The properties of a catalogue read: each in the four languages, with pictures, documents, agent. */
import type { Property } from '@/lib/data/schemas';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { OmnicasaClient } from './client';
import { mapWithConcurrency } from './concurrency';
import { languageIdOf, languageParams, perLanguage } from './languages';
import { toSnapshotDocument, toSnapshotPicture, toSnapshotProperty } from './map';
import { InvalidRecordError } from './errors';
import { isShowablePictureUrl } from './picture-origins';
import type { OmnicasaDocument, OmnicasaPicture, OmnicasaUser } from './records';
import type { SkipLog } from './skip-log';

/** Documents are asked for this many properties at once (GetDocumentList takes ObjectIDs). */
const DOCUMENT_BATCH = 50;

/**
 * The pictures that make snapshot pictures: valid, and a path of the site or a URL on one of the
 * client's picture origins (./picture-origins); the others are noted.
 */
export function usablePictures(
  log: SkipLog,
  method: string,
  pictures: readonly OmnicasaPicture[],
  origins: readonly string[],
  language?: SiteLocale,
): OmnicasaPicture[] {
  return pictures.filter((picture) =>
    log.mapped({ method, id: picture.ID, ...(language ? { language } : {}) }, () => {
      if (!isShowablePictureUrl(picture.Url, origins)) {
        throw new InvalidRecordError(
          'Url',
          'not a path of the site nor on a picture origin (OMNICASA_PICTURE_ORIGINS)',
        );
      }
      return toSnapshotPicture(picture);
    }),
  );
}

/** The documents of `ids` in one language, by property id. */
async function readDocuments(
  client: OmnicasaClient,
  log: SkipLog,
  ids: readonly number[],
  locale: SiteLocale,
) {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += DOCUMENT_BATCH)
    batches.push(ids.slice(i, i + DOCUMENT_BATCH));
  const answers = await Promise.all(
    batches.map((batch) =>
      client.getDocumentList({ ObjectIDs: batch, LanguageId: languageIdOf(locale) }),
    ),
  );
  const byProperty = new Map<number, OmnicasaDocument[]>();
  for (const document of answers.flatMap((answer) => log.from(answer).items)) {
    const where = { method: 'GetDocumentList', id: document.ID, language: locale };
    if (!log.mapped(where, () => toSnapshotDocument(document))) continue;
    byProperty.set(document.ObjectID, [...(byProperty.get(document.ObjectID) ?? []), document]);
  }
  return byProperty;
}

/** GetProperty and GetPropertyPictureList of one property in one language. */
function readOne(client: OmnicasaClient, id: number, locale: SiteLocale) {
  return Promise.all([
    client.getProperty({ ID: id, ...languageParams(locale) }),
    client.getPropertyPictureList({ ObjectID: id, LanguageId: languageIdOf(locale) }),
  ]);
}

/**
 * The properties `ids` in the four languages, in that order; one that does not map in a language
 * is left out of all. `signal` stops starting new ones (another part of the read failed).
 */
export async function readProperties(
  client: OmnicasaClient,
  log: SkipLog,
  ids: readonly number[],
  managers: ReadonlyMap<number, OmnicasaUser>,
  signal: AbortSignal,
): Promise<Record<SiteLocale, Property[]>> {
  const [documents, answers] = await Promise.all([
    Promise.all(SITE_LOCALES.map((locale) => readDocuments(client, log, ids, locale))),
    mapWithConcurrency(
      ids,
      client.concurrency,
      (id) => Promise.all(SITE_LOCALES.map((l) => readOne(client, id, l))),
      signal,
    ),
  ]);
  const byLocale = perLanguage((locale) => {
    const index = SITE_LOCALES.indexOf(locale);
    return new Map(
      ids.map((id, i): [number, Property | null | undefined] => {
        const [property, pictures] = answers[i]![index]!;
        const raw = log.from(property).record;
        log.from(pictures);
        // No record: skipped by the client (null), or not there (undefined).
        if (raw === null) return [id, property.skipped.length > 0 ? null : undefined];
        const origins = client.pictureOrigins;
        const small = raw.SmallPictureItem;
        const keptSmall =
          small && usablePictures(log, 'GetProperty', [small], origins, locale).length > 0;
        const record = keptSmall ? raw : { ...raw, SmallPictureItem: null };
        const context = {
          locale,
          pictures: usablePictures(log, 'GetPropertyPictureList', pictures.items, origins, locale),
          documents: documents[index]!.get(id) ?? [],
          manager: managers.get(raw.Manager ?? 0) ?? null,
        };
        return [
          id,
          log.mapped({ method: 'GetProperty', id, language: locale }, () =>
            toSnapshotProperty(record, context),
          ),
        ];
      }),
    );
  });
  const properties = log.inEveryLanguage('GetProperty', ids, byLocale);
  return perLanguage((locale) => properties.map((property) => property[locale]));
}
