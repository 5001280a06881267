import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { E2E_TAG_ENV } from '../e2e-tag-env.mjs';
import { portTaken } from '../../../server/port.mjs';

/** npm runs the scripts from the project's folder. */
const ROOT = process.cwd();

/**
 * The e2e production build served as `npm start` serves it, the way Playwright's webServer starts
 * it (playwright.config.ts): server/start.mjs with its embedded database in memory, the demo
 * projects and the e2e tag settings, the per-IP lead limit lifted (every request comes from
 * loopback), and never the Postgres of DATABASE_URL (its outbox is the e2e server's).
 */
export async function startSite({ port, distDir }: { port: number; distDir: string }) {
  if (!existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    throw new Error(
      `no build in ${distDir}: make one with \`E2E_BUILD_ONLY=1 node tests/harness/e2e.mjs\``,
    );
  }
  for (const taken of [port, port + 1]) {
    if (await portTaken(taken))
      throw new Error(`port ${taken} is in use: set ENGINES_PORT to a free pair of ports`);
  }
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...E2E_TAG_ENV,
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      PGLITE_DIR: 'memory://',
      PGLITE_PORT: String(port + 1),
      DATABASE_URL: '',
      PROJECTS_FILE: 'demo',
      RATE_LIMIT_PER_IP: '100000',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    const kill = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(kill);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site server exited:\n${output}`);
    const status = await fetch(`${origin}/api/health/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the site server did not answer within 120 s:\n${output}`);
}
