import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  firstLoadChunks,
  shiftedOneLine,
} from '@/server/compile-hints.mjs';

// A build folder as Next 16 writes it: the framework's chunks in build-manifest.json, each route's
// client chunks in a client reference manifest (a script), and chunks that only a dynamic import loads.
let dist: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const chunk = (name: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,e=>{e.v(()=>1)}]);\n//# sourceMappingURL=${name}.map`;
const routeManifest = (route: string, entry: Record<string, string[]>, clientChunks: string[]) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(
    {
      moduleLoading: { prefix: '' },
      clientModules: Object.fromEntries(
        clientChunks.map((c, i) => [
          `[project]/components/c${i}.tsx`,
          { id: i, name: '*', chunks: [`/_next/${c}`], async: false },
        ]),
      ),
      entryJSFiles: entry,
    },
  )};`;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfill.js'],
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'],
    }),
  );
  write(
    'server/app/[locale]/(site)/page_client-reference-manifest.js',
    routeManifest(
      '/[locale]/(site)/page',
      { '[project]/app/[locale]/layout': ['static/chunks/layout.js'] },
      ['static/chunks/gallery.js'],
    ),
  );
  write(
    'server/app/[locale]/(site)/contact/page_client-reference-manifest.js',
    routeManifest(
      '/[locale]/(site)/contact/page',
      { '[project]/app/[locale]/layout': ['static/chunks/layout.js'] },
      ['static/chunks/form.js'],
    ),
  );
  for (const name of [
    'framework',
    'turbopack-runtime',
    'layout',
    'gallery',
    'form',
    'search-index',
    'polyfill',
  ])
    write(`static/chunks/${name}.js`, chunk(`${name}.js`));
  write(
    'static/chunks/framework.js.map',
    JSON.stringify({
      version: 3,
      sources: ['react-dom.js'],
      names: [],
      mappings: 'AAAA,IAAI;AACJ,MAAM',
    }),
  );
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('firstLoadChunks', () => {
  it('lists the framework’s chunks and every route’s entry and client chunks, not what loads on demand', () => {
    expect([...firstLoadChunks(dist)].sort()).toEqual(
      [
        'static/chunks/form.js',
        'static/chunks/framework.js',
        'static/chunks/gallery.js',
        'static/chunks/layout.js',
        'static/chunks/turbopack-runtime.js',
      ].sort(),
    );
  });

  it('reads a chunk asked for with a deployment id as its file', () => {
    write(
      'server/app/[locale]/(site)/x/page_client-reference-manifest.js',
      routeManifest('/[locale]/(site)/x/page', {}, ['static/chunks/map-button.js?dpl=release-42']),
    );
    expect(firstLoadChunks(dist)).toContain('static/chunks/map-button.js');
  });

  it('reads a manifest without running it in this process', () => {
    write(
      'server/app/[locale]/(site)/x/page_client-reference-manifest.js',
      `globalThis.__RSC_MANIFEST = {}; process.exitCode = 9;`,
    );
    expect(() => firstLoadChunks(dist)).toThrow(/process is not defined/);
    expect(process.exitCode).not.toBe(9);
  });
});

describe('addCompileHints', () => {
  it('puts the hint on the first line of each first-load chunk only', () => {
    const { hinted, already, missing } = addCompileHints(dist);
    expect(hinted).toHaveLength(5);
    expect(already).toEqual([]);
    expect(missing).toEqual([]);
    for (const name of ['framework', 'turbopack-runtime', 'layout', 'gallery', 'form']) {
      expect(read(`static/chunks/${name}.js`)).toBe(COMPILE_HINT + chunk(`${name}.js`));
    }
    for (const name of ['search-index', 'polyfill'])
      expect(read(`static/chunks/${name}.js`)).toBe(chunk(`${name}.js`));
  });

  it('changes nothing the second time', () => {
    addCompileHints(dist);
    const framework = read('static/chunks/framework.js');
    const map = read('static/chunks/framework.js.map');
    const second = addCompileHints(dist);
    expect(second.hinted).toEqual([]);
    expect(second.already).toHaveLength(5);
    expect(read('static/chunks/framework.js')).toBe(framework);
    expect(read('static/chunks/framework.js.map')).toBe(map);
  });

  it('says which chunks a manifest names but the build lacks', () => {
    rmSync(path.join(dist, 'static/chunks/gallery.js'));
    expect(addCompileHints(dist).missing).toEqual(['static/chunks/gallery.js']);
  });

  it('moves the source map with the code: each position maps to the same source as before', () => {
    const before = new TraceMap(read('static/chunks/framework.js.map'));
    addCompileHints(dist);
    const after = new TraceMap(read('static/chunks/framework.js.map'));
    for (const [line, column] of [
      [1, 0],
      [1, 4],
      [2, 0],
      [2, 6],
    ] as const) {
      const original = originalPositionFor(before, { line, column });
      expect(original.source).toBe('react-dom.js');
      expect(originalPositionFor(after, { line: line + 1, column })).toEqual(original);
    }
    expect(originalPositionFor(after, { line: 1, column: 0 }).source).toBeNull();
  });
});

describe('shiftedOneLine', () => {
  it('moves an indexed map’s sections one line down', () => {
    const map = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: {} },
        { offset: { line: 7, column: 3 }, map: {} },
      ],
    };
    expect(shiftedOneLine(map).sections?.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 8, column: 3 },
    ]);
  });
});
