import { createCaptchaChallenge } from '@/lib/server/captcha';

export const dynamic = 'force-dynamic';

/**
 * A fresh ALTCHA challenge for the widget (never cached: each one is accepted once).
 * `x-lead-storage` says whether this server can store leads (a database is configured); the
 * end-to-end tests read it.
 */
export async function GET() {
  const challenge = await createCaptchaChallenge();
  return Response.json(challenge, {
    headers: { 'cache-control': 'no-store', 'x-lead-storage': process.env.DATABASE_URL ? 'database' : 'none' },
  });
}
