/**
 * A whole agency account in Omnicasa's wire format, generated from a seed and independent of the
 * site's snapshot and mapping code: categories, agents, offices, projects and properties, with the
 * odd things a real CRM's data does at the given rates. Same options, same account. Records are
 * written on demand from small plans (and the last few thousand kept), so 10,000 properties cost
 * little until they are read.
 */
import { makeCategories, UNKNOWN_WEB_IDS, type Category } from './categories';
import type { ClockZone } from './clock';
import { makeAgency, makeOffices, makeUsers, type Agency } from './people';
import {
  ensureEachOddity,
  idSchemeOf,
  planProperty,
  type PlanContext,
  type PropertyPlan,
} from './plan';
import { makeProjects, type Project } from './projects';
import { streamOf } from './random';
import { ratesOf, type Rates } from './rates';
import { renderProperty, type RenderContext } from './render';
import type { PropertyAnswers, Wire } from './wire';

export interface AccountOptions {
  /** Default 1. */
  seed?: number;
  /** Properties; default 40. */
  count?: number;
  /** Web categories, 3 to 12; default drawn from the seed. */
  categories?: number;
  /** New-build projects; default 2. */
  projects?: number;
  /** Over the defaults (or over all 0 with `clean`). */
  rates?: Partial<Rates>;
  /** Every rate 0 but those in `rates`: predictable pages. */
  clean?: boolean;
  /** The zone of plain dates, written and read (ChangeSince); default Europe/Brussels. */
  clock?: ClockZone;
  /** Where pictures and documents are: the fake's own http://host:port. */
  mediaOrigin?: string;
  /** Generated dates are before this; default 2025-12-31 12:00 UTC (so real changes come after). */
  anchor?: Date;
}

export interface Account {
  seed: number;
  count: number;
  rates: Rates;
  clock: ClockZone;
  anchorMs: number;
  mediaOrigin: string;
  agency: Agency;
  categories: Category[];
  /** GetUserList's items. */
  users: Wire[];
  /** GetOfficeList's items. */
  offices: Wire[];
  projects: Project[];
  /** In the CRM's order (GetPropertyList's). */
  plans: PropertyPlan[];
  /** Properties deleted before the anchor (GetDeletedPropertyIDs). */
  deleted: Array<{ id: number; atMs: number }>;
  /** A property's answers in every language. */
  answersOf(plan: PropertyPlan): PropertyAnswers;
}

export const DEFAULT_SEED = 1;
export const DEFAULT_COUNT = 40;
export const MAX_COUNT = 200_000;
export const DEFAULT_ANCHOR = new Date(Date.UTC(2025, 11, 31, 12));
const DEFAULT_MEDIA_ORIGIN = 'http://127.0.0.1';
/** A Manager id no user has (users are 10,000 to 10,800). */
const UNKNOWN_MANAGER = 99_999;
const CACHED_PROPERTIES = 2000;
const DAY = 86_400_000;

function checkedCount(count: number): number {
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) {
    throw new RangeError(`count must be a whole number from 0 to ${MAX_COUNT}`);
  }
  return count;
}

export function generateAccount(options: AccountOptions = {}): Account {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = checkedCount(options.count ?? DEFAULT_COUNT);
  const rates = ratesOf(options.rates, options.clean);
  const clock = options.clock ?? 'Europe/Brussels';
  const anchorMs = (options.anchor ?? DEFAULT_ANCHOR).getTime();
  const mediaOrigin = options.mediaOrigin ?? DEFAULT_MEDIA_ORIGIN;
  const agency = makeAgency(seed);
  const categories = makeCategories(seed, rates, options.categories);
  const users = makeUsers(seed, agency, mediaOrigin);
  const managers = users.map((user) => user.ID as number);
  const ids = idSchemeOf(seed, count);
  const context: PlanContext = {
    seed,
    rates,
    categories: categories.map((c) => ({ ...c, weight: c.kind.weight, types: c.kind.types })),
    managers,
    unknownWebIds: UNKNOWN_WEB_IDS,
    anchorMs,
    ids,
  };
  const plans = Array.from({ length: count }, (_, index) => planProperty(context, index));
  const random = streamOf(seed, 'account');
  ensureEachOddity(plans, context, random);
  // Ids below the base are no property's: deletions first, then units that are not on the web.
  const deleted = Array.from({ length: random.int(2, 4) }, (_, k) => ({
    id: ids.base - 1 - k * 13,
    atMs: anchorMs - random.int(1, 90) * DAY,
  }));
  const media = { mediaOrigin, slug: agency.slug, rates };
  const projects = makeProjects(options.projects ?? 2, plans, {
    ...media,
    seed,
    clock,
    anchorMs,
    managers,
    offWebId: (project, unit) => ids.base - 1000 - project * 10 - unit,
  });
  const renderContext: RenderContext = {
    ...media,
    seed,
    categories,
    clock,
    anchorMs,
    unknownManager: UNKNOWN_MANAGER,
  };
  const cache = new Map<number, PropertyAnswers>();
  return {
    seed,
    count,
    rates,
    clock,
    anchorMs,
    mediaOrigin,
    agency,
    categories,
    users,
    offices: makeOffices(seed, agency),
    projects,
    plans,
    deleted,
    answersOf(plan) {
      const cached = cache.get(plan.index);
      if (cached) return cached;
      const answers = renderProperty(plan, renderContext);
      if (cache.size >= CACHED_PROPERTIES) cache.delete(cache.keys().next().value!);
      cache.set(plan.index, answers);
      return answers;
    },
  };
}
