import { describe, expect, it } from 'vitest';
import { getProperties, getTypeKind, type Property } from '@/lib/catalogue';
import { missingAgencyMentions, AGENCY_MENTION_FIELDS } from '@/lib/legal/agency-mentions';
import { complianceProblems, sortBySeverity, worstSeverity, type ListingCompliance } from '@/lib/legal/compliance';
import { legalMentionsFor } from '@/lib/property/legal-mentions';

const nl = getProperties('nl');
const byId = (id: number): Property => structuredClone(nl.find((x) => x.ID === id)!);
const problemsOf = (p: Property, today = '2026-11-28') => complianceProblems(legalMentionsFor(p, getTypeKind(p.WebID))!, today);

describe('complianceProblems', () => {
  it('reports nothing for a complete Flemish sale with a valid EPC', () => {
    expect(problemsOf(byId(4019012), '2026-11-28')).toEqual([]);
  });

  it('reports an EPC past its end date as expired, the day after only', () => {
    const p = byId(4019012);
    const end = p.Energy.CertificateEndDate!;
    expect(problemsOf(p, end)).toEqual([]);
    const dayAfter = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(problemsOf(p, dayAfter)).toEqual([{ key: 'epcValidUntil', problem: 'expired', severity: 'high' }]);
  });

  it('reports a missing asbestos certificate for a Flemish building from before 2001', () => {
    const p = byId(4019012);
    p.Years.Construction = 1999;
    p.Risks.AsbestosCertificateType = null;
    p.Risks.AsbestosCertificateDate = null;
    expect(problemsOf(p)).toContainEqual({ key: 'asbestos', problem: 'missing', severity: 'medium' });
    p.Years.Construction = 2001;
    expect(problemsOf(p).map((x) => x.key)).not.toContain('asbestos');
  });

  it('puts the fined mentions first: a Brussels flat without any PEB data', () => {
    expect(problemsOf(byId(4017806)).map((x) => `${x.severity}:${x.key}`)).toEqual([
      'high:pebClass',
      'high:co2Emission',
      'high:epcValidUntil',
      'medium:primaryConsumption',
      'medium:certificateNumber',
    ]);
  });

  it('reports a missing Flemish unique code as high', () => {
    const p = byId(4019012);
    p.Energy.UniqueCode = null;
    expect(problemsOf(p)).toEqual([{ key: 'epcUniqueCode', problem: 'missing', severity: 'high' }]);
  });
});

describe('sortBySeverity', () => {
  const listing = (id: number, severities: Array<'high' | 'medium' | 'low'>): ListingCompliance => ({
    id,
    region: 'flanders',
    kind: 'sale',
    problems: severities.map((severity) => ({ key: 'permit', problem: 'missing', severity })),
  });

  it('drops listings without problems and puts the worst first, then the most serious, then by id', () => {
    const sorted = sortBySeverity([listing(1, ['medium']), listing(2, []), listing(3, ['high']), listing(4, ['high', 'high']), listing(5, ['low']), listing(0, ['high'])]);
    expect(sorted.map((l) => l.id)).toEqual([4, 0, 3, 1, 5]);
  });

  it('names the worst severity, null without problems', () => {
    expect(worstSeverity(listing(1, ['low', 'medium']).problems)).toBe('medium');
    expect(worstSeverity([])).toBeNull();
  });
});

describe('missingAgencyMentions', () => {
  const complete = Object.fromEntries(AGENCY_MENTION_FIELDS.map((f) => [f, 'x'])) as Record<(typeof AGENCY_MENTION_FIELDS)[number], string>;
  it('flags each empty or blank mention, in order', () => {
    expect(missingAgencyMentions(complete)).toEqual([]);
    expect(missingAgencyMentions({ ...complete, insurer: ' ', bivNumber: '' })).toEqual(['bivNumber', 'insurer']);
  });
});
