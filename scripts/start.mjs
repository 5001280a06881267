// `npm start`: builds when no production build exists, then serves it on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./serve-built.mjs');
