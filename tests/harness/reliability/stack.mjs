// The processes a reliability run drives: the database (the embedded PGlite server in its own
// process on a temp data directory, or a fresh database on the Postgres of DATABASE_URL), and
// the production server (server/serve.mjs: Next behind the front guard) serving an existing
// production build. Each can be stopped, killed and restarted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase } from '../../../server/db-migrate.mjs';
import { healthUrlFor, superviseServer } from '../../../server/supervisor.mjs';
import { dropDatabase } from '../drop-database.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process in its own process group, so a kill reaches everything it started. */
function startChild(name, args, env, { ready, log }) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let resolveReady;
  let rejectReady;
  const readyPromise = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const onData = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    if (log) for (const line of text.split('\n')) if (line.trim()) log(`[${name}] ${line}`);
    if (ready && ready.test(output)) resolveReady(undefined);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.once('exit', (code, signal) => rejectReady(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${output}`)));
  if (!ready) resolveReady(undefined);
  return {
    child,
    ready: readyPromise,
    output: () => output,
    /** Sends `signal` to the whole process group and waits for the exit. */
    async kill(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The embedded database: server/db-server.mjs on `dataDir`, always on the same port and password. */
export function pgliteDatabase({ dataDir, port, log }) {
  let proc = null;
  const password = randomBytes(12).toString('hex');
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`;
  return {
    kind: 'pglite',
    url,
    adminUrl: url,
    async start() {
      proc = startChild('db', ['server/db-server.mjs'], { ...process.env, PGLITE_DIR: dataDir, PGLITE_PORT: String(port), PGLITE_PASSWORD: password }, {
        ready: /db-server: ready/,
        log,
      });
      await proc.ready;
    },
    /** A clean stop (SIGTERM: the server closes its connections and the database). */
    async stop() {
      await proc?.kill('SIGTERM');
    },
    /** A crash. */
    async crash() {
      await proc?.kill('SIGKILL');
    },
    async destroy() {
      await proc?.kill('SIGTERM');
    },
  };
}

/**
 * A fresh database on the Postgres server of `adminUrl`, dropped at the end. A 'stop' refuses new
 * connections to it and terminates the open ones (what the site sees of a database restart);
 * 'start' lets connections in again.
 */
export function postgresDatabase({ adminUrl }) {
  const name = `agency_reliability_${randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let created = false;
  return {
    kind: 'postgres',
    url: url.toString(),
    adminUrl,
    async start() {
      if (!created) {
        await admin(`CREATE DATABASE ${name}`);
        created = true;
        await migrateDatabase(url.toString());
      } else {
        await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
    },
    async stop() {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    },
    async crash() {
      await this.stop();
    },
    async destroy() {
      if (created) await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * The production server on `port` with the given environment (NEXT_DIST_DIR: an existing build),
 * without the supervisor of `npm start`: the kill phase kills it on purpose.
 */
export function nextServer({ port, env, log }) {
  let proc = null;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    get pid() {
      return proc?.child.pid ?? null;
    },
    async start() {
      // A server left running on the port would answer the health check in this one's place.
      const occupied = await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(2000) }).then(
        () => true,
        () => false,
      );
      if (occupied) throw new Error(`port ${port} is already serving: stop that server first`);
      proc = startChild('server', ['server/serve.mjs'], {
        ...process.env,
        ...env,
        PORT: String(port),
        NODE_ENV: 'production',
      }, { ready: null, log });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (proc.child.exitCode !== null) throw new Error(`the server exited:\n${proc.output()}`);
        try {
          const response = await fetch(`${base}/api/health/`);
          if (response.status < 500 || response.status === 503) return;
        } catch {
          /* not yet */
        }
        await sleep(200);
      }
      throw new Error(`the server did not answer within 60 s:\n${proc.output()}`);
    },
    /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut. */
    async crash() {
      await proc?.kill('SIGKILL');
    },
    async stop() {
      await proc?.kill('SIGTERM');
    },
    output: () => proc?.output() ?? '',
  };
}

/**
 * The production server under the supervisor of `npm start` (server/supervisor.mjs) on
 * `port`; `health` sets its health-check cadence. The supervisor's own lines are kept in
 * `supervisorLog`.
 */
export function supervisedServer({ port, env, health, log }) {
  let supervisor = null;
  const supervisorLog = [];
  const logLines = (prefix, text) => {
    for (const line of text.split('\n')) if (line.trim()) log?.(`[${prefix}] ${line}`);
  };
  return {
    base: `http://127.0.0.1:${port}`,
    supervisorLog,
    get pid() {
      return supervisor?.pid ?? null;
    },
    /** Starts the supervisor and resolves with the server's first health answer ({pid}). */
    async start(timeoutMs = 90_000) {
      supervisor = superviseServer({
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
        healthUrl: healthUrlFor({ port }),
        stdio: 'pipe',
        stopGraceMs: 5000,
        ...health,
        log: (line) => {
          supervisorLog.push(line);
          logLines('supervisor', line);
        },
      });
      supervisor.on('spawn', ({ child }) => {
        child.stdout.on('data', (chunk) => logLines('server', chunk.toString()));
        child.stderr.on('data', (chunk) => logLines('server', chunk.toString()));
      });
      const [healthy] = await once(supervisor, 'healthy', { signal: AbortSignal.timeout(timeoutMs) });
      return healthy;
    },
    async stop() {
      await supervisor?.stop();
    },
  };
}
