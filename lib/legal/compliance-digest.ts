/**
 * The agency's optional weekly mail of the compliance check: the problems that are new since the
 * last week's check (a mention gone missing or a certificate expired on a listing, a mention of the
 * agency's own emptied in the settings). A problem is known by its fingerprint; the server keeps the
 * fingerprints of each week's check (lib/server/legal/compliance-digest) and mails the difference.
 */
import type { AgencyMentionField } from './agency-mentions';
import type { ComplianceProblem, ListingCompliance } from './compliance';

export type NewProblems<L extends ListingCompliance> = {
  /** Listings with at least one new problem, in the report's order (worst first), with only those. */
  listings: L[];
  agency: AgencyMentionField[];
};

const listingFingerprint = (id: number, p: ComplianceProblem) => `${id}:${p.key}:${p.problem}`;
const agencyFingerprint = (field: AgencyMentionField) => `agency:${field}`;

/** Every problem of a check, one string each. */
export function problemFingerprints(report: readonly ListingCompliance[], agencyMissing: readonly AgencyMentionField[]): string[] {
  return [...report.flatMap((l) => l.problems.map((p) => listingFingerprint(l.id, p))), ...agencyMissing.map(agencyFingerprint)];
}

/** The problems of a check that the last check (`known`) did not have. */
export function newProblems<L extends ListingCompliance>(
  report: readonly L[],
  agencyMissing: readonly AgencyMentionField[],
  known: ReadonlySet<string>,
): NewProblems<L> {
  const listings = report.flatMap((l) => {
    const fresh = l.problems.filter((p) => !known.has(listingFingerprint(l.id, p)));
    return fresh.length === 0 ? [] : [{ ...l, problems: fresh }];
  });
  return { listings, agency: agencyMissing.filter((field) => !known.has(agencyFingerprint(field))) };
}

export const problemCount = (found: NewProblems<ListingCompliance>) =>
  found.listings.reduce((n, l) => n + l.problems.length, 0) + found.agency.length;

/** The ISO 8601 week of a day ('2026-11-28' → '2026-W48'): weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) throw new RangeError(`not an ISO day: ${day}`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
