/**
 * The one-time move of the CV files an older version wrote to DATA_DIR/uploads/ into the database
 * (lead_cvs), run by each instance at start: each instance holds only the files it received, so
 * only it can move them. A moved file is deleted; so is a file whose lead is gone (purged or erased
 * by another instance) once it is an hour old (younger, an older version may still be storing its
 * lead). The folder goes when it is left empty.
 */
import 'server-only';
import { readdir, readFile, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { saveCv } from './cv-store';
import type { Database } from './db/client';
import { detectDocumentKind } from './uploads';

const ORPHAN_AGE_MS = 60 * 60_000;

export async function importCvFiles(db: Database, uploadDir: string, now = new Date()): Promise<{ imported: number; removed: number }> {
  const names = await readdir(uploadDir).catch(() => null);
  if (!names) return { imported: 0, removed: 0 };
  let imported = 0;
  let removed = 0;
  for (const name of names) {
    const file = path.join(uploadDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    // The stored names are random UUIDs: the name alone finds the lead, whatever DATA_DIR was then.
    const { rows } = await db.execute<{ id: string }>(
      sql`SELECT id FROM leads WHERE attachment_path = ${file} OR right(attachment_path, ${name.length + 1}) = ${`/${name}`} LIMIT 1`,
    );
    const leadId = rows[0] ? Number(rows[0].id) : null;
    if (leadId === null) {
      if (now.getTime() - info.mtimeMs < ORPHAN_AGE_MS) continue;
      await unlink(file);
      removed += 1;
      continue;
    }
    const bytes = await readFile(file);
    const kind = detectDocumentKind(bytes);
    if (!kind) continue; // never stored by the site: left for the operator to look at
    await db.transaction(async (tx) => {
      const held = await tx.execute(sql`SELECT 1 FROM lead_cvs WHERE lead_id = ${leadId}`);
      if (held.rows.length === 0) await saveCv(tx, leadId, { bytes, kind });
      await tx.execute(sql`
        UPDATE leads SET attachment_path = NULL, attachment_name = coalesce(attachment_name, ${`cv.${kind}`}) WHERE id = ${leadId}`);
    });
    await unlink(file);
    imported += 1;
  }
  await rmdir(uploadDir).catch(() => undefined); // only when empty
  return { imported, removed };
}
