// `npm start`: builds when no production build exists, then serves it on PORT (default 3000).
// Database: with DATABASE_URL set, applies the migrations to it; without, starts the embedded
// PGlite server (scripts/db-server.mjs: data in .data/pglite, port PGLITE_PORT or 5433) in this
// process and passes its DATABASE_URL to `next start`. Ctrl-C stops both, the database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { migrateDatabase } from './db-migrate.mjs';
import { startDbServer } from './db-server.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log('No production build found: building first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let database = null;
if (process.env.DATABASE_URL) {
  await migrateDatabase(process.env.DATABASE_URL);
  console.log('Database: DATABASE_URL (migrations applied)');
} else {
  database = await startDbServer({
    dataDir: process.env.PGLITE_DIR || '.data/pglite',
    port: Number(process.env.PGLITE_PORT || 5433),
  });
  console.log(`Database: embedded PGlite ready at ${database.url.replace(/:[^:@/]*@/, ':***@')}`);
}

const port = process.env.PORT || '3000';
const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], {
  stdio: 'inherit',
  // The embedded database is the demo: it gets the documented demo owner (README, "Owner portal").
  env: { ...process.env, NODE_ENV: 'production', ...(database ? { DATABASE_URL: database.url, SEED_DEMO_OWNER: '1' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await database?.stop().catch(() => undefined);
  process.exit(code ?? 0);
});
