import type { PartHistory } from '@/lib/server/content/history';

/**
 * The version 'Undo' on a part's newest history row brings back as a draft: the one before it (0:
 * the content delivered with the site), when the part existed then. Null when the newest row is not
 * the part's current content or nothing is known before it.
 */
export function undoTarget(history: Pick<PartHistory, 'entries' | 'delivered' | 'more'>): number | null {
  const [latest, prior] = history.entries;
  if (!latest || !(latest.draft || latest.live)) return null;
  if (prior) return prior.after === undefined ? null : prior.id;
  return history.delivered.value !== undefined && !history.more ? 0 : null;
}
