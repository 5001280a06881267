/**
 * The Belgian legal mentions of a listing, by region:
 * - Flanders: EPC score (kWh/m²·year) with the certificate's unique code; the five planning items
 *   (permit, zoning designation, summons, pre-emption right, subdivision permit); the flood
 *   P-score and G-score (the flood symbol for a D); the asbestos certificate for a building from
 *   before 2001;
 * - Brussels: PEB class, primary energy consumption, CO2 emission and certificate number;
 * - Wallonia: PEB class, specific consumption, total consumption and certificate number.
 * An item without data has the value null: the page says 'not communicated', nothing is invented.
 * Luxembourg and other countries have no Belgian mentions.
 */
import type { Property } from '@/lib/catalogue/schemas';
import { epcForProperty } from '@/lib/epc';
import { regionForProperty, type Region } from '@/lib/regions';
import { epcLabelText, type FieldValue } from './field-value';

export const ASBESTOS_YEAR_LIMIT = 2001;

export type LegalKey =
  | 'epcScore'
  | 'epcUniqueCode'
  | 'permit'
  | 'zoningDesignation'
  | 'summons'
  | 'preemptionRight'
  | 'subdivisionPermit'
  | 'pScore'
  | 'gScore'
  | 'asbestos'
  | 'pebClass'
  | 'primaryConsumption'
  | 'co2Emission'
  | 'specificConsumption'
  | 'totalConsumption'
  | 'certificateNumber';

export type LegalItem = { key: LegalKey; value: FieldValue | null; flood?: boolean };
export type LegalMentions = { region: Region; items: LegalItem[] };

const num = (kind: 'energy' | 'energyTotal' | 'co2', v: number | null): FieldValue | null =>
  v === null || !Number.isFinite(v) ? null : { kind, value: v };
const txt = (v: string | null, kind: 'text' | 'code' = 'text'): FieldValue | null =>
  v && v.trim() ? { kind, value: v.trim() } : null;
const flag = (v: boolean | null): FieldValue | null => (v === null ? null : { kind: 'flag', value: v });

/** The class on the certificate: EPCLabelText, else the class of EnergyPerformance's band. */
function pebClass(p: Property): FieldValue | null {
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

function flanders(p: Property): LegalItem[] {
  const items: LegalItem[] = [
    { key: 'epcScore', value: num('energy', p.EnergyPerformance) },
    { key: 'epcUniqueCode', value: txt(p.Energy.UniqueCode, 'code') },
    { key: 'permit', value: flag(p.Planning.Permit) },
    { key: 'zoningDesignation', value: txt(p.Planning.ZoningDesignation) },
    { key: 'summons', value: flag(p.Planning.Summons) },
    { key: 'preemptionRight', value: flag(p.Planning.PreemptionRight) },
    { key: 'subdivisionPermit', value: flag(p.Planning.SubdivisionPermit) },
    { key: 'pScore', value: txt(p.Risks.PScore), flood: p.Risks.PScore === 'D' },
    { key: 'gScore', value: txt(p.Risks.GScore), flood: p.Risks.GScore === 'D' },
  ];
  if (needsAsbestosMention(p)) items.push({ key: 'asbestos', value: asbestos(p) });
  return items;
}

function brussels(p: Property): LegalItem[] {
  return [
    { key: 'pebClass', value: pebClass(p) },
    { key: 'primaryConsumption', value: num('energy', p.EnergyPerformance) },
    { key: 'co2Emission', value: num('co2', p.Energy.CO2Emission) },
    { key: 'certificateNumber', value: txt(p.Energy.CertificateNumber, 'code') },
  ];
}

function wallonia(p: Property): LegalItem[] {
  return [
    { key: 'pebClass', value: pebClass(p) },
    { key: 'specificConsumption', value: num('energy', p.Energy.SpecificConsumption ?? p.EnergyPerformance) },
    { key: 'totalConsumption', value: num('energyTotal', p.Energy.TotalConsumption) },
    { key: 'certificateNumber', value: txt(p.Energy.CertificateNumber, 'code') },
  ];
}

/** The mentions of a Belgian property's region; null outside Belgium. */
export function legalMentionsFor(p: Property): LegalMentions | null {
  const region = regionForProperty(p);
  if (region === 'flanders') return { region, items: flanders(p) };
  if (region === 'brussels') return { region, items: brussels(p) };
  if (region === 'wallonia') return { region, items: wallonia(p) };
  return null;
}

/** True when a flood score is D: the page shows the flood symbol. */
export function hasFloodSymbol(m: LegalMentions | null): boolean {
  return m?.items.some((i) => i.flood) ?? false;
}
