import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyPropertyList,
  createDataStore,
  getCities,
  getProperties,
  getProperty,
  getPropertyIds,
  getPropertyList,
  getPropertyListItems,
  getProjects,
  getTypes,
  projectSourceFromEnv,
  projectsFileName,
  searchNameOf,
  type Property,
  type PropertyList,
} from '@/lib/catalogue';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getProperties / getProperty / getPropertyIds', () => {
  it('reads the properties of a language and caches them per process', () => {
    const fr = getProperties('fr');
    expect(fr.length).toBeGreaterThanOrEqual(40);
    expect(fr.every((p) => p.language === 'fr')).toBe(true);
    expect(getProperties('fr')).toBe(fr);
  });

  it('finds a property by numeric or string ID, undefined when unknown', () => {
    expect(getProperty('nl', 4012345)?.City).toBe('Elsene');
    expect(getProperty('en', '4012345')?.ID).toBe(4012345);
    expect(getProperty('en', 1)).toBeUndefined();
    expect(getProperty('en', 'abc')).toBeUndefined();
  });

  it('lists every ID once, ascending', () => {
    const ids = getPropertyIds();
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(ids.length).toBe(getProperties('de').length);
  });
});

describe('getTypes', () => {
  it('gives the nine types in ShowOrder with counts derived from the properties', () => {
    const types = getTypes('fr');
    expect(types.map((t) => t.WebID)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 7]);
    const props = getProperties('fr');
    for (const type of types) {
      const withType = props.filter((p) => p.WebIDs.split(',').map(Number).includes(type.WebID));
      expect(type.countSaleProperty).toBe(withType.filter((p) => p.Goal === 0).length);
      expect(type.countRentProperty).toBe(withType.filter((p) => p.Goal !== 0).length);
      expect(type.Sale && type.Rent).toBe(true);
    }
    expect(types.find((t) => t.WebID === 2)?.Name).toBe('Appartement');
    expect(getTypes('de').find((t) => t.WebID === 7)?.Name).toBe('Garage/Stellplatz');
  });
});

describe('getCities', () => {
  it('adds the accent-stripped search name and sale / rent counts', () => {
    const liege = getCities('fr', 'all').find((c) => c.Zip === '4000');
    expect(liege).toMatchObject({ Name: 'Liège', searchName: 'liege', CountryID: 10 });
    expect(liege!.countSaleProperty + liege!.countRentProperty).toBe(liege!.PropertyCount);
  });

  it('keeps three lists: all, sale only, rent only', () => {
    const sale = getCities('en', 'sale');
    const rent = getCities('en', 'rent');
    expect(sale.every((c) => c.countSaleProperty === c.PropertyCount && c.PropertyCount > 0)).toBe(
      true,
    );
    expect(rent.every((c) => c.countRentProperty === c.PropertyCount && c.PropertyCount > 0)).toBe(
      true,
    );
    const total = getCities('en', 'all').reduce((sum, c) => sum + c.PropertyCount, 0);
    expect(total).toBe(getProperties('en').length);
  });

  it('names Brussels municipalities in the language of the list', () => {
    expect(getCities('nl').find((c) => c.Zip === '1050')?.Name).toBe('Elsene');
    expect(getCities('fr').find((c) => c.Zip === '1050')?.Name).toBe('Ixelles');
    expect(getCities('de').find((c) => c.Zip === '1000')?.Name).toBe('Brüssel');
  });

  it('strips accents and case for the search name', () => {
    expect(searchNameOf('Woluwe-Saint-Pierre')).toBe('woluwe-saint-pierre');
    expect(searchNameOf('Brüssel')).toBe('brussel');
    expect(searchNameOf(' Liège ')).toBe('liege');
  });
});

describe('property lists', () => {
  it('holds the relation ids of the menu (1, 2, 3, 16, 17, 20, 21)', () => {
    for (const id of [1, 2, 3, 16, 17, 20, 21]) expect(getPropertyList(id)?.id).toBe(id);
    expect(getPropertyList(99)).toBeUndefined();
    expect(getPropertyListItems('en', 99)).toEqual([]);
  });

  it('list 1 (home, Nouveaux biens): the 4 newest, sale and rent, sold / rented left out', () => {
    const items = getPropertyListItems('fr', 1);
    expect(items).toHaveLength(4);
    const dates = items.map((p) => p.CreateDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items.every((p) => p.Marquee !== 2)).toBe(true);
    const newestOthers = getProperties('fr')
      .filter((p) => p.Marquee !== 2 && !items.includes(p))
      .map((p) => p.CreateDate);
    expect(newestOthers.every((d) => d <= dates[3]!)).toBe(true);
  });

  it('list 2 and 3: every sale and every rent property', () => {
    const props = getProperties('nl');
    expect(getPropertyListItems('nl', 2)).toHaveLength(props.filter((p) => p.Goal === 0).length);
    expect(getPropertyListItems('nl', 3)).toHaveLength(props.filter((p) => p.Goal !== 0).length);
  });

  it('lists 16 / 21 are Belgium (CountryID 10), 17 / 20 international', () => {
    const check = (id: number, goal: number, belgium: boolean) => {
      const items = getPropertyListItems('en', id);
      expect(items.length, `list ${id}`).toBeGreaterThan(0);
      for (const p of items) {
        expect(p.Goal === 0 ? 0 : 1).toBe(goal);
        expect(p.CountryID === 10).toBe(belgium);
      }
    };
    check(16, 0, true);
    check(17, 0, false);
    check(20, 1, false);
    check(21, 1, true);
  });

  it('sorts by price with hidden and missing prices last', () => {
    const make = (ID: number, Price: number | null, PublishPrice = true) =>
      ({
        ID,
        Price,
        PublishPrice,
        Goal: 0,
        CountryID: 10,
        Marquee: null,
        CreateDate: '2025-01-01T00:00:00Z',
      }) as Property;
    const list: PropertyList = {
      id: 9,
      name: 'x',
      goal: 0,
      country: null,
      excludeMarquees: [],
      sort: 'price-asc',
      limit: null,
    };
    const items = [make(1, 300), make(2, null), make(3, 100), make(4, 50, false), make(5, 200)];
    expect(applyPropertyList(items, list).map((p) => p.ID)).toEqual([3, 5, 1, 4, 2]);
    expect(
      applyPropertyList(items, { ...list, sort: 'price-desc', limit: 2 }).map((p) => p.ID),
    ).toEqual([1, 5]);
  });
});

describe('getProjects', () => {
  it('reads the snapshot list (empty) unless PROJECTS_FILE=demo', () => {
    expect(projectSourceFromEnv({})).toBe('snapshot');
    expect(projectSourceFromEnv({ PROJECTS_FILE: 'demo' })).toBe('demo');
    expect(projectSourceFromEnv({ PROJECTS_FILE: 'other' })).toBe('snapshot');
    expect(projectsFileName('snapshot')).toBe('projects.json');
    expect(projectsFileName('demo')).toBe('projects.demo.json');
    expect(getProjects('snapshot')).toEqual([]);
  });

  it('gives three demo projects with localized names, units and photos', () => {
    const demo = getProjects('demo');
    expect(demo).toHaveLength(3);
    for (const project of demo) {
      expect(project.Name.nl && project.Name.fr && project.Name.en && project.Name.de).toBeTruthy();
      expect(project.Units.length).toBeGreaterThan(0);
      expect(project.Pictures.length).toBeGreaterThan(0);
    }
    const linked = demo.flatMap((p) => p.Units).find((u) => u.PropertyID !== null);
    expect(getProperty('en', linked!.PropertyID!)).toBeDefined();
  });

  it('follows the environment by default', () => {
    const store = createDataStore(path.join(process.cwd(), 'data'));
    vi.stubEnv('PROJECTS_FILE', 'demo');
    expect(store.getProjects()).toHaveLength(3);
    vi.stubEnv('PROJECTS_FILE', '');
    expect(store.getProjects()).toEqual([]);
  });
});
