import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // lib/server modules import 'server-only', whose plain entry throws outside React Server
      // Components: the tests run server code on purpose.
      'server-only': fileURLToPath(new URL('./tests/harness/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A timeout catches a hang; it is not a speed check. vitest's 5 s failed a test on a busy CI
    // machine that took that long to load a module cold (tests assert behaviour, never timing).
    testTimeout: 20_000,
    // vitest's default is one worker less than the cores: one worker on CI's two, which then sat
    // half idle while tests waited on Postgres, servers and child processes (455–667 s here; 309 and 332 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
