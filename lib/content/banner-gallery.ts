/**
 * The banner gallery as the banner screen edits it: its photos in the order of their position
 * fields (typed, or rewritten by the drag-to-order island), moved one place by the Up/Down buttons,
 * taken out by their remove box; its timings typed in seconds and stored in milliseconds as
 * before. Pure: the banner action reads the form through these.
 */

/** One photo of the gallery as posted: its address, its position field, whether it is to go. */
export type PostedGalleryPhoto = { url: string; position: string | null; remove: boolean };

/** The gallery's photos as the form posted them (fields galleryUrl.<n>, galleryPosition.<n>, galleryRemove.<n>). */
export function postedGallery(get: (name: string) => unknown, max: number): PostedGalleryPhoto[] {
  const photos: PostedGalleryPhoto[] = [];
  for (let n = 0; n < max; n++) {
    const url = get(`galleryUrl.${n}`);
    if (typeof url !== 'string' || url === '') continue;
    const position = get(`galleryPosition.${n}`);
    photos.push({ url, position: typeof position === 'string' ? position : null, remove: get(`galleryRemove.${n}`) === 'on' });
  }
  return photos;
}

const positionOf = (text: string | null): number | null => {
  const trimmed = (text ?? '').trim();
  return /^\d{1,4}$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : null;
};

/**
 * The addresses in their new order. A photo is placed by its position (1 = first); one without a
 * usable position (empty, not a whole number, 0, negative, absurd) keeps its place among the
 * others; equal positions keep the order they were posted in. A photo posted twice counts once.
 * Then `move` ('<n>:up' / '<n>:down', n the photo's index as posted) moves one photo one place.
 */
export function orderedGallery(photos: readonly PostedGalleryPhoto[], move: string | null = null): string[] {
  const ranked = photos.map((photo, index) => ({ photo, index, rank: positionOf(photo.position) ?? index + 1 }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  const step = /^(\d{1,3}):(up|down)$/.exec(move ?? '');
  if (step) {
    const from = ranked.findIndex((r) => r.index === Number(step[1]));
    const to = step[2] === 'up' ? from - 1 : from + 1;
    if (from >= 0 && to >= 0 && to < ranked.length) [ranked[from], ranked[to]] = [ranked[to]!, ranked[from]!];
  }
  const seen = new Set<string>();
  return ranked.filter((r) => !r.photo.remove && !seen.has(r.photo.url) && seen.add(r.photo.url)).map((r) => r.photo.url);
}

/** Milliseconds as the seconds field shows them, with the language's decimal sign: '5', '4,5' (nl), '0.75' (en). */
export function secondsText(ms: number, locale = 'en'): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(Math.round(ms) / 1000);
}

/**
 * Seconds as typed ('5', '4.5', '4,5', ' 2 ') in milliseconds, or null for anything else or
 * outside [minMs, maxMs]. At most three decimals (a millisecond).
 */
export function secondsToMs(text: string, minMs: number, maxMs: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,5}(?:\.\d{1,3})?$/.test(trimmed)) return null;
  const ms = Math.round(Number(trimmed) * 1000);
  return ms >= minMs && ms <= maxMs ? ms : null;
}
