/**
 * readCatalogue against data we did not write: the fake CRM serves an agency account
 * generated from a seed, with its own ids and categories and the odd data a real account has; its
 * own truth (tests/harness/fake-omnicasa/truth) says which properties a page can be made of.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/lib/locale';
import { readCatalogue } from '@/lib/server/crm/omnicasa/catalogue';
import { CrmAuthError, CrmGarbageError, CrmUnavailableError } from '@/lib/server/crm/omnicasa/errors';
import type { FakeOmnicasa } from '@/tests/harness/fake-omnicasa.mjs';
import { expectedOnSite, truthOf } from '@/tests/harness/fake-omnicasa/truth';
import { admin, clientFor, setMode, startFake } from './helpers';

const sortedIds = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

describe('readCatalogue, against a generated agency account', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFake({ seed: 28, count: 60 });
  });
  afterAll(() => fake.stop());
  beforeEach(() => admin(fake, 'POST', 'reset'));

  it('reads every property that has what a page needs, in the languages the CRM has it in, and leaves out only the others', async () => {
    const read = await readCatalogue(clientFor(fake));
    const truth = truthOf(fake.account());
    expect(sortedIds(read.properties.keys())).toEqual(sortedIds(expectedOnSite(fake.account()).map((t) => t.id)));
    expect(sortedIds(read.leftOut)).toEqual(sortedIds(truth.filter((t) => !t.hasMinimum).map((t) => t.id)));
    for (const t of expectedOnSite(fake.account())) {
      const records = read.properties.get(t.id)!;
      const withMinimum = t.languages.filter((locale) => !t.lacks?.languages.includes(locale));
      expect(Object.keys(records).sort(), `property ${t.id}`).toEqual([...withMinimum].sort());
    }
    expect(read.complete).toBe(true);
  });

  it('makes the site\'s types of the account\'s own categories, every language named', async () => {
    const read = await readCatalogue(clientFor(fake));
    const webIds = fake.account().categories.map((c) => c.webId).sort((a, b) => a - b);
    for (const locale of SITE_LOCALES) {
      expect(read.types[locale].map((t) => t.WebID).sort((a, b) => a - b)).toEqual(webIds);
      expect(read.types[locale].every((t) => t.Name.length > 0 && t.language === locale)).toBe(true);
    }
  });

  it('notes what it left out with the property, the Omnicasa field and a reason, and counts what it read', async () => {
    const read = await readCatalogue(clientFor(fake));
    const ids = new Set(truthOf(fake.account()).map((t) => t.id));
    expect(read.notes.length).toBeGreaterThan(0);
    for (const note of read.notes.filter((n) => n.method === 'GetProperty')) {
      expect(ids.has(note.id!), JSON.stringify(note)).toBe(true);
      expect(note.field).not.toBe('');
    }
    const leftOutRecords = read.notes.filter((n) => n.method === 'GetProperty' && n.effect === 'record');
    expect(sortedIds(leftOutRecords.map((n) => n.id!))).toEqual(sortedIds(read.leftOut));
    expect(read.tally.records).toBeGreaterThan(read.tally.leftOut);
    // The fake names some fields otherwise than we guessed: no record has them.
    expect(read.unseenFields).toContain('NumberOfFacades');
    expect(read.unseenFields).not.toContain('SurfaceLiving');
  });

  it('leaves a field of the wrong type out alone, keeping the property', async () => {
    const first = expectedOnSite(fake.account()).find((t) => t.languages.includes('fr') && t.lacks === null);
    await setMode(fake, { mode: 'garbage', kind: 'bad-record', propertyId: first!.id, field: 'Price', language: 'fr' });
    const read = await readCatalogue(clientFor(fake));
    expect(read.properties.get(first!.id)?.fr?.Price).toBeNull();
    expect(read.notes).toContainEqual(expect.objectContaining({ id: first!.id, language: 'fr', field: 'Price', code: 'invalid', effect: 'field' }));
  });

  it('reads only what changed since a date, and what was deleted since', async () => {
    const [a, b, c] = expectedOnSite(fake.account());
    const since = new Date(Date.now() - 2 * 60 * 60_000);
    await admin(fake, 'POST', `properties/${a!.id}/price`, { price: 123_000 });
    await admin(fake, 'POST', `properties/${b!.id}/touch`);
    await admin(fake, 'DELETE', `properties/${c!.id}`);
    const read = await readCatalogue(clientFor(fake), { since });
    expect(read.complete).toBe(false);
    expect(sortedIds(read.properties.keys())).toEqual(sortedIds([a!.id, b!.id]));
    expect(read.deletedPropertyIds).toContain(c!.id);
    const priced = read.properties.get(a!.id)!;
    for (const record of Object.values(priced)) expect(record.Price).toBe(123_000);
  });

  it.each([
    [{ mode: 'down', kind: '503' }, CrmUnavailableError],
    [{ mode: 'down', kind: 'reset' }, CrmUnavailableError],
    [{ mode: 'garbage', kind: 'not-json' }, CrmGarbageError],
    [{ mode: 'garbage', kind: 'wrong-shape' }, CrmGarbageError],
    [{ mode: 'down', kind: '503', methods: ['GetDocumentList'] }, CrmUnavailableError],
  ])('throws when the CRM answers %j: the caller keeps its stock', async (mode, kind) => {
    await setMode(fake, mode);
    await expect(readCatalogue(clientFor(fake))).rejects.toBeInstanceOf(kind);
  });

  it('throws an auth error when the credentials are refused, as the public client\'s fixture answers', async () => {
    await expect(readCatalogue(clientFor(fake, { customerPassword: 'wrong' }))).rejects.toBeInstanceOf(CrmAuthError);
  });

  it('reads a clean account whole, every language', async () => {
    await admin(fake, 'POST', 'reset', { clean: true, count: 25, seed: 5 });
    const read = await readCatalogue(clientFor(fake));
    expect(read.properties.size).toBe(25);
    expect(read.leftOut).toEqual([]);
    expect(read.notes.filter((n) => n.effect !== 'field')).toEqual([]);
  });
});
