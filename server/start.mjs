// `npm start`: builds when no production build exists, then serves it on PORT (default 3000).
// Database: with DATABASE_URL set, applies the migrations to it; without, starts the embedded
// PGlite server (server/db-server.mjs: data in .data/pglite, port PGLITE_PORT or 5433) in this
// process and passes its DATABASE_URL to the server. The server (server/serve.mjs) runs
// under the supervisor (server/supervisor.mjs), which replaces it when it stops answering
// its health check or exits. Ctrl-C stops the server, then the database, cleanly.
// A deployment (DATABASE_URL set) must say where mails go and give the shared captcha key
// (server/deployment-guard.mjs); the embedded default is the demo (server/embedded-demo.mjs).
// BACKUP_INTERVAL_HOURS: it runs `npm run backup` that often (server/backup-schedule.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupIntervalHours, scheduleBackups } from './backup-schedule.mjs';
import { migrateDatabase } from './db-migrate.mjs';
import { DataDirInUse, startDbServer } from './db-server.mjs';
import { deploymentSettingsProblem, instancesBuiltApartWarnings, mailDestinationLine, readBuildFacts } from './deployment-guard.mjs';
import { serverEnvFor } from './embedded-demo.mjs';
import { portTaken } from './port.mjs';
import { parseTrustedProxies } from './front-guard.mjs';
import { healthOptionsFromEnv, healthUrlFor, superviseServer } from './supervisor.mjs';

process.title = 'agency-supervisor';

// Settings mistakes stop here with one line, not in a loop of servers that cannot start.
let health;
let backupHours;
try {
  parseTrustedProxies(process.env.TRUSTED_PROXIES);
  health = healthOptionsFromEnv(process.env);
  backupHours = backupIntervalHours(process.env);
} catch (error) {
  console.error(/** @type {Error} */ (error).message); // (both throw Errors)
  process.exit(1);
}
const settingsProblem = deploymentSettingsProblem(process.env);
if (settingsProblem) {
  console.error(settingsProblem);
  process.exit(1);
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log('No production build found: building first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Said once here: the server the supervisor starts (and restarts) keeps quiet about it.
for (const line of instancesBuiltApartWarnings(process.env, readBuildFacts(distDir))) console.warn(line);

const port = process.env.PORT || '3000';
// A second `npm start` on a taken port: one line, not a loop of servers that cannot listen.
if (await portTaken(Number(port), process.env.HOSTNAME)) {
  console.error(`Port ${port} is in use by another program (another npm start?): set PORT to a free port.`);
  process.exit(1);
}

let database = null;
let databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  await migrateDatabase(databaseUrl);
  console.log('Database: DATABASE_URL (migrations applied)');
} else {
  const dataDir = process.env.PGLITE_DIR || '.data/pglite';
  try {
    database = await startDbServer({
      dataDir,
      port: Number(process.env.PGLITE_PORT || 5433),
      // PGLITE_PORT unset: another checkout's database on 5433 is no reason not to start.
      portFallback: process.env.PGLITE_PORT === undefined,
    });
    databaseUrl = database.url;
    console.log(`Database: embedded PGlite ready at ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  } catch (error) {
    // The same checkout started twice: share the first one's database (one process per directory).
    if (!(error instanceof DataDirInUse && error.url)) {
      console.error(`Database: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    databaseUrl = error.url;
    console.log(`Database: the embedded PGlite of process ${error.owner} (${dataDir} is in use by it), shared`);
  }
}

console.log(mailDestinationLine(process.env, path.join(process.env.DATA_DIR || '.data', 'mail')));

const serverEnv = serverEnvFor(process.env, { embeddedUrl: process.env.DATABASE_URL ? null : (databaseUrl ?? null), port });
// The server shares this terminal (stdio inherited): log lines a person reads there, beside the
// supervisor's own; JSON when the output goes to a file or a collector.
serverEnv.LOG_FORMAT = process.env.LOG_FORMAT || (process.stdout.isTTY ? 'text' : 'json');
const supervisor = superviseServer({
  // (serverEnvFor sets NODE_ENV to 'production'.)
  env: /** @type {NodeJS.ProcessEnv} */ (serverEnv),
  healthUrl: healthUrlFor({ port, hostname: process.env.HOSTNAME }),
  ...health,
});
const stopBackups = backupHours ? scheduleBackups(process.env, backupHours) : () => undefined;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void supervisor.stop());
const exitCode = await supervisor.finished;
stopBackups();
await database?.stop().catch(() => undefined);
process.exit(exitCode);
