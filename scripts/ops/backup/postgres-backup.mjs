// Backup and restore of DATABASE_URL with Postgres's own tools (Debian's postgresql-client):
// pg_dump's custom format (compressed, restorable table by table) and pg_restore. The password
// goes to them in PGPASSWORD, not on the command line, where any user's `ps` would show it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The connection string without its password, and the environment that carries the password.
 * @param {string} databaseUrl
 * @param {NodeJS.ProcessEnv} env
 */
export function libpqTarget(databaseUrl, env = process.env) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...env, PGPASSWORD: password } : { ...env } };
}

/**
 * Where a connection string points, for messages: host, port and database, never the password.
 * @param {string} databaseUrl
 */
export function describeTarget(databaseUrl) {
  const url = new URL(databaseUrl);
  return `database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.hostname}:${url.port || 5432}`;
}

/**
 * Runs a Postgres client tool; its failure becomes one error with what it printed.
 * @param {string} tool
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
async function runTool(tool, args, env) {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = /** @type {NodeJS.ErrnoException & { stderr?: string }} */ (error);
    if (failure.code === 'ENOENT') {
      throw new Error(`${tool} not found: install Debian's postgresql-client (of the server's major version or newer)`);
    }
    throw new Error(`${tool} failed: ${(failure.stderr || failure.message).trim()}`);
  }
}

/**
 * Writes a custom-format dump of `databaseUrl` to `file`.
 * @param {string} databaseUrl
 * @param {string} file
 */
export async function dumpPostgres(databaseUrl, file) {
  const target = libpqTarget(databaseUrl);
  await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${target.dbname}`], target.env);
}

/**
 * Replaces the tables, sequences and migrations record of `databaseUrl` with those of `file`, in
 * one transaction: a restore that fails changes nothing. Owners and grants are not restored (the
 * connecting role owns what it restores): the app uses one role.
 * @param {string} databaseUrl
 * @param {string} file
 */
export async function restorePostgres(databaseUrl, file) {
  const target = libpqTarget(databaseUrl);
  await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--no-password', `--dbname=${target.dbname}`, file],
    target.env,
  );
}
