/**
 * Property display conditions, SPEC §3 "Conditions" and §5: per-field comparisons that must all
 * hold; an evaluation error counts as false.
 *
 * Operators:
 * - '==' / '!=': numbers (or numeric text) compare as numbers ('3' == 3), booleans with
 *   'true'/'false', two empty values (null, undefined, blank text) are equal, anything else
 *   compares as trimmed text, case-sensitively;
 * - '>' '>=' '<' '<=': numbers (or numeric text), or dates (Date or ISO 'YYYY-MM-DD…' text);
 *   any other pair does not hold;
 * - 'contains' / 'notContains': text contains the text of the operand (case-insensitive), or an
 *   array contains an element equal ('==') to it; an empty field contains nothing;
 * - 'empty' / 'notEmpty': the field is (not) empty by `isEmpty`; the operand is not used.
 * The operand is the record's `compareWithField` when that names a field (a non-blank string),
 * else `compareWithValue`; `advancedCondition` only marks field-to-field comparisons in the CRM and
 * does not change the evaluation. A field name may be a dotted path ('SmallPictureItem.Url').
 */
import { isEmpty } from '@/lib/text';

export const CONDITION_LOGICS = [
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'contains',
  'notContains',
  'empty',
  'notEmpty',
] as const;
export type ConditionLogic = (typeof CONDITION_LOGICS)[number];

export type Condition = {
  field: string;
  logic: ConditionLogic;
  advancedCondition?: boolean;
  compareWithField?: string | null;
  compareWithValue?: unknown;
};

class ConditionError extends Error {}

function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (!path) throw new ConditionError('A condition needs a field');
  if (Object.prototype.hasOwnProperty.call(record, path)) return record[path];
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function asBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return null;
}

function asTime(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim())) {
    const time = Date.parse(value.trim());
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

function equal(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na === nb;
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const ba = asBoolean(a);
    const bb = asBoolean(b);
    return ba !== null && ba === bb;
  }
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a).trim() === String(b).trim();
}

function order(a: unknown, b: unknown): number | null {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na - nb;
  const ta = asTime(a);
  const tb = asTime(b);
  if (ta !== null && tb !== null) return ta - tb;
  return null;
}

function contains(haystack: unknown, needle: unknown): boolean {
  if (Array.isArray(haystack)) return haystack.some((item) => equal(item, needle));
  if (isEmpty(haystack) || isEmpty(needle)) return false;
  if (typeof haystack === 'object' || typeof needle === 'object') return false;
  return String(haystack).toLowerCase().includes(String(needle).trim().toLowerCase());
}

function compare(logic: string, left: unknown, right: unknown): boolean {
  switch (logic) {
    case '==':
      return equal(left, right);
    case '!=':
      return !equal(left, right);
    case '>':
    case '>=':
    case '<':
    case '<=': {
      const diff = order(left, right);
      if (diff === null) return false;
      if (logic === '>') return diff > 0;
      if (logic === '>=') return diff >= 0;
      if (logic === '<') return diff < 0;
      return diff <= 0;
    }
    case 'contains':
      return contains(left, right);
    case 'notContains':
      return !contains(left, right);
    case 'empty':
      return isEmpty(left);
    case 'notEmpty':
      return !isEmpty(left);
    default:
      throw new ConditionError(`Unknown condition logic '${logic}'`);
  }
}

/** Whether one condition holds for a record; any evaluation error counts as false. */
export function conditionHolds(record: Record<string, unknown>, condition: Condition): boolean {
  try {
    const left = valueAt(record, condition.field);
    const other = condition.compareWithField;
    const right =
      typeof other === 'string' && other.trim() !== ''
        ? valueAt(record, other.trim())
        : condition.compareWithValue;
    return compare(condition.logic, left, right);
  } catch {
    return false;
  }
}

/** Whether all conditions hold (true for an empty list). */
export function conditionsHold(
  record: Record<string, unknown>,
  conditions: readonly Condition[],
): boolean {
  return conditions.every((condition) => conditionHolds(record, condition));
}
