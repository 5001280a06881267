import { describe, expect, it } from 'vitest';
import { isMapFrameReady, MAP_FRAME_READY, streetViewUrl } from '@/lib/map/map-message';
import { parseMapMessage } from '@/lib/map/parse-map-message';

const base = {
  type: 'property-map',
  propertyList: [
    { ID: 1, Latitude: 50.85, Longitude: 4.35, title: 'Villa', price: '€ 450.000', url: '/fr/a-vendre/x/y/1/' },
    { ID: 2, Latitude: 51.05, Longitude: 3.72, title: 'Flat', price: '€ 950 /mois', url: null },
  ],
  messageInfo: { language: 'fr', mapLabel: 'Carte', tilesUnavailable: 'Carte indisponible' },
  mapType: 'roadmap',
  customMarker: null,
  ignoreList: [],
};

describe('the map frame message (SPEC §7)', () => {
  it('accepts the property list, message info, map type, custom marker and ignore list', () => {
    const parsed = parseMapMessage(base);
    expect(parsed?.propertyList.map((p) => p.ID)).toEqual([1, 2]);
    expect(parsed?.mapType).toBe('roadmap');
  });

  it('leaves out the properties of the ignore list', () => {
    expect(parseMapMessage({ ...base, ignoreList: [2] })?.propertyList.map((p) => p.ID)).toEqual([1]);
  });

  it('drops properties without valid coordinates', () => {
    const list = [...base.propertyList, { ID: 3, Latitude: 'x', Longitude: 4, title: 't', price: '' }, { ID: 4, Latitude: 95, Longitude: 4, title: 't', price: '' }];
    expect(parseMapMessage({ ...base, propertyList: list })?.propertyList).toHaveLength(2);
  });

  it('refuses anything that is not a map message', () => {
    expect(parseMapMessage(null)).toBeNull();
    expect(parseMapMessage('hello')).toBeNull();
    expect(parseMapMessage({ ...base, type: 'other' })).toBeNull();
  });

  it('only accepts a same-origin custom marker', () => {
    expect(parseMapMessage({ ...base, customMarker: 'https://evil.example/x.svg' })?.customMarker).toBeNull();
    expect(parseMapMessage({ ...base, customMarker: '/images/map/marker.svg' })?.customMarker).toBe('/images/map/marker.svg');
  });

  it('links to the street view of a position', () => {
    expect(streetViewUrl(50.85, 4.35)).toContain('viewpoint=50.85,4.35');
  });
});

describe('the map frame says when it listens', () => {
  it('is told apart from a map message and from anything else', () => {
    expect(isMapFrameReady({ type: MAP_FRAME_READY })).toBe(true);
    for (const other of [null, 'map-frame-ready', { type: 'property-map' }, {}, 42]) expect(isMapFrameReady(other)).toBe(false);
  });
});
