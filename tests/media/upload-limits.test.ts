import { describe, expect, it } from 'vitest';
import { formatName, MEDIA_MAX_BYTES, megabytesText, refusalMessage, tooLargeBytes } from '@/lib/media/upload-limits';

const MIB = 1024 * 1024;

describe('a refused photo in words', () => {
  it('says a size in megabytes with one decimal, in the staff member’s notation', () => {
    expect(megabytesText(14.2 * MIB, 'en')).toBe('14.2');
    expect(megabytesText(14.2 * MIB, 'nl')).toBe('14,2');
    expect(megabytesText(12 * MIB, 'de')).toBe('12,0');
  });

  it('never rounds a file over the limit down to the limit', () => {
    expect(megabytesText(MEDIA_MAX_BYTES + 1, 'en')).toBe('10.1');
    expect(megabytesText(MEDIA_MAX_BYTES, 'en')).toBe('10.0');
  });

  it('fills each limit’s message with the photo’s figure and the limit', () => {
    expect(refusalMessage({ error: 'imageTooLarge', bytes: 14.2 * MIB }, 'en')).toEqual({ key: 'imageTooLarge', values: { size: '14.2', max: '10' } });
    expect(refusalMessage({ error: 'imageTooLarge', bytes: 20 * MIB }, 'fr')).toEqual({ key: 'imageTooLarge', values: { size: '20,0', max: '10' } });
    expect(refusalMessage({ error: 'imageDimensions', width: 9000, height: 6000 }, 'en')).toEqual({
      key: 'imageDimensions',
      values: { width: '9,000', height: '6,000', max: '8,000' },
    });
    expect(refusalMessage({ error: 'imageType', format: 'HEIC' }, 'nl')).toEqual({ key: 'imageFormat', values: { format: 'HEIC' } });
    expect(refusalMessage({ error: 'imageType' }, 'nl')).toEqual({ key: 'imageType', values: {} });
    expect(refusalMessage({ error: 'imageBroken' }, 'nl')).toEqual({ key: 'imageBroken', values: {} });
  });

  it('names formats as people know them, and nothing odd', () => {
    expect(formatName('heif')).toBe('HEIC');
    expect(formatName('gif')).toBe('GIF');
    expect(formatName('magick')).toBe('MAGICK');
    expect(formatName('<script>')).toBeUndefined();
    expect(formatName(undefined)).toBeUndefined();
  });

  it('reads the size of a refused post from its query, digits only', () => {
    expect(tooLargeBytes('12582912')).toBe(12582912);
    for (const junk of [undefined, '', '-1', '1e9', '12 MB', '9'.repeat(16)]) expect(tooLargeBytes(junk)).toBeNull();
  });
});
