// What each browser chunk of a build holds, by source module, largest first (where the
// first-load JavaScript goes). Needs a build with source maps:
//   BUILD_SOURCEMAPS=1 NEXT_DIST_DIR=.next-analyze npx next build
//   node bench/chunk-sources.mjs .next-analyze [chunk-name-part]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [distDir = '.next-analyze', only] = process.argv.slice(2);
const chunks = path.join(distDir, 'static', 'chunks');

/** node_modules/<pkg> (or @scope/pkg) for a dependency, the project path otherwise. */
function owner(source) {
  const clean = source.replace(/^turbopack:\/\/\/\[project\]\//, '');
  const parts = clean.split('node_modules/');
  if (parts.length === 1) return clean;
  const segments = parts.at(-1).split('/');
  return `npm:${segments[0].startsWith('@') ? segments.slice(0, 2).join('/') : segments[0]}`;
}

for (const file of readdirSync(chunks).filter((f) => f.endsWith('.js') && (!only || f.includes(only))).sort()) {
  const code = readFileSync(path.join(chunks, file));
  const mapName = /sourceMappingURL=(\S+)\s*$/.exec(code.subarray(-300).toString())?.[1];
  if (!mapName || !existsSync(path.join(chunks, mapName))) continue;
  const map = JSON.parse(readFileSync(path.join(chunks, mapName), 'utf8'));
  const sizes = new Map();
  for (const section of map.sections ?? [{ map }]) {
    const { sources = [], sourcesContent = [] } = section.map;
    sources.forEach((source, i) => sizes.set(owner(source), (sizes.get(owner(source)) ?? 0) + (sourcesContent[i]?.length ?? 0)));
  }
  console.log(`${file}  ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip`);
  for (const [name, size] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(size).padStart(8)}  ${name}`);
}
