import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataStore, type Catalogue, type Project, type Property } from '@/lib/catalogue';
import { perLanguage } from '@/lib/locale';
import { listEntryOf, propertyCardOf } from '@/lib/listing/list-entries';
import { formatAddressLine } from '@/lib/address';
import { publicProject, publicProperty, roundedCoordinate } from '@/lib/property/public-view';

const dataDir = path.join(process.cwd(), 'data');
const raw = <T>(file: string): T => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;
const committed = (id: number) => raw<Property[]>('properties/fr.json').find((p) => p.ID === id)!;

/**
 * A record as the CRM sends it: a street, a number, a box, the house's own coordinates and the
 * exact distances of its points of interest (three of them would give the house away).
 */
function fromCrm(p: Property, publish: boolean): Property {
  return {
    ...p,
    PublishAddress: publish,
    Street: 'Rue au Bois',
    HouseNumber: '365',
    BoxNr: '6',
    Latitude: 50.834712,
    Longitude: 4.436281,
    PointsOfInterest: [
      { Name: 'Parc de Woluwe', Category: 'leisure', Type: 'Parc', Distance: 238, Latitude: 50.831, Longitude: 4.433 },
      { Name: 'Montgomery', Category: 'transport', Type: 'Station de métro', Distance: 2017, Latitude: 50.8381, Longitude: 4.4084 },
    ],
  };
}

const hidden = fromCrm(committed(4017160), false);
const shown = fromCrm(committed(4017160), true);

describe('publicProperty', () => {
  it('drops the street, number and box of a property whose address is hidden', () => {
    const view = publicProperty(hidden);
    expect(view).toMatchObject({ PublishAddress: false, Street: null, HouseNumber: null, BoxNr: null });
    expect(JSON.stringify(view)).not.toMatch(/Rue au Bois|"365"|"HouseNumber":"|"BoxNr":"/);
  });

  it('rounds its coordinates to the neighbourhood (0.01°)', () => {
    expect(publicProperty(hidden)).toMatchObject({ Latitude: 50.83, Longitude: 4.44 });
    expect(roundedCoordinate(-4.885)).toBe(-4.88);
    expect(roundedCoordinate(51.349999)).toBe(51.35);
    expect(publicProperty({ ...hidden, Latitude: null, Longitude: null })).toMatchObject({ Latitude: null, Longitude: null });
  });

  it('measures its points of interest from the rounded point, to 100 m, and keeps none without coordinates', () => {
    const view = publicProperty(hidden);
    // From 50.83,4.44: the park (50.831,4.433) about 500 m, the metro about 2.4 km; not the CRM's 238 m and 2017 m.
    expect(view.PointsOfInterest.map((poi) => poi.Distance)).toEqual([500, 2400]);
    expect(view.PointsOfInterest.map((poi) => poi.Name)).toEqual(['Parc de Woluwe', 'Montgomery']);
    expect(publicProperty({ ...hidden, Latitude: null, Longitude: null }).PointsOfInterest).toEqual([]);
  });

  it('leaves a property whose address is published as it is', () => {
    expect(publicProperty(shown)).toBe(shown);
    expect(publicProperty(shown)).toMatchObject({ Street: 'Rue au Bois', HouseNumber: '365', BoxNr: '6', Latitude: 50.834712 });
  });
});

describe('the shapes made from the public view', () => {
  it('give a card, a filter entry and an address line without the hidden street', () => {
    const view = publicProperty(hidden);
    const card = propertyCardOf(view, '300px');
    expect(card).toMatchObject({ Street: null, HouseNumber: null, BoxNr: null });
    expect(listEntryOf(view).position).toBeNull();
    expect(formatAddressLine(view)).toBe('1150 Woluwe-Saint-Pierre');
  });

  it('give the street, the exact position and the full address line when it is published', () => {
    const card = propertyCardOf(publicProperty(shown), '300px');
    expect(card).toMatchObject({ Street: 'Rue au Bois', HouseNumber: '365', BoxNr: '6' });
    expect(listEntryOf(publicProperty(shown)).position).toEqual({ lat: 50.834712, lng: 4.436281 });
    expect(formatAddressLine(publicProperty(shown))).toBe('Rue au Bois 365/6, 1150 Woluwe-Saint-Pierre');
  });
});

describe('publicProject', () => {
  const project = raw<Project[]>('projects.demo.json').find((p) => p.ID === 90103)!;
  const exact = { ...project, Latitude: 51.034712, Longitude: 4.481234 };

  it('drops the street, number and box and rounds the position of a project whose address is not public', () => {
    const view = publicProject({ ...exact, PublicAddress: false });
    expect(view).toMatchObject({ Street: null, HouseNumber: null, BoxNr: null, Latitude: 51.03, Longitude: 4.48 });
    expect(JSON.stringify(view)).not.toContain('Haverwerf');
  });

  it('leaves a project whose address is public as it is', () => {
    const open = { ...exact, PublicAddress: true };
    expect(publicProject(open)).toBe(open);
  });
});

describe('the store', () => {
  const types = createDataStore(dataDir).getTypeRecords();
  const catalogue = (properties: Property[], projects: Project[] = []): Catalogue => ({
    properties: perLanguage((locale) => properties.map((p) => ({ ...p, language: locale }))),
    types,
    projects,
    priceHistory: {},
  });

  it('gives out only the public view, from the CRM and from the committed snapshot', () => {
    const crm = createDataStore(dataDir, { catalogue: catalogue([hidden, { ...shown, ID: 4099999 }]) });
    expect(crm.getProperty('nl', hidden.ID)).toMatchObject({ Street: null, HouseNumber: null, BoxNr: null, Latitude: 50.83 });
    expect(crm.getProperties('de').find((p) => p.ID === hidden.ID)?.Street).toBeNull();
    expect(crm.getProperty('nl', 4099999)).toMatchObject({ Street: 'Rue au Bois', Latitude: 50.834712 });

    const snapshot = createDataStore(dataDir);
    const hiddenInFiles = raw<Property[]>('properties/nl.json').filter((p) => !p.PublishAddress);
    expect(hiddenInFiles.length).toBeGreaterThan(0);
    expect(hiddenInFiles.every((p) => p.Street !== null)).toBe(true);
    for (const p of hiddenInFiles) expect(snapshot.getProperty('nl', p.ID)?.Street).toBeNull();
    expect(snapshot.getProperty('nl', 4012345)?.Street).toBe('Baljuwstraat');
  });

  it('gives out only the public view of projects', () => {
    const project = raw<Project[]>('projects.demo.json');
    const crm = createDataStore(dataDir, { catalogue: catalogue([], project) });
    expect(crm.getProject(90103)?.Street).toBeNull();
    expect(crm.getProject(90101)?.Street?.fr).toBe('Avenue de la Chasse');
    expect(createDataStore(dataDir).getProject(90103, 'demo')?.HouseNumber).toBeNull();
  });
});
