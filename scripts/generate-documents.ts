/**
 * Writes a small, valid one-page PDF for every document the snapshot links to
 * (public/documents/{ID}/{name}.pdf), so document links of the demo never break.
 * Run: npx tsx scripts/generate-documents.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getProperties } from '@/lib/data';

function pdf(title: string, subtitle: string): Buffer {
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

const written = new Set<string>();
for (const p of getProperties('en')) {
  for (const doc of p.Documents) {
    if (!doc.Url.startsWith('/documents/') || written.has(doc.Url)) continue;
    const file = path.join(process.cwd(), 'public', doc.Url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pdf(doc.Name, `Immo Horizon - ${p.RecordFile} - ${p.City}`));
    written.add(doc.Url);
  }
}
console.log(`${written.size} documents written under public/documents/`);
