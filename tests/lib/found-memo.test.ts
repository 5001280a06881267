import { describe, expect, it, vi } from 'vitest';
import { foundMemo } from '@/lib/found-memo';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('foundMemo', () => {
  it('searches once for a key whose value was found, and once per key', async () => {
    const find = foundMemo<string>();
    const search = vi.fn(async (key: string) => `value of ${key}`);
    expect(await find('a', () => search('a'))).toBe('value of a');
    expect(await find('a', () => search('a'))).toBe('value of a');
    expect(await find('b', () => search('b'))).toBe('value of b');
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('shares one search between the asks made while it runs', async () => {
    const find = foundMemo<number>();
    let finish!: (value: number) => void;
    const search = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const first = find('k', search);
    const second = find('k', search);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('searches again after finding nothing or failing', async () => {
    const find = foundMemo<string>();
    const answers: Array<() => Promise<string | null>> = [
      async () => null,
      async () => {
        throw new Error('away');
      },
      async () => 'found',
    ];
    const search = vi.fn(() => answers.shift()!());
    expect(await find('k', search)).toBeNull();
    await settle();
    await expect(find('k', search)).rejects.toThrow('away');
    await settle();
    expect(await find('k', search)).toBe('found');
    expect(await find('k', search)).toBe('found');
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('forgets the oldest key past its limit', async () => {
    const find = foundMemo<string>(2);
    const search = vi.fn(async () => 'x');
    for (const key of ['a', 'b', 'c']) await find(key, search);
    await find('c', search);
    await find('b', search);
    expect(search).toHaveBeenCalledTimes(3);
    await find('a', search);
    expect(search).toHaveBeenCalledTimes(4);
  });

  it('does not forget a newer search when an evicted one finds nothing', async () => {
    const find = foundMemo<string>(1);
    let finishOld!: (value: string | null) => void;
    void find('k', () => new Promise((resolve) => (finishOld = resolve)));
    await find('other', async () => 'o');
    const search = vi.fn(async () => 'new');
    await find('k', search);
    finishOld(null);
    await settle();
    await find('k', search);
    expect(search).toHaveBeenCalledTimes(1);
  });
});
