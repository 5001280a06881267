// The FLOOR of the benchmark (docs/BENCHMARKS.md): a bare Next 16 + next-intl app built exactly
// like the site (same node_modules, same versions, trailingSlash, static generation per locale).
// It lives two folders below the repository root and resolves the repository's node_modules.
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
const repoRoot = path.resolve(__dirname, '..', '..');

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
};

export default withNextIntl(nextConfig);
