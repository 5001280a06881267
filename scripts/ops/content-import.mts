/**
 * `npm run content:import [-- --dir data] [-- --only articles]`: loads data/site.json, data/menu.json,
 * data/articles.json, data/article-categories.json and data/languages.json (or the one named) as new published versions, checked by
 * their zod schemas and the content rules all together: one invalid file loads none. Every
 * instance shows them within seconds (lib/server/content/watcher).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT_DOCUMENTS, DOCUMENT_FILES, isContentDocument, type ContentData } from '@/lib/content/documents';
import { importContent } from '@/lib/server/content/store';
import { createDb } from '@/lib/server/db/client';
import { openDatabase } from './open-database.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'data' }, only: { type: 'string' } } });

function fail(message: string): never {
  console.error(`content:import: ${message}`);
  process.exit(1);
}

async function main() {
  if (values.only !== undefined && !isContentDocument(values.only)) fail(`--only must be one of ${CONTENT_DOCUMENTS.join(', ')}`);
  const documents = values.only ? [values.only] : CONTENT_DOCUMENTS;
  const incoming: Partial<Record<keyof ContentData, unknown>> = {};
  for (const document of documents) incoming[document] = JSON.parse(readFileSync(path.join(values.dir, path.basename(DOCUMENT_FILES[document])), 'utf8'));
  const database = await openDatabase();
  const { db, pool } = createDb(database.url, 2);
  try {
    const result = await importContent(db, incoming as Partial<ContentData>);
    if (!result.ok) fail(`${result.problem.code} ${JSON.stringify(result.problem.values)}: nothing imported`);
    console.log(`content:import: ${documents.join(', ')} published (last version ${result.versionId})`);
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
