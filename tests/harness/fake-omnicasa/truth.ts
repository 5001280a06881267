/**
 * What the generator knows about each property, from its own plan rather than from the records:
 * the languages it exists in, and whether it has what a page needs (an ID, a Goal, a type, a City)
 * in at least one of them. A site that syncs the account should show every property with the
 * minimum on every language's pages (a language the CRM lacks borrowing another's texts). Goal 2
 * and a WebID no category has still count: the minimum is that there is one.
 */
import type { SiteLocale } from '@/lib/locale';
import type { Account } from './account';
import type { MinimumPart, PropertyPlan } from './plan';
import type { Wire } from './wire';

export interface PropertyTruth {
  id: number;
  /** Where GetProperty answers a record. */
  languages: SiteLocale[];
  hasMinimum: boolean;
  /** The part of the minimum it lacks, and in which languages (null: none). */
  lacks: { part: MinimumPart; languages: SiteLocale[] } | null;
  goal: number;
  /** Listed twice by GetPropertyList. */
  duplicate: boolean;
}

export function truthOfPlan(plan: PropertyPlan): PropertyTruth {
  const { lacks } = plan;
  const hasMinimum =
    lacks === null || (lacks.part !== 'ID' && lacks.languages.length < plan.languages.length);
  return {
    id: plan.id,
    languages: [...plan.languages],
    hasMinimum,
    lacks: lacks && { part: lacks.part, languages: [...lacks.languages] },
    goal: plan.goal,
    duplicate: plan.duplicate,
  };
}

/** Every property of the account, in the CRM's order. */
export const truthOf = (account: Account): PropertyTruth[] => account.plans.map(truthOfPlan);

/** The properties a site should show, on every language's pages. */
export const expectedOnSite = (account: Account): PropertyTruth[] =>
  truthOf(account).filter((truth) => truth.hasMinimum);

const filled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * Whether a record given through the admin API (not generated) has the minimum. The generated
 * ones' truth comes from their plan, not from this.
 */
export function recordHasMinimum(record: Wire | null): boolean {
  if (!record) return false;
  const id = record.ID;
  // An empty array of WebIDs reads as '' too.
  const type = filled(record.WebID) || String(record.WebIDs ?? '').trim() !== '';
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    filled(record.Goal) &&
    type &&
    filled(record.City)
  );
}
