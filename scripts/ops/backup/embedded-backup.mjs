// Backup and restore of the embedded database (PGlite in PGLITE_DIR, default .data/pglite) as a
// snapshot of its data directory: PGlite's dumpDataDir, a gzip tarball. pg_dump cannot serve here:
// PGlite is a newer Postgres than Debian's pg_dump accepts, and serves one session.
// One process per data directory (DESIGN.md): with `npm start` running, the snapshot comes from its
// server through the backup socket (server/db-dump-socket.mjs); without, this process takes the
// directory's lock and opens it briefly. A restore needs the server stopped.
import { PGlite } from '@electric-sql/pglite';
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { requestSnapshot } from '../../../server/db-dump-socket.mjs';
import { DataDirInUse, dumpSocketOf, lockDataDir } from '../../../server/db-server.mjs';

/** @param {string} dataDir */
const holdsDatabase = (dataDir) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * A gzip tarball of the embedded database in `dataDir`.
 * @param {string} dataDir
 * @returns {Promise<Buffer>}
 */
export async function snapshotEmbedded(dataDir) {
  if (!holdsDatabase(dataDir)) throw new Error(`no embedded database in ${dataDir} (set PGLITE_DIR, or DATABASE_URL for Postgres)`);
  let unlock;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    try {
      return await requestSnapshot(dumpSocketOf(dataDir));
    } catch (socketError) {
      const reason = socketError instanceof Error ? socketError.message : String(socketError);
      throw new Error(`${dataDir} is in use by process ${error.owner}, whose backup socket did not answer (${reason}); restart npm start with this version`);
    }
  }
  try {
    const db = await PGlite.create(dataDir);
    try {
      return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Replaces the embedded database in `dataDir` with the snapshot `tarball`, once it has opened as a
 * database of this site. The directory it replaces is kept beside it; returns its path (or null
 * when there was none).
 * @param {string} dataDir
 * @param {Buffer} tarball
 * @param {string} stamp names the kept directory
 * @returns {Promise<string | null>}
 */
export async function restoreEmbedded(dataDir, tarball, stamp) {
  let unlock;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUse) throw new Error(`${dataDir} is in use by process ${error.owner}: stop npm start (or the db-server) first`);
    throw error;
  }
  const absolute = path.resolve(dataDir);
  const staging = `${absolute}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const db = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(tarball)], { type: 'application/x-gzip' }) });
    try {
      await db.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
    } catch {
      throw new Error('the snapshot holds no database of this site (no migrations record)');
    } finally {
      await db.close();
    }
    chmodSync(staging, 0o700);
    let kept = null;
    if (holdsDatabase(absolute)) {
      kept = `${absolute}.before-restore-${stamp}`;
      renameSync(absolute, kept);
    } else {
      rmSync(absolute, { recursive: true, force: true }); // (the empty folder the lock made)
    }
    renameSync(staging, absolute);
    return kept;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}
