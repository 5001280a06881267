import react from '@vitejs/plugin-react';
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
    hookTimeout: 60_000,
  },
});
