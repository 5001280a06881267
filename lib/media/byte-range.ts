/**
 * The `Range` request header (RFC 9110 §14.2) against a representation of a known length, as
 * app/media/[file]/route answers it (lib/server/media/media-response). One range only: a browser
 * playing a <video> asks for one (`bytes=0-`, `bytes=1000-`, Safari's `bytes=0-1`); a header with
 * several, another unit or junk is ignored (the RFC allows that) and the whole is sent. No imports.
 */

/** What to send: the whole (200), the bytes start..end inclusive (206), or nothing (416). */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const WHOLE: ByteRange = { kind: 'whole' };
const UNSATISFIABLE: ByteRange = { kind: 'unsatisfiable' };

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`: the unit is case-insensitive, whitespace around the range allowed. */
const SINGLE_RANGE = /^bytes=[ \t]*(?:(\d+)-(\d*)|-(\d+))[ \t]*$/i;

/** The range of `total` bytes a `Range` header asks for. */
export function parseByteRange(header: string | null | undefined, total: number): ByteRange {
  if (header == null || !Number.isSafeInteger(total) || total < 0) return WHOLE;
  const match = SINGLE_RANGE.exec(header);
  if (!match) return WHOLE;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) {
    // The last n bytes; all of them when there are fewer. A zero length selects nothing.
    const length = BigInt(suffix);
    if (length === 0n) return UNSATISFIABLE;
    // An empty representation has no byte a Content-Range could name: send it (empty) whole.
    if (total === 0) return WHOLE;
    const start = length >= BigInt(total) ? 0 : total - Number(length);
    return { kind: 'partial', start, end: total - 1 };
  }
  const start = BigInt(first!);
  const end = last === '' ? null : BigInt(last!);
  // A last position before the first makes the range invalid: ignored, not unsatisfiable.
  if (end !== null && end < start) return WHOLE;
  if (start >= BigInt(total)) return UNSATISFIABLE;
  const lastByte = BigInt(total - 1);
  return { kind: 'partial', start: Number(start), end: Number(end === null || end > lastByte ? lastByte : end) };
}

/** The `Content-Range` of a 206 (`bytes 0-99/1000`) or of a 416 (`bytes *\/1000`). */
export function contentRange(range: ByteRange, total: number): string {
  return range.kind === 'partial' ? `bytes ${range.start}-${range.end}/${total}` : `bytes */${total}`;
}

/**
 * Whether an `If-Range` header lets the range be served: absent, or the very entity tag of the
 * representation (strong comparison, so a weak tag never matches). A date never matches: the
 * media answers carry no Last-Modified to compare it with, so the whole is sent.
 */
export function ifRangeMatches(ifRange: string | null | undefined, etag: string): boolean {
  if (ifRange == null) return true;
  const tag = ifRange.trim();
  return !tag.startsWith('W/') && tag === etag;
}
