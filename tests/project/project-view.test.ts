import { describe, expect, it } from 'vitest';
import { getProjects, type Project, type ProjectUnit } from '@/lib/catalogue';
import {
  projectAddress,
  projectPriceFrom,
  projectStartingPrice,
  projectTypeIds,
  unitCounts,
  unitPrice,
  unitStatus,
} from '@/lib/project/project-view';

const demo = getProjects('demo');
const byId = (id: number) => demo.find((p) => p.ID === id)!;

function unit(over: Partial<ProjectUnit>): ProjectUnit {
  return { ID: 1, Reference: 'A', WebID: 2, Floor: 0, Bedrooms: 1, Surface: 50, Price: 200000, Marquee: null, PropertyID: null, ...over };
}

function project(over: Partial<Project>): Project {
  return { ...byId(90101), ...over };
}

describe('project address display (SPEC §9 address rules)', () => {
  it('shows street and number when PublicAddress is true, in the page language', () => {
    expect(projectAddress(byId(90101), 'nl')).toEqual({ streetLine: 'Jachtlaan 140', cityLine: '1040 Etterbeek' });
    expect(projectAddress(byId(90101), 'fr')).toEqual({ streetLine: 'Avenue de la Chasse 140', cityLine: '1040 Etterbeek' });
  });

  it('hides the street when PublicAddress is false', () => {
    const dijlezicht = byId(90103);
    expect(dijlezicht.PublicAddress).toBe(false);
    expect(projectAddress(dijlezicht, 'fr')).toEqual({ streetLine: null, cityLine: '2800 Malines' });
    expect(projectAddress(dijlezicht, 'nl').cityLine).toBe('2800 Mechelen');
  });

  it('adds the box number after a slash', () => {
    expect(projectAddress(project({ BoxNr: '3' }), 'fr').streetLine).toBe('Avenue de la Chasse 140/3');
  });

  it('puts the country in brackets when CountryID is not 10', () => {
    const lux = project({
      CountryID: 50,
      Zip: 'L-1750',
      City: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg', de: 'Luxemburg' },
      CountryName: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg', de: 'Luxemburg' },
    });
    expect(projectAddress(lux, 'fr').cityLine).toBe('L-1750 Luxembourg (Luxembourg)');
  });
});

describe('project units', () => {
  it('reads the status from the marquee: 2 sold, 3 under option, else available', () => {
    expect(unitStatus({ Marquee: null })).toBe('available');
    expect(unitStatus({ Marquee: 1 })).toBe('available');
    expect(unitStatus({ Marquee: 2 })).toBe('sold');
    expect(unitStatus({ Marquee: 3 })).toBe('option');
  });

  it('shows the price of an available unit in the Belgian format and hides it when sold or under option', () => {
    expect(unitPrice(unit({ Price: 265000 }))).toBe('€ 265.000');
    expect(unitPrice(unit({ Price: 319000, Marquee: 2 }))).toBe('');
    expect(unitPrice(unit({ Price: 425000, Marquee: 3 }))).toBe('');
    expect(unitPrice(unit({ Price: null }))).toBe('');
  });

  it('counts the units and those still available', () => {
    expect(unitCounts(byId(90101))).toEqual({ total: 7, available: 5 });
    expect(unitCounts(byId(90102))).toEqual({ total: 6, available: 3 });
  });

  it('lists the unit types once each, in unit order', () => {
    expect(projectTypeIds(byId(90101))).toEqual([2, 3, 7]);
    expect(projectTypeIds(byId(90103))).toEqual([6, 2]);
  });
});

describe("the project's 'starting from' price (STARTING_FROM, PriceUnit 7)", () => {
  it('is the lowest price among the available units', () => {
    expect(projectStartingPrice(byId(90101))).toBe(28000);
    expect(projectStartingPrice(byId(90102))).toBe(615000);
    expect(projectPriceFrom(byId(90102), 'À partir de')).toBe('À partir de € 615.000');
    expect(projectPriceFrom(byId(90103), 'Vanaf')).toBe('Vanaf € 279.000');
  });

  it('ignores sold and under-option units, and is empty when nothing is left', () => {
    const units = [unit({ Price: 100000, Marquee: 2 }), unit({ Price: 150000, Marquee: 3 }), unit({ Price: 300000 })];
    expect(projectStartingPrice({ Units: units })).toBe(300000);
    expect(projectPriceFrom({ Units: units.slice(0, 2) }, 'From')).toBe('');
    expect(projectPriceFrom({ Units: [] }, 'From')).toBe('');
  });
});
