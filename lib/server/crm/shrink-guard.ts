/**
 * The shrink guard: a sync whose new stock is much smaller than the live one, or that
 * had to leave out much of the stock's records (a field renamed in the CRM that every property now
 * lacks), does not replace the live stock; the site keeps serving it
 * until someone accepts the shrink on purpose (`npm run sync -- --accept-shrink`, or the staff's
 * sync screen). An empty stock never replaces a non-empty one without that, whatever the limits.
 */

import 'server-only';
export type ShrinkLimits = {
  /** Held when the stock loses more than this share of its properties. */
  maxLossPercent: number;
  /** Held when more than this share of the records read had to be left out. */
  maxLeftOutPercent: number;
};

export const DEFAULT_SHRINK_LIMITS: ShrinkLimits = { maxLossPercent: 20, maxLeftOutPercent: 10 };

export type ShrinkInput = {
  /** Properties live now, and after this sync. */
  before: number;
  after: number;
  /** Property records read (one per property and language) and how many were left out. */
  recordsRead: number;
  recordsLeftOut: number;
  /** Property records live now (an incremental sync reads few: its share is of the stock). */
  liveRecords: number;
  /** Web categories live now, and after this sync. */
  typesBefore: number;
  typesAfter: number;
};

/** Why a sync is held: a code the staff screen and the mail translate, with its figures. */
export type ShrinkVerdict = { code: 'empty' | 'loss' | 'leftOut' | 'noTypes'; values: Record<string, number> };

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Why this sync must not replace the live stock, or null when it may. */
export function shrinkVerdict(input: ShrinkInput, limits: ShrinkLimits = DEFAULT_SHRINK_LIMITS): ShrinkVerdict | null {
  const { before, after, recordsLeftOut, typesBefore, typesAfter } = input;
  // The share of the stock this sync could not take: of what it read, or of the live stock when
  // that is larger (ten changes read with two broken ones is not a fifth of the site gone).
  const recordsRead = Math.max(input.recordsRead, input.liveRecords);
  if (before > 0 && after === 0) return { code: 'empty', values: { before } };
  if (before > 0 && (before - after) / before > limits.maxLossPercent / 100) {
    return { code: 'loss', values: { before, after, percent: percent(before - after, before), limit: limits.maxLossPercent } };
  }
  if (recordsRead > 0 && recordsLeftOut / recordsRead > limits.maxLeftOutPercent / 100) {
    return { code: 'leftOut', values: { records: recordsRead, leftOut: recordsLeftOut, percent: percent(recordsLeftOut, recordsRead), limit: limits.maxLeftOutPercent } };
  }
  if (typesBefore > 0 && typesAfter === 0) return { code: 'noTypes', values: { before: typesBefore } };
  return null;
}

/** SYNC_MAX_LOSS_PERCENT and SYNC_MAX_LEFT_OUT_PERCENT (0–100), else the defaults; a bad value throws, naming it. */
export function shrinkLimitsFromEnv(env: Record<string, string | undefined> = process.env): ShrinkLimits {
  const read = (name: string, fallback: number) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || value > 100) throw new Error(`${name} must be a percentage from 0 to 100`);
    return value;
  };
  return { maxLossPercent: read('SYNC_MAX_LOSS_PERCENT', DEFAULT_SHRINK_LIMITS.maxLossPercent), maxLeftOutPercent: read('SYNC_MAX_LEFT_OUT_PERCENT', DEFAULT_SHRINK_LIMITS.maxLeftOutPercent) };
}
