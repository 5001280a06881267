import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExternalLink, resolveLink } from '@/lib/links';
import { isHeaderCompact, scrollPositionAt, showsTopButton, throttled } from '@/lib/scroll';

describe('top bar links (SPEC §2.4)', () => {
  it.each([
    ['https://www.facebook.com/x', true],
    ['http://example.com', true],
    ['tel:+3226401234', true],
    ['mailto:info@immohorizon.be', true],
    ['/login', false],
    ['/vous-etes-proprietaire/', false],
  ])('%s is external: %s', (link, external) => {
    expect(isExternalLink(link)).toBe(external);
  });

  it('localizes internal route-table paths', () => {
    expect(resolveLink('/login', 'nl')).toBe('/nl/eigenaarslogin/');
    expect(resolveLink('/vous-etes-proprietaire/', 'nl')).toBe('/nl/u-bent-eigenaar/');
    expect(resolveLink('/somewhere', 'fr')).toBe('/fr/somewhere/');
    expect(resolveLink('tel:+3226401234', 'fr')).toBe('tel:+3226401234');
  });
});

describe('scroll thresholds (SPEC §9)', () => {
  it('makes the header compact only after more than 30 px', () => {
    expect(isHeaderCompact(30)).toBe(false);
    expect(isHeaderCompact(31)).toBe(true);
  });

  it('shows the top button from 10 px', () => {
    expect(showsTopButton(9)).toBe(false);
    expect(showsTopButton(10)).toBe(true);
  });

  it('eases from the start position to the top', () => {
    expect(scrollPositionAt(1000, 0)).toBe(1000);
    expect(scrollPositionAt(1000, 0.5)).toBe(500);
    expect(scrollPositionAt(1000, 1)).toBe(0);
    expect(scrollPositionAt(1000, 2)).toBe(0);
  });
});

describe('throttled (the header follows the scroll at most every 100 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once a period, and once more for the last call of a burst', () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const call = throttled(() => runs.push(Date.now()), 100, () => Date.now());
    const start = Date.now();
    call(); // runs at once
    for (let t = 10; t <= 250; t += 10) {
      vi.advanceTimersByTime(10);
      call();
    }
    vi.advanceTimersByTime(200);
    const at = runs.map((t) => t - start);
    expect(at[0]).toBe(0);
    for (let i = 1; i < at.length; i += 1) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(100);
    // The scroll stopped at 250: the last position is applied within one period.
    expect(at.at(-1)).toBeGreaterThanOrEqual(250);
    expect(at.at(-1)).toBeLessThanOrEqual(350);
  });

  it('runs nothing after cancel', () => {
    vi.useFakeTimers();
    let runs = 0;
    const call = throttled(() => (runs += 1), 100, () => Date.now());
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(500);
    expect(runs).toBe(1);
  });
});
