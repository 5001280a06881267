/**
 * Validates the bundled data before a build: every data file of every language against its zod
 * schema, then the checks between files (same IDs in every language, city counts, types, photos).
 * Exits 1 with a message naming the file, the record and the field.
 * Run: npx tsx scripts/demo-data/validate-data.ts [root]   (root holds data/ and public/; default: cwd)
 */
import path from 'node:path';
import { getArticles } from '@/lib/content/articles';
import { checkCommittedSnapshot } from '@/lib/catalogue/consistency';
import { createDataStore } from '@/lib/catalogue/store';
import { SITE_LOCALES } from '@/lib/locale';
import { CITY_LISTS } from '@/lib/catalogue/schemas';

const root = path.resolve(process.argv[2] ?? process.cwd());
const dataDir = path.join(root, 'data');
const publicDir = path.join(root, 'public');

try {
  const store = createDataStore(dataDir);
  for (const locale of SITE_LOCALES) {
    store.getProperties(locale);
    store.getTypes(locale);
    for (const list of CITY_LISTS) store.getCities(locale, list);
  }
  store.getPropertyLists();
  store.getProjects('snapshot');
  store.getProjects('demo');
  const problems = checkCommittedSnapshot(store, { publicDir });
  if (problems.length) {
    console.error(`Data check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  // The content loaders read data/ under the working directory (lib/content/read-json).
  process.chdir(root);
  getArticles();
  const count = store.getPropertyIds().length;
  console.log(`data/ is valid: ${count} properties in ${SITE_LOCALES.length} languages`);
} catch (error) {
  console.error(`Data check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
