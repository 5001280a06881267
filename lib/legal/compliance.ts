/**
 * What the staff compliance screen reports for a listing: each mention its passport lacks
 * ('missing') and an energy certificate whose end date has passed ('expired'), worst first.
 * The site never hides a listing for it: the CRM is the source, staff correct it there.
 */
import type { LegalMentions } from '@/lib/property/legal-mentions';
import { SEVERITIES, type MentionKey, type PassportRegion, type Severity } from './mention-rules';
import type { ListingKind } from './listing-kind';

export type ComplianceProblem = { key: MentionKey; problem: 'missing' | 'expired'; severity: Severity };
export type ListingCompliance = {
  id: number;
  region: PassportRegion;
  kind: ListingKind;
  problems: ComplianceProblem[];
};

const rank = (s: Severity) => SEVERITIES.indexOf(s);

/** The problems of one passport on `today` (ISO day), worst first, then in passport order. */
export function complianceProblems(m: LegalMentions, today: string): ComplianceProblem[] {
  const problems: ComplianceProblem[] = [];
  for (const item of m.items) {
    if (item.value === null) problems.push({ key: item.key, problem: 'missing', severity: item.rule.severity });
    else if (item.key === 'epcValidUntil' && item.value.kind === 'date' && item.value.value < today) {
      problems.push({ key: item.key, problem: 'expired', severity: 'high' });
    }
  }
  return problems.map((p, i) => ({ p, i })).sort((a, b) => rank(a.p.severity) - rank(b.p.severity) || a.i - b.i).map(({ p }) => p);
}

/** The worst severity of a listing's problems; null when it has none. */
export function worstSeverity(problems: readonly ComplianceProblem[]): Severity | null {
  return problems.reduce<Severity | null>((worst, p) => (worst === null || rank(p.severity) < rank(worst) ? p.severity : worst), null);
}

/** Listings with problems only, the worst first; then the most high ones, then by id. */
export function sortBySeverity(listings: readonly ListingCompliance[]): ListingCompliance[] {
  const count = (l: ListingCompliance, s: Severity) => l.problems.filter((p) => p.severity === s).length;
  return listings
    .filter((l) => l.problems.length > 0)
    .toSorted(
      (a, b) =>
        rank(worstSeverity(a.problems)!) - rank(worstSeverity(b.problems)!) ||
        SEVERITIES.reduce((d, s) => d || count(b, s) - count(a, s), 0) ||
        a.id - b.id,
    );
}
