// V8's explicit compile hint on the scripts that pages run as they load (a step of `npm run build`).
//
// V8 compiles a function the first time it is called, on the main thread, unless told before. The
// framework's chunks are almost all called at once: their module factories run as the page hydrates,
// so at CPU ×4 their lazy compilation was most of one 185–230 ms task after the first paint, the
// floor app's as much as ours (docs/BENCHMARKS.md, "Issue 35: compile hints"). The magic comment
// `//# allFunctionsCalledOnLoad` on a file's first line makes Chromium (136 and later) compile all of
// its functions while the file streams in, on a background thread. Other engines read a comment.
//
// Only the chunks a page runs at its first load get it: the framework's (`rootMainFiles`) and those
// of the routes' client components (each route's client reference manifest). The chunks loaded on
// demand (the search index, the map, the charts, the staff editor's text editor) are compiled as
// before: many of their functions never run, and the hint would compile them all.
//
// Usage: `node server/compile-hints.mjs` after `next build` (NEXT_DIST_DIR, default `.next`).
// Running it twice changes nothing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The manifests Next writes as scripts (`globalThis.__RSC_MANIFEST["/route"] = {…}`), read in a
 * sandbox of their own.
 * @param {string} file
 * @returns {Record<string, { entryJSFiles?: Record<string, string[]>, clientModules?: Record<string, { chunks?: string[] }> }>}
 */
function clientReferenceManifest(file) {
  /** @type {{ globalThis?: unknown, __RSC_MANIFEST?: Record<string, any> }} */
  const sandbox = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 1000 });
  return sandbox.__RSC_MANIFEST ?? {};
}

/**
 * The chunks pages run as they load, as paths relative to the build folder (`static/chunks/…`).
 * @param {string} distDir
 * @returns {Set<string>}
 */
export function firstLoadChunks(distDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  /** @type {Set<string>} */
  const chunks = new Set(buildManifest.rootMainFiles ?? []);
  const appDir = path.join(distDir, 'server', 'app');
  const manifests = existsSync(appDir)
    ? readdirSync(appDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('_client-reference-manifest.js'))
        .map((file) => path.join(appDir, file))
    : [];
  for (const file of manifests) {
    for (const route of Object.values(clientReferenceManifest(file))) {
      for (const files of Object.values(route.entryJSFiles ?? {}))
        for (const chunk of files) chunks.add(chunk);
      // Client modules list their chunks as the browser asks for them (`/_next/static/…`, with
      // `?dpl=<DEPLOYMENT_ID>` when a release has one).
      for (const reference of Object.values(route.clientModules ?? {}))
        for (const chunk of reference.chunks ?? [])
          chunks.add(chunk.replace(/^\/_next\//, '').replace(/\?.*$/, ''));
    }
  }
  return new Set(
    [...chunks].filter((chunk) => chunk.startsWith('static/') && chunk.endsWith('.js')),
  );
}

/**
 * A source map of a script that got one line above it: every mapping one line further down.
 * @param {{ mappings?: string, sections?: { offset: { line: number, column: number } }[] }} map
 */
export function shiftedOneLine(map) {
  if (Array.isArray(map.sections))
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  // In the mappings, each `;` starts the next generated line.
  return typeof map.mappings === 'string' ? { ...map, mappings: `;${map.mappings}` } : map;
}

/**
 * Gives each first-load chunk of the build the hint (and moves its source map, when there is one).
 * @param {string} distDir
 * @returns {{ hinted: string[], already: string[], missing: string[] }}
 */
export function addCompileHints(distDir) {
  /** @type {{ hinted: string[], already: string[], missing: string[] }} */
  const result = { hinted: [], already: [], missing: [] };
  for (const chunk of firstLoadChunks(distDir)) {
    const file = path.join(distDir, chunk);
    if (!existsSync(file)) {
      result.missing.push(chunk);
      continue;
    }
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      result.already.push(chunk);
      continue;
    }
    writeFileSync(file, COMPILE_HINT + source);
    const mapName = /\/\/# sourceMappingURL=([^\s/]+\.map)\s*$/.exec(source)?.[1];
    const mapFile = mapName && path.join(path.dirname(file), mapName);
    if (mapFile && existsSync(mapFile))
      writeFileSync(
        mapFile,
        JSON.stringify(shiftedOneLine(JSON.parse(readFileSync(mapFile, 'utf8')))),
      );
    result.hinted.push(chunk);
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const { hinted, already, missing } = addCompileHints(distDir);
  console.log(
    `compile hints: ${hinted.length} first-load chunks of ${distDir} hinted${already.length ? `, ${already.length} already` : ''}`,
  );
  // A chunk named by a manifest and absent: the build is not what this step expects. Fail the build.
  if (missing.length > 0) {
    console.error(`compile hints: chunks named by the manifests but absent: ${missing.join(', ')}`);
    process.exit(1);
  }
}
