/**
 * Checks a record built from the CRM with the site's own schema and, where the schema refuses a
 * value, leaves out the smallest part that holds it (a field, an item of a list) and checks again:
 * a refused surface empties that surface, never the property.
 */
import 'server-only';
import type { z } from 'zod';
import type { NoteEffect } from './notes';

/** How a refused path is left out: as a field, as an item of a list, or not at all (the record cannot do without it). */
export type LeaveOut = (candidate: Record<string, unknown>, path: readonly PropertyKey[]) => Exclude<NoteEffect, 'language' | 'record'> | null;

export type Repaired<T> = { ok: true; value: T } | { ok: false; path: readonly PropertyKey[] };

/** What the schema refused (the value at `path`) and how it was left out; for an item, the item left out. */
export type Refusal = { path: readonly PropertyKey[]; effect: 'field' | 'item'; value: unknown; item?: unknown };

export function valueAt(record: unknown, path: readonly PropertyKey[]): unknown {
  let value = record;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** Array items to drop, by list path ('Pictures', 'Units'), dropped after a round so indexes stay right. */
type Drops = Map<string, { list: readonly PropertyKey[]; indexes: Set<number> }>;

function dropItems(candidate: Record<string, unknown>, drops: Drops) {
  for (const { list, indexes } of drops.values()) {
    const parent = valueAt(candidate, list.slice(0, -1)) as Record<PropertyKey, unknown>;
    const key = list[list.length - 1]!;
    parent[key] = (parent[key] as unknown[]).filter((_, index) => !indexes.has(index));
  }
}

/** The item path of an issue path: ['Units', 2, 'Price'] → ['Units', 2]; null when no list is in it. */
export function itemPathOf(path: readonly PropertyKey[]): readonly PropertyKey[] | null {
  const at = path.findIndex((key) => typeof key === 'number');
  return at === -1 ? null : path.slice(0, at + 1);
}

/**
 * `candidate` (changed in place) checked with `schema`, leaving out what it refuses through
 * `leaveOut`, each refusal reported to `onRefusal`; a few rounds at most. Fails with the path of the
 * first refusal that cannot be left out.
 */
export function parseLeavingOut<S extends z.ZodType>(
  schema: S,
  candidate: Record<string, unknown>,
  leaveOut: LeaveOut,
  onRefusal: (refusal: Refusal) => void,
): Repaired<z.output<S>> {
  for (let round = 0; round < 4; round += 1) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return { ok: true, value: parsed.data };
    const drops: Drops = new Map();
    for (const issue of parsed.error.issues) {
      const value = valueAt(candidate, issue.path);
      const effect = leaveOut(candidate, issue.path);
      if (effect === null) return { ok: false, path: issue.path };
      if (effect === 'item') {
        const item = itemPathOf(issue.path)!;
        const list = item.slice(0, -1);
        const key = list.join('.');
        const entry = drops.get(key) ?? { list, indexes: new Set<number>() };
        if (entry.indexes.has(item[item.length - 1] as number)) continue;
        entry.indexes.add(item[item.length - 1] as number);
        drops.set(key, entry);
        onRefusal({ path: issue.path, effect, value, item: valueAt(candidate, item) });
        continue;
      }
      onRefusal({ path: issue.path, effect, value });
    }
    dropItems(candidate, drops);
  }
  return { ok: false, path: [] };
}
