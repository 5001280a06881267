import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCvFiles } from '@/lib/server/cv-files-import';
import { cvAttachmentOf } from '@/lib/server/cv-store';
import { PDF_BYTES } from './fixtures';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

describe.each(BACKENDS)('moving the CV files of an older version into the database on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  const uploadDir = () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'agency-data-')), 'uploads');
    mkdirSync(dir);
    return dir;
  };
  async function legacyLead(attachmentPath: string) {
    const { rows } = await db.db.execute<{ id: string }>(sql`
      INSERT INTO leads (form, locale, email, fields, attachment_path, attachment_name)
      VALUES ('jobs', 'nl', 'legacy.cv@import.test', '{}'::jsonb, ${attachmentPath}, 'cv.pdf') RETURNING id`);
    return Number(rows[0]?.id);
  }
  const NOW = new Date();
  const hoursAgo = (file: string, hours: number) => {
    const when = new Date(NOW.getTime() - hours * 3_600_000);
    utimesSync(file, when, when);
  };

  it("moves a lead's CV file into the database (found by its random name, whatever DATA_DIR was), then deletes it", async () => {
    const dir = uploadDir();
    const name = '5f0c2d7e-8a41-4c1b-9d3e-2b7f6a1c0e99.pdf';
    writeFileSync(path.join(dir, name), PDF_BYTES, { mode: 0o600 });
    const id = await legacyLead(`/srv/old-data-dir/uploads/${name}`);

    expect(await importCvFiles(db.db, dir, NOW)).toEqual({ imported: 1, removed: 0 });
    expect(await cvAttachmentOf(db.db, { id, attachmentName: 'cv.pdf' })).toEqual({
      filename: 'cv.pdf', content: Buffer.from(PDF_BYTES), contentType: 'application/pdf',
    });
    const { rows } = await db.db.execute(sql`SELECT attachment_path FROM leads WHERE id = ${id}`);
    expect(rows).toEqual([{ attachment_path: null }]);
    expect(existsSync(dir)).toBe(false);
    expect(await importCvFiles(db.db, dir, NOW)).toEqual({ imported: 0, removed: 0 });
  });

  it('deletes a file whose lead is gone once it is an hour old, and leaves a younger one', async () => {
    const dir = uploadDir();
    const old = path.join(dir, '0d1e2f30-0000-4000-8000-000000000001.pdf');
    const young = path.join(dir, '0d1e2f30-0000-4000-8000-000000000002.pdf');
    writeFileSync(old, PDF_BYTES);
    writeFileSync(young, PDF_BYTES);
    hoursAgo(old, 2);
    hoursAgo(young, 0.5);
    expect(await importCvFiles(db.db, dir, NOW)).toEqual({ imported: 0, removed: 1 });
    expect([existsSync(old), existsSync(young)]).toEqual([false, true]);
  });
});
