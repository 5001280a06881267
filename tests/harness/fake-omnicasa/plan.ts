/**
 * What the generator decides about each property before writing any record: its id, languages,
 * goal, category, place, dates, and which odd things it does (the rates). A plan is small; the
 * records are written from it on demand (./render), so an account of 10,000 properties holds
 * 10,000 plans, not 40,000 records. The plans are also the generator's own truth (./truth).
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { PLACES, REGION_WEIGHTS, type Region } from './places';
import { streamOf, type Random } from './random';
import type { Rates } from './rates';
import type { CrmType } from './vocabulary';

/** What a page cannot do without. */
export type MinimumPart = 'ID' | 'Goal' | 'type' | 'City';
export const MINIMUM_PARTS: readonly MinimumPart[] = ['ID', 'Goal', 'type', 'City'];

export type UnknownCode = 'Marquee' | 'PriceUnit' | 'Manager';
const UNKNOWN_CODES: readonly UnknownCode[] = ['Marquee', 'PriceUnit', 'Manager'];

/** The odd things of one record (one property in one language). */
export interface RecordDefects {
  html: boolean;
  longText: boolean;
  extraFields: boolean;
  unknownCode: UnknownCode | null;
}

/** A web category as the planner sees it. */
export interface PlannedCategory {
  webId: number;
  sale: boolean;
  rent: boolean;
  weight: number;
  types: readonly CrmType[];
}

export interface PropertyPlan {
  index: number;
  id: number;
  /** The languages it exists in (GetProperty answers a record). */
  languages: SiteLocale[];
  /** 0 sale, 1 rent, 2 another goal. */
  goal: number;
  /** Indexes in the account's categories. */
  category: number;
  secondCategory: number | null;
  /** A WebID no category has, given instead of the category's. */
  unknownWebId: number | null;
  crmType: CrmType;
  /** Index in PLACES. */
  place: number;
  createdMs: number;
  changedMs: number;
  /** A user id of the account. */
  manager: number;
  /** Listed twice in GetPropertyList. */
  duplicate: boolean;
  /** A part of the minimum it lacks, and in which of its languages. */
  lacks: { part: MinimumPart; languages: SiteLocale[] } | null;
  defects: Record<SiteLocale, RecordDefects>;
  projectId: number | null;
}

export interface PlanContext {
  seed: number;
  rates: Rates;
  categories: readonly PlannedCategory[];
  managers: readonly number[];
  /** Ids of WebIDs no category has. */
  unknownWebIds: readonly number[];
  /** Dates are before this instant. */
  anchorMs: number;
  ids: IdScheme;
}

/** Ids: base + index × stride + a jitter below the stride, so distinct and increasing. */
export interface IdScheme {
  base: number;
  stride: number;
}

/** A base that keeps 6- or 7-digit ids clear of 4,000,000–4,099,999 (the committed snapshot's). */
export function idSchemeOf(seed: number, count: number): IdScheme {
  const random = streamOf(seed, 'ids');
  const stride = random.int(2, 17);
  const span = count * stride;
  const low = random.chance(0.3);
  const base = low ? random.int(100_000, 900_000) : random.int(4_200_000, 9_000_000 - span);
  return { base, stride };
}

export function idOf(ids: IdScheme, seed: number, index: number): number {
  return ids.base + index * ids.stride + streamOf(seed, 'id', index).int(0, ids.stride - 1);
}

const DAY = 86_400_000;

function pickPlace(random: Random): number {
  const regions = Object.keys(REGION_WEIGHTS) as Region[];
  const region = random.weighted(
    regions,
    regions.map((r) => REGION_WEIGHTS[r]),
  );
  const indexes = PLACES.flatMap((place, i) => (place.region === region ? [i] : []));
  return random.pick(indexes);
}

function pickGoal(random: Random, category: PlannedCategory, rates: Rates): number {
  const other = random.chance(rates.otherGoal);
  const rent = category.rent && (!category.sale || random.chance(0.35));
  if (other) return 2;
  return rent ? 1 : 0;
}

/** A random non-empty part of `languages`, smaller than all of them when it can be. */
function someOf(random: Random, languages: readonly SiteLocale[]): SiteLocale[] {
  if (languages.length === 1) return [...languages];
  const kept = random.sample(languages, random.int(1, languages.length - 1));
  return SITE_LOCALES.filter((l) => kept.includes(l));
}

function recordDefects(random: Random, rates: Rates): RecordDefects {
  const html = random.chance(rates.html);
  const longText = random.chance(rates.longText);
  const extraFields = random.chance(rates.extraFields);
  const unknown = random.chance(rates.unknownCode);
  return { html, longText, extraFields, unknownCode: unknown ? random.pick(UNKNOWN_CODES) : null };
}

export function planProperty(context: PlanContext, index: number): PropertyPlan {
  const { seed, rates, categories } = context;
  const random = streamOf(seed, 'plan', index);
  const category = random.weighted(
    categories.map((_, i) => i),
    categories.map((c) => c.weight),
  );
  const chosen = categories[category]!;
  const goal = pickGoal(random, chosen, rates);
  const others = categories.map((_, i) => i).filter((i) => i !== category);
  const secondCategory =
    random.chance(rates.twoCategories) && others.length > 0 ? random.pick(others) : null;
  const unknownWebId = random.chance(rates.unknownCode) ? random.pick(context.unknownWebIds) : null;
  // Dropping one to three of four languages leaves at least one.
  const dropped = random.chance(rates.missingLanguage)
    ? random.sample(SITE_LOCALES, random.int(1, 3))
    : [];
  const languages = SITE_LOCALES.filter((l) => !dropped.includes(l));
  const createdMs = context.anchorMs - random.int(2, 5 * 365) * DAY - random.int(0, 86_399) * 1000;
  const changedMs =
    createdMs + Math.floor((random.next() * (context.anchorMs - createdMs)) / 1000) * 1000;
  return {
    index,
    id: idOf(context.ids, seed, index),
    languages,
    goal,
    category,
    secondCategory,
    unknownWebId,
    crmType: random.pick(chosen.types),
    place: pickPlace(random),
    createdMs,
    changedMs,
    manager: random.pick(context.managers),
    duplicate: random.chance(rates.duplicateInList),
    lacks: random.chance(rates.lacksMinimum) ? lackOf(random, languages) : null,
    defects: Object.fromEntries(
      SITE_LOCALES.map((l) => [l, recordDefects(random, rates)]),
    ) as Record<SiteLocale, RecordDefects>,
    projectId: null,
  };
}

/** A part of the minimum missing in all the languages, or (not for the ID) only in some. */
function lackOf(
  random: Random,
  languages: readonly SiteLocale[],
): NonNullable<PropertyPlan['lacks']> {
  const part = random.pick(MINIMUM_PARTS);
  const everywhere = part === 'ID' || random.chance(0.5);
  return { part, languages: everywhere ? [...languages] : someOf(random, languages) };
}

/**
 * Each property-level oddity whose rate is not 0 but that no plan drew, given to one plan: a small
 * account (the default 40) then has some of each. `random` is the account's own stream.
 */
export function ensureEachOddity(plans: PropertyPlan[], context: PlanContext, random: Random) {
  const { rates } = context;
  const plain = () => plans.filter((p) => !p.lacks && p.languages.length === SITE_LOCALES.length);
  const some = (test: (plan: PropertyPlan) => boolean) => plans.some(test);
  const force = (rate: number, present: boolean, apply: (plan: PropertyPlan) => void) => {
    const candidates = plain();
    if (rate > 0 && !present && candidates.length > 0) apply(random.pick(candidates));
  };
  force(
    rates.missingLanguage,
    some((p) => p.languages.length < SITE_LOCALES.length),
    (p) => {
      const dropped = random.sample(SITE_LOCALES, random.int(1, 3));
      p.languages = SITE_LOCALES.filter((l) => !dropped.includes(l));
    },
  );
  force(
    rates.lacksMinimum,
    some((p) => p.lacks !== null),
    (p) => {
      p.lacks = lackOf(random, p.languages);
    },
  );
  force(
    rates.duplicateInList,
    some((p) => p.duplicate),
    (p) => {
      p.duplicate = true;
    },
  );
  force(
    rates.otherGoal,
    some((p) => p.goal === 2),
    (p) => {
      p.goal = 2;
    },
  );
  force(
    rates.unknownCode,
    some((p) => p.unknownWebId !== null),
    (p) => {
      p.unknownWebId = random.pick(context.unknownWebIds);
    },
  );
  const second = plans.find((p) => p.secondCategory === null);
  if (rates.twoCategories > 0 && !some((p) => p.secondCategory !== null) && second) {
    const others = context.categories.map((_, i) => i).filter((i) => i !== second.category);
    if (others.length > 0) second.secondCategory = random.pick(others);
  }
  force(
    rates.unknownCode,
    some((p) => SITE_LOCALES.some((l) => p.defects[l].unknownCode)),
    (p) => {
      p.defects[random.pick(p.languages)].unknownCode = random.pick(UNKNOWN_CODES);
    },
  );
  const recordOddities: Array<Exclude<keyof RecordDefects, 'unknownCode'>> = [
    'html',
    'longText',
    'extraFields',
  ];
  for (const name of recordOddities) {
    force(
      rates[name],
      some((p) => SITE_LOCALES.some((l) => p.defects[l][name])),
      (p) => {
        p.defects[random.pick(p.languages)][name] = true;
      },
    );
  }
}
