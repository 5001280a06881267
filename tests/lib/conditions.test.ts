import { describe, expect, it } from 'vitest';
import { conditionsHold, type Condition } from '@/lib/conditions';

const property: Record<string, unknown> = {
  ID: 123,
  Goal: 0,
  Price: 250000,
  PriceText: '250000',
  MinPrice: 200000,
  MaxPrice: 250000,
  City: 'Bruxelles',
  WebIDs: '1,3',
  Tags: ['garden', 'lift'],
  PublishPrice: true,
  Street: '  ',
  BoxNr: null,
  Available: '2026-03-01',
  SmallPictureItem: { Url: 'https://img.example.be/1.jpg', Width: 400 },
};

function holds(condition: Condition): boolean {
  return conditionsHold(property, [condition]);
}

describe('conditionsHold', () => {
  it('holds for an empty list', () => {
    expect(conditionsHold(property, [])).toBe(true);
  });

  it('needs all conditions to hold', () => {
    const price: Condition = { field: 'Price', logic: '>', compareWithValue: 100000 };
    const city: Condition = { field: 'City', logic: '==', compareWithValue: 'Bruxelles' };
    const goal: Condition = { field: 'Goal', logic: '==', compareWithValue: 1 };
    expect(conditionsHold(property, [price, city])).toBe(true);
    expect(conditionsHold(property, [price, city, goal])).toBe(false);
  });

  it.each<[string, Condition, boolean]>([
    ['number == number', { field: 'Goal', logic: '==', compareWithValue: 0 }, true],
    ['number == numeric text', { field: 'Price', logic: '==', compareWithValue: '250000' }, true],
    ['numeric text == number', { field: 'PriceText', logic: '==', compareWithValue: 250000 }, true],
    [
      'text == text (trimmed)',
      { field: 'City', logic: '==', compareWithValue: ' Bruxelles ' },
      true,
    ],
    [
      'text == text is case-sensitive',
      { field: 'City', logic: '==', compareWithValue: 'bruxelles' },
      false,
    ],
    ['boolean == "true"', { field: 'PublishPrice', logic: '==', compareWithValue: 'true' }, true],
    ['boolean == false', { field: 'PublishPrice', logic: '==', compareWithValue: false }, false],
    ['blank == null', { field: 'Street', logic: '==', compareWithValue: null }, true],
    ['missing field == ""', { field: 'Nope', logic: '==', compareWithValue: '' }, true],
    ['null == 0', { field: 'BoxNr', logic: '==', compareWithValue: 0 }, false],
    ['number != number', { field: 'Goal', logic: '!=', compareWithValue: 1 }, true],
    ['number != same number', { field: 'Goal', logic: '!=', compareWithValue: '0' }, false],
  ])('compares for equality: %s', (_name, condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it.each<[string, Condition, boolean]>([
    ['250000 > 249999', { field: 'Price', logic: '>', compareWithValue: 249999 }, true],
    ['250000 > 250000', { field: 'Price', logic: '>', compareWithValue: 250000 }, false],
    ['250000 >= 250000', { field: 'Price', logic: '>=', compareWithValue: 250000 }, true],
    ['250000 >= 250001', { field: 'Price', logic: '>=', compareWithValue: 250001 }, false],
    ['250000 < 250001', { field: 'Price', logic: '<', compareWithValue: '250001' }, true],
    ['250000 < 250000', { field: 'Price', logic: '<', compareWithValue: 250000 }, false],
    ['250000 <= 250000', { field: 'Price', logic: '<=', compareWithValue: 250000 }, true],
    ['250000 <= 249999', { field: 'Price', logic: '<=', compareWithValue: 249999 }, false],
    ['dates in ISO text', { field: 'Available', logic: '<', compareWithValue: '2026-03-02' }, true],
    [
      'a date against a Date',
      { field: 'Available', logic: '>=', compareWithValue: new Date('2026-03-01') },
      true,
    ],
    ['text is not ordered', { field: 'City', logic: '>', compareWithValue: 'A' }, false],
    ['a missing field is not ordered', { field: 'Nope', logic: '<', compareWithValue: 1 }, false],
  ])('orders numbers and dates only: %s', (_name, condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it.each<[string, Condition, boolean]>([
    [
      'text contains text, any case',
      { field: 'City', logic: 'contains', compareWithValue: 'XELL' },
      true,
    ],
    [
      'text contains other text',
      { field: 'City', logic: 'contains', compareWithValue: 'Gent' },
      false,
    ],
    [
      'comma list contains a substring',
      { field: 'WebIDs', logic: 'contains', compareWithValue: 3 },
      true,
    ],
    [
      'array contains an element',
      { field: 'Tags', logic: 'contains', compareWithValue: 'lift' },
      true,
    ],
    [
      'array does not contain a substring of an element',
      { field: 'Tags', logic: 'contains', compareWithValue: 'li' },
      false,
    ],
    [
      'empty field contains nothing',
      { field: 'Street', logic: 'contains', compareWithValue: '' },
      false,
    ],
    ['notContains', { field: 'City', logic: 'notContains', compareWithValue: 'Gent' }, true],
    ['blank is empty', { field: 'Street', logic: 'empty' }, true],
    ['null is empty', { field: 'BoxNr', logic: 'empty' }, true],
    ['missing is empty', { field: 'Nope', logic: 'empty' }, true],
    ['0 is not empty', { field: 'Goal', logic: 'empty' }, false],
    ['notEmpty', { field: 'City', logic: 'notEmpty' }, true],
    ['notEmpty on blank', { field: 'Street', logic: 'notEmpty' }, false],
  ])('checks contents and emptiness: %s', (_name, condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it('compares with another field when compareWithField names one', () => {
    expect(
      holds({ field: 'Price', logic: '==', compareWithField: 'MaxPrice', advancedCondition: true }),
    ).toBe(true);
    expect(
      holds({ field: 'Price', logic: '>', compareWithField: 'MinPrice', compareWithValue: 999999 }),
    ).toBe(true);
    expect(holds({ field: 'Price', logic: '==', compareWithField: 'MinPrice' })).toBe(false);
  });

  it('compares with compareWithValue when compareWithField is blank or null', () => {
    expect(
      holds({ field: 'Price', logic: '==', compareWithField: '', compareWithValue: 250000 }),
    ).toBe(true);
    expect(
      holds({ field: 'Price', logic: '==', compareWithField: null, compareWithValue: 250000 }),
    ).toBe(true);
  });

  it('reads dotted field paths', () => {
    expect(holds({ field: 'SmallPictureItem.Width', logic: '>=', compareWithValue: 400 })).toBe(
      true,
    );
    expect(holds({ field: 'SmallPictureItem.Nope.Deeper', logic: 'empty' })).toBe(true);
  });

  it('counts an unknown logic as false', () => {
    expect(
      holds({ field: 'Price', logic: 'between' as Condition['logic'], compareWithValue: 1 }),
    ).toBe(false);
    expect(holds({ field: 'Price', logic: '!==' as Condition['logic'], compareWithValue: 1 })).toBe(
      false,
    );
  });

  it('counts an evaluation error as false', () => {
    const throwing = Object.defineProperty({}, 'Price', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    }) as Record<string, unknown>;
    expect(conditionsHold(throwing, [{ field: 'Price', logic: 'notEmpty' }])).toBe(false);
    expect(conditionsHold(throwing, [{ field: 'Price', logic: 'empty' }])).toBe(false);
    expect(holds({ field: '', logic: 'empty' })).toBe(false);
    const noToString = { toString: undefined, valueOf: undefined };
    expect(holds({ field: 'City', logic: 'contains', compareWithValue: noToString })).toBe(false);
  });

  it('does not read inherited properties', () => {
    expect(holds({ field: 'toString', logic: 'empty' })).toBe(true);
    expect(holds({ field: 'City.length', logic: 'empty' })).toBe(true);
  });
});
