// Writes the "Property" namespace of property.json into messages/{nl,fr,en,de}.json.
// Each catalogue is re-read immediately before it is written and only its "Property" key changes
// (other helpers edit the other namespaces): `node lib/property/messages/apply.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const property = JSON.parse(readFileSync(new URL('./property.json', import.meta.url), 'utf8'));

for (const locale of ['nl', 'fr', 'en', 'de']) {
  const file = `${root}messages/${locale}.json`;
  const text = readFileSync(file, 'utf8');
  const catalogue = JSON.parse(text);
  catalogue.Property = property[locale];
  const indent = /^\{\n( +)"/.exec(text)?.[1]?.length ?? 2;
  writeFileSync(file, `${JSON.stringify(catalogue, null, indent)}${text.endsWith('\n') ? '\n' : ''}`);
  console.log(`messages/${locale}.json: Property written`);
}
