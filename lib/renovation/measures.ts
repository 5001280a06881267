/**
 * Renovation measures: what each costs and what it does to a home's EPC value (kWh/m²·year).
 *
 * Every figure is INDICATIVE (the page says so) and names where it comes from. Costs are ranges
 * including 6 % VAT (the renovation rate for homes older than 10 years), labour and finishing.
 *
 * Sources of the cost ranges, as the agency's working figures (2025-11; re-check each January):
 * - Test Aankoop / Test Achats renovation price guides (insulation, windows, heat pumps,
 *   ventilation, solar panels at Belgian contractor prices), 2024-2025 editions;
 * - the EPC-recommendations of VEKA's EPC certificate for existing homes (Vlaams Energie- en
 *   Klimaatagentschap), 2024.
 * They were compiled without network access to those publications: the agency confirms them
 * before going live (docs/features.md, "Renovation calculator").
 * Areas are derived from the living surface with the ratios below (a two-storey house: a roof of
 * 1.3 × its footprint, the footprint half the living surface; window area 16 % of the living
 * surface, the typical glazing ratio of Belgian homes in the same VEKA document).
 */

export const MEASURES = ['roof', 'walls', 'floor', 'glazing', 'ventilation', 'heatPump', 'solarPanels'] as const;
export type Measure = (typeof MEASURES)[number];

export const HOME_TYPES = ['house', 'apartment'] as const;
export type HomeType = (typeof HOME_TYPES)[number];

export function isMeasure(value: unknown): value is Measure {
  return typeof value === 'string' && (MEASURES as readonly string[]).includes(value);
}

/** The area a measure is priced by, as a share of the living surface (0: not for this type). */
type AreaRule = { kind: 'area'; perLivingM2: Record<HomeType, number>; eurosPerM2: readonly [number, number] };
/** A whole installation, priced per home (null: not for this type). */
type UnitRule = { kind: 'unit'; euros: Record<HomeType, readonly [number, number] | null> };
export type CostRule = AreaRule | UnitRule;

export const COST_RULES: Record<Measure, CostRule> = {
  // Pitched roof insulated from inside with a vapour barrier and finish, or a flat roof from outside:
  // 70–140 €/m² of roof (Test Aankoop 2025). An apartment's roof belongs to the co-owners.
  roof: { kind: 'area', perLivingM2: { house: 0.65, apartment: 0 }, eurosPerM2: [70, 140] },
  // Outside insulation with render or cladding: 120–190 €/m² of facade (Test Aankoop 2025).
  walls: { kind: 'area', perLivingM2: { house: 0.9, apartment: 0.45 }, eurosPerM2: [120, 190] },
  // Floor on the ground or above a crawl space / cellar ceiling: 40–90 €/m² (Test Aankoop 2025).
  floor: { kind: 'area', perLivingM2: { house: 0.5, apartment: 0 }, eurosPerM2: [40, 90] },
  // New frames with high-efficiency glazing (U ≤ 1.0 W/m²K): 550–850 €/m² of window (Test Aankoop 2025).
  glazing: { kind: 'area', perLivingM2: { house: 0.16, apartment: 0.16 }, eurosPerM2: [550, 850] },
  // Balanced ventilation with heat recovery (system D) with its ducts (Test Aankoop 2025).
  ventilation: { kind: 'unit', euros: { house: [6000, 10000], apartment: [4000, 7000] } },
  // Air-to-water heat pump with its buffer and adapted emitters (Test Aankoop 2025).
  heatPump: { kind: 'unit', euros: { house: [10000, 16000], apartment: [8000, 12000] } },
  // About 4 kWp of panels with an inverter on the home's own roof (Test Aankoop 2025).
  solarPanels: { kind: 'unit', euros: { house: [5000, 8000], apartment: null } },
};

/**
 * The share of the remaining EPC value each measure removes, applied one after the other in the
 * order of MEASURES (insulate first, then ventilate, then the installations: the order an EPC
 * certificate's recommendations follow). Orders of magnitude from VEKA's EPC-recommendations
 * (2024 edition) for a home of before 1980 without insulation; a certified EPC expert gives the
 * real figure for a given home.
 */
export const EPC_REDUCTION: Record<Measure, number> = {
  roof: 0.2,
  walls: 0.18,
  floor: 0.07,
  glazing: 0.1,
  ventilation: 0.05,
  heatPump: 0.35,
  solarPanels: 0.15,
};

export type Range = { min: number; max: number };

/** The area a measure is priced by for a home, in m² (0 when the measure does not apply). */
export function measureArea(measure: Measure, type: HomeType, livingM2: number): number {
  const rule = COST_RULES[measure];
  return rule.kind === 'area' ? Math.round(rule.perLivingM2[type] * livingM2) : 0;
}

/** Whether a measure can be done on this type of home (an apartment has no roof or floor of its own). */
export function measureApplies(measure: Measure, type: HomeType): boolean {
  const rule = COST_RULES[measure];
  return rule.kind === 'area' ? rule.perLivingM2[type] > 0 : rule.euros[type] !== null;
}

/** Rounded to the hundred euros: the figures are indicative, cents would pretend otherwise. */
const hundreds = (euros: number) => Math.round(euros / 100) * 100;

/** The indicative cost of a measure for a home, or null when it does not apply. */
export function measureCost(measure: Measure, type: HomeType, livingM2: number): Range | null {
  if (!measureApplies(measure, type)) return null;
  const rule = COST_RULES[measure];
  if (rule.kind === 'unit') {
    const [min, max] = rule.euros[type]!;
    return { min, max };
  }
  const area = measureArea(measure, type, livingM2);
  return { min: hundreds(area * rule.eurosPerM2[0]), max: hundreds(area * rule.eurosPerM2[1]) };
}
