import { describe, expect, it } from 'vitest';
import { formatAddress, formatAddressLine, type AddressFields } from '@/lib/address';

const brussels: AddressFields = {
  PublishAddress: true,
  Street: 'Rue Haute',
  HouseNumber: '12',
  BoxNr: null,
  Zip: '1000',
  City: 'Bruxelles',
  CountryID: 10,
  CountryName: 'Belgique',
};

describe('formatAddress', () => {
  it('shows street and number when PublishAddress is true', () => {
    expect(formatAddress(brussels)).toEqual({
      streetLine: 'Rue Haute 12',
      cityLine: '1000 Bruxelles',
    });
  });

  it('hides street and number when PublishAddress is false', () => {
    expect(formatAddress({ ...brussels, PublishAddress: false, BoxNr: '3' })).toEqual({
      streetLine: null,
      cityLine: '1000 Bruxelles',
    });
  });

  it('adds the box number after a slash when present', () => {
    expect(formatAddress({ ...brussels, BoxNr: '3' }).streetLine).toBe('Rue Haute 12/3');
    expect(formatAddress({ ...brussels, BoxNr: ' 0.2 ' }).streetLine).toBe('Rue Haute 12/0.2');
  });

  it('adds no box number when it is blank', () => {
    expect(formatAddress({ ...brussels, BoxNr: '  ' }).streetLine).toBe('Rue Haute 12');
  });

  it('shows no box number without a house number', () => {
    expect(formatAddress({ ...brussels, HouseNumber: '', BoxNr: '3' }).streetLine).toBe(
      'Rue Haute',
    );
  });

  it('shows no street line without a street', () => {
    expect(formatAddress({ ...brussels, Street: null }).streetLine).toBeNull();
    expect(formatAddress({ ...brussels, Street: ' ' }).streetLine).toBeNull();
  });

  it('does not put the country in brackets when CountryID is 10', () => {
    expect(formatAddress(brussels).cityLine).toBe('1000 Bruxelles');
  });

  it('puts the country in brackets when CountryID is not 10', () => {
    expect(
      formatAddress({
        ...brussels,
        Zip: 'L-1234',
        City: 'Luxembourg',
        CountryID: 50,
        CountryName: 'Luxembourg',
      }).cityLine,
    ).toBe('L-1234 Luxembourg (Luxembourg)');
    expect(
      formatAddress({
        ...brussels,
        Zip: '75001',
        City: 'Paris',
        CountryID: 33,
        CountryName: 'France',
      }).cityLine,
    ).toBe('75001 Paris (France)');
  });

  it('leaves out empty brackets when a foreign country has no name', () => {
    expect(formatAddress({ ...brussels, CountryID: 50, CountryName: null }).cityLine).toBe(
      '1000 Bruxelles',
    );
  });

  it('trims and collapses spaces in the fields', () => {
    expect(formatAddress({ ...brussels, Street: ' Rue  Haute ', City: ' Bruxelles ' })).toEqual({
      streetLine: 'Rue Haute 12',
      cityLine: '1000 Bruxelles',
    });
  });
});

describe('formatAddressLine', () => {
  it('joins the street line and the city line with a comma', () => {
    expect(formatAddressLine({ ...brussels, BoxNr: '3' })).toBe('Rue Haute 12/3, 1000 Bruxelles');
  });

  it('is only the city line when the address is not published', () => {
    expect(
      formatAddressLine({
        ...brussels,
        PublishAddress: false,
        CountryID: 50,
        CountryName: 'Luxembourg',
      }),
    ).toBe('1000 Bruxelles (Luxembourg)');
  });
});
