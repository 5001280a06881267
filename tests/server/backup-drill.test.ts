/**
 * The backup drill (issue 32): every kind of row written, a backup taken with the real
 * `npm run backup`, the database dropped, `npm run restore` run, and every table back byte for
 * byte (row count and a checksum of the rows' text, bytea as hex), on Postgres (DATABASE_URL) and
 * on the embedded PGlite; then the site's loaders read the content, the image and the lead back.
 * The checksums cover every table of the schema, so a table a later
 * migration adds (the CVs in the database) is in the drill without a change here.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addOwner } from '@/lib/server/auth/owners';
import { addStaff } from '@/lib/server/auth/staff';
import { embeddedContent, exportContent, publishDraft, saveDraft } from '@/lib/server/content/store';
import { createDb, type Database } from '@/lib/server/db/client';
import { leads } from '@/lib/server/db/schema';
import { submitForm } from '@/lib/server/forms/submit';
import { checkImage } from '@/lib/server/media/image-check';
import { insertUpload, uploadBytes } from '@/lib/server/media/media-store';
import { startDbServer, type DbServerHandle } from '@/server/db-server.mjs';
import { dropDatabase } from '../harness/drop-database.mjs';
import { validPayload } from './fixtures';
import { startTestDatabase, testDeps } from './harness';

vi.setConfig({ testTimeout: 180_000 });
const run = promisify(execFile);
const unique = () => Math.random().toString(36).slice(2, 10);

/** Runs scripts/ops/<name>.mjs as `npm run <name>` does, with only the settings given. */
function opsCommand(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const settings: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'PGLITE_DIR', 'BACKUP_DIR', 'DATA_DIR', 'ALTCHA_HMAC_KEY']) delete settings[key];
  return run(process.execPath, [`scripts/ops/${name}.mjs`, ...args], { env: { ...settings, ...env } });
}

type Written = { tag: string; uploadId: number; imageBytes: Buffer; sha256: string };

/** A lead with its CV and outbox rows, an owner, a staff member, a published content version and an image. */
async function writeEveryKind(url: string): Promise<Written> {
  const handle = createDb(url, 2);
  const db: Database = handle.db;
  try {
    const tag = unique();
    const staffId = await addStaff(db, { email: `drill.staff.${tag}@example.be`, role: 'editor', locale: 'nl', password: 'x' }, async () => 'scrypt$1$1$1$a$b');
    await addOwner(db, { email: `drill.owner.${tag}@example.be`, name: 'Drill Owner', locale: 'fr', propertyIds: [101, 102] });
    const deps = testDeps({ ...handle, url, stop: async () => undefined });
    const lead = await submitForm('jobs', validPayload('jobs', `drill.lead.${tag}@example.be`), { locale: 'fr', ip: '203.0.113.9' }, deps);
    expect(lead.ok).toBe(true);
    const site = embeddedContent().site;
    const draft = await saveDraft(db, { document: 'site', data: { ...site, banner: { ...site.banner, title: { ...site.banner.title, nl: `Drill ${tag}` } } }, authorId: staffId, note: 'drill', baseId: null });
    expect(draft.ok).toBe(true);
    expect((await publishDraft(db, { document: 'site', staffId })).ok).toBe(true);
    const png = await sharp({ create: { width: 5, height: 3, channels: 3, background: '#b03020' } }).png().toBuffer();
    const image = await checkImage(png);
    if (!image.ok) throw new Error(`the drill's image was refused: ${image.error}`);
    const upload = await insertUpload(db, image, { originalName: 'drill.png', alt: { nl: 'Drill', fr: 'Drill', en: 'Drill', de: 'Drill' }, staffId });
    return { tag, uploadId: upload.id, imageBytes: image.bytes, sha256: image.sha256 };
  } finally {
    await handle.pool.end();
  }
}

type Checksums = Record<string, { rows: number; md5: string }>;

/** Per table of the schema (and the migrations record): its row count and a checksum of its rows. */
async function checksums(url: string): Promise<Checksums> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle') ORDER BY 1`,
    );
    const result: Checksums = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS md5 FROM ${name} t`,
      );
      result[name] = rows[0]!;
    }
    return result;
  } finally {
    await client.end();
  }
}

/** What the site's own loaders read from the restored database: the published banner, the image's bytes, the lead. */
async function expectServed(url: string, written: Written) {
  const handle = createDb(url, 2);
  try {
    expect((await exportContent(handle.db)).site.banner.title.nl).toBe(`Drill ${written.tag}`);
    expect((await uploadBytes(handle.db, written.uploadId, written.sha256.slice(0, 12)))?.bytes.equals(written.imageBytes)).toBe(true);
    expect(await handle.db.select().from(leads).where(eq(leads.email, `drill.lead.${written.tag}@example.be`))).toHaveLength(1);
  } finally {
    await handle.pool.end();
  }
}

function expectEveryKindWritten(sums: Checksums) {
  for (const table of ['leads', 'outbox', 'owners', 'owner_properties', 'staff', 'content_versions', 'uploads']) {
    expect(sums[`public.${table}`]?.rows, table).toBeGreaterThan(0);
  }
  expect(sums['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(0);
}

function onlyFile(dir: string, ending: string) {
  const files = readdirSync(dir).filter((name) => name.endsWith(ending));
  expect(files).toHaveLength(1);
  return path.join(dir, files[0]!);
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres(`backup drill on Postgres${process.env.DATABASE_URL ? '' : ' (skipped: DATABASE_URL is not set)'}`, () => {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'agency-backups-'));
  let url = '';
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });
  const databaseName = () => new URL(url).pathname.slice(1);

  afterAll(async () => {
    rmSync(backupDir, { recursive: true, force: true });
    if (!url) return;
    await dropDatabase(process.env.DATABASE_URL!, databaseName());
  });

  it('brings back every row of every table after the database is dropped', async () => {
    const database = await startTestDatabase('postgres');
    url = database.url;
    await database.pool.end();
    const written = await writeEveryKind(url);
    const before = await checksums(url);
    expectEveryKindWritten(before);

    const backup = await opsCommand('backup', [], { DATABASE_URL: url, BACKUP_DIR: backupDir });
    const file = onlyFile(backupDir, '.pgdump');
    expect(backup.stdout).toContain(file);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(backup.stdout + backup.stderr).not.toContain('agency:agency'); // no password in what it prints

    await dropDatabase(process.env.DATABASE_URL!, databaseName());
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${databaseName()}`);
    await client.end();

    await expect(opsCommand('restore', [file], { DATABASE_URL: url })).rejects.toMatchObject({ stderr: expect.stringContaining('--yes') });
    expect(await checksums(url)).toEqual({});
    await opsCommand('restore', [file, '--yes'], { DATABASE_URL: url });
    expect(await checksums(url)).toEqual(before);
    await expectServed(url, written);

    // The sequences came back too: the next lead gets a new id.
    const handle = createDb(url, 2);
    try {
      const email = `drill.after.${unique()}@example.be`;
      const deps = testDeps({ ...handle, url, stop: async () => undefined });
      expect((await submitForm('jobs', validPayload('jobs', email), { locale: 'fr', ip: '203.0.113.9' }, deps)).ok).toBe(true);
      expect(await handle.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
    } finally {
      await handle.pool.end();
    }
  });
});

describe('backup drill on the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'agency-embedded-'));
  const dataDir = path.join(root, 'pglite');
  const backupDir = path.join(root, 'backups');
  const settings = { PGLITE_DIR: dataDir, BACKUP_DIR: backupDir, DATA_DIR: root };
  const password = `drill-${unique()}`;
  let server: DbServerHandle | null = null;

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('snapshots the running server, and after the data directory is lost brings back every row and the captcha key', async () => {
    server = await startDbServer({ dataDir, port: 0, password });
    writeFileSync(path.join(root, 'altcha.key'), 'drill-captcha-key\n', { mode: 0o600 });
    const written = await writeEveryKind(server.url);
    const before = await checksums(server.url);
    expectEveryKindWritten(before);

    // npm start holds the directory: the snapshot comes from its server.
    await opsCommand('backup', [], settings);
    const file = onlyFile(backupDir, '.pglite.tar.gz');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(onlyFile(backupDir, '.altcha.key'), 'utf8')).toBe('drill-captcha-key\n');
    await expect(opsCommand('restore', [file, '--yes'], settings)).rejects.toMatchObject({ stderr: expect.stringContaining('stop npm start') });

    await server.stop();
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.join(root, 'altcha.key'));

    await expect(opsCommand('restore', [file], settings)).rejects.toMatchObject({ stderr: expect.stringContaining('--yes') });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
    await opsCommand('restore', [file, '--yes'], settings);
    expect(readFileSync(path.join(root, 'altcha.key'), 'utf8')).toBe('drill-captcha-key\n');
    server = await startDbServer({ dataDir, port: 0, password });
    expect(await checksums(server.url)).toEqual(before);
    await expectServed(server.url, written);
  });
});

describe('backup and restore commands', () => {
  it('restore refuses a file that is not a backup, and says so', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'agency-restore-'));
    try {
      const stray = path.join(root, 'notes.txt');
      writeFileSync(stray, 'not a dump');
      await expect(opsCommand('restore', [stray, '--yes'], { PGLITE_DIR: path.join(root, 'pglite') })).rejects.toMatchObject({
        stderr: expect.stringContaining('is not a backup of npm run backup'),
      });
      expect(existsSync(path.join(root, 'pglite'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to create a database where there is none, and writes no backup', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'agency-embedded-'));
    try {
      const settings = { PGLITE_DIR: path.join(root, 'missing'), BACKUP_DIR: path.join(root, 'backups') };
      await expect(opsCommand('backup', [], settings)).rejects.toMatchObject({ stderr: expect.stringContaining('no embedded database in') });
      expect(readdirSync(settings.BACKUP_DIR)).toEqual([]);
      expect(existsSync(settings.PGLITE_DIR)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
