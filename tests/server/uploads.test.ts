import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@/lib/forms/leads/jobs';
import { checkCv, detectDocumentKind } from '@/lib/server/uploads';

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
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0], 'This program cannot be run in DOS mode.')],
  ])('refuses %s', (_label, content) => {
    expect(detectDocumentKind(content)).toBeNull();
  });
});

describe('checking a CV (hostile uploads)', () => {
  const PDF = bytes('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  /** A Windows executable: 'MZ', then the DOS stub. */
  const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.');

  it.each([
    ['an .exe renamed .pdf', 'cv.pdf', 'application/pdf'],
    ['an .exe renamed .docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an .exe with a double extension', 'cv.pdf.exe', 'application/octet-stream'],
  ])('refuses %s by its content', async (_label, name, type) => {
    expect(await checkCv(new File([EXE as BlobPart], name, { type }))).toEqual({ ok: false, error: 'Forms.errors.fileType' });
  });

  it('refuses a file over 10 MB', async () => {
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(PDF);
    expect(await checkCv(new File([big as BlobPart], 'cv.pdf'))).toEqual({ ok: false, error: 'Forms.errors.fileTooLarge' });
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    const max = new Uint8Array(CV_MAX_BYTES);
    max.set(PDF);
    expect(await checkCv(new File([max as BlobPart], 'cv.pdf'))).toMatchObject({ ok: true, kind: 'pdf' });
  });

  it.each([
    '../../etc/passwd.pdf',
    '../../../../../../tmp/evil.pdf',
    '..\\..\\windows\\win.ini.pdf',
    '/etc/passwd.pdf',
    'cv.pdf\u0000.exe',
    '%2e%2e%2fetc%2fpasswd.pdf',
  ])('keeps the bytes of %j under the name cv.pdf, never the visitor name', async (name) => {
    const checked = await checkCv(new File([PDF as BlobPart], name, { type: 'application/pdf' }));
    expect(checked).toEqual({ ok: true, name: 'cv.pdf', kind: 'pdf', bytes: Buffer.from(PDF) });
  });
});
