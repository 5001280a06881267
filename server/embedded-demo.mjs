// The server's settings when `npm start` runs the embedded database (no DATABASE_URL): the demo.
// Only there is a demo owner seeded (its password made on the first start and printed once, see
// lib/server/auth/demo-owner.ts), and never once a CRM is configured: the demo owner owns
// properties of the committed snapshot. A deployment's settings pass through untouched, except
// that nothing may ask it to seed the demo owner.

/**
 * @param {Record<string, string | undefined>} env what `npm start` was started with
 * @param {{ embeddedUrl: string | null, port: string }} options embeddedUrl: the embedded database's, when it runs
 * @returns {Record<string, string | undefined>}
 */
export function serverEnvFor(env, { embeddedUrl, port }) {
  const base = { ...env, NODE_ENV: 'production', PORT: port, SEED_DEMO_OWNER: '', DEMO_OWNER_PASSWORD: '' };
  if (env.DATABASE_URL || !embeddedUrl) return base;
  return {
    ...base,
    DATABASE_URL: embeddedUrl,
    SEED_DEMO_OWNER: env.OMNICASA_URL ? '' : '1',
    DEMO_OWNER_PASSWORD: env.DEMO_OWNER_PASSWORD ?? '',
    // The demo keeps its mails in files (and its links on localhost) unless told otherwise.
    ...(env.SMTP_URL ? {} : { MAIL_TO_FILES: '1' }),
    SITE_URL: env.SITE_URL || `http://localhost:${port}`,
  };
}
