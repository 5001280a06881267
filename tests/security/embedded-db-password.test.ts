import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordFor, startDbServer, type DbServerHandle } from '@/server/db-server.mjs';

/** Connects with `url` and runs one query: its answer, or the refusal's SQLSTATE. */
async function selectOne(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
    return `answered ${rows[0]?.one}`;
  } catch (error) {
    return `refused ${(error as { code?: string }).code ?? (error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const withPassword = (url: string, password: string) => {
  const copy = new URL(url);
  copy.password = password;
  return copy.toString();
};

/** A StartupMessage (protocol 3.0) followed at once by a query, as a client that skips the password would send. */
function startupThenQuery(): Buffer {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const startup = Buffer.alloc(8 + params.length);
  startup.writeInt32BE(startup.length, 0);
  startup.writeInt32BE(196608, 4);
  params.copy(startup, 8);
  const sqlText = Buffer.from('SELECT 4711 AS leaked\0');
  const query = Buffer.alloc(5 + sqlText.length);
  query.write('Q', 0);
  query.writeInt32BE(4 + sqlText.length, 1);
  sqlText.copy(query, 5);
  return Buffer.concat([startup, query]);
}

describe('the embedded database (PGlite over a socket) asks for its password', () => {
  let server: DbServerHandle;
  beforeAll(async () => {
    server = await startDbServer({ dataDir: 'memory://', port: 0 });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the connection that gives the password of its URL', async () => {
    expect(new URL(server.url).password).toMatch(/^[\w-]{32}$/);
    expect(await selectOne(server.url)).toBe('answered 1');
  });

  it('refuses a wrong password and no password with the SQLSTATE of a failed authentication', async () => {
    expect(await selectOne(withPassword(server.url, 'postgres'))).toBe('refused 28P01');
    expect(await selectOne(withPassword(server.url, ''))).toBe('refused 28P01');
    // And still serves the right one afterwards.
    expect(await selectOne(server.url)).toBe('answered 1');
  });

  it('lets nothing a client sends before the password reach the database', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(startupThenQuery());
    await new Promise((resolve) => socket.once('close', resolve));
    const answer = Buffer.concat(chunks);
    // AuthenticationCleartextPassword, then the refusal of a message that is no password.
    expect([...answer.subarray(0, 9)]).toEqual([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);
    expect(answer.subarray(9, 10).toString()).toBe('E');
    expect(answer.toString()).toContain('expected a password message');
    expect(answer.toString()).not.toContain('leaked');
    expect(answer.includes(Buffer.from('Z\0\0\0\x05'))).toBe(false); // never ReadyForQuery
  });
});

describe("the embedded database's password on disk", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'agency-db-password-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made once beside the data directory, readable by its owner only, and kept', () => {
    const dataDir = path.join(dir, 'pglite');
    const first = passwordFor(dataDir, {});
    const file = `${dataDir}.password`;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(passwordFor(dataDir, {})).toBe(first);
    expect(passwordFor(path.join(dir, 'other'), {})).not.toBe(first);
  });

  it('is the one a server on that directory asks for, and its data is closed to other users', async () => {
    const dataDir = path.join(dir, 'served');
    const server = await startDbServer({ dataDir, port: 0 });
    try {
      expect(decodeURIComponent(new URL(server.url).password)).toBe(readFileSync(`${dataDir}.password`, 'utf8').trim());
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(await selectOne(server.url)).toBe('answered 1');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('is PGLITE_PASSWORD when the harness sets one, and new for a database in memory', () => {
    expect(passwordFor(path.join(dir, 'pglite'), { PGLITE_PASSWORD: 'harness-chosen' })).toBe('harness-chosen');
    expect(passwordFor('memory://', {})).not.toBe(passwordFor('memory://', {}));
  });
});
