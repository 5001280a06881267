import { describe, expect, it } from 'vitest';
import { helperDeviceClass, layoutDeviceClass } from '@/lib/device';

describe('layoutDeviceClass: mobile below 767, tablet 767 to below 1280, desktop from 1280', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [766, 'mobile'],
    [766.5, 'mobile'],
    [767, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1279.5, 'tablet'],
    [1280, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%s px is %s', (width, device) => {
    expect(layoutDeviceClass(width)).toBe(device);
  });
});

describe('helperDeviceClass: mobile up to 767, tablet 768 to 960, desktop above 960', () => {
  it.each([
    [0, 'mobile'],
    [766, 'mobile'],
    [767, 'mobile'],
    [767.5, 'tablet'],
    [768, 'tablet'],
    [960, 'tablet'],
    [960.5, 'desktop'],
    [961, 'desktop'],
    [1280, 'desktop'],
  ] as const)('%s px is %s', (width, device) => {
    expect(helperDeviceClass(width)).toBe(device);
  });
});

describe('both readings', () => {
  it('disagree at 767 (tablet for the layout, mobile for the helper) and 961 to 1279', () => {
    expect([layoutDeviceClass(767), helperDeviceClass(767)]).toEqual(['tablet', 'mobile']);
    expect([layoutDeviceClass(1000), helperDeviceClass(1000)]).toEqual(['tablet', 'desktop']);
  });

  it('count a width that is not a number as desktop', () => {
    expect(layoutDeviceClass(NaN)).toBe('desktop');
    expect(helperDeviceClass(NaN)).toBe('desktop');
  });
});
