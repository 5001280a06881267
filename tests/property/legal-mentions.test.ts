import { describe, expect, it } from 'vitest';
import { getProperties, getTypeKind, type Property } from '@/lib/catalogue';
import { hasFloodSymbol, legalMentionsFor as mentionsWithKind, needsAsbestosMention } from '@/lib/property/legal-mentions';

const legalMentionsFor = (p: Property) => mentionsWithKind(p, getTypeKind(p.WebID));

const nl = getProperties('nl');
const byId = (id: number): Property => {
  const p = nl.find((x) => x.ID === id);
  if (!p) throw new Error(`no property ${id}`);
  return p;
};
const base = byId(4019012); // Gent, 9000: Flanders
const withPatch = (patch: (p: Property) => void): Property => {
  const copy = structuredClone(base);
  patch(copy);
  return copy;
};
const keys = (p: Property) => legalMentionsFor(p)?.items.map((i) => i.key);

describe('legalMentionsFor', () => {
  it('shows the EPC score, label, unique code and end date, the five planning items, the flood scores and the soil certificate for a Flemish sale', () => {
    const m = legalMentionsFor(withPatch((p) => (p.Years.Construction = 2010)));
    expect(m?.region).toBe('flanders');
    expect(m?.kind).toBe('sale');
    expect(m?.items.map((i) => i.key)).toEqual([
      'epcScore',
      'epcLabel',
      'epcUniqueCode',
      'epcValidUntil',
      'permit',
      'zoningDesignation',
      'summons',
      'preemptionRight',
      'subdivisionPermit',
      'pScore',
      'gScore',
      'soilCertificate',
    ]);
  });

  it('gives the unique code and the certificate number as codes, kept whole on the page', () => {
    const value = (p: Property, key: string) => legalMentionsFor(p)?.items.find((i) => i.key === key)?.value;
    expect(value(base, 'epcUniqueCode')).toEqual({ kind: 'code', value: base.Energy.UniqueCode });
    expect(value(byId(4012345), 'certificateNumber')).toEqual({ kind: 'code', value: byId(4012345).Energy.CertificateNumber });
  });

  it('adds the asbestos certificate for a Flemish building from before 2001', () => {
    expect(keys(withPatch((p) => (p.Years.Construction = 2000)))).toContain('asbestos');
    expect(keys(withPatch((p) => (p.Years.Construction = 2001)))).not.toContain('asbestos');
  });

  it('asks for asbestos when the year is unknown only if a certificate is given', () => {
    const unknown = withPatch((p) => {
      p.Years.Construction = null;
      p.Risks.AsbestosCertificateType = null;
      p.Risks.AsbestosCertificateDate = null;
    });
    expect(needsAsbestosMention(unknown)).toBe(false);
    unknown.Risks.AsbestosCertificateDate = '2024-01-02';
    expect(needsAsbestosMention(unknown)).toBe(true);
  });

  it('shows the PEB class, consumption, CO2 emission, certificate number and end date in Brussels', () => {
    const m = legalMentionsFor(byId(4012345));
    expect(m?.region).toBe('brussels');
    expect(m?.items.map((i) => i.key)).toEqual(['pebClass', 'primaryConsumption', 'co2Emission', 'certificateNumber', 'epcValidUntil']);
    expect(m?.items.find((i) => i.key === 'co2Emission')?.value).toEqual({ kind: 'co2', value: 27 });
  });

  it('shows the PEB class, specific consumption and certificate number in Wallonia', () => {
    const m = legalMentionsFor(byId(4020744));
    expect(m?.region).toBe('wallonia');
    expect(m?.items.map((i) => i.key)).toEqual(['pebClass', 'specificConsumption', 'totalConsumption', 'certificateNumber', 'epcValidUntil']);
  });

  it("gives Luxembourg its own energy class and France or Spain no passport", () => {
    expect(legalMentionsFor(byId(4021499))?.items.map((i) => i.key)).toEqual(['energyClass']);
    for (const id of [4021690, 4021774]) expect(legalMentionsFor(byId(id))).toBeNull();
  });

  it('asks a Flemish plot for the planning items and the P-score only, and a garage for no energy certificate', () => {
    expect(legalMentionsFor(byId(4019275))?.items.map((i) => i.key)).toEqual([
      'permit', 'zoningDesignation', 'summons', 'preemptionRight', 'subdivisionPermit', 'pScore', 'soilCertificate',
    ]);
    expect(legalMentionsFor(byId(4018422))).toMatchObject({ region: 'brussels', kind: 'parking', items: [] });
  });

  it('leaves missing data null (shown as not communicated), never invented', () => {
    const m = legalMentionsFor(withPatch((p) => {
      p.Energy.UniqueCode = null;
      p.Planning.Summons = null;
      p.Risks.PScore = null;
    }));
    const value = (k: string) => m?.items.find((i) => i.key === k)?.value;
    expect(value('epcUniqueCode')).toBeNull();
    expect(value('summons')).toBeNull();
    expect(value('pScore')).toBeNull();
  });

  it('shows the flood symbol for a D score only', () => {
    expect(hasFloodSymbol(legalMentionsFor(withPatch((p) => { p.Risks.PScore = 'D'; p.Risks.GScore = 'A'; })))).toBe(true);
    expect(hasFloodSymbol(legalMentionsFor(withPatch((p) => { p.Risks.PScore = 'C'; p.Risks.GScore = 'D'; })))).toBe(true);
    expect(hasFloodSymbol(legalMentionsFor(withPatch((p) => { p.Risks.PScore = 'C'; p.Risks.GScore = 'B'; })))).toBe(false);
  });

  it('takes the PEB class from EPCLabelText, else from the band of EnergyPerformance', () => {
    const brussels = structuredClone(byId(4012345));
    expect(legalMentionsFor(brussels)?.items[0]?.value).toEqual({ kind: 'text', value: 'C' });
    brussels.EPCLabelText = null;
    expect(legalMentionsFor(brussels)?.items[0]?.value).toEqual({ kind: 'text', value: 'C' });
    brussels.EnergyPerformance = null;
    expect(legalMentionsFor(brussels)?.items[0]?.value).toBeNull();
  });
});
