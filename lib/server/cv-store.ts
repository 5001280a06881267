/**
 * CVs kept in the database with their lead (table lead_cvs), so the instance that mails a lead
 * needs nothing from the disk of the instance that took it. Read only to attach to the agency's mail.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { leadCvs, type leads } from './db/schema';
import type { DocumentKind } from './uploads';

type Tx = Pick<Database, 'insert'>;

export const CV_CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
};

/** Stores a checked CV (lib/server/uploads checkCv) in the transaction that writes its lead. */
export async function saveCv(tx: Tx, leadId: number, cv: { bytes: Buffer; kind: DocumentKind }): Promise<void> {
  await tx.insert(leadCvs).values({ leadId, kind: cv.kind, byteSize: cv.bytes.length, bytes: cv.bytes });
}

/** A CV that should be attached but is not in the database: the mail waits (retried) rather than going without it. */
export class MissingCvError extends Error {}

/**
 * The attachment of a lead that came with a CV, or null when it came with none. Throws
 * MissingCvError when the CV is not in the database (a file of an older version not imported yet).
 */
export async function cvAttachmentOf(
  db: Pick<Database, 'select'>,
  lead: Pick<typeof leads.$inferSelect, 'id' | 'attachmentName'>,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  if (!lead.attachmentName) return null;
  const [cv] = await db.select().from(leadCvs).where(eq(leadCvs.leadId, lead.id));
  if (!cv) throw new MissingCvError(`the CV of lead ${lead.id} is not in the database (lead_cvs): not sent without it`);
  return { filename: lead.attachmentName, content: cv.bytes, contentType: CV_CONTENT_TYPES[cv.kind] };
}
