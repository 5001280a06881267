// The embedded database (DESIGN.md): PGlite served over the Postgres wire protocol by
// @electric-sql/pglite-socket on 127.0.0.1, so the app uses the same `pg` driver and migrations as
// against a real Postgres. One process owns the data directory (two would corrupt it).
//   node scripts/db-server.mjs            → data in .data/pglite, port PGLITE_PORT (default 5433)
//   PGLITE_DIR=memory:// node scripts/db-server.mjs   → in memory
// Prints `db-server: ready DATABASE_URL=…` once migrations are applied.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase } from './db-migrate.mjs';

/** One process per data directory: a lock file holding the owner's pid. */
function lockDataDir(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const lock = path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.lock`);
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      alive = owner > 0 && owner !== process.pid && process.kill(owner, 0);
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(`${dataDir} is in use by process ${owner}; set DATABASE_URL to share its server instead.`);
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

export async function startDbServer({ dataDir = '.data/pglite', port = 5433, host = '127.0.0.1' } = {}) {
  const unlock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, port, host, maxConnections: 64 });
  await server.start();
  const address = server.getServerConn();
  const url = `postgres://postgres:postgres@${address}/postgres?sslmode=disable`;
  await migrateDatabase(url);
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      unlock();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const handle = await startDbServer({
    dataDir: process.env.PGLITE_DIR || '.data/pglite',
    port: Number(process.env.PGLITE_PORT || 5433),
  });
  console.log(`db-server: ready DATABASE_URL=${handle.url}`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await handle.stop();
      process.exit(0);
    });
  }
}
