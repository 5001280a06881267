import { describe, expect, it } from 'vitest';
import { cleanDescription, isEmpty, stripHtml, truncateLabel } from '@/lib/text';

describe('isEmpty', () => {
  it.each([null, undefined, '', ' ', '\n\t ', []])(
    'is empty for %j (null or blank after trimming)',
    (value) => {
      expect(isEmpty(value)).toBe(true);
    },
  );

  it.each([0, NaN, -1, false, true, 'a', ' a ', '0', {}, [0]])('is not empty for %j', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('stripHtml', () => {
  it('removes tags, scripts and comments, decodes entities and collapses whitespace', () => {
    expect(
      stripHtml(
        '<p>Belle&nbsp;maison</p><br/><script>alert(1)</script><!-- x --><b>t&eacute;rrasse</b> &amp;\n\n jardin &#8364; &#x20AC; &unknown;',
      ),
    ).toBe('Belle maison térrasse & jardin € € &unknown;');
  });
});

describe('cleanDescription', () => {
  const word = (n: number) => 'x'.repeat(n);

  it('returns a text within the limit whole, without ellipsis', () => {
    expect(cleanDescription(word(250))).toBe(word(250));
    expect(cleanDescription('<p>Short  text</p>')).toBe('Short text');
  });

  it('has a default limit of 250 characters', () => {
    expect(cleanDescription(word(251))).toBe(`${word(250)}…`);
  });

  it('cuts at the last word boundary when it lies beyond 80% of the limit', () => {
    // limit 10: 80% is 8; a space at index 9 keeps 9 characters.
    expect(cleanDescription('abcdefghi jklmn', 10)).toBe('abcdefghi…');
    const text = `${word(201)} ${word(100)}`; // space at index 201 > 200
    expect(cleanDescription(text)).toBe(`${word(201)}…`);
  });

  it('cuts hard at the limit when the last word boundary lies at or before 80% of the limit', () => {
    expect(cleanDescription('abcdefgh ijklmn', 10)).toBe('abcdefgh i…'); // space at index 8 = 80%
    const text = `${word(200)} ${word(100)}`; // space at index 200 = 80% of 250
    expect(cleanDescription(text)).toBe(`${word(200)} ${word(49)}…`);
    expect(cleanDescription(word(300))).toBe(`${word(250)}…`);
  });

  it('counts a space right after the limit as a boundary at the limit', () => {
    expect(cleanDescription('abcde fghij klm', 11)).toBe('abcde fghij…');
  });

  it('strips HTML before measuring and drops trailing commas before the ellipsis', () => {
    expect(cleanDescription('<p>abcdefghi, <b>jklmnop</b></p>', 10)).toBe('abcdefghi…');
  });

  it('does not split a surrogate pair on a hard cut', () => {
    expect(cleanDescription(`${word(9)}😀${word(5)}`, 10)).toBe(`${word(9)}…`);
  });
});

describe('truncateLabel', () => {
  it('keeps labels of up to 100 characters', () => {
    expect(truncateLabel(`  ${'y'.repeat(100)}  `)).toBe('y'.repeat(100));
  });

  it('truncates labels to 100 characters, ellipsis included', () => {
    const result = truncateLabel('y'.repeat(101));
    expect(result).toBe(`${'y'.repeat(99)}…`);
    expect(result).toHaveLength(100);
  });

  it('takes a custom limit and collapses whitespace', () => {
    expect(truncateLabel('Maison   de  maître', 11)).toBe('Maison de…');
    expect(truncateLabel('Maison   de  maître', 30)).toBe('Maison de maître');
  });
});
