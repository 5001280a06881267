// What 'server-only' resolves to where no bundler does it (vitest: vitest.config.mts; tsx and
// Playwright: tsconfig.scripts.json): lib/server modules import it so Next refuses them in client
// bundles, and those runners execute server code on purpose.
export {};
