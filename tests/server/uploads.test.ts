import { describe, expect, it } from 'vitest';
import { detectDocumentKind } from '@/lib/server/uploads';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

/** A zip local file header whose first entry is `name`, followed by `content`. */
const zip = (name: string, content: string, rest = '') =>
  bytes([0x50, 0x4b, 0x03, 0x04], new Array(22).fill(0), [name.length, 0, 0, 0], name, content, rest);

describe('CV type by content (magic bytes)', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'pdf'],
    ['a Word 97 document (OLE2)', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'doc'],
    ['a DOCX (zip with word/)', zip('[Content_Types].xml', '<Types/>', 'PK word/document.xml'), 'docx'],
    ['an ODT (zip whose first entry is its mimetype)', zip('mimetype', 'application/vnd.oasis.opendocument.text'), 'odt'],
  ])('recognises %s', (_label, content, kind) => {
    expect(detectDocumentKind(content)).toBe(kind);
  });

  it.each([
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a plain zip', zip('photo.jpg', 'xxxx')],
    ['an ODS spreadsheet', zip('mimetype', 'application/vnd.oasis.opendocument.spreadsheet')],
    ['an XLSX', zip('[Content_Types].xml', '<Types/>', 'xl/workbook.xml')],
    ['text that mentions %PDF- later', bytes('hello %PDF-')],
    ['an empty file', bytes()],
  ])('refuses %s', (_label, content) => {
    expect(detectDocumentKind(content)).toBeNull();
  });
});
