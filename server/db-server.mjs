// The embedded database (DESIGN.md): PGlite served over the Postgres wire protocol by
// @electric-sql/pglite-socket on 127.0.0.1, so the app uses the same `pg` driver and migrations as
// against a real Postgres. One process owns the data directory (two would corrupt it). It asks every
// connection for a password (db-password-gate.mjs): PGLITE_PASSWORD, else one generated on the
// first start and kept beside the data directory (<dir>.password, mode 0600).
//   node server/db-server.mjs            → data in .data/pglite, port PGLITE_PORT (default 5433)
//   PGLITE_DIR=memory:// node server/db-server.mjs   → in memory
// Prints `db-server: ready DATABASE_URL=…` once migrations are applied.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase } from './db-migrate.mjs';
import { serveSnapshots } from './db-dump-socket.mjs';
import { PasswordGate } from './db-password-gate.mjs';

/**
 * Files beside a data directory: its lock (the owner's pid), the port its server listens on, the
 * password it asks for and the socket that hands out snapshots (db-dump-socket.mjs).
 * @param {string} dataDir
 * @param {'lock' | 'port' | 'password' | 'dump.sock'} ext
 */
const sibling = (dataDir, ext) => path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.${ext}`);

/** @param {string} dataDir */
export const dumpSocketOf = (dataDir) => sibling(dataDir, 'dump.sock');

/**
 * The connection string of an embedded server.
 * @param {string} address host:port
 * @param {string} password
 */
const urlOf = (address, password) => `postgres://postgres:${encodeURIComponent(password)}@${address}/postgres?sslmode=disable`;

/**
 * The password of the embedded server on `dataDir`: PGLITE_PASSWORD when set (the test harnesses
 * set it), else the one kept beside the data directory, made on the first start (readable by
 * its owner only); a database in memory gets a new one each time.
 * @param {string} dataDir
 * @param {Record<string, string | undefined>} [env]
 */
export function passwordFor(dataDir, env = process.env) {
  if (env.PGLITE_PASSWORD) return env.PGLITE_PASSWORD;
  const fresh = () => randomBytes(24).toString('base64url');
  if (dataDir.startsWith('memory://')) return fresh();
  const file = sibling(dataDir, 'password');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) {
      chmodSync(file, 0o600); // (a copy of an older checkout's file keeps its mode)
      return kept;
    }
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  const password = fresh();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    return pid > 0 && pid !== process.pid && process.kill(pid, 0);
  } catch {
    return false;
  }
}

/** Thrown when another live process owns the data directory; names it and, when known, its server. */
export class DataDirInUse extends Error {
  /**
   * @param {string} dataDir
   * @param {number} owner
   * @param {string | null} url
   */
  constructor(dataDir, owner, url) {
    super(`${dataDir} is in use by process ${owner}${url ? `, serving it at ${url.replace(/:[^:@/]*@/, ':***@')}` : ''}; set DATABASE_URL to share its server, or PGLITE_DIR to use another directory.`);
    /** @readonly */
    this.owner = owner;
    /** @readonly */
    this.url = url;
  }
}

/**
 * The embedded server running on `dataDir` in another process (owner:add and a second `npm start`
 * go through it), or null: its lock names a live process and its port file the port.
 * @param {string} dataDir
 * @returns {{ owner: number, url: string } | null}
 */
export function runningServerOf(dataDir) {
  try {
    const owner = Number(readFileSync(sibling(dataDir, 'lock'), 'utf8'));
    const port = Number(readFileSync(sibling(dataDir, 'port'), 'utf8'));
    if (!isAlive(owner) || !(port > 0)) return null;
    return { owner, url: urlOf(`127.0.0.1:${port}`, passwordFor(dataDir)) };
  } catch {
    return null;
  }
}

/**
 * One process per data directory: a lock file holding the owner's pid. Returns its unlocking.
 * Throws DataDirInUse when a live process holds it.
 * @param {string} dataDir
 * @returns {() => void}
 */
export function lockDataDir(dataDir) {
  // PGlite writes its files 0666: only the directory keeps other users out of owners' and staff's rows.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const lock = sibling(dataDir, 'lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (isAlive(owner)) throw new DataDirInUse(dataDir, owner, runningServerOf(dataDir)?.url ?? null);
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

/**
 * Starts the socket server on `port`; when that port is taken and `fallback` is allowed, on a free one.
 * @param {PGlite} db
 * @param {SessionQueue} session
 * @param {number} port
 * @param {string} host
 * @param {boolean} fallback
 * @param {string} password
 * @returns {Promise<PGLiteSocketServer>}
 */
async function listen(db, session, port, host, fallback, password) {
  for (const candidate of fallback ? [port, 0] : [port]) {
    const server = new PGLiteSocketServer({ db, port: candidate, host, maxConnections: 64 });
    // pglite-socket declares queryQueue private: this is the view of it that replacing it needs.
    const internals = /** @type {{ queryQueue?: { enqueue?: unknown } }} */ (/** @type {unknown} */ (server));
    if (!internals.queryQueue || typeof internals.queryQueue.enqueue !== 'function') {
      throw new Error('@electric-sql/pglite-socket changed: its queryQueue cannot be replaced (see SessionQueue)');
    }
    internals.queryQueue = new PasswordGate(session, password);
    try {
      await server.start();
      return server;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException | undefined} */ (error)?.code !== 'EADDRINUSE') throw error;
      if (candidate === 0 || !fallback) {
        throw new Error(`port ${host}:${port} is taken by another program: set PGLITE_PORT to a free port (0 picks one).`);
      }
    }
  }
  throw new Error('unreachable');
}

/** Turns in the session taken by the server itself (pglite-socket numbers connections from 1). */
let WHEN_IDLE_ID = -1;

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
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {number | null} the connection whose turn it is */
    this.owner = null;
    /** @type {Array<{ handlerId: number, resolve: (value?: unknown) => void, reject: (error: Error) => void }>} the connections waiting for their turn */
    this.waiting = [];
  }

  /** @param {number} handlerId */
  async #acquire(handlerId) {
    if (this.owner === handlerId) return;
    if (this.owner === null && this.waiting.length === 0) {
      this.owner = handlerId;
      return;
    }
    await new Promise((resolve, reject) => this.waiting.push({ handlerId, resolve, reject }));
  }

  /** @param {number} handlerId */
  #release(handlerId) {
    if (this.owner !== handlerId) return; // already handed on
    const next = this.waiting.shift();
    this.owner = next ? next.handlerId : null;
    next?.resolve();
  }

  /**
   * Runs one protocol message of `handlerId`; resolves with the number of bytes answered.
   * @param {number} handlerId
   * @param {Uint8Array} message
   * @param {(data: Uint8Array) => void} onData
   * @returns {Promise<number>}
   */
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

  /**
   * Runs `work` while no connection holds the session (between transactions), in arrival order.
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  async whenIdle(work) {
    const id = WHEN_IDLE_ID--;
    await this.#acquire(id);
    try {
      return await work();
    } finally {
      this.#release(id);
    }
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

  /** @param {number} handlerId */
  clearQueueForHandler(handlerId) {
    this.waiting = this.waiting.filter((entry) => {
      if (entry.handlerId !== handlerId) return true;
      entry.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** @param {number} handlerId */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    await this.#reset();
    this.#release(handlerId);
  }

  getQueueLength() {
    return this.waiting.length;
  }
}

/**
 * @typedef {object} DbServerHandle
 * @property {string} url the DATABASE_URL of the server
 * @property {() => Promise<void>} stop
 */

/**
 * The embedded database on `dataDir`, served on `port`. With `portFallback`, a port taken by
 * something else (another checkout's `npm start`) gives a free one instead. The port in use is
 * written beside the data directory, so owner:add and a second `npm start` can find the server.
 * `password`: the one it asks for (default: passwordFor(dataDir)).
 * @param {{ dataDir?: string, port?: number, host?: string, portFallback?: boolean, password?: string }} [options]
 * @returns {Promise<DbServerHandle>}
 */
export async function startDbServer({ dataDir = '.data/pglite', port = 5433, host = '127.0.0.1', portFallback = false, password: given } = {}) {
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  let db;
  let session;
  let server;
  let password;
  try {
    password = given ?? passwordFor(dataDir);
    db = await PGlite.create(dataDir);
    session = new SessionQueue(db);
    server = await listen(db, session, port, host, portFallback, password);
  } catch (error) {
    await db?.close().catch(() => undefined);
    unlock();
    throw error;
  }
  const address = server.getServerConn();
  const portFile = inMemory ? null : sibling(dataDir, 'port');
  // (split gives at least one part.)
  if (portFile) writeFileSync(portFile, /** @type {string} */ (address.split(':').pop()));
  const url = urlOf(address, password);
  await migrateDatabase(url);
  const snapshot = async () => new Uint8Array(await (await session.whenIdle(() => db.dumpDataDir('gzip'))).arrayBuffer());
  const closeSnapshots = inMemory ? async () => undefined : await serveSnapshots(dumpSocketOf(dataDir), snapshot);
  return {
    url,
    async stop() {
      await closeSnapshots();
      await server.stop();
      await db.close();
      if (portFile) rmSync(portFile, { force: true });
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
