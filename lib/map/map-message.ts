/**
 * SPEC §7: the property map is fed by posting a message to an embedded map frame after 50 ms.
 * The message carries the property list, message info, map type, custom marker and ignore list.
 */
export const MAP_MESSAGE_DELAY_MS = 50;
export const MAP_MESSAGE_TYPE = 'property-map';

/**
 * What the frame posts to its page once it listens: the page (re)sends its message then. 50 ms
 * after the frame's load event is not always enough: on a slow phone (or a busy CI machine) the
 * frame's script is not running yet, the message is lost and the map stays empty.
 */
export const MAP_FRAME_READY = 'map-frame-ready';

export function isMapFrameReady(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === MAP_FRAME_READY;
}

export type MapProperty = {
  ID: number;
  Latitude: number;
  Longitude: number;
  title: string;
  price: string;
  url: string | null;
};

export type MapMessage = {
  type: typeof MAP_MESSAGE_TYPE;
  propertyList: MapProperty[];
  messageInfo: { language: string; mapLabel: string; tilesUnavailable: string };
  mapType: 'roadmap' | 'satellite';
  customMarker: string | null;
  ignoreList: number[];
};

/** A street-view link for a position (opens the provider's panorama viewer). */
export function streetViewUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude},${longitude}`;
}
