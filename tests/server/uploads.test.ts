import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@/lib/forms/leads/jobs';
import { detectDocumentKind, storeCv } from '@/lib/server/uploads';

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

describe('storing a CV (hostile uploads)', () => {
  const PDF = bytes('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  /** A Windows executable: 'MZ', then the DOS stub. */
  const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.');

  let root: string;
  let uploadDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'agency-upload-root-'));
    uploadDir = path.join(root, 'uploads');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Every file under the test root, relative to it. */
  const filesUnderRoot = () => readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));

  it.each([
    ['an .exe renamed .pdf', 'cv.pdf', 'application/pdf'],
    ['an .exe renamed .docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an .exe with a double extension', 'cv.pdf.exe', 'application/octet-stream'],
  ])('refuses %s by its content and writes nothing', async (_label, name, type) => {
    expect(await storeCv(new File([EXE as BlobPart], name, { type }), uploadDir)).toEqual({ ok: false, error: 'Forms.errors.fileType' });
    expect(filesUnderRoot()).toEqual([]);
  });

  it('refuses a file over 10 MB and writes nothing', async () => {
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(PDF);
    expect(await storeCv(new File([big as BlobPart], 'cv.pdf'), uploadDir)).toEqual({ ok: false, error: 'Forms.errors.fileTooLarge' });
    expect(filesUnderRoot()).toEqual([]);
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    const max = new Uint8Array(CV_MAX_BYTES);
    max.set(PDF);
    const stored = await storeCv(new File([max as BlobPart], 'cv.pdf'), uploadDir);
    expect(stored).toMatchObject({ ok: true, kind: 'pdf' });
    // A visitor's CV: readable by the server's user only.
    if (stored.ok) expect(statSync(stored.path).mode & 0o777).toBe(0o600);
  });

  it.each([
    '../../etc/passwd.pdf',
    '../../../../../../tmp/evil.pdf',
    '..\\..\\windows\\win.ini.pdf',
    '/etc/passwd.pdf',
    'cv.pdf\u0000.exe',
    '%2e%2e%2fetc%2fpasswd.pdf',
  ])('stores %j under a random name inside the upload dir, never using the visitor name', async (name) => {
    const stored = await storeCv(new File([PDF as BlobPart], name, { type: 'application/pdf' }), uploadDir);
    if (!stored.ok) throw new Error(stored.error);
    expect(path.dirname(stored.path)).toBe(uploadDir);
    expect(path.basename(stored.path)).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(stored.name).toBe('cv.pdf');
    expect(filesUnderRoot()).toEqual([path.join('uploads', path.basename(stored.path))]);
    expect(readFileSync(stored.path)).toEqual(Buffer.from(PDF));
  });
});
