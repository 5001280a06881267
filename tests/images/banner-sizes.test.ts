import { describe, expect, it } from 'vitest';
import { BANNER_HEIGHT, bannerSizes, landscapeMedia, PORTRAIT_ASPECT, portraitMedia, portraitSizes } from '@/lib/images/banner-sizes';

type Viewport = { width: number; height: number };

/** Whether one `(feature: value)` of the media conditions bannerSizes writes holds. */
function holds(feature: string, value: string, { width, height }: Viewport): boolean {
  const px = Number.parseFloat(value);
  if (feature === 'max-height') return height <= px;
  if (feature === 'min-height') return height >= px;
  if (feature === 'max-width') return width <= px;
  if (feature === 'max-aspect-ratio') {
    const [a, b] = value.split('/').map(Number);
    return width / height <= a! / b!;
  }
  // The range syntax of landscapeMedia: `(width > 570px)`, `(aspect-ratio > 585/1000)`.
  if (feature === 'width >') return width > px;
  if (feature === 'aspect-ratio >') {
    const [a, b] = value.split('/').map(Number);
    return width / height > a! / b!;
  }
  throw new Error(`unexpected feature ${feature}`);
}

/** The `(feature: value)` and `(feature > value)` conditions of one entry of a media query list or `sizes`. */
const conditionsOf = (entry: string) => [...entry.matchAll(/\(([a-z-]+(?: >)?):? ([^)]+)\)/g)];

/** Whether a media query list of `(…) and (…)` queries holds at a viewport. */
function matches(media: string, viewport: Viewport): boolean {
  return media.split(', ').some((query) => conditionsOf(query).every(([, feature, value]) => holds(feature!, value!, viewport)));
}

/** The width in px that a `sizes` attribute of bannerSizes gives at a viewport, as a browser reads it. */
function slotAt(sizes: string, viewport: Viewport): number {
  for (const entry of sizes.split(', ')) {
    const conditions = conditionsOf(entry);
    if (!conditions.every(([, feature, value]) => holds(feature!, value!, viewport))) continue;
    const [, number, unit] = /([\d.]+)(px|vh|vw)$/.exec(entry)!;
    const factor = unit === 'px' ? 1 : (unit === 'vh' ? viewport.height : viewport.width) / 100;
    return Number(number) * factor;
  }
  throw new Error(`no entry of ${sizes} applies`);
}

/** The banner box's height at a viewport. */
function boxHeightAt({ height }: Viewport): number {
  const { min, vh, max } = BANNER_HEIGHT;
  return Math.min(max, Math.max(min, (vh / 100) * height));
}

/** How wide a photo of `aspect` is drawn when it covers the banner's box. */
function drawnWidth(aspect: number, viewport: Viewport): number {
  return Math.max(viewport.width, boxHeightAt(viewport) * aspect);
}

const VIEWPORTS: Viewport[] = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 823 },
  { width: 430, height: 932 },
  { width: 844, height: 390 },
  { width: 768, height: 1024 },
  { width: 1024, height: 1366 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 1200, height: 1300 },
  { width: 2560, height: 1440 },
];

describe('bannerSizes', () => {
  for (const aspect of [16 / 9, 3 / 2, 4 / 3, 2, 21 / 9]) {
    it(`gives the width a photo of aspect ${aspect.toFixed(2)} is drawn at, on phones, tablets and desktops`, () => {
      for (const viewport of VIEWPORTS) {
        const drawn = drawnWidth(aspect, viewport);
        const slot = slotAt(bannerSizes(aspect), viewport);
        expect(slot, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(drawn - 1);
        expect(slot, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(drawn * 1.01 + 1);
      }
    });
  }

  it('asks a 390 × 844 phone for a 16:9 photo drawn 1170 px wide, where it used to ask for 195', () => {
    expect(slotAt(bannerSizes(16 / 9), { width: 390, height: 844 })).toBeCloseTo(1170, -1);
  });
});

describe('the phone crop', () => {
  // Every viewport from 240 × 320 to 2600 × 1700, in steps of 7 px: the media conditions' edges included.
  const grid: Viewport[] = [];
  for (let width = 240; width <= 2600; width += 7) for (let height = 320; height <= 1700; height += 7) grid.push({ width, height });

  it('is shown exactly where the box is at most PORTRAIT_ASPECT wide for its height (1 px of rounding at an edge)', () => {
    for (const viewport of grid) {
      const aspect = viewport.width / boxHeightAt(viewport);
      if (Math.abs(viewport.width - boxHeightAt(viewport) * PORTRAIT_ASPECT) <= 1) continue;
      expect(matches(portraitMedia(), viewport), `${viewport.width}×${viewport.height}`).toBe(aspect <= PORTRAIT_ASPECT);
    }
  });

  it('is the whole photo’s preload on every other screen, and only there: one photo preloaded per screen', () => {
    for (const viewport of grid) {
      expect(matches(landscapeMedia(), viewport), `${viewport.width}×${viewport.height}`).toBe(!matches(portraitMedia(), viewport));
    }
  });

  it('asks for the width the crop is drawn at: as tall as the box', () => {
    for (const viewport of [...VIEWPORTS, ...grid].filter((v) => matches(portraitMedia(), v))) {
      const drawn = drawnWidth(PORTRAIT_ASPECT, viewport);
      const slot = slotAt(portraitSizes(), viewport);
      expect(slot, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(drawn - 1);
      expect(slot, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(drawn * 1.01 + 1);
    }
  });

  it('covers the phones held upright, not the tablets or phones on their side', () => {
    for (const phone of [{ width: 390, height: 844 }, { width: 412, height: 823 }, { width: 360, height: 740 }, { width: 320, height: 568 }, { width: 430, height: 932 }]) {
      expect(matches(portraitMedia(), phone), `${phone.width}×${phone.height}`).toBe(true);
    }
    for (const other of [{ width: 844, height: 390 }, { width: 768, height: 1024 }, { width: 1280, height: 800 }]) {
      expect(matches(portraitMedia(), other), `${other.width}×${other.height}`).toBe(false);
    }
  });
});
