/**
 * The committed snapshot (data/) exercises every rule of the spec: each `it` below is one line of
 * the coverage list, checked against the JSON files through the loaders.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCommittedSnapshot } from '@/lib/catalogue/consistency';
import { createDataStore, webIdsOf, type Property } from '@/lib/catalogue';
import {
  EPC_BANDS,
  epcForProperty,
  epcImagePath,
  epcLabelFor,
  LUXEMBOURG_EPC_LABELS,
  luxembourgEpcLabel,
} from '@/lib/epc';
import { SITE_LOCALES } from '@/lib/locale';
import { REGIONS, regionForProperty } from '@/lib/regions';
import { detectVideo } from '@/lib/video';

const store = createDataStore(path.join(process.cwd(), 'data'));
const all = store.getProperties('en');
const publicDir = path.join(process.cwd(), 'public');

const inRegion = (region: string) => all.filter((p) => regionForProperty(p) === region);
const isBuilding = (p: Property) => ![4, 7].includes(p.WebID);

describe('the snapshot', () => {
  it('holds about 40+ properties per language, the same IDs in every language', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    const ids = all.map((p) => p.ID).sort();
    for (const locale of SITE_LOCALES) {
      expect(
        store
          .getProperties(locale)
          .map((p) => p.ID)
          .sort(),
      ).toEqual(ids);
      expect(store.getProperties(locale).every((p) => p.language === locale)).toBe(true);
    }
  });

  it('translates the texts: titles, type names and descriptions differ between languages', () => {
    const fr = store.getProperty('fr', 4012345)!;
    const nl = store.getProperty('nl', 4012345)!;
    const de = store.getProperty('de', 4012345)!;
    expect(new Set([fr.TypeDescription, nl.TypeDescription, de.TypeDescription]).size).toBe(3);
    expect(new Set([fr.Description, nl.Description, de.Description]).size).toBe(3);
    expect(store.getProperty('de', 4012345)!.MainTypeName).toBe('Wohnung');
    expect(store.getProperty('nl', 4012345)!.City).toBe('Elsene');
    expect(fr.City).toBe('Ixelles');
  });

  it('passes the checks between files (cities, types, photos on disk)', () => {
    expect(checkCommittedSnapshot(store, { publicDir })).toEqual([]);
  });

  it('has properties for sale and for rent', () => {
    expect(all.some((p) => p.Goal === 0)).toBe(true);
    expect(all.some((p) => p.Goal === 1)).toBe(true);
  });

  it('has all nine types as primary WebID, and properties with two WebIDs', () => {
    expect([...new Set(all.map((p) => p.WebID))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const twoTypes = all.filter((p) => webIdsOf(p).length === 2);
    expect(twoTypes.length).toBeGreaterThanOrEqual(2);
    for (const p of twoTypes) expect(webIdsOf(p)[0]).toBe(p.WebID);
  });

  it('names WebID 7 Garage/Parking and WebID 8 Industrial', () => {
    const en = store.getTypes('en');
    expect(en.find((t) => t.WebID === 7)?.Name).toBe('Garage/Parking');
    expect(en.find((t) => t.WebID === 8)?.Name).toBe('Industrial');
    for (const p of all) expect(p.MainTypeName).toBe(en.find((t) => t.WebID === p.WebID)?.Name);
  });

  it('covers the Brussels postal codes of SPEC §9 and 1620', () => {
    const zips = new Set(all.map((p) => p.Zip));
    for (const zip of [
      '1000',
      '1020',
      '1030',
      '1040',
      '1050',
      '1060',
      '1070',
      '1080',
      '1090',
      '1140',
      '1150',
      '1160',
      '1200',
      '1620',
    ]) {
      expect(zips, zip).toContain(zip);
    }
  });

  it('has properties in Flanders, Wallonia, Luxembourg (CountryID 50) and another country', () => {
    expect(inRegion('flanders').filter((p) => p.Zip !== '1620').length).toBeGreaterThan(0);
    expect(inRegion('wallonia').length).toBeGreaterThan(0);
    expect(all.some((p) => p.CountryID === 50)).toBe(true);
    expect(all.some((p) => p.CountryID !== null && ![10, 50].includes(p.CountryID))).toBe(true);
  });

  it('has an EnergyPerformance in every band of every region', () => {
    for (const region of REGIONS) {
      const labels = new Set(
        inRegion(region)
          .filter((p) => p.EnergyPerformance !== null)
          .map((p) => epcLabelFor(region, p.EnergyPerformance!)),
      );
      for (const band of EPC_BANDS[region])
        expect(labels, `${region} ${band.label}`).toContain(band.label);
    }
  });

  it('gives Luxembourg properties a Luxembourg label text', () => {
    const lux = all.filter((p) => p.CountryID === 50);
    for (const p of lux) expect(luxembourgEpcLabel(p.EPCLabelText), String(p.ID)).not.toBeNull();
  });

  it('writes EPCLabelText to match the band of EnergyPerformance', () => {
    for (const p of all.filter((p) => p.CountryID === 10 && p.EnergyPerformance !== null)) {
      const epc = epcForProperty(p)!;
      expect(
        epc.label
          .replace('_plusplus', '++')
          .replace('_plus', '+')
          .replace('_sub', '-')
          .toUpperCase(),
        String(p.ID),
      ).toBe(p.EPCLabelText);
    }
  });

  it('has an EPC label image for every label of every region and Luxembourg', () => {
    for (const region of REGIONS) {
      for (const band of EPC_BANDS[region])
        expect(existsSync(path.join(publicDir, epcImagePath(region, band.label)))).toBe(true);
    }
    for (const label of LUXEMBOURG_EPC_LABELS) {
      expect(existsSync(path.join(publicDir, epcImagePath('luxembourg', label)))).toBe(true);
    }
  });

  it("has a 'starting from' price (PriceUnit 7), hidden prices and hidden addresses", () => {
    expect(all.some((p) => p.PriceUnit === 7)).toBe(true);
    expect(all.some((p) => !p.PublishPrice)).toBe(true);
    expect(all.some((p) => !p.PublishAddress)).toBe(true);
  });

  it('has box numbers', () => {
    expect(all.filter((p) => p.BoxNr).length).toBeGreaterThanOrEqual(5);
  });

  it('has sold, rented and under-option marquees with matching names', () => {
    const sold = all.filter((p) => p.Marquee === 2 && p.Goal === 0);
    const rented = all.filter((p) => p.Marquee === 2 && p.Goal === 1);
    const option = all.filter((p) => p.Marquee === 3);
    expect(sold.length && rented.length && option.length).toBeTruthy();
    for (const p of sold) expect(p.MarqueeName).toBe('Sold');
    for (const p of rented) expect(p.MarqueeName).toBe('Rented');
    for (const p of option) expect(p.MarqueeName).toBe('Under option');
    expect(store.getProperty('fr', sold[0]!.ID)!.MarqueeName).toBe('Vendu');
    expect(store.getProperty('nl', rented[0]!.ID)!.MarqueeName).toBe('Verhuurd');
    for (const p of all.filter((p) => p.Marquee === null)) expect(p.MarqueeName).toBeNull();
  });

  it('has a life annuity (viager) with its heads, rents and duration', () => {
    const viager = all.filter((p) => p.Annuity);
    expect(viager.length).toBeGreaterThan(0);
    const a = viager[0]!.Annuity!;
    expect(a.Heads.length).toBeGreaterThan(0);
    expect(a.Heads[0]).toMatchObject({
      Age: expect.any(Number),
      Sex: expect.stringMatching(/^[MF]$/),
    });
    expect(a.MonthlyRent).toBeGreaterThan(0);
    expect(a).toHaveProperty('SurvivalRent');
    expect(a).toHaveProperty('IndexedRent');
    expect(a).toHaveProperty('MaxDuration');
  });

  it('has a Matterport tour and tvl and yisual tours', () => {
    const tours = all.map((p) => p.VirtualTour).filter((url): url is string => url !== null);
    expect(tours.some((url) => /^https:\/\/my\.matterport\.com\/show\/\?m=\w+/.test(url))).toBe(
      true,
    );
    const providers = tours.map((url) => detectVideo(url)?.provider);
    expect(providers).toEqual(expect.arrayContaining(['matterport', 'tvl', 'yisual']));
  });

  it('has a video of every provider and form of SPEC §5', () => {
    const videos = all.map((p) => p.Video).filter((url): url is string => url !== null);
    const detected = videos.map((url) => ({ url, source: detectVideo(url) }));
    for (const { url, source } of detected) expect(source, url).not.toBeNull();
    const has = (provider: string, pattern: RegExp) =>
      detected.some(({ url, source }) => source?.provider === provider && pattern.test(url));
    expect(has('file', /\.mp4$/)).toBe(true);
    expect(has('youtube', /youtube\.com\/watch\?v=/)).toBe(true);
    expect(has('youtube', /youtube\.com\/shorts\//)).toBe(true);
    expect(has('youtube', /youtube\.com\/embed\//)).toBe(true);
    expect(has('youtube', /youtu\.be\//)).toBe(true);
    expect(has('vimeo', /vimeo\.com\/\d+/)).toBe(true);
    expect(has('facebook', /facebook\.com\/.+\/videos\/\d+/)).toBe(true);
    expect(has('facebook', /fb\.watch\//)).toBe(true);
  });

  it('gives Flemish properties the EPC unique code, the five planning items and the flood scores', () => {
    const flanders = inRegion('flanders');
    const withEpc = flanders.filter((p) => p.EnergyPerformance !== null);
    expect(withEpc.filter((p) => p.Energy.UniqueCode).length).toBe(withEpc.length);
    for (const p of withEpc) expect(p.Energy.UniqueCode).toMatch(/^\d{8}-\d{10}-N?RES-1$/);
    const five = (p: Property) => [
      p.Planning.Permit,
      p.Planning.ZoningDesignation,
      p.Planning.Summons,
      p.Planning.PreemptionRight,
      p.Planning.SubdivisionPermit,
    ];
    const complete = flanders.filter((p) => five(p).every((v) => v !== null));
    expect(complete.length).toBeGreaterThanOrEqual(flanders.length - 2);
    const scored = flanders.filter((p) => p.Risks.PScore !== null);
    expect(scored.length).toBeGreaterThanOrEqual(flanders.length - 2);
    expect(flanders.some((p) => p.Risks.PScore === 'D' || p.Risks.GScore === 'D')).toBe(true);
    expect(
      flanders
        .filter((p) => isBuilding(p))
        .every((p) => p.Risks.GScore !== null || p.Risks.PScore === null),
    ).toBe(true);
  });

  it('gives Flemish buildings from before 2001 an asbestos certificate', () => {
    const old = inRegion('flanders').filter(
      (p) => isBuilding(p) && (p.Years.Construction ?? 9999) < 2001,
    );
    const certified = old.filter(
      (p) => p.Risks.AsbestosCertificateType && p.Risks.AsbestosCertificateDate,
    );
    expect(certified.length).toBeGreaterThanOrEqual(old.length - 1);
    for (const p of all.filter((p) => (p.Years.Construction ?? 0) >= 2001)) {
      expect(p.Risks.AsbestosCertificateType, String(p.ID)).toBeNull();
    }
  });

  it('gives Brussels properties a PEB class and CO2 emission', () => {
    const brussels = inRegion('brussels').filter((p) => p.EnergyPerformance !== null);
    for (const p of brussels) expect(p.EPCLabelText, String(p.ID)).toBeTruthy();
    expect(brussels.filter((p) => p.Energy.CO2Emission !== null).length).toBeGreaterThanOrEqual(
      brussels.length - 1,
    );
  });

  it('gives Wallonia properties a PEB class, specific consumption and certificate number', () => {
    const wallonia = inRegion('wallonia').filter((p) => p.EnergyPerformance !== null);
    for (const p of wallonia) {
      expect(p.EPCLabelText).toBeTruthy();
      expect(p.Energy.SpecificConsumption).toBe(p.EnergyPerformance);
    }
    expect(wallonia.filter((p) => p.Energy.CertificateNumber).length).toBeGreaterThanOrEqual(
      wallonia.length - 1,
    );
  });

  it('leaves some legal data deliberately missing (shown as missing, never invented)', () => {
    const flanders = inRegion('flanders');
    expect(
      flanders.some(
        (p) =>
          isBuilding(p) &&
          (p.Years.Construction ?? 9999) < 2001 &&
          p.Risks.AsbestosCertificateType === null,
      ),
    ).toBe(true);
    expect(flanders.some((p) => p.Planning.Permit === null)).toBe(true);
    expect(flanders.some((p) => isBuilding(p) && p.Risks.PScore === null)).toBe(true);
    expect(
      inRegion('brussels').some(
        (p) => p.EnergyPerformance !== null && p.Energy.CO2Emission === null,
      ),
    ).toBe(true);
    expect(
      inRegion('brussels').some((p) => [1, 2, 3].includes(p.WebID) && p.EnergyPerformance === null),
    ).toBe(true);
    expect(
      inRegion('wallonia').some(
        (p) => p.EnergyPerformance !== null && p.Energy.CertificateNumber === null,
      ),
    ).toBe(true);
    expect(all.some((p) => p.Manager === null)).toBe(true);
    expect(all.some((p) => p.TypeDescription === '')).toBe(true);
  });

  it('prices dwellings plausibly, with the unit text of each language', () => {
    const dwellings = all.filter((p) => [1, 2, 3].includes(p.WebID) && !p.Annuity);
    for (const p of dwellings.filter((p) => p.Goal === 0)) {
      expect(p.Price!, String(p.ID)).toBeGreaterThanOrEqual(95000);
      expect(p.Price!, String(p.ID)).toBeLessThanOrEqual(2500000);
    }
    for (const p of all.filter((p) => p.Goal === 1 && p.WebID !== 7)) {
      expect(p.Price!, String(p.ID)).toBeGreaterThanOrEqual(450);
      expect(p.Price!, String(p.ID)).toBeLessThanOrEqual(6500);
      expect(p.PriceUnit).toBe(2);
    }
    const rent = all.find((p) => p.Goal === 1)!.ID;
    expect(store.getProperty('nl', rent)!.PriceUnitText).toBe('/maand');
    expect(store.getProperty('fr', rent)!.PriceUnitText).toBe('/mois');
    expect(store.getProperty('en', rent)!.PriceUnitText).toBe('/month');
    expect(store.getProperty('de', rent)!.PriceUnitText).toBe('/Monat');
  });

  it('gives every property 3 to 6 photos under /photos/{ID}/, the first as SmallPictureItem', () => {
    for (const p of all) {
      expect(p.Pictures.length, String(p.ID)).toBeGreaterThanOrEqual(3);
      expect(p.Pictures.length, String(p.ID)).toBeLessThanOrEqual(6);
      p.Pictures.forEach((picture, i) => expect(picture.Url).toBe(`/photos/${p.ID}/${i + 1}.jpg`));
      expect(p.SmallPictureItem).toEqual(p.Pictures[0]);
    }
  });

  it('varies which detail groups a property has', () => {
    const count = (has: (p: Property) => boolean) => all.filter(has).length;
    for (const has of [
      (p: Property) => p.MobilityScore !== null,
      (p: Property) => p.Documents.length > 0,
      (p: Property) => p.PointsOfInterest.length > 0,
      (p: Property) => p.Building.InteriorComfort !== null,
      (p: Property) => p.Certificates.Electricity !== null,
    ]) {
      expect(count(has)).toBeGreaterThan(0);
      expect(count(has)).toBeLessThan(all.length);
    }
  });

  it('rounds the coordinates of properties whose address is hidden', () => {
    for (const p of all.filter((p) => !p.PublishAddress)) {
      expect(Math.round(p.Latitude! * 100) / 100).toBe(p.Latitude);
      expect(Math.round(p.Longitude! * 100) / 100).toBe(p.Longitude);
    }
  });
});
