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

/**
 * PGlite has ONE Postgres session, which every socket connection shares. pglite-socket's queue only
 * keeps a connection's turn inside an explicit transaction (BEGIN … COMMIT); between the Parse,
 * Bind, Execute and Sync messages of an ordinary parameterised query it lets other connections'
 * messages in, so under concurrency a query is bound to another connection's statement or
 * parameters ('invalid input syntax … "sent"', 'portal "" cannot be run') and a connection can
 * wait forever for an answer that went to nobody. This queue gives the session to one connection
 * from its first message until PGlite answers ReadyForQuery with status 'I' (idle: no transaction,
 * no half-sent extended query); the others wait in arrival order.
 * It implements the interface PGLiteSocketHandler calls on `server.queryQueue`.
 */
export class SessionQueue {
  constructor(db) {
    this.db = db;
    this.owner = null;
    this.waiting = [];
  }

  async #acquire(handlerId) {
    if (this.owner === handlerId) return;
    if (this.owner === null && this.waiting.length === 0) {
      this.owner = handlerId;
      return;
    }
    await new Promise((resolve, reject) => this.waiting.push({ handlerId, resolve, reject }));
  }

  #release(handlerId) {
    if (this.owner !== handlerId) return; // already handed on
    const next = this.waiting.shift();
    this.owner = next ? next.handlerId : null;
    next?.resolve();
  }

  /** Runs one protocol message of `handlerId`; resolves with the number of bytes answered. */
  async enqueue(handlerId, message, onData) {
    await this.#acquire(handlerId);
    let bytes = 0;
    let tail = Buffer.alloc(0);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (chunk) => {
            bytes += chunk.length;
            tail = Buffer.concat([tail, Buffer.from(chunk)]).subarray(-6);
            onData(chunk);
          },
        }),
      );
    } catch (error) {
      await this.#reset();
      this.#release(handlerId);
      throw error;
    }
    // ReadyForQuery: 'Z', length 5, status 'I' (idle), 'T' (in a transaction) or 'E' (failed one).
    const idle = tail.length === 6 && tail[0] === 0x5a && tail.readInt32BE(1) === 5 && tail[5] === 0x49;
    if (idle) this.#release(handlerId);
    return bytes;
  }

  /** Ends whatever a departed connection left open: a half-sent extended query, a transaction. */
  async #reset() {
    try {
      const sync = new Uint8Array([0x53, 0, 0, 0, 4]);
      await this.db.runExclusive(() => this.db.execProtocolRawStream(sync, { onRawData: () => undefined }));
      // exec() takes the same (non-reentrant) lock itself.
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } catch (error) {
      console.error('db-server: could not reset the session:', error instanceof Error ? error.message : error);
    }
  }

  clearQueueForHandler(handlerId) {
    this.waiting = this.waiting.filter((entry) => {
      if (entry.handlerId !== handlerId) return true;
      entry.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    await this.#reset();
    this.#release(handlerId);
  }

  getQueueLength() {
    return this.waiting.length;
  }
}

export async function startDbServer({ dataDir = '.data/pglite', port = 5433, host = '127.0.0.1' } = {}) {
  const unlock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, port, host, maxConnections: 64 });
  if (!server.queryQueue || typeof server.queryQueue.enqueue !== 'function') {
    throw new Error('@electric-sql/pglite-socket changed: its queryQueue cannot be replaced (see SessionQueue)');
  }
  server.queryQueue = new SessionQueue(db);
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
