import { describe, expect, it } from 'vitest';
import { calculateRenovation, worstValueOf, type RenovationInput } from '@/lib/renovation/calculate';
import { grantFor } from '@/lib/renovation/grants';
import { measureCost, MEASURES } from '@/lib/renovation/measures';

const ALL = MEASURES;

/** One home of the snapshot per region (nl.json): Mechelen 4019815, Laken 4013560, Namen 4020744. */
const HOMES: Array<{ name: string; input: RenovationInput; label: string; d: { measures: string[]; min: number; max: number; label: string }; a: 'unreachable' | 'reached' }> = [
  {
    name: 'a Flemish house of 175 m² with EPC 453 (E)',
    input: { region: 'flanders', type: 'house', livingM2: 175, constructionYear: 1890, epcValue: 453, measures: ALL },
    label: 'e',
    d: { measures: ['roof'], min: 8000, max: 16000, label: 'd' },
    a: 'unreachable',
  },
  {
    name: 'a Brussels house of 165 m² with EPC 302 (F)',
    input: { region: 'brussels', type: 'house', livingM2: 165, constructionYear: 1958, epcValue: 302, measures: ALL },
    label: 'f',
    d: { measures: ['roof', 'walls'], min: 25400, max: 43300, label: 'd_sub' },
    a: 'unreachable',
  },
  {
    name: 'a Walloon house of 150 m² with EPC 592 (G)',
    input: { region: 'wallonia', type: 'house', livingM2: 150, constructionYear: 1780, epcValue: 592, measures: ALL },
    label: 'g',
    d: { measures: ['roof', 'walls', 'floor', 'glazing'], min: 39300, max: 66600, label: 'd' },
    a: 'unreachable',
  },
];

describe('calculateRenovation, one home per region', () => {
  it.each(HOMES)('$name: label, the measures reaching D and their cost', ({ input, label, d, a }) => {
    const result = calculateRenovation(input);
    expect(result.label).toBe(label);
    expect(result.targets?.d).toEqual({ kind: 'plan', measures: d.measures, cost: { min: d.min, max: d.max }, epcAfter: expect.any(Number), label: d.label });
    expect(result.targets?.a.kind).toBe(a);
  });

  it.each(HOMES)('$name: each ticked measure lowers the value it starts from, in the recommended order', ({ input }) => {
    const result = calculateRenovation(input);
    expect(result.measures.map((m) => m.measure)).toEqual([...ALL]);
    for (const [i, m] of result.measures.entries()) {
      expect(m.epcAfter).toBeLessThan(m.epcBefore);
      if (i > 0) expect(m.epcBefore).toBe(result.measures[i - 1]!.epcAfter);
    }
    expect(result.epcAfter).toBe(result.measures.at(-1)!.epcAfter);
  });
});

describe('per-measure figures', () => {
  it.each([
    // measure, type, living m², min €, max €
    ['roof', 'house', 175, 8000, 16000],
    ['walls', 'house', 150, 16200, 25700],
    ['floor', 'house', 150, 3000, 6800],
    ['glazing', 'house', 150, 13200, 20400],
    ['heatPump', 'house', 150, 10000, 16000],
    ['heatPump', 'apartment', 80, 8000, 12000],
    ['ventilation', 'apartment', 80, 4000, 7000],
  ] as const)('%s of a %s of %i m² costs %i–%i €', (measure, type, living, min, max) => {
    expect(measureCost(measure, type, living)).toEqual({ min, max });
  });

  it.each(['roof', 'floor', 'solarPanels'] as const)('%s does not apply to an apartment', (measure) => {
    expect(measureCost(measure, 'apartment', 80)).toBeNull();
    const result = calculateRenovation({ region: 'flanders', type: 'apartment', livingM2: 80, constructionYear: 1970, epcValue: 450, measures: [measure] });
    expect(result.measures).toEqual([]);
    expect(result.notApplicable).toEqual([measure]);
  });
});

describe('grants of 2026 per region', () => {
  const cost = { min: 10000, max: 16000 };
  it.each([
    ['flanders', 'heatPump', 0, 1960, { kind: 'amount', range: { min: 2500, max: 4000 } }],
    ['flanders', 'glazing', 24, 1960, { kind: 'upTo', euros: 2750 }],
    ['flanders', 'roof', 98, 1960, { kind: 'seeOfficialPage' }],
    ['flanders', 'solarPanels', 0, 1960, { kind: 'none' }],
    ['brussels', 'roof', 98, 1960, { kind: 'seeOfficialPage' }],
    ['brussels', 'roof', 98, 2020, { kind: 'none' }],
    ['wallonia', 'roof', 98, 1960, { kind: 'amount', range: { min: 5880, max: 5880 } }],
    ['wallonia', 'roof', 98, 2015, { kind: 'none' }],
    ['wallonia', 'heatPump', 0, 1960, { kind: 'seeOfficialPage' }],
    ['luxembourg', 'roof', 98, 1960, { kind: 'none' }],
  ] as const)('%s, %s of %i m², built %i → %j', (region, measure, area, year, expected) => {
    expect(grantFor(region, measure, cost, area, year)).toEqual(expected);
  });

  it('never grants more than the work costs', () => {
    expect(grantFor('wallonia', 'roof', { min: 1000, max: 2000 }, 98, 1960)).toEqual({ kind: 'amount', range: { min: 1000, max: 2000 } });
  });
});

describe('targets', () => {
  it.each([
    ['flanders', 'd', 400],
    ['flanders', 'a', 100],
    ['brussels', 'd', 210],
    ['brussels', 'a', 45],
    ['wallonia', 'd', 340],
    ['wallonia', 'a', 85],
  ] as const)('%s: label %s ends at %i kWh/m²', (region, letter, value) => {
    expect(worstValueOf(region, letter)).toBe(value);
  });

  it('says a home already at D or better needs nothing to reach D', () => {
    const result = calculateRenovation({ region: 'flanders', type: 'house', livingM2: 150, constructionYear: 1990, epcValue: 250, measures: [] });
    expect(result.targets?.d).toEqual({ kind: 'reached' });
    expect(result.total).toEqual({ min: 0, max: 0 });
  });

  it('reaches A in Flanders with every measure from a value of 200', () => {
    const result = calculateRenovation({ region: 'flanders', type: 'house', livingM2: 150, constructionYear: 1990, epcValue: 200, measures: [] });
    expect(result.targets?.a).toMatchObject({ kind: 'plan', label: 'a' });
  });

  it('gives Luxembourg costs and values but no Belgian labels, targets or grants', () => {
    const result = calculateRenovation({ region: 'luxembourg', type: 'house', livingM2: 150, constructionYear: 1970, epcValue: 300, measures: ['roof'] });
    expect(result.label).toBeNull();
    expect(result.targets).toBeNull();
    expect(result.measures[0]).toMatchObject({ epcBefore: 300, epcAfter: 240, grant: { kind: 'none' } });
  });
});
