/** Starts the mail outbox dispatcher in the Node.js server (not during the build, not on the edge). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (!process.env.DATABASE_URL) return;
  if (['1', 'true'].includes(process.env.SEED_DEMO_OWNER ?? '')) {
    const [{ seedDemoOwner }, { getDb }] = await Promise.all([
      import('./lib/server/auth/demo-owner'),
      import('./lib/server/db/client'),
    ]);
    await seedDemoOwner(getDb().db).catch((error: unknown) =>
      console.error('[portal] demo owner not seeded:', error instanceof Error ? error.message : error),
    );
  }
  if (['1', 'true'].includes(process.env.MAIL_DISPATCH_DISABLED ?? '')) return;
  const { startMailWorker } = await import('./lib/server/mail/worker');
  startMailWorker();
}
