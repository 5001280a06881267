import { describe, expect, it } from 'vitest';
import { orderedGallery, postedGallery, secondsText, secondsToMs, type PostedGalleryPhoto } from '@/lib/content/banner-gallery';

const photo = (url: string, position: string | null, remove = false): PostedGalleryPhoto => ({ url, position, remove });

describe('the banner gallery’s order', () => {
  it('orders the photos by their positions', () => {
    expect(orderedGallery([photo('/a.jpg', '3'), photo('/b.jpg', '1'), photo('/c.jpg', '2')])).toEqual(['/b.jpg', '/c.jpg', '/a.jpg']);
  });

  it('keeps the posted order between equal positions', () => {
    expect(orderedGallery([photo('/a.jpg', '2'), photo('/b.jpg', '1'), photo('/c.jpg', '1')])).toEqual(['/b.jpg', '/c.jpg', '/a.jpg']);
  });

  it('leaves a photo without a usable position in its place', () => {
    for (const junk of [null, '', 'abc', '0', '-2', '1.5', '99999', ' ', '1e3', '<b>']) {
      expect(orderedGallery([photo('/a.jpg', '1'), photo('/b.jpg', junk), photo('/c.jpg', '3')]), String(junk)).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    }
  });

  it('takes a position beyond the end as last', () => {
    expect(orderedGallery([photo('/a.jpg', '40'), photo('/b.jpg', '2')])).toEqual(['/b.jpg', '/a.jpg']);
  });

  it('moves one photo one place with the Up and Down buttons, never past an end', () => {
    const three = [photo('/a.jpg', '1'), photo('/b.jpg', '2'), photo('/c.jpg', '3')];
    expect(orderedGallery(three, '1:up')).toEqual(['/b.jpg', '/a.jpg', '/c.jpg']);
    expect(orderedGallery(three, '1:down')).toEqual(['/a.jpg', '/c.jpg', '/b.jpg']);
    expect(orderedGallery(three, '0:up')).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(orderedGallery(three, '2:down')).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    for (const junk of ['7:up', 'x:up', '1:left', '1', '']) expect(orderedGallery(three, junk)).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
  });

  it('moves the photo named by its posted index after the positions were applied', () => {
    // Dragged: c first; then b's Up button.
    expect(orderedGallery([photo('/a.jpg', '2'), photo('/b.jpg', '3'), photo('/c.jpg', '1')], '1:up')).toEqual(['/c.jpg', '/b.jpg', '/a.jpg']);
  });

  it('takes out the photos marked for removal and a photo posted twice', () => {
    expect(orderedGallery([photo('/a.jpg', '1', true), photo('/b.jpg', '2'), photo('/b.jpg', '3'), photo('/c.jpg', '4')])).toEqual(['/b.jpg', '/c.jpg']);
  });

  it('reads the posted fields, skipping empty and missing ones', () => {
    const form = new Map<string, string>([
      ['galleryUrl.0', '/a.jpg'],
      ['galleryPosition.0', '2'],
      ['galleryUrl.1', ''],
      ['galleryUrl.2', '/c.jpg'],
      ['galleryRemove.2', 'on'],
    ]);
    expect(postedGallery((name) => form.get(name) ?? null, 12)).toEqual([photo('/a.jpg', '2'), photo('/c.jpg', null, true)]);
  });
});

describe('the gallery’s timings in seconds', () => {
  it('shows stored milliseconds as seconds', () => {
    expect(secondsText(5000)).toBe('5');
    expect(secondsText(4500)).toBe('4.5');
    expect(secondsText(750)).toBe('0.75');
    expect(secondsText(Number.NaN)).toBe('');
    // In the staff member's language: a comma in Dutch, French and German.
    expect(secondsText(4500, 'nl')).toBe('4,5');
    expect(secondsText(500, 'fr')).toBe('0,5');
    expect(secondsText(12_250, 'de')).toBe('12,25');
    expect(secondsText(500, 'en')).toBe('0.5');
  });

  it('stores typed seconds as milliseconds, a comma or a point for the decimals', () => {
    expect(secondsToMs('5', 1000, 20_000)).toBe(5000);
    expect(secondsToMs(' 4,5 ', 1000, 20_000)).toBe(4500);
    expect(secondsToMs('0.75', 100, 5000)).toBe(750);
  });

  it('refuses what is no number of seconds in the range', () => {
    for (const junk of ['', 'abc', '-1', '1e3', '0.5', '21', '4.5.1', '0x10', '5 s', '1.2345']) expect(secondsToMs(junk, 1000, 20_000), junk).toBeNull();
  });

  it('reads old stored milliseconds back into the same seconds', () => {
    for (const ms of [1000, 4500, 6000, 20_000]) for (const locale of ['nl', 'fr', 'en', 'de']) expect(secondsToMs(secondsText(ms, locale), 1000, 20_000)).toBe(ms);
  });
});
