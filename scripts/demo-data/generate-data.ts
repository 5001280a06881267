/**
 * Writes the CRM snapshot under data/ (SPEC §3): properties/{locale}.json (one per SITE_LOCALES), types.json,
 * cities.json, property-lists.json, projects.json (empty) and projects.demo.json.
 * Deterministic (seeded PRNG, no clock): running it twice gives the same files.
 * Run: npx tsx scripts/demo-data/generate-data.ts   (then npx tsx scripts/demo-data/generate-images.ts for the photos)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { checkCommittedSnapshot } from '@/lib/catalogue/consistency';
import {
  citiesFileSchema,
  projectsFileSchema,
  propertiesFileSchema,
  propertyListsFileSchema,
  typesFileSchema,
} from '@/lib/catalogue/schemas';
import { createDataStore } from '@/lib/catalogue/store';
import { SITE_LOCALES } from '@/lib/locale';
import { buildSnapshot } from './build';

const dataDir = path.join(process.cwd(), 'data');

/** Writes JSON formatted as `npm run format` would, so formatting never changes the data files. */
async function write(relative: string, value: unknown) {
  const file = path.join(dataDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(JSON.stringify(value), { ...options, parser: 'json' }));
  console.log(`wrote data/${relative}`);
}

async function main() {
  const snapshot = buildSnapshot();

  // Fail before writing anything when the builder produces data the loaders would reject.
  for (const locale of SITE_LOCALES) propertiesFileSchema.parse(snapshot.properties[locale]);
  typesFileSchema.parse(snapshot.types);
  citiesFileSchema.parse(snapshot.cities);
  propertyListsFileSchema.parse(snapshot.propertyLists);
  projectsFileSchema.parse(snapshot.projects);
  projectsFileSchema.parse(snapshot.projectsDemo);

  for (const locale of SITE_LOCALES)
    await write(`properties/${locale}.json`, snapshot.properties[locale]);
  await write('types.json', snapshot.types);
  await write('cities.json', snapshot.cities);
  await write('property-lists.json', snapshot.propertyLists);
  await write('projects.json', snapshot.projects);
  await write('projects.demo.json', snapshot.projectsDemo);

  const problems = checkCommittedSnapshot(createDataStore(dataDir));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `${snapshot.properties.en.length} properties per language, ${snapshot.photos.length} photos to draw`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
