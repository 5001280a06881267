import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links are plain <a>. Next's <Link> adds ~2.8 KB gzip to every page's first load and
    // prefetches the payload of every link in view; the pages are static documents a CDN serves.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use a plain <a href> (first-load JS, no prefetching).' }] },
      ],
    },
  },
  globalIgnores(['.next*/**', '.data-e2e/**', '.data-e2e-crm/**', 'bench/floor/**', '.data/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
