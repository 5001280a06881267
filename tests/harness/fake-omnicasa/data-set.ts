/**
 * The fake CRM's state: a generated account, then what the admin API changes in it (properties
 * added, replaced, repriced, touched or deleted). A property keeps being written from its plan
 * until something changes it; then its records are copied and held. Each change stamps the
 * records' LastChangedDate with the current second, which is what ChangeSince compares.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { generateAccount, type Account, type AccountOptions } from './account';
import { plainDate } from './clock';
import type { PropertyPlan } from './plan';
import { recordHasMinimum, truthOfPlan, type PropertyTruth } from './truth';
import type { PropertyAnswers, Wire } from './wire';

export interface Entry {
  id: number;
  /** The instant of its last change, to the second. */
  changedMs: number;
  /** The generator's plan of it; null for a property given through the admin API. */
  plan: PropertyPlan | null;
  /** Its records once given or changed through the admin API (else the plan writes them). */
  held: PropertyAnswers | null;
  duplicate: boolean;
}

export interface EntrySummary {
  id: number;
  source: 'generated' | 'given';
  /** Languages where GetProperty answers a record now. */
  languages: SiteLocale[];
  changed: string;
  /** The generator's truth for a generated property; for a given one, judged from its records. */
  truth: Pick<PropertyTruth, 'languages' | 'hasMinimum'> & Partial<PropertyTruth>;
}

export type FakeDataSet = ReturnType<typeof createDataSet>;

const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

export function createDataSet(initial: AccountOptions = {}) {
  let options = initial;
  let account: Account;
  let entries = new Map<number, Entry>();
  let deletions = new Map<number, number>();

  function load(next: AccountOptions = options) {
    options = next;
    account = generateAccount(options);
    entries = new Map(
      account.plans.map((plan) => [
        plan.id,
        { id: plan.id, changedMs: plan.changedMs, plan, held: null, duplicate: plan.duplicate },
      ]),
    );
    deletions = new Map(account.deleted.map(({ id, atMs }) => [id, atMs]));
  }
  load();

  const answersOf = (entry: Entry): PropertyAnswers => entry.held ?? account.answersOf(entry.plan!);

  const existsIn = (entry: Entry, locale: SiteLocale) =>
    entry.held ? entry.held.records[locale] !== null : entry.plan!.languages.includes(locale);

  /** Its records, copied to be changed from now on. */
  function held(entry: Entry): PropertyAnswers {
    entry.held ??= structuredClone(account.answersOf(entry.plan!));
    return entry.held;
  }

  function stamp(entry: Entry, now: number, change: (record: Wire) => void = () => {}) {
    entry.changedMs = toSecond(now);
    for (const record of Object.values(held(entry).records)) {
      if (!record) continue;
      change(record);
      record.LastChangedDate = plainDate(entry.changedMs, account.clock);
    }
    deletions.delete(entry.id);
    return entry;
  }

  function summary(entry: Entry): EntrySummary {
    const languages = SITE_LOCALES.filter((l) => existsIn(entry, l));
    const records = entry.held?.records;
    return {
      id: entry.id,
      source: entry.plan ? 'generated' : 'given',
      languages,
      changed: new Date(entry.changedMs).toISOString(),
      truth: entry.plan
        ? truthOfPlan(entry.plan)
        : {
            languages,
            hasMinimum: SITE_LOCALES.some((l) => recordHasMinimum(records?.[l] ?? null)),
          },
    };
  }

  return {
    account: () => account,
    options: () => options,
    entries: () => [...entries.values()],
    entry: (id: number) => entries.get(id),
    answersOf,
    existsIn,
    summary,

    /**
     * Adds or replaces a property with the given answers. `keepDates` leaves the records'
     * LastChangedDate as given (ChangeSince still sees the change now).
     */
    put(id: number, answers: PropertyAnswers, now = Date.now(), keepDates = false): Entry {
      const entry: Entry = {
        id,
        changedMs: toSecond(now),
        plan: null,
        held: answers,
        duplicate: false,
      };
      entries.set(id, entry);
      deletions.delete(id);
      return keepDates ? entry : stamp(entry, now);
    },

    /** A new Price in every language; undefined for an unknown id. */
    setPrice(id: number, price: number | null, now = Date.now()): Entry | undefined {
      const entry = entries.get(id);
      return entry && stamp(entry, now, (record) => void (record.Price = price));
    },

    /** A change that moves LastChangedDate only. */
    touch(id: number, now = Date.now()): Entry | undefined {
      const entry = entries.get(id);
      return entry && stamp(entry, now);
    },

    /** Removes a property (GetDeletedPropertyIDs lists it from then on); false for an unknown id. */
    remove(id: number, now = Date.now()): boolean {
      if (!entries.delete(id)) return false;
      deletions.set(id, toSecond(now));
      return true;
    },

    /** Ids deleted at or after `sinceMs` (all without it). */
    deletedSince: (sinceMs?: number) =>
      [...deletions].filter(([, at]) => sinceMs === undefined || at >= sinceMs).map(([id]) => id),

    /** The generated account again: the same options, or new ones. */
    reset: (next?: AccountOptions) => load(next ?? options),
  };
}
