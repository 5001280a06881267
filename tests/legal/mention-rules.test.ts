import { describe, expect, it } from 'vitest';
import { listingKindOf, LISTING_KINDS, type ListingKind } from '@/lib/legal/listing-kind';
import { MENTION_RULES, mentionRulesFor, type MentionKey, type PassportRegion } from '@/lib/legal/mention-rules';
import { LEGAL_SOURCES } from '@/lib/legal/sources';

const keys = (region: PassportRegion, kind: ListingKind) => mentionRulesFor(region, kind).map((r) => r.key);
const EPC: MentionKey[] = ['epcScore', 'epcLabel', 'epcUniqueCode', 'epcValidUntil'];
const PLANNING: MentionKey[] = ['permit', 'zoningDesignation', 'summons', 'preemptionRight', 'subdivisionPermit'];
const BRUSSELS: MentionKey[] = ['pebClass', 'primaryConsumption', 'co2Emission', 'certificateNumber', 'epcValidUntil'];
const WALLONIA: MentionKey[] = ['pebClass', 'specificConsumption', 'totalConsumption', 'certificateNumber', 'epcValidUntil'];

describe('the mentions per region and kind of listing', () => {
  it.each<[PassportRegion, ListingKind, MentionKey[]]>([
    ['flanders', 'sale', [...EPC, ...PLANNING, 'pScore', 'gScore', 'asbestos', 'soilCertificate']],
    ['flanders', 'newBuild', [...EPC, ...PLANNING, 'pScore', 'gScore', 'asbestos', 'soilCertificate']],
    ['flanders', 'rent', EPC],
    ['flanders', 'plot', [...PLANNING, 'pScore', 'soilCertificate']],
    ['flanders', 'commercial', [...EPC, ...PLANNING, 'pScore', 'gScore', 'asbestos', 'soilCertificate']],
    ['flanders', 'parking', [...PLANNING, 'pScore', 'gScore', 'asbestos', 'soilCertificate']],
    ['brussels', 'sale', BRUSSELS],
    ['brussels', 'rent', BRUSSELS],
    ['brussels', 'newBuild', BRUSSELS],
    ['brussels', 'commercial', BRUSSELS],
    ['brussels', 'plot', []],
    ['brussels', 'parking', []],
    ['wallonia', 'sale', WALLONIA],
    ['wallonia', 'rent', WALLONIA],
    ['wallonia', 'newBuild', WALLONIA],
    ['wallonia', 'commercial', []],
    ['wallonia', 'plot', []],
    ['luxembourg', 'sale', ['energyClass']],
    ['luxembourg', 'rent', ['energyClass']],
    ['luxembourg', 'plot', []],
  ])('%s, %s: %j', (region, kind, expected) => {
    expect(keys(region, kind)).toEqual(expected);
  });

  it('asks the asbestos certificate only for a building from before 2001', () => {
    expect(MENTION_RULES.find((r) => r.key === 'asbestos')?.when).toBe('builtBefore2001');
  });

  it('fines the Flemish EPC of a home as high, a commercial one as medium and unconfirmed', () => {
    const [home] = mentionRulesFor('flanders', 'sale');
    const [commercial] = mentionRulesFor('flanders', 'commercial');
    expect(home).toMatchObject({ key: 'epcScore', severity: 'high' });
    expect(commercial).toMatchObject({ key: 'epcScore', severity: 'medium', confirmedOffline: false });
  });

  it('gives every rule a dated source with an https explanation, and no key twice for one region and kind', () => {
    for (const rule of MENTION_RULES) {
      const source = LEGAL_SOURCES[rule.source];
      expect(source.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.url).toMatch(/^https:\/\//);
      if (!source.confirmedOffline) expect(rule.confirmedOffline).toBe(false);
    }
    for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
      for (const kind of LISTING_KINDS) expect(new Set(keys(region, kind)).size).toBe(keys(region, kind).length);
    }
  });

  it('dates the 2023 flood scores and the asbestos certificate of 23 November 2022', () => {
    expect(LEGAL_SOURCES.flemishFlood.since).toBe('2023-01-01');
    expect(LEGAL_SOURCES.flemishAsbestos.since).toBe('2022-11-23');
  });
});

describe('listingKindOf', () => {
  const facts = (Goal: number, MainTypeName: string, ELevel: number | null = null) => ({ Goal, MainTypeName, Energy: { ELevel } });
  it.each([
    [facts(1, 'Appartement'), 'apartment', 'rent'],
    [facts(1, 'Grond'), 'plot', 'rent'],
    [facts(0, 'Grond'), 'plot', 'plot'],
    [facts(0, 'Garage/Parking'), 'other', 'parking'],
    [facts(0, 'Stellplatz'), 'other', 'parking'],
    [facts(0, 'Kantoor'), 'other', 'commercial'],
    [facts(0, 'Huis', 30), 'house', 'newBuild'],
    [facts(0, 'Huis'), 'house', 'sale'],
  ] as const)('%j (%s) → %s', (p, typeKind, kind) => {
    expect(listingKindOf(p, typeKind)).toBe(kind);
  });
});
