/**
 * A second `npm start` on one machine: the embedded database takes a free port when its
 * usual one is taken by another checkout, says in one line when a port it was told to use is
 * taken, and a directory served by another process is found through the port written beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUse, runningServerOf, startDbServer } from '@/server/db-server.mjs';

async function occupiedPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

describe('the embedded database and its port', () => {
  it('takes a free port when its usual one is taken, if allowed; else names the port and the setting', async () => {
    const taken = await occupiedPort();
    try {
      const server = await startDbServer({ dataDir: 'memory://', port: taken.port, portFallback: true });
      expect(server.url).not.toContain(`:${taken.port}/`);
      expect(await selectOne(server.url)).toBe(1);
      await server.stop();
      await expect(startDbServer({ dataDir: 'memory://', port: taken.port })).rejects.toThrow(
        `port 127.0.0.1:${taken.port} is taken by another program: set PGLITE_PORT to a free port (0 picks one).`,
      );
    } finally {
      await taken.close();
    }
  }, 60_000);

  describe('a directory another process serves', () => {
    let dir: string;
    let dataDir: string;
    let owner: ChildProcess;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'agency-db-port-'));
      dataDir = path.join(dir, 'pglite');
      owner = spawn(process.execPath, ['server/db-server.mjs'], { env: { ...process.env, PGLITE_DIR: dataDir, PGLITE_PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      owner.stdout!.on('data', (chunk) => (output += chunk));
      await new Promise<void>((resolve, reject) => {
        owner.stdout!.on('data', () => output.includes('ready') && resolve());
        owner.once('exit', () => reject(new Error(`db-server exited: ${output}`)));
      });
    }, 60_000);
    afterAll(async () => {
      owner.kill('SIGTERM');
      if (owner.exitCode === null) await once(owner, 'exit');
      rmSync(dir, { recursive: true, force: true });
    });

    it('writes its port beside the directory and is found and shared through it', async () => {
      const port = Number(readFileSync(`${dataDir}.port`, 'utf8'));
      expect(port).toBeGreaterThan(0);
      const running = runningServerOf(dataDir);
      // With the password kept beside the directory, which a process that finds the server reads.
      const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
      expect(running).toEqual({ owner: owner.pid, url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable` });
      const refusal = await startDbServer({ dataDir, port: 0 }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataDirInUse);
      expect((refusal as DataDirInUse).url).toBe(running!.url);
      expect((refusal as DataDirInUse).message).toContain(`in use by process ${owner.pid}`);
      expect(await selectOne(running!.url)).toBe(1);
    });

    it('finds nothing for a directory nobody serves, nor once its server stopped', async () => {
      expect(runningServerOf(path.join(dir, 'never-served'))).toBeNull();
      owner.kill('SIGTERM');
      await once(owner, 'exit');
      expect(runningServerOf(dataDir)).toBeNull();
      expect(() => readFileSync(`${dataDir}.port`)).toThrow();
    });
  });
});
