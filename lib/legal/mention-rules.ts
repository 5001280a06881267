/**
 * The mentions a listing must carry, per region and kind of listing, each with its legal source
 * (lib/legal/sources) and whether the rule was confirmed offline. The order of the table is the
 * order of the passport on the detail page.
 *
 * Choices written down where the law leaves room:
 * - Flanders' planning items and flood scores apply to a sale and to a lease of more than nine
 *   years: a listing for rent is taken as an ordinary lease (staff handle a long lease as a sale);
 * - a plot has no building: no EPC, no G-score, no asbestos; a garage or parking space has no
 *   energy certificate either, but Flanders' planning and flood items apply to its sale;
 * - a commercial building's energy certificate (EPC NR in Flanders, PEB of offices in Brussels) is
 *   asked as 'medium' and marked not confirmed offline: the stored pages cover residential units;
 * - Wallonia's PEB advert duty covers residential units only: no PEB rule for a commercial listing;
 * - 'epcValidUntil' is not an advert mention but the certificate's end date: an advert needs a
 *   valid certificate, so the compliance screen flags one that has ended;
 * - severity: 'high' where an advert without it is fined (energy, planning, flood), 'medium' for a
 *   document due at the agreement or a rule not confirmed offline, 'low' for information.
 */
import type { Region } from '@/lib/regions';
import type { ListingKind } from './listing-kind';
import { LEGAL_SOURCES, type LegalSourceId } from './sources';

export type PassportRegion = Region | 'luxembourg';
export type Severity = 'high' | 'medium' | 'low';
export const SEVERITIES: readonly Severity[] = ['high', 'medium', 'low'];

export type MentionKey =
  | 'epcScore'
  | 'epcLabel'
  | 'epcUniqueCode'
  | 'epcValidUntil'
  | 'permit'
  | 'zoningDesignation'
  | 'summons'
  | 'preemptionRight'
  | 'subdivisionPermit'
  | 'pScore'
  | 'gScore'
  | 'asbestos'
  | 'soilCertificate'
  | 'pebClass'
  | 'primaryConsumption'
  | 'co2Emission'
  | 'specificConsumption'
  | 'totalConsumption'
  | 'certificateNumber'
  | 'energyClass';

/** A condition on the property itself: the asbestos certificate only for a building from before 2001. */
export type MentionCondition = 'builtBefore2001';

export type MentionRule = {
  readonly key: MentionKey;
  readonly region: PassportRegion;
  readonly kinds: readonly ListingKind[];
  readonly severity: Severity;
  readonly source: LegalSourceId;
  readonly when?: MentionCondition;
  /** False where the rule itself could not be confirmed offline (see the source's comment). */
  readonly confirmedOffline: boolean;
};

const TRANSFERS: readonly ListingKind[] = ['sale', 'newBuild', 'plot', 'commercial', 'parking'];
const TRANSFERRED_BUILDINGS: readonly ListingKind[] = ['sale', 'newBuild', 'commercial', 'parking'];
const HOMES: readonly ListingKind[] = ['sale', 'rent', 'newBuild'];
const COMMERCIAL: readonly ListingKind[] = ['commercial'];
const UNCONFIRMED = { confirmedOffline: false } as const;

const rule = (
  region: PassportRegion,
  key: MentionKey,
  kinds: readonly ListingKind[],
  severity: Severity,
  source: LegalSourceId,
  extra: { when?: MentionCondition; confirmedOffline?: boolean } = {},
): MentionRule => ({
  key,
  region,
  kinds,
  severity,
  source,
  ...(extra.when ? { when: extra.when } : {}),
  confirmedOffline: extra.confirmedOffline ?? LEGAL_SOURCES[source].confirmedOffline,
});

export const MENTION_RULES: readonly MentionRule[] = [
  // Flanders
  rule('flanders', 'epcScore', HOMES, 'high', 'flemishEpc'),
  rule('flanders', 'epcScore', COMMERCIAL, 'medium', 'flemishEpc', UNCONFIRMED),
  rule('flanders', 'epcLabel', HOMES, 'high', 'flemishEpc'),
  rule('flanders', 'epcLabel', COMMERCIAL, 'medium', 'flemishEpc', UNCONFIRMED),
  rule('flanders', 'epcUniqueCode', HOMES, 'high', 'flemishEpc'),
  rule('flanders', 'epcUniqueCode', COMMERCIAL, 'medium', 'flemishEpc', UNCONFIRMED),
  rule('flanders', 'epcValidUntil', HOMES, 'high', 'flemishEpc'),
  rule('flanders', 'epcValidUntil', COMMERCIAL, 'medium', 'flemishEpc', UNCONFIRMED),
  rule('flanders', 'permit', TRANSFERS, 'high', 'flemishPlanning'),
  rule('flanders', 'zoningDesignation', TRANSFERS, 'high', 'flemishPlanning'),
  rule('flanders', 'summons', TRANSFERS, 'high', 'flemishPlanning'),
  rule('flanders', 'preemptionRight', TRANSFERS, 'high', 'flemishPlanning'),
  rule('flanders', 'subdivisionPermit', TRANSFERS, 'high', 'flemishPlanning'),
  rule('flanders', 'pScore', TRANSFERS, 'high', 'flemishFlood'),
  rule('flanders', 'gScore', TRANSFERRED_BUILDINGS, 'high', 'flemishFlood'),
  // The certificate is confirmed; its place in the advert is not (see sources.flemishAsbestos).
  rule('flanders', 'asbestos', TRANSFERRED_BUILDINGS, 'medium', 'flemishAsbestos', { when: 'builtBefore2001', ...UNCONFIRMED }),
  rule('flanders', 'soilCertificate', TRANSFERS, 'medium', 'flemishSoil'),
  // Brussels: class and CO2 confirmed; primary energy and the number not (sources.brusselsPeb).
  rule('brussels', 'pebClass', HOMES, 'high', 'brusselsPeb'),
  rule('brussels', 'pebClass', COMMERCIAL, 'medium', 'brusselsPeb', UNCONFIRMED),
  rule('brussels', 'primaryConsumption', [...HOMES, ...COMMERCIAL], 'medium', 'brusselsPeb', UNCONFIRMED),
  rule('brussels', 'co2Emission', HOMES, 'high', 'brusselsPeb'),
  rule('brussels', 'co2Emission', COMMERCIAL, 'medium', 'brusselsPeb', UNCONFIRMED),
  rule('brussels', 'certificateNumber', [...HOMES, ...COMMERCIAL], 'medium', 'brusselsPeb', UNCONFIRMED),
  rule('brussels', 'epcValidUntil', HOMES, 'high', 'brusselsPeb'),
  rule('brussels', 'epcValidUntil', COMMERCIAL, 'medium', 'brusselsPeb', UNCONFIRMED),
  // Wallonia
  rule('wallonia', 'pebClass', HOMES, 'high', 'walloonPeb'),
  rule('wallonia', 'specificConsumption', HOMES, 'high', 'walloonPeb'),
  rule('wallonia', 'totalConsumption', HOMES, 'high', 'walloonPeb'),
  rule('wallonia', 'certificateNumber', HOMES, 'high', 'walloonPeb'),
  rule('wallonia', 'epcValidUntil', HOMES, 'high', 'walloonPeb'),
  // Luxembourg
  rule('luxembourg', 'energyClass', HOMES, 'medium', 'luxembourgPassport'),
];

/** The rules of a region for a kind of listing, in passport order (conditions not yet applied). */
export function mentionRulesFor(region: PassportRegion, kind: ListingKind): MentionRule[] {
  return MENTION_RULES.filter((r) => r.region === region && r.kinds.includes(kind));
}
