/**
 * `npm run content:export [-- --dir data]`: writes the content the site shows now (what staff
 * published, else the committed files) back as data/site.json, data/menu.json, data/articles.json,
 * data/article-categories.json and data/languages.json, each validated by its zod schema first. Commit them to make them the new
 * embedded default. Uses DATABASE_URL, else the embedded database (scripts/ops/open-database.mts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT_DOCUMENTS, DOCUMENT_FILES, DOCUMENT_SCHEMAS } from '@/lib/content/documents';
import { embeddedContent, exportContent } from '@/lib/server/content/store';
import { createDb } from '@/lib/server/db/client';
import { openDatabase } from './open-database.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'data' } } });

async function main() {
  const database = await openDatabase();
  const { db, pool } = createDb(database.url, 2);
  try {
    const content = await exportContent(db);
    const embedded = embeddedContent();
    for (const document of CONTENT_DOCUMENTS) {
      const data = DOCUMENT_SCHEMAS[document].parse(content[document]);
      const file = path.join(values.dir, path.basename(DOCUMENT_FILES[document]));
      // Unchanged content keeps its committed form (zod fills in defaults the file leaves out).
      const unchanged = JSON.stringify(data) === JSON.stringify(embedded[document]);
      writeFileSync(file, unchanged ? readFileSync(DOCUMENT_FILES[document], 'utf8') : `${JSON.stringify(data, null, 2)}\n`);
      console.log(`content:export: ${file}`);
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`content:export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
