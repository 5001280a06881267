/** Starts the mail outbox dispatcher in the Node.js server (not during the build, not on the edge). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (!process.env.DATABASE_URL || ['1', 'true'].includes(process.env.MAIL_DISPATCH_DISABLED ?? '')) return;
  const { startMailWorker } = await import('./lib/server/mail/worker');
  startMailWorker();
}
