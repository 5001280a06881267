/** The committed JSON is exactly what the (deterministic) generator produces. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { buildSnapshot } from '@/scripts/demo-data/build';

const read = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'data', file), 'utf8'));

describe('scripts/demo-data/generate-data.ts', () => {
  const first = buildSnapshot();

  it('is deterministic', () => {
    expect(JSON.stringify(buildSnapshot())).toBe(JSON.stringify(first));
  });

  it('produced the committed data files (run `npx tsx scripts/demo-data/generate-data.ts` after editing it)', () => {
    for (const locale of SITE_LOCALES)
      expect(read(`properties/${locale}.json`)).toEqual(first.properties[locale]);
    expect(read('types.json')).toEqual(first.types);
    expect(read('cities.json')).toEqual(first.cities);
    expect(read('property-lists.json')).toEqual(first.propertyLists);
    expect(read('projects.json')).toEqual([]);
    expect(read('projects.demo.json')).toEqual(first.projectsDemo);
  });

  it('lists a photo for every picture of every property and project', () => {
    const planned = new Set(first.photos.map((job) => `/photos/${job.dir}/${job.n}.jpg`));
    for (const p of first.properties.en)
      for (const picture of p.Pictures) expect(planned).toContain(picture.Url);
    for (const project of first.projectsDemo)
      for (const picture of project.Pictures) expect(planned).toContain(picture.Url);
  });

  it('gives each document the size of the file it writes, the committed one (run `npm run data:documents` after editing it)', () => {
    const files = new Map(first.documents.map((d) => [d.url, d.bytes]));
    for (const locale of SITE_LOCALES) {
      for (const doc of first.properties[locale].flatMap((p) => p.Documents)) {
        expect(doc.Size, doc.Url).toBe(files.get(doc.Url)?.length);
      }
    }
    for (const [url, bytes] of files) expect(readFileSync(path.join(process.cwd(), 'public', url)), url).toEqual(bytes);
  });
});
