import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LONG_LIVED_PUBLIC_FILES,
  PUBLIC_FILE_CACHE_CONTROL,
  publicFileCacheRules,
} from '@/lib/public-file-cache';

describe('how long browsers keep the files of public/', () => {
  it('names files and folders that exist: a misspelt rule would change nothing, silently', () => {
    for (const source of LONG_LIVED_PUBLIC_FILES) {
      const folder = source.endsWith('/:path*');
      const file = path.join('public', folder ? source.slice(0, -'/:path*'.length) : source);
      expect(existsSync(file), source).toBe(true);
      expect(statSync(file).isDirectory(), source).toBe(folder);
    }
  });

  it('keeps them a day in the browser, a minute in the front cache, and not immutable (no hash in their address)', () => {
    expect(PUBLIC_FILE_CACHE_CONTROL).toMatch(/(^|, )max-age=86400(,|$)/);
    expect(PUBLIC_FILE_CACHE_CONTROL).toMatch(/(^|, )s-maxage=60(,|$)/);
    expect(PUBLIC_FILE_CACHE_CONTROL).not.toContain('immutable');
    expect(publicFileCacheRules().map((rule) => rule.source)).toEqual(LONG_LIVED_PUBLIC_FILES);
    for (const rule of publicFileCacheRules())
      expect(rule.headers).toEqual([{ key: 'Cache-Control', value: PUBLIC_FILE_CACHE_CONTROL }]);
  });
});
