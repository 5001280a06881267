/**
 * A property's pictures (GetPropertyPictureList items { ID, Url, Width, Height, Name }, the first
 * also as SmallPictureItem) and documents (GetDocumentList items { ID, ObjectID, Name, Url,
 * Extension }, a Size only sometimes). Pictures are URLs on the CRM's media origin (the fake
 * itself, which serves them), except the odd one on another host.
 */
import type { SiteLocale } from '@/lib/locale';
import { lazyPerLanguage } from './lazy';
import type { Random } from './random';
import type { Rates } from './rates';
import { DOCUMENT_NAMES, PICTURE_CAPTIONS, type Shape } from './vocabulary';
import type { Wire } from './wire';

/** A host that is not the CRM's: the site must not show pictures from it. */
export const FOREIGN_PICTURE_ORIGIN = 'https://images.elsewhere.example';

export interface MediaContext {
  /** Where the CRM serves its media: http://host:port of the fake. */
  mediaOrigin: string;
  /** The agency's path segment. */
  slug: string;
  rates: Rates;
}

const SIZES: ReadonlyArray<[number, number]> = [
  [1600, 1067],
  [1200, 800],
  [1024, 768],
  [800, 1200],
];

const PICTURE_COUNTS: Record<Shape, [number, number]> = {
  home: [4, 20],
  land: [1, 4],
  business: [2, 8],
  parking: [0, 2],
};

/** Pictures: the same ones in every language, captioned in each. */
export function picturesOf(
  random: Random,
  id: number,
  shape: Shape,
  context: MediaContext,
): Record<SiteLocale, Wire[]> {
  const [min, max] = PICTURE_COUNTS[shape];
  const count = random.chance(0.05) ? 0 : random.int(min, max);
  const pictures = Array.from({ length: count }, (_, k) => {
    const pictureId = id * 40 + k + 1;
    const [width, height] = random.pick(SIZES);
    const foreign = random.chance(context.rates.foreignPicture);
    const origin = foreign ? FOREIGN_PICTURE_ORIGIN : context.mediaOrigin;
    const picture: Wire = {
      ID: pictureId,
      Url: `${origin}/pictures/${context.slug}/${id}/${pictureId}.jpg`,
      Width: width,
      Height: height,
    };
    const caption = random.chance(0.7) ? random.pick(PICTURE_CAPTIONS) : null;
    if (random.chance(context.rates.badPicture)) {
      const flaw = random.pick(['no key', null, '', 'zero width', 'zero height']);
      if (flaw === 'no key') delete picture.Url;
      else if (flaw === 'zero width') picture.Width = 0;
      else if (flaw === 'zero height') picture.Height = 0;
      else picture.Url = flaw;
    }
    return { picture, caption };
  });
  return lazyPerLanguage((locale) =>
    pictures.map(({ picture, caption }) => ({ ...picture, Name: caption ? caption[locale] : '' })),
  );
}

/** SmallPictureItem: the first picture as a thumbnail (same ID, a smaller size); null without one. */
export function smallPictureOf(pictures: readonly Wire[]): Wire | null {
  const first = pictures[0];
  if (!first) return null;
  const url = typeof first.Url === 'string' && first.Url ? `${first.Url}?size=small` : first.Url;
  return { ...first, Url: url, Width: 400, Height: 267 };
}

/** Documents: 0 to 4, named in each language; most without Size. */
export function documentsOf(
  random: Random,
  id: number,
  context: MediaContext,
): Record<SiteLocale, Wire[]> {
  const documents = random.sample(DOCUMENT_NAMES, random.int(0, 4)).map((name, k) => {
    const documentId = id * 10 + k + 1;
    const size = random.chance(context.rates.documentSize) ? random.int(20_000, 4_000_000) : null;
    return { documentId, name, size };
  });
  return lazyPerLanguage((locale) =>
    documents.map(({ documentId, name, size }) => ({
      ID: documentId,
      ObjectID: id,
      Name: name[locale],
      Url: `${context.mediaOrigin}/documents/${context.slug}/${id}/${documentId}.pdf`,
      Extension: 'pdf',
      ...(size === null ? {} : { Size: size }),
    })),
  );
}
