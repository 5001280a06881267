/**
 * A small seeded PRNG (mulberry32) and the draws the generator needs. Every property draws from its
 * own stream (`streamOf(seed, 'property', index)`), so property 9,000 is the same whether or not
 * the 8,999 before it were made, and one can be rebuilt alone.
 */

/** A 32-bit hash of the parts (FNV-1a over their text): the seed of one stream. */
export function hashOf(...parts: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `rate`; draws even when the rate is 0, so rates do not shift the stream. */
  chance(rate: number): boolean {
    return this.next() < rate;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** An item drawn with the given weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let draw = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      draw -= weights[i]!;
      if (draw < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  }

  /** A number in [min, max] rounded to a multiple of `step`. */
  stepped(min: number, max: number, step: number): number {
    return Math.round(this.int(min, max) / step) * step;
  }
}

/** The stream named by `parts` under `seed`. */
export function streamOf(seed: number, ...parts: ReadonlyArray<string | number>): Random {
  return new Random(hashOf(seed, ...parts));
}
