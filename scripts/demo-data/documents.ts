/**
 * The demo snapshot's documents: a small, valid one-page PDF for each document a property lists
 * (public/documents/{ID}/{name}.pdf, written by `npm run data:documents`) and the records that
 * link to them. A record's Size is the byte length of the very file written, so the page never
 * announces a size the download does not have.
 */
import type { Property } from '@/lib/catalogue/schemas';
import type { SiteLocale } from '@/lib/locale';
import { DOCUMENTS, type DocumentKey } from './catalog';

const FILE_NAMES: Record<DocumentKey, string> = {
  epc: 'epc-certificate',
  plans: 'floor-plans',
  planning: 'planning-information',
  asbestos: 'asbestos-certificate',
  electricity: 'electrical-inspection',
  specifications: 'specifications',
  leases: 'current-leases',
  soil: 'soil-certificate',
};

export type DocumentFile = { url: string; bytes: Buffer };

/** A one-page A4 PDF showing `title` over `subtitle` (Helvetica; anything but printable ASCII becomes '?'). */
function onePagePdf(title: string, subtitle: string): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 22 Tf 72 760 Td (${esc(title)}) Tj ET\nBT /F1 12 Tf 72 730 Td (${esc(subtitle)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The file of one document of property `id`: its English name over `caption`, the same file in every language. */
export function documentFile(id: number, key: DocumentKey, caption: string): DocumentFile {
  return { url: `/documents/${id}/${FILE_NAMES[key]}.pdf`, bytes: onePagePdf(DOCUMENTS[key].en, caption) };
}

/** The Documents of property `id` in one language: each name in that language, its file's URL and size. */
export function documentRecords(id: number, keys: readonly DocumentKey[], caption: string, locale: SiteLocale): Property['Documents'] {
  return keys.map((key, index) => {
    const file = documentFile(id, key, caption);
    return { ID: id * 100 + index + 1, Name: DOCUMENTS[key][locale], Url: file.url, Size: file.bytes.length };
  });
}
