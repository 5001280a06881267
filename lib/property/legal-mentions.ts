/**
 * The listing passport: the Belgian (and Luxembourg) legal mentions of a listing, the rules of
 * lib/legal/mention-rules applied to one property with their values. An item without data has
 * the value null: the page says 'not provided', nothing is invented. Other countries: null.
 */
import type { Property } from '@/lib/catalogue/schemas';
import { epcForProperty } from '@/lib/epc';
import { listingKindOf, type ListingKind } from '@/lib/legal/listing-kind';
import { mentionRulesFor, type MentionCondition, type MentionKey, type MentionRule, type PassportRegion } from '@/lib/legal/mention-rules';
import { regionForProperty } from '@/lib/regions';
import type { TypeKind } from './type-kinds';
import { epcLabelText, type FieldValue } from './field-value';

export const ASBESTOS_YEAR_LIMIT = 2001;

export type LegalKey = MentionKey;
export type LegalItem = { key: MentionKey; value: FieldValue | null; flood?: boolean; rule: MentionRule };
export type LegalMentions = { region: PassportRegion; kind: ListingKind; items: LegalItem[] };

const num = (kind: 'energy' | 'energyTotal' | 'co2', v: number | null): FieldValue | null =>
  v === null || !Number.isFinite(v) ? null : { kind, value: v };
const txt = (v: string | null, kind: 'text' | 'code' = 'text'): FieldValue | null =>
  v && v.trim() ? { kind, value: v.trim() } : null;
const flag = (v: boolean | null): FieldValue | null => (v === null ? null : { kind: 'flag', value: v });

/** The class on the certificate: EPCLabelText, else the class of EnergyPerformance's band. */
function energyClass(p: Property): FieldValue | null {
  const written = txt(p.EPCLabelText);
  if (written) return written;
  const epc = epcForProperty(p);
  return epc ? { kind: 'text', value: epcLabelText(epc.label) } : null;
}

/** True when the asbestos certificate applies: built before 2001, or a certificate is given. */
export function needsAsbestosMention(p: Property): boolean {
  const year = p.Years.Construction;
  if (year !== null) return year < ASBESTOS_YEAR_LIMIT;
  return p.Risks.AsbestosCertificateType !== null || p.Risks.AsbestosCertificateDate !== null;
}

function asbestos(p: Property): FieldValue | null {
  const type = p.Risks.AsbestosCertificateType?.trim();
  const date = p.Risks.AsbestosCertificateDate;
  if (!type && !date) return null;
  return { kind: 'text', value: [type, date ? formatIsoDay(date) : null].filter(Boolean).join(' · ') };
}

function formatIsoDay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${Number(m[3])}-${Number(m[2])}-${m[1]}` : iso;
}

const date = (v: string | null): FieldValue | null => (v ? { kind: 'date', value: v } : null);

/** The value of one mention on a property (Wallonia's specific use falls back to EnergyPerformance). */
export function mentionValue(key: MentionKey, p: Property): FieldValue | null {
  switch (key) {
    case 'epcScore':
    case 'primaryConsumption':
      return num('energy', p.EnergyPerformance);
    case 'epcLabel':
    case 'pebClass':
    case 'energyClass':
      return energyClass(p);
    case 'epcUniqueCode':
      return txt(p.Energy.UniqueCode, 'code');
    case 'epcValidUntil':
      return date(p.Energy.CertificateEndDate);
    case 'permit':
      return flag(p.Planning.Permit);
    case 'zoningDesignation':
      return txt(p.Planning.ZoningDesignation);
    case 'summons':
      return flag(p.Planning.Summons);
    case 'preemptionRight':
      return flag(p.Planning.PreemptionRight);
    case 'subdivisionPermit':
      return flag(p.Planning.SubdivisionPermit);
    case 'pScore':
      return txt(p.Risks.PScore);
    case 'gScore':
      return txt(p.Risks.GScore);
    case 'asbestos':
      return asbestos(p);
    case 'soilCertificate':
      return flag(p.Certificates.Ground);
    case 'co2Emission':
      return num('co2', p.Energy.CO2Emission);
    case 'specificConsumption':
      return num('energy', p.Energy.SpecificConsumption ?? p.EnergyPerformance);
    case 'totalConsumption':
      return num('energyTotal', p.Energy.TotalConsumption);
    case 'certificateNumber':
      return txt(p.Energy.CertificateNumber, 'code');
  }
}

const CONDITIONS: Record<MentionCondition, (p: Property) => boolean> = {
  builtBefore2001: needsAsbestosMention,
};

/** The passport of a property: null outside Belgium and Luxembourg (or for a zip in no region). */
export function legalMentionsFor(p: Property, typeKind: TypeKind): LegalMentions | null {
  const region = regionForProperty(p);
  if (!region) return null;
  const kind = listingKindOf(p, typeKind);
  const items = mentionRulesFor(region, kind)
    .filter((rule) => !rule.when || CONDITIONS[rule.when](p))
    .map((rule): LegalItem => {
      const value = mentionValue(rule.key, p);
      const flood = (rule.key === 'pScore' || rule.key === 'gScore') && value?.kind === 'text' && value.value === 'D';
      return { key: rule.key, value, rule, ...(flood ? { flood } : {}) };
    });
  return { region, kind, items };
}

/** True when a flood score is D: the page shows the flood symbol (the rule prescribes it). */
export function hasFloodSymbol(m: LegalMentions | null): boolean {
  return m?.items.some((i) => i.flood) ?? false;
}
