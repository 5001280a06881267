// The running embedded server's backup door. `npm run backup` cannot open the PGlite data directory
// while `npm start` holds it (two processes on one directory corrupt it: DESIGN.md), and Debian's
// pg_dump refuses PGlite's newer Postgres ("server version mismatch"). So the server listens on a
// Unix socket beside its data directory (<dir>.dump.sock) and answers each connection with a
// snapshot of the directory (PGlite's dumpDataDir, a gzip tarball), taken while no connection is
// inside a transaction. The socket file is its owner's only (0600, in the 0700 data folder): who
// may use it may read the data directory anyway.
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';

// Linux's limit for a socket's path (108 bytes with the NUL); Node cuts a longer one short silently
// and binds the socket somewhere else.
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * Serves snapshots on `socketPath`. `snapshot` makes one (as a gzip tarball).
 * Resolves with its closing, or with a no-op when the socket cannot be made (a path longer than
 * Unix allows): the server runs on, and a backup then says it found no socket.
 * @param {string} socketPath
 * @param {() => Promise<Uint8Array>} snapshot
 * @returns {Promise<() => Promise<void>>}
 */
export async function serveSnapshots(socketPath, snapshot) {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    console.error(`db-server: no backup socket: ${socketPath} is longer than Unix allows (npm run backup works with the server stopped)`);
    return async () => undefined;
  }
  rmSync(socketPath, { force: true }); // a crashed server's socket (this process holds the data directory's lock)
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    snapshot().then(
      (bytes) => socket.end(bytes),
      (error) => {
        console.error('db-server: snapshot failed:', error instanceof Error ? error.message : error);
        socket.destroy();
      },
    );
  });
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve(undefined));
    });
  } catch (error) {
    console.error(`db-server: no backup socket at ${socketPath} (${error instanceof Error ? error.message : error})`);
    return async () => undefined;
  }
  chmodSync(socketPath, 0o600);
  return () => new Promise((resolve) => server.close(() => resolve(undefined)));
}

/**
 * A snapshot from the server listening on `socketPath`.
 * @param {string} socketPath
 * @returns {Promise<Buffer>}
 */
export function requestSnapshot(socketPath) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const socket = net.createConnection(socketPath);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      const bytes = Buffer.concat(chunks);
      // A gzip stream starts 1f 8b; a server that failed closes with nothing.
      if (!hadError && bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) resolve(bytes);
      else if (!hadError) reject(new Error('the embedded server sent no snapshot (see its log)'));
    });
  });
}
