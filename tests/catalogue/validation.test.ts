/**
 * Broken data fails loudly: the loaders and scripts/demo-data/validate-data.ts name the file, the record
 * and the field. Each case edits a temporary copy of data/.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCommittedSnapshot } from '@/lib/catalogue/consistency';
import { createDataStore } from '@/lib/catalogue';

const dataDir = path.join(process.cwd(), 'data');
const roots: string[] = [];

/** A copy of data/ (and a link to public/) where `edit` changed one file. */
function brokenCopy(file: string, edit: (json: unknown) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ih-data-'));
  roots.push(root);
  cpSync(dataDir, path.join(root, 'data'), { recursive: true });
  symlinkSync(path.join(process.cwd(), 'public'), path.join(root, 'public'));
  const target = path.join(root, 'data', file);
  const json: unknown = JSON.parse(readFileSync(target, 'utf8'));
  edit(json);
  writeFileSync(target, JSON.stringify(json));
  return root;
}

type Rec = Record<string, unknown>;
const property = (json: unknown, index: number) => (json as Rec[])[index]!;

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('loading broken data', () => {
  it('names the file, the property and the field of a missing field', () => {
    const root = brokenCopy('properties/fr.json', (json) => delete property(json, 2).City);
    const id = property(
      JSON.parse(readFileSync(path.join(dataDir, 'properties/fr.json'), 'utf8')),
      2,
    ).ID;
    expect(() => createDataStore(path.join(root, 'data')).getProperties('fr')).toThrow(
      `properties/fr.json: property ID ${id} (index 2): City: expected string, received undefined`,
    );
  });

  it('loads any WebID a CRM gives; the committed snapshot check refuses one its types do not have', () => {
    const root = brokenCopy('properties/nl.json', (json) => Object.assign(property(json, 5), { WebID: 12, WebIDs: '12' }));
    const store = createDataStore(path.join(root, 'data'));
    const id = property(store.getProperties('nl'), 5).ID;
    expect(property(store.getProperties('nl'), 5).WebID).toBe(12);
    expect(checkCommittedSnapshot(store)).toContain(`properties/nl.json: property ID ${id}: WebIDs 12 are no type of types.json`);
  });

  it('holds the committed types to the nine WebIDs 1–9', () => {
    const root = brokenCopy('types.json', (json) => (((json as Rec).fr as Rec[])[8]!.WebID = 1003));
    expect(checkCommittedSnapshot(createDataStore(path.join(root, 'data')))).toContain(
      'types.json: fr: expected WebIDs 1–9 once each, found 1,2,3,4,5,6,8,9,1003',
    );
  });

  it('rejects a non-numeric price', () => {
    const root = brokenCopy('properties/en.json', (json) => (property(json, 7).Price = '250000'));
    expect(() => createDataStore(path.join(root, 'data')).getProperties('en')).toThrow(
      /properties\/en\.json: property ID \d+ \(index 7\): Price: expected number, received string/,
    );
  });

  it('names nested fields with their path', () => {
    const root = brokenCopy('properties/de.json', (json) => {
      (property(json, 0).Pictures as Rec[])[1]!.Url = 42;
    });
    expect(() => createDataStore(path.join(root, 'data')).getProperties('de')).toThrow(
      /property ID \d+ \(index 0\): Pictures\[1\]\.Url: expected string, received number/,
    );
  });

  it('rejects WebIDs that do not contain the WebID', () => {
    const root = brokenCopy('properties/fr.json', (json) => (property(json, 0).WebIDs = '3,4'));
    expect(() => createDataStore(path.join(root, 'data')).getProperties('fr')).toThrow(
      /WebIDs: expected the list to contain WebID/,
    );
  });

  it('rejects a record in the wrong language file', () => {
    const root = brokenCopy('properties/fr.json', (json) => (property(json, 3).language = 'nl'));
    expect(() => createDataStore(path.join(root, 'data')).getProperties('fr')).toThrow(
      /index 3\): language: expected 'fr', received 'nl'/,
    );
  });

  it('names the language and record of types.json, cities.json, lists and projects', () => {
    let root = brokenCopy('types.json', (json) => (((json as Rec).nl as Rec[])[2]!.WebID = 0));
    expect(() => createDataStore(path.join(root, 'data')).getTypes('nl')).toThrow(
      /types\.json: nl: type ID \d+ \(index 2\): WebID: Too small/,
    );

    root = brokenCopy(
      'cities.json',
      (json) => ((((json as Rec).fr as Rec).sale as Rec[])[1]!.PropertyCount = 'two'),
    );
    expect(() => createDataStore(path.join(root, 'data')).getCities('fr', 'sale')).toThrow(
      /cities\.json: fr\.sale: city .+ \(index 1\): PropertyCount: expected number, received string/,
    );

    root = brokenCopy('property-lists.json', (json) => ((json as Rec[])[0]!.goal = 'sale'));
    expect(() => createDataStore(path.join(root, 'data')).getPropertyList(1)).toThrow(
      /property-lists\.json: list id 1 \(index 0\): goal/,
    );

    root = brokenCopy('projects.demo.json', (json) => delete (json as Rec[])[1]!.Zip);
    expect(() => createDataStore(path.join(root, 'data')).getProjects('demo')).toThrow(
      /projects\.demo\.json: project ID 90102 \(index 1\): Zip: expected string, received undefined/,
    );
  });

  it('names a file that is not JSON', () => {
    const root = brokenCopy('types.json', () => undefined);
    writeFileSync(path.join(root, 'data/types.json'), '{ not json');
    expect(() => createDataStore(path.join(root, 'data')).getTypes('en')).toThrow(
      /types\.json: \(file\): is not valid JSON/,
    );
  });

  it("refuses a committed document whose Size is not its file's size, and a missing document file", () => {
    const root = brokenCopy('properties/fr.json', (json) => {
      const [epc, plans] = (json as Rec[]).find((p) => p.ID === 4012345)!.Documents as Rec[];
      epc!.Size = 1_887_232;
      plans!.Url = '/documents/4012345/missing.pdf';
    });
    const problems = checkCommittedSnapshot(createDataStore(path.join(root, 'data')), { publicDir: path.join(root, 'public') });
    const size = statSync(path.join(process.cwd(), 'public/documents/4012345/epc-certificate.pdf')).size;
    expect(problems).toContain(
      `properties/fr.json: property ID 4012345: document /documents/4012345/epc-certificate.pdf: Size is 1887232, the file has ${size} bytes`,
    );
    expect(problems).toContain('public/documents/4012345/missing.pdf: file missing');
  });

  it("leaves a document elsewhere (a CRM's URL) with the size it was given, or none", () => {
    const root = brokenCopy('properties/en.json', (json) => {
      const [epc, plans] = (json as Rec[]).find((p) => p.ID === 4012345)!.Documents as Rec[];
      Object.assign(epc!, { Url: 'https://crm.example/documents/1.pdf', Size: 1_887_232 });
      Object.assign(plans!, { Url: 'https://crm.example/documents/2.pdf', Size: null });
    });
    const problems = checkCommittedSnapshot(createDataStore(path.join(root, 'data')), { publicDir: path.join(root, 'public') });
    expect(problems.filter((p) => p.includes('crm.example'))).toEqual([]);
  });

  it('finds inconsistencies between files', () => {
    const root = brokenCopy('cities.json', (json) => {
      (((json as Rec).en as Rec).all as Rec[])[0]!.PropertyCount = 99;
    });
    brokenEdit(root, 'properties/de.json', (json) => (json as Rec[]).pop());
    const problems = checkCommittedSnapshot(createDataStore(path.join(root, 'data')));
    expect(problems).toContain(
      'properties/de.json: the property IDs differ from properties/nl.json',
    );
    expect(
      problems.some((p) => /cities\.json: en\.all: city .+: PropertyCount is 99/.test(p)),
    ).toBe(true);
  });
});

function brokenEdit(root: string, file: string, edit: (json: unknown) => void) {
  const target = path.join(root, 'data', file);
  const json: unknown = JSON.parse(readFileSync(target, 'utf8'));
  edit(json);
  writeFileSync(target, JSON.stringify(json));
}

describe('scripts/demo-data/validate-data.ts', () => {
  const run = (root?: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/demo-data/validate-data.ts', ...(root ? [root] : [])],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
      },
    );

  it('accepts the committed data', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 30000);

  it('exits 1 naming the file, record and field', () => {
    const root = brokenCopy('properties/fr.json', (json) => (property(json, 7).Price = '250000'));
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /properties\/fr\.json: property ID \d+ \(index 7\): Price: expected number, received string/,
    );
  }, 30000);

  it("exits 1 on a document whose Size is not its file's size", () => {
    const root = brokenCopy('properties/nl.json', (json) => {
      ((json as Rec[]).find((p) => p.ID === 4012345)!.Documents as Rec[])[0]!.Size = 1_887_232;
    });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/properties\/nl\.json: property ID 4012345: document \/documents\/4012345\/epc-certificate\.pdf: Size is 1887232, the file has \d+ bytes/);
  }, 30000);

  it("checks the articles too: a job offer's last day before its posting date", () => {
    const root = brokenCopy('articles.json', (json) => {
      const jobs = (json as Rec[]).find((a) => a.key === 'jobs')!;
      (jobs.jobOffers as Rec[])[0]!.validThrough = '2020-01-01';
    });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /articles\.json: article id 41 \(key 'jobs'\): jobOffers\.0\.validThrough: validThrough is before datePosted/,
    );
  }, 30000);
});
