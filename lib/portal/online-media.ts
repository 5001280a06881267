/**
 * 'Online media' in the owner statistics: page views that arrive from a property portal, known by
 * their UTM source (the portals tag their outbound links). Matched on the source's main label.
 */
export const ONLINE_MEDIA_SOURCES = [
  'immoweb',
  'zimmo',
  'immovlan',
  'logic-immo',
  'logicimmo',
  'realo',
  'immoscoop',
  'athome',
  'immotop',
  'idealista',
  'seloger',
  'immowelt',
  'immobilienscout24',
  'funda',
  'rightmove',
  'spotahome',
] as const;

export function isOnlineMediaSource(source: string | null | undefined): boolean {
  if (!source) return false;
  const label =
    source
      .trim()
      .toLowerCase()
      .replace(/^www\./, '')
      .split(/[./:\s]/)[0] ?? '';
  return (ONLINE_MEDIA_SOURCES as readonly string[]).includes(label);
}
