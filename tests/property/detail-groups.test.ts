import { describe, expect, it } from 'vitest';
import { getProperties } from '@/lib/catalogue';
import { DETAIL_GROUPS, detailGroups, fieldValueOf, fieldsOf } from '@/lib/property/detail-groups';
import { epcLabelText, formatFieldValue, formatFileSize, isWholeValue, type FieldValue, type ValueWords } from '@/lib/property/field-value';
import { CATALOGUES } from '@/tests/i18n/catalogues';

const words: ValueWords = {
  yes: 'Yes',
  no: 'No',
  energyUnit: 'kWh/m² per year',
  energyTotalUnit: 'kWh per year',
  co2Unit: 'kg CO₂/m² per year',
};

describe('formatFieldValue', () => {
  it.each([
    [{ kind: 'euro', value: 1490 }, '€ 1.490'],
    [{ kind: 'area', value: 95 }, '95 m²'],
    [{ kind: 'meters', value: 7.5 }, '7,5 m'],
    [{ kind: 'count', value: 2 }, '2'],
    [{ kind: 'year', value: 1930 }, '1930'],
    [{ kind: 'date', value: '2034-08-06' }, '6-8-2034'],
    [{ kind: 'flag', value: true }, 'Yes'],
    [{ kind: 'flag', value: false }, 'No'],
    [{ kind: 'list', value: ['Videofoon', 'Plafondlijsten'] }, 'Videofoon, Plafondlijsten'],
    [{ kind: 'energy', value: 132 }, '132 kWh/m² per year'],
    [{ kind: 'energyTotal', value: 12540 }, '12.540 kWh per year'],
    [{ kind: 'co2', value: 27 }, '27 kg CO₂/m² per year'],
    [{ kind: 'eLevel', value: 30 }, 'E30'],
    [{ kind: 'code', value: '20240806-0000349420-01-6' }, '20240806-0000349420-01-6'],
  ] satisfies [FieldValue, string][])("%j → %s", (value, text) => {
    expect(formatFieldValue(value, words)).toBe(text);
  });

  it.each([
    [{ kind: 'date', value: '2023-03-25' }, true],
    [{ kind: 'euro', value: 5155 }, true],
    [{ kind: 'area', value: 95 }, true],
    [{ kind: 'code', value: '20240806-0000349420-01-6' }, true],
    [{ kind: 'text', value: "Zone d'habitation à prédominance résidentielle" }, false],
    [{ kind: 'list', value: ['Vidéophone', 'Moulures'] }, false],
    [{ kind: 'energy', value: 132 }, false],
  ] satisfies [FieldValue, boolean][])('keeps %j on one line: %s', (value, whole) => {
    expect(isWholeValue(value)).toBe(whole);
  });

  it('shows the EPC unique code and certificate number as codes', () => {
    const p = getProperties('fr').find((x) => x.ID === 4012345)!;
    const energy = detailGroups(p).find((g) => g.id === 'energy')!;
    expect(energy.fields.find((f) => f.field === 'CertificateNumber')?.value).toEqual({ kind: 'code', value: '20240806-0000349420-01-6' });
  });

  it('writes label keys as classes', () => {
    expect(epcLabelText('c_plus')).toBe('C+');
    expect(epcLabelText('a_sub')).toBe('A-');
    expect(epcLabelText('a_plusplus')).toBe('A++');
  });

  it('writes document sizes', () => {
    expect(formatFileSize(850)).toBe('850 B');
    expect(formatFileSize(245760)).toBe('240 KB');
    expect(formatFileSize(1887437)).toBe('1,8 MB');
    const french = { bytes: 'o', kilobytes: 'Ko', megabytes: 'Mo' };
    expect([662, 245760, 1887437].map((size) => formatFileSize(size, french))).toEqual(['662 o', '240 Ko', '1,8 Mo']);
  });
});

describe('detailGroups', () => {
  it('keeps only fields with data and only groups with a field', () => {
    expect(fieldValueOf('text', '  ')).toBeNull();
    expect(fieldValueOf('list', [])).toBeNull();
    expect(fieldValueOf('flag', false)).toEqual({ kind: 'flag', value: false });
    expect(fieldValueOf('euro', null)).toBeNull();
    const p = getProperties('nl').find((x) => x.ID === 4012345);
    if (!p) throw new Error('missing fixture');
    const groups = detailGroups(p);
    expect(groups.map((g) => g.id)).not.toContain('general');
    const financial = groups.find((g) => g.id === 'financial');
    expect(financial?.fields.map((f) => f.field)).toEqual([
      'OwnerCharges',
      'CadastralIncome',
      'PropertyTax',
      'NotaryFeeExclVat',
      'NotaryFeeInclVat',
      'RegistrationRights',
      'VatRegime',
    ]);
  });

  it('has a translated label for every group and field in every language', () => {
    for (const messages of Object.values(CATALOGUES)) {
      const property = messages.Property as unknown as {
        groups: Record<string, string>;
        fields: Record<string, Record<string, string>>;
      };
      for (const group of DETAIL_GROUPS) {
        expect(property.groups[group]).toBeTruthy();
        for (const field of fieldsOf(group)) expect(property.fields[group]?.[field], `${group}.${field}`).toBeTruthy();
      }
    }
  });
});
