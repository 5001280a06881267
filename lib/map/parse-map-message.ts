// The frame's side of the map message (lib/map/map-message), apart so the page's map island does not ship it.
import { MAP_MESSAGE_TYPE, type MapMessage, type MapProperty } from './map-message';

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Accepts only a well-formed map message: the frame must not trust whatever is posted to it. */
export function parseMapMessage(data: unknown): MapMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Partial<MapMessage>;
  if (m.type !== MAP_MESSAGE_TYPE || !Array.isArray(m.propertyList) || !m.messageInfo) return null;
  const propertyList = m.propertyList.filter(
    (p): p is MapProperty =>
      !!p &&
      isFiniteNumber(p.ID) &&
      isFiniteNumber(p.Latitude) &&
      isFiniteNumber(p.Longitude) &&
      Math.abs(p.Latitude) <= 90 &&
      Math.abs(p.Longitude) <= 180 &&
      typeof p.title === 'string' &&
      typeof p.price === 'string',
  );
  const ignoreList = Array.isArray(m.ignoreList) ? m.ignoreList.filter(isFiniteNumber) : [];
  return {
    type: MAP_MESSAGE_TYPE,
    propertyList: propertyList.filter((p) => !ignoreList.includes(p.ID)),
    messageInfo: {
      language: String(m.messageInfo.language ?? 'fr'),
      mapLabel: String(m.messageInfo.mapLabel ?? ''),
      tilesUnavailable: String(m.messageInfo.tilesUnavailable ?? ''),
    },
    mapType: m.mapType === 'satellite' ? 'satellite' : 'roadmap',
    customMarker: typeof m.customMarker === 'string' && m.customMarker.startsWith('/') ? m.customMarker : null,
    ignoreList,
  };
}
