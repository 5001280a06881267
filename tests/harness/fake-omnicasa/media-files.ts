/**
 * The bytes the fake serves for any picture or document path: a small real JPEG (made once per
 * colour with sharp, so the site's image optimizer can decode it) and a one-page PDF.
 */
import sharp from 'sharp';
import { hashOf } from './random';

const COLOURS: ReadonlyArray<[number, number, number]> = [
  [176, 190, 197],
  [188, 170, 164],
  [165, 214, 167],
  [144, 202, 249],
  [255, 224, 178],
  [206, 147, 216],
];

const jpegs = new Map<number, Promise<Buffer>>();

/** A 320×240 JPEG of a colour chosen by the path, so pictures differ from one another. */
export function jpegFor(path: string): Promise<Buffer> {
  const index = hashOf(path) % COLOURS.length;
  let jpeg = jpegs.get(index);
  if (!jpeg) {
    const [r, g, b] = COLOURS[index]!;
    jpeg = sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
      .jpeg({ quality: 70 })
      .toBuffer();
    jpegs.set(index, jpeg);
  }
  return jpeg;
}

/** A valid one-page PDF (its cross-reference offsets computed, not typed). */
export const PDF: Buffer = (() => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
})();
