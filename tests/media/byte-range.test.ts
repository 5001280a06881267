import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentRange, ifRangeMatches, parseByteRange, type ByteRange } from '@/lib/media/byte-range';

const partial = (start: number, end: number): ByteRange => ({ kind: 'partial', start, end });
const WHOLE: ByteRange = { kind: 'whole' };
const UNSATISFIABLE: ByteRange = { kind: 'unsatisfiable' };

describe('parseByteRange (RFC 9110 §14.2, one range)', () => {
  it('reads a first-last range, clamping the last position to the end', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual(partial(0, 99));
    expect(parseByteRange('bytes=0-0', 1000)).toEqual(partial(0, 0));
    expect(parseByteRange('bytes=0-1', 1000)).toEqual(partial(0, 1)); // Safari's first probe
    expect(parseByteRange('bytes=500-999', 1000)).toEqual(partial(500, 999));
    expect(parseByteRange('bytes=500-5000', 1000)).toEqual(partial(500, 999));
    expect(parseByteRange('bytes=999-999', 1000)).toEqual(partial(999, 999));
    expect(parseByteRange('bytes=10-99999999999999999999999', 1000)).toEqual(partial(10, 999));
  });

  it('reads an open range and a suffix range', () => {
    expect(parseByteRange('bytes=0-', 1000)).toEqual(partial(0, 999));
    expect(parseByteRange('bytes=990-', 1000)).toEqual(partial(990, 999));
    expect(parseByteRange('bytes=-1', 1000)).toEqual(partial(999, 999));
    expect(parseByteRange('bytes=-100', 1000)).toEqual(partial(900, 999));
    expect(parseByteRange('bytes=-1000', 1000)).toEqual(partial(0, 999));
    expect(parseByteRange('bytes=-5000', 1000)).toEqual(partial(0, 999));
  });

  it('takes the unit in any case and whitespace around the range', () => {
    expect(parseByteRange('Bytes=1-2', 10)).toEqual(partial(1, 2));
    expect(parseByteRange('BYTES= 1-2 ', 10)).toEqual(partial(1, 2));
    expect(parseByteRange('bytes=007-009', 10)).toEqual(partial(7, 9));
  });

  it('answers unsatisfiable for a range past the end and a zero suffix', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toEqual(UNSATISFIABLE);
    expect(parseByteRange('bytes=1000-2000', 1000)).toEqual(UNSATISFIABLE);
    expect(parseByteRange('bytes=99999999999999999999-', 1000)).toEqual(UNSATISFIABLE);
    expect(parseByteRange('bytes=-0', 1000)).toEqual(UNSATISFIABLE);
    expect(parseByteRange('bytes=0-', 0)).toEqual(UNSATISFIABLE);
  });

  it('ignores no header, several ranges, other units, invalid ranges and junk (the whole is sent)', () => {
    for (const header of [
      null,
      undefined,
      '',
      'bytes=0-1,5-6',
      'bytes=0-1, 5-6',
      'bytes=-1,0-',
      'bytes=5-4',
      'bytes=-',
      'bytes=',
      'bytes=a-b',
      'bytes=1.5-2',
      'bytes=+1-2',
      'bytes=-1-2',
      'bytes 0-1',
      'items=0-1',
      'bytes=0-1junk',
      '0-1',
    ]) {
      expect(parseByteRange(header, 1000), String(header)).toEqual(WHOLE);
    }
    // An empty file has no byte a Content-Range could name.
    expect(parseByteRange('bytes=-5', 0)).toEqual(WHOLE);
  });

  it('keeps every answer inside [0, total) with the length the range asks for', () => {
    type Spec = { form: 'closed'; first: number; last: number } | { form: 'open'; first: number } | { form: 'suffix'; length: number };
    const spec = (total: number): fc.Arbitrary<Spec> => {
      const position = fc.oneof(fc.integer({ min: 0, max: Math.max(0, total - 1) }), fc.integer({ min: 0, max: total * 2 + 10 }), fc.nat());
      return fc.oneof(
        fc.tuple(position, position).map(([a, b]): Spec => ({ form: 'closed', first: Math.min(a, b), last: Math.max(a, b) })),
        position.map((first): Spec => ({ form: 'open', first })),
        position.map((length): Spec => ({ form: 'suffix', length })),
      );
    };
    const header = (s: Spec) => (s.form === 'closed' ? `bytes=${s.first}-${s.last}` : s.form === 'open' ? `bytes=${s.first}-` : `bytes=-${s.length}`);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }).chain((total) => fc.tuple(fc.constant(total), spec(total))),
        ([total, s]) => {
          const answer = parseByteRange(header(s), total);
          if (s.form === 'suffix' ? s.length === 0 : s.first >= total) {
            expect(answer).toEqual(UNSATISFIABLE);
            return;
          }
          if (answer.kind !== 'partial') throw new Error(`expected a range, got ${answer.kind}`);
          expect(answer.start).toBeGreaterThanOrEqual(0);
          expect(answer.start).toBeLessThanOrEqual(answer.end);
          expect(answer.end).toBeLessThan(total);
          const length = answer.end - answer.start + 1;
          if (s.form === 'closed') {
            expect(answer.start).toBe(s.first);
            expect(length).toBe(Math.min(s.last, total - 1) - s.first + 1);
          } else if (s.form === 'open') {
            expect(answer.start).toBe(s.first);
            expect(length).toBe(total - s.first);
          } else {
            expect(answer.end).toBe(total - 1);
            expect(length).toBe(Math.min(s.length, total));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws on any header and never answers outside the file', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `bytes=${s}`)), fc.nat({ max: 10_000 }), (text, total) => {
        const answer = parseByteRange(text, total);
        if (answer.kind === 'partial') {
          expect(answer.start).toBeGreaterThanOrEqual(0);
          expect(answer.end).toBeLessThan(total);
          expect(answer.start).toBeLessThanOrEqual(answer.end);
        }
      }),
    );
  });
});

describe('contentRange and ifRangeMatches', () => {
  it('write the Content-Range of a 206 and of a 416', () => {
    expect(contentRange(partial(0, 99), 1000)).toBe('bytes 0-99/1000');
    expect(contentRange(UNSATISFIABLE, 1000)).toBe('bytes */1000');
  });

  it('serve the range only for the same strong entity tag', () => {
    expect(ifRangeMatches(null, '"abc"')).toBe(true);
    expect(ifRangeMatches('"abc"', '"abc"')).toBe(true);
    expect(ifRangeMatches(' "abc" ', '"abc"')).toBe(true);
    expect(ifRangeMatches('"abd"', '"abc"')).toBe(false);
    expect(ifRangeMatches('W/"abc"', '"abc"')).toBe(false);
    expect(ifRangeMatches('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false);
    expect(ifRangeMatches('', '"abc"')).toBe(false);
  });
});
