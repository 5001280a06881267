// Serves the existing production build with the production server (server/serve.mjs: Next
// behind the front guard), without the supervisor or a database of its own (`npm start` has both).
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['server/serve.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
