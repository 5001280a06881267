import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { undoTarget } from '@/lib/content/undo-target';
import type { PartVersion } from '@/lib/server/content/history';

const version = (id: number, after: unknown, flags: Partial<Pick<PartVersion, 'draft' | 'live'>> = {}): PartVersion => ({
  id,
  note: '',
  author: null,
  createdAt: new Date(0),
  restoredFrom: null,
  before: undefined,
  after,
  live: flags.live ?? false,
  draft: flags.draft ?? false,
});
const delivered = (value: unknown) => ({ value, live: false });

describe("the version 'Undo' brings back", () => {
  it('is the one before the newest, when the newest is the draft or what the site shows', () => {
    expect(undoTarget({ entries: [version(9, 'b', { draft: true }), version(5, 'a', { live: true })], delivered: delivered('x'), more: false })).toBe(5);
    expect(undoTarget({ entries: [version(9, 'b', { live: true }), version(5, 'a')], delivered: delivered(undefined), more: false })).toBe(5);
  });

  it('is the delivered content (0) when only one version changed the part and every version is listed', () => {
    expect(undoTarget({ entries: [version(3, 'b', { live: true })], delivered: delivered('a'), more: false })).toBe(0);
    expect(undoTarget({ entries: [version(3, 'b', { live: true })], delivered: delivered(undefined), more: false })).toBeNull();
  });

  it('is none when the part did not exist before (undo would delete it) or the newest row is neither draft nor live', () => {
    expect(undoTarget({ entries: [version(4, 'page', { draft: true }), version(2, undefined)], delivered: delivered(undefined), more: false })).toBeNull();
    expect(undoTarget({ entries: [version(4, 'b'), version(2, 'a', { live: true })], delivered: delivered('x'), more: false })).toBeNull();
    expect(undoTarget({ entries: [], delivered: delivered('x'), more: false })).toBeNull();
  });

  it('is always a listed older version, or 0, or none', () => {
    const entry = fc.record({ id: fc.nat(1000), after: fc.option(fc.string(), { nil: undefined }), live: fc.boolean(), draft: fc.boolean() });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), fc.option(fc.string(), { nil: undefined }), fc.boolean(), (rows, value, more) => {
        const entries = rows.map((r) => version(r.id, r.after, r));
        const target = undoTarget({ entries, delivered: delivered(value), more });
        if (target === null) return;
        if (entries.length > 1) expect(target).toBe(entries[1]!.id);
        else expect([target, value !== undefined, more]).toEqual([0, true, false]);
        expect(entries[0]!.draft || entries[0]!.live).toBe(true);
      }),
    );
  });
});
