// A Postgres for the lead-intake benchmark: DATABASE_URL when set, else the local Debian cluster
// (started if it is down, with the `agency` role of .ci/run). Each run gets its own database,
// migrated with the app's migrations and dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase } from '../server/db-migrate.mjs';
import { dropDatabase } from '../tests/harness/drop-database.mjs';
import { log } from './lib.mjs';

function sh(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** Returns { adminUrl, startedCluster } or throws with the reason no Postgres is available. */
async function adminConnection() {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, startedCluster: null, source: 'DATABASE_URL' };
  const clusters = sh('pg_lsclusters', ['-h']);
  if (!clusters.ok) throw new Error('no DATABASE_URL and no local PostgreSQL (pg_lsclusters not found)');
  const line = clusters.out.split('\n').map((l) => l.trim().split(/\s+/)).filter((f) => f[1] === 'main').sort((a, b) => Number(b[0]) - Number(a[0]))[0];
  if (!line) throw new Error('no DATABASE_URL and no local PostgreSQL cluster');
  const [version, , port, status] = line;
  let startedCluster = null;
  if (status !== 'online') {
    log(`starting PostgreSQL ${version}/main`);
    const started = sh('pg_ctlcluster', [version, 'main', 'start']);
    if (!started.ok) throw new Error(`pg_ctlcluster ${version} main start failed: ${started.out}`);
    startedCluster = version;
  }
  for (let i = 0; i < 30 && !sh('pg_isready', ['-q', '-h', '127.0.0.1', '-p', port]).ok; i++) await new Promise((r) => setTimeout(r, 1000));
  const asPostgres = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--']] : ['sudo', ['-n', '-u', 'postgres']];
  const psql = (sql) => sh(asPostgres[0], [...asPostgres[1], 'psql', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '/var/run/postgresql', '-p', port, '-c', sql]);
  const role = psql(
    "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'agency') THEN CREATE ROLE agency LOGIN PASSWORD 'agency' CREATEDB; END IF; END $$;",
  );
  if (!role.ok) throw new Error(`could not create the agency role: ${role.out}`);
  return { adminUrl: `postgres://agency:agency@127.0.0.1:${port}/postgres`, startedCluster, source: `local cluster ${version}/main on port ${port}` };
}

export async function startPostgres() {
  const admin = await adminConnection();
  const name = `agency_bench_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin.adminUrl);
  url.pathname = `/${name}`;
  await migrateDatabase(url.toString());
  const version = await (async () => {
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const { rows } = await c.query('SHOW server_version');
    await c.end();
    return rows[0].server_version;
  })();
  return {
    url: url.toString(),
    source: admin.source,
    version,
    async stop() {
      await dropDatabase(admin.adminUrl, name);
      if (admin.startedCluster) sh('pg_ctlcluster', [admin.startedCluster, 'main', 'stop']);
    },
  };
}
