/**
 * What an uploaded video file is, from its bytes (never its name or declared type): an MP4 (ISO
 * base media file) or a WebM, the two every browser plays in a <video>. Anything else is named
 * when it is known (QuickTime, Matroska, AVI, WMV, FLV, 3GP), so the refusal can say "export it
 * as MP4". The container is walked, not only its first bytes: a truncated or spliced file whose
 * boxes or elements run past its end is refused as broken. The codecs inside are not checked.
 */

export type SniffedVideo =
  | { ok: true; contentType: 'video/mp4' | 'video/webm' }
  | { ok: false; error: 'videoBroken' }
  | { ok: false; error: 'videoType'; format?: string };

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** The ISO base media brands browsers play as MP4 (M4V is Apple's MP4 with the same codecs). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'iso9', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'MSNV', 'NDAS', 'NDSC', 'NDSH', 'NDSM', 'NDSP', 'NDSS', 'NDXC', 'NDXH', 'NDXM', 'NDXP', 'NDXS', 'f4v ', 'av01', 'cmfc', 'cmf2']);
const OTHER_BRANDS: Record<string, string> = { 'qt  ': 'QuickTime (MOV)', '3gp4': '3GP', '3gp5': '3GP', '3gp6': '3GP', '3g2a': '3GP', 'M4A ': 'M4A', heic: 'HEIC', mif1: 'HEIF', avif: 'AVIF', crx: 'CR3' };

/** The top-level boxes of an ISO base media file, or null when one runs past the end. */
function isoBoxes(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return null;
    let size = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (size === 1) {
      if (at + 16 > bytes.length) return null;
      const large = view.getBigUint64(at + 8);
      if (large > BigInt(bytes.length - at)) return null;
      size = Number(large);
      if (size < 16) return null;
    } else if (size === 0) {
      size = bytes.length - at;
    } else if (size < 8) {
      return null;
    }
    if (at + size > bytes.length) return null;
    types.push(type);
    at += size;
  }
  return types;
}

function sniffIso(bytes: Uint8Array): SniffedVideo {
  const brand = ascii(bytes, 8, 4);
  if (!MP4_BRANDS.has(brand)) return { ok: false, error: 'videoType', ...(OTHER_BRANDS[brand] ? { format: OTHER_BRANDS[brand] } : {}) };
  const boxes = isoBoxes(bytes);
  // The movie header says where the frames are, and the media data holds them: without either nothing plays.
  if (!boxes || !boxes.includes('moov') || !boxes.includes('mdat')) return { ok: false, error: 'videoBroken' };
  return { ok: true, contentType: 'video/mp4' };
}

/** An EBML variable-length integer at `at`: its value (marker bit removed) and its length, or null. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { value, length };
}

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;

/** WebM is Matroska whose header's DocType is 'webm', followed by its Segment. */
function sniffEbml(bytes: Uint8Array): SniffedVideo {
  const headerSize = vint(bytes, 4, false);
  if (!headerSize) return { ok: false, error: 'videoBroken' };
  const headerStart = 4 + headerSize.length;
  const headerEnd = headerStart + headerSize.value;
  if (headerEnd > bytes.length) return { ok: false, error: 'videoBroken' };
  let docType = '';
  for (let at = headerStart; at < headerEnd; ) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) return { ok: false, error: 'videoBroken' };
    const start = at + id.length + size.length;
    if (start + size.value > headerEnd) return { ok: false, error: 'videoBroken' };
    if (id.value === DOC_TYPE && size.value <= 64) docType = ascii(bytes, start, size.value).replace(/\0+$/, '');
    at = start + size.value;
  }
  if (docType === 'matroska') return { ok: false, error: 'videoType', format: 'Matroska (MKV)' };
  if (docType !== 'webm') return { ok: false, error: 'videoType' };
  const segment = vint(bytes, headerEnd, true);
  const size = segment?.value === SEGMENT ? vint(bytes, headerEnd + segment.length, false) : null;
  if (!segment || !size) return { ok: false, error: 'videoBroken' };
  // A recorder that streams the file writes the Segment's size as 'unknown' (all ones): it runs to the end.
  const unknown = size.value === 2 ** (7 * size.length) - 1;
  const end = headerEnd + segment.length + size.length + size.value;
  return unknown || end <= bytes.length ? { ok: true, contentType: 'video/webm' } : { ok: false, error: 'videoBroken' };
}

/** Other containers, known by their first bytes, to name in the refusal. */
function otherFormat(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return 'AVI';
  if (bytes[0] === 0x30 && bytes[1] === 0x26 && bytes[2] === 0xb2 && bytes[3] === 0x75) return 'WMV';
  if (ascii(bytes, 0, 3) === 'FLV') return 'FLV';
  if (bytes[0] === 0x47 && bytes[188] === 0x47) return 'MPEG-TS';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'JPEG';
  if (ascii(bytes, 1, 3) === 'PNG') return 'PNG';
  if (ascii(bytes, 0, 4) === '%PDF') return 'PDF';
  return undefined;
}

export function sniffVideo(bytes: Uint8Array): SniffedVideo {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return sniffIso(bytes);
  if (bytes.length >= 5 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0) === EBML_HEADER) return sniffEbml(bytes);
  const format = otherFormat(bytes);
  return { ok: false, error: 'videoType', ...(format ? { format } : {}) };
}
