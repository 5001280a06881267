// Writes the "Forms" namespace of forms.json into messages/{nl,fr,en,de}.json.
// Each catalogue is re-read immediately before it is written and only its "Forms" key changes
// (other helpers edit the other namespaces): `node lib/forms/messages/apply.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const forms = JSON.parse(readFileSync(new URL('./forms.json', import.meta.url), 'utf8'));

for (const locale of ['nl', 'fr', 'en', 'de']) {
  const file = `${root}messages/${locale}.json`;
  const text = readFileSync(file, 'utf8');
  const catalogue = JSON.parse(text);
  catalogue.Forms = forms[locale];
  const indent = /^\{\n( +)"/.exec(text)?.[1]?.length ?? 2;
  writeFileSync(file, `${JSON.stringify(catalogue, null, indent)}${text.endsWith('\n') ? '\n' : ''}`);
  console.log(`messages/${locale}.json: Forms written`);
}
