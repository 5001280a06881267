/**
 * Writes the small one-page PDF of every document the snapshot links to
 * (public/documents/{ID}/{name}.pdf, scripts/demo-data/documents.ts): the records' Size is their length.
 * Run: npx tsx scripts/demo-data/generate-documents.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSnapshot } from './build';

const { documents } = buildSnapshot();
for (const { url, bytes } of documents) {
  const file = path.join(process.cwd(), 'public', url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}
console.log(`${documents.length} documents written under public/documents/`);
