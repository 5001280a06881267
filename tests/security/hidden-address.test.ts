/**
 * No API answer carries what the address rule hides (SPEC §9: street and number only when
 * PublishAddress is true). The site shows a CRM stock whose hidden-address records keep everything
 * the CRM sends (street, number, box, the house's own coordinates), then every public JSON answer
 * is asked in every language and read as text. The pages are scanned by e2e/hidden-address.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as propertyCards } from '@/app/api/property-cards/route';
import { GET as listEntries } from '@/app/api/list-entries/route';
import { GET as listMarkers } from '@/app/api/list-markers/route';
import { GET as searchIndex } from '@/app/api/search-index/[locale]/route';
import { routing } from '@/i18n/routing';
import { createDataStore, getPropertyLists, showCatalogue, type Catalogue, type Property } from '@/lib/catalogue';
import { perLanguage, type SiteLocale } from '@/lib/locale';

// The handlers' labels ('from', 'price on request') do not matter here.
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const dataDir = path.join(process.cwd(), 'data');
const raw = (locale: SiteLocale): Property[] =>
  JSON.parse(readFileSync(path.join(dataDir, 'properties', `${locale}.json`), 'utf8')) as Property[];

/** The house's own position, as a CRM sends it: never rounded. */
const exact = (p: Property): Property =>
  p.PublishAddress || p.Latitude === null || p.Longitude === null
    ? p
    : { ...p, Latitude: p.Latitude + 0.003417, Longitude: p.Longitude - 0.002863 };

const records = perLanguage((locale) => raw(locale).map(exact));
const hidden = routing.locales.flatMap((locale) => records[locale].filter((p) => !p.PublishAddress));
const hiddenIds = [...new Set(hidden.map((p) => p.ID))];
/** A property whose address is shown: the control. */
const SHOWN = 4012345;

/** What must never be in an answer: each hidden street in each language, its number and box as fields, its exact position. */
function leaksIn(text: string): string[] {
  const found: string[] = [];
  for (const p of hidden) {
    if (p.Street && text.includes(p.Street)) found.push(`street of ${p.ID}: ${p.Street}`);
    if (p.HouseNumber && text.includes(`"HouseNumber":"${p.HouseNumber}"`)) found.push(`number of ${p.ID}: ${p.HouseNumber}`);
    if (p.BoxNr && text.includes(`"BoxNr":"${p.BoxNr}"`)) found.push(`box of ${p.ID}: ${p.BoxNr}`);
    for (const c of [p.Latitude, p.Longitude]) if (c !== null && text.includes(String(c))) found.push(`position of ${p.ID}: ${c}`);
  }
  return found;
}

beforeAll(() => {
  const catalogue: Catalogue = {
    properties: records,
    types: createDataStore(dataDir).getTypeRecords(),
    projects: [],
    priceHistory: {},
  };
  showCatalogue(catalogue);
});
afterAll(() => showCatalogue(null));

describe('the answers of /api/ for properties whose address is hidden', () => {
  it('the fixture hides addresses that have a street, a number and an exact position', () => {
    expect(hiddenIds.length).toBeGreaterThanOrEqual(2);
    expect(hidden.every((p) => p.Street && p.HouseNumber && p.Latitude !== null)).toBe(true);
    expect(leaksIn(JSON.stringify(records))).not.toEqual([]);
  });

  it.each(routing.locales)('/api/property-cards/ (%s) has no street, number or position, and the control has its street', async (locale) => {
    const response = propertyCards(new Request(`http://localhost/api/property-cards/?locale=${locale}&ids=${[...hiddenIds, SHOWN].join(',')}`));
    const text = await response.text();
    expect(leaksIn(text)).toEqual([]);
    const cards = JSON.parse(text) as { id: number; card: { Street: string | null } | null }[];
    expect(cards.filter((c) => hiddenIds.includes(c.id)).every((c) => c.card && c.card.Street === null)).toBe(true);
    expect(text).toContain(records[locale].find((p) => p.ID === SHOWN)!.Street!);
  });

  it.each(routing.locales)('/api/list-entries/ and /api/list-markers/ (%s) of every list: no position of a hidden address', async (locale) => {
    for (const list of getPropertyLists()) {
      const entries = await listEntries(new Request(`http://localhost/api/list-entries/?locale=${locale}&list=${list.id}`)).text();
      expect(leaksIn(entries), `list-entries ${list.id}`).toEqual([]);
      const markers = await (await listMarkers(new Request(`http://localhost/api/list-markers/?lang=${locale}&list=${list.id}`))).text();
      expect(leaksIn(markers), `list-markers ${list.id}`).toEqual([]);
      const ids = (JSON.parse(markers) as { id: number }[]).map((m) => m.id);
      expect(ids.filter((id) => hiddenIds.includes(id)), `list-markers ${list.id}`).toEqual([]);
    }
    // The control: a shown address has its marker at the house.
    const shown = records[locale].find((p) => p.ID === SHOWN)!;
    const markers = await (await listMarkers(new Request(`http://localhost/api/list-markers/?lang=${locale}&list=1`))).text();
    expect(markers).toContain(`"lat":${shown.Latitude}`);
  });

  it.each(routing.locales)('/api/search-index/%s has no street, number or position', async (locale) => {
    const response = await searchIndex(new Request(`http://localhost/api/search-index/${locale}`), { params: Promise.resolve({ locale }) });
    const text = await response.text();
    expect(leaksIn(text)).toEqual([]);
    expect(text).toContain(`"id":${hiddenIds[0]}`);
  });
});
