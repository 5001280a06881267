/**
 * The passwords (and captcha key) the e2e servers are given (playwright.config.ts), so the tests know them: their
 * embedded databases ask for one like any other (PGLITE_PASSWORD, server/db-password-gate.mjs), and
 * the demo owner's is otherwise made on the first start and printed once (DEMO_OWNER_PASSWORD,
 * lib/server/auth/demo-owner.ts). They exist only on test servers.
 */
export const E2E_PGLITE_PASSWORD = 'e2e-pglite-4711';
export const E2E_DEMO_OWNER_PASSWORD = 'e2e-Demo-Owner-4711';
/** The e2e server's captcha key: on CI's DATABASE_URL it is a deployment, which must be given one (server/deployment-guard.mjs). */
export const E2E_ALTCHA_HMAC_KEY = 'e2e-altcha-hmac-key-4711-0123456789';

/** The connection string of an e2e server's embedded database on `port`. */
export function embeddedDatabaseUrl(port: number | string): string {
  return `postgres://postgres:${E2E_PGLITE_PASSWORD}@127.0.0.1:${port}/postgres?sslmode=disable`;
}
