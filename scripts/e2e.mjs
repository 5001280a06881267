// `npm run test:e2e`: a fresh production build, then Playwright against `next start` in the system Chromium.
import { spawnSync } from 'node:child_process';
import { assertChromium } from './chromium-path.mjs';

assertChromium();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
