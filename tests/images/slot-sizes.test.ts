import { describe, expect, it } from 'vitest';
import { GALLERY_SLIDE_SIZES, GALLERY_THUMB_SIZES, listCardSizes, moduleCardSizes, moduleImageSizes, SIMILAR_CARD_SIZES } from '@/lib/images/slot-sizes';
import { DEVICE_SIZES, IMAGE_SIZES, MAX_WIDTH_RATIO } from '@/lib/images/widths';

/** The value of a length of a `sizes` entry at a viewport width: px, vw and calc() of them, as the site writes them. */
function lengthAt(length: string, viewport: number): number {
  const arithmetic = length
    .replace(/calc/g, '')
    .replace(/(\d+(?:\.\d+)?)vw/g, (_m, n: string) => String((Number(n) / 100) * viewport))
    .replace(/px/g, '');
  if (!/^[\d\s.+\-*/()]+$/.test(arithmetic)) throw new Error(`unexpected length ${length}`);
  return Number(new Function(`return (${arithmetic});`)());
}

/** The slot width a `sizes` attribute gives at a viewport width. */
function slotAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry)!;
    const [, min, length] = match;
    if (min && viewport < Number(min)) continue;
    return lengthAt(length!, viewport);
  }
  throw new Error(`no entry of ${sizes} applies at ${viewport}`);
}

/** The file the browser picks at a device pixel ratio of 1: the smallest width not under the slot. */
const chosen = (slot: number) => [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b).find((w) => w >= slot);

describe('the widths the optimizer makes', () => {
  it('keep SPEC §9 widths (100, 250, 400, 600, 1360, 1920)', () => {
    expect([...IMAGE_SIZES, ...DEVICE_SIZES]).toEqual(expect.arrayContaining([100, 250, 400, 600, 1360, 1920]));
  });

  it('leave no gap: each width is at most 1.3 times the one before', () => {
    const all = [...IMAGE_SIZES, ...DEVICE_SIZES];
    expect([...all].sort((a, b) => a - b)).toEqual(all);
    for (let i = 1; i < all.length; i += 1) expect(all[i]! / all[i - 1]!, `${all[i - 1]} → ${all[i]}`).toBeLessThanOrEqual(MAX_WIDTH_RATIO);
  });
});

describe('the slots of the photos', () => {
  it.each([
    // sizes, viewport, the slot the stylesheet makes there (measured in Chromium)
    [listCardSizes(3), 360, 326],
    [listCardSizes(3), 768, 345],
    [listCardSizes(3), 1280, 381],
    [moduleCardSizes(4), 1280, 278],
    [moduleCardSizes(4), 1920, 278],
    [SIMILAR_CARD_SIZES, 768, 222],
    [SIMILAR_CARD_SIZES, 1280, 379],
    [SIMILAR_CARD_SIZES, 360, 326],
    [GALLERY_THUMB_SIZES, 360, 106],
    [GALLERY_SLIDE_SIZES, 360, 328],
    [GALLERY_SLIDE_SIZES, 1280, 1192],
    [GALLERY_SLIDE_SIZES, 1920, 1192],
    // /nl/diensten/ (data/menu.json): half-width modules, one on a background
    [moduleImageSizes({ col: { sm: 12, md: 6, lg: 6 }, span: 12, background: false }), 1280, 584],
    [moduleImageSizes({ col: { sm: 12, md: 6, lg: 6 }, span: 12, background: true }), 1280, 488],
    [moduleImageSizes({ col: { sm: 12, md: 6, lg: 6 }, span: 12, background: true }), 768, 252],
    [moduleImageSizes({ col: { sm: 12, md: 6, lg: 6 }, span: 12, background: true }), 360, 280],
    [moduleImageSizes({ col: { sm: 12, md: 12, lg: 12 }, span: 12, background: false }, 'card'), 1280, 467],
  ])('%s at %i px: a file at most 1.3 times the slot of %i px, and not smaller', (sizes, viewport, shown) => {
    const slot = slotAt(sizes, viewport);
    expect(slot).toBeGreaterThanOrEqual(shown * 0.95);
    expect(chosen(slot)! / shown).toBeLessThanOrEqual(MAX_WIDTH_RATIO);
  });

  it('follows a module that spans fewer columns on large screens', () => {
    const sizes = moduleImageSizes({ col: { sm: 12, md: 12, lg: 12 }, span: 8, background: false });
    expect(slotAt(sizes, 1280)).toBeCloseTo(1192 * (8 / 12) - 8, 0);
    expect(slotAt(sizes, 1000)).toBe(1000 - 48);
  });
});
