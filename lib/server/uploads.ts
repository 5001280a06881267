/**
 * CV uploads: PDF, DOC, DOCX or ODT recognised by their content (magic bytes), at most 10 MB.
 * They are stored in the database with their lead (lib/server/cv-store), never on an instance's disk.
 */
import 'server-only';
import { CV_MAX_BYTES } from '@/lib/forms/leads/jobs';

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'odt';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0) {
  return prefix.every((b, i) => bytes[at + i] === b);
}

/** The document type of a file's content, or null when it is none of the accepted ones. */
export function detectDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
    // ODF: the first entry is an uncompressed 'mimetype' file holding the document type.
    if (head.slice(30, 38) === 'mimetype' && head.slice(38).startsWith('application/vnd.oasis.opendocument.text'))
      return 'odt';
    // OOXML: the file names in the zip directory are stored as plain text.
    const all = Buffer.from(bytes).toString('latin1');
    if (all.includes('[Content_Types].xml') && all.includes('word/')) return 'docx';
  }
  return null;
}

export type CheckedCv = { ok: true; bytes: Buffer; name: string; kind: DocumentKind } | { ok: false; error: string };

/**
 * Checks a CV before it is stored with its lead (lib/server/cv-store): its size and its type by its
 * content. The visitor's file name is never kept: the agency's mail names it `cv.<type>`.
 */
export async function checkCv(file: File): Promise<CheckedCv> {
  if (file.size === 0) return { ok: false, error: 'Forms.errors.cvRequired' };
  if (file.size > CV_MAX_BYTES) return { ok: false, error: 'Forms.errors.fileTooLarge' };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > CV_MAX_BYTES) return { ok: false, error: 'Forms.errors.fileTooLarge' };
  const kind = detectDocumentKind(bytes);
  if (!kind) return { ok: false, error: 'Forms.errors.fileType' };
  return { ok: true, bytes, name: `cv.${kind}`, kind };
}
