/**
 * Housekeeping shared by every instance: expired captcha solutions, old rate-limit windows, and
 * the sessions and password links of owners and staff once they have expired (a used link
 * expires like an unused one).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { IDLE_TIMEOUT_MS } from './auth/sessions';
import type { Database } from './db/client';

export async function purgeExpired(db: Database, keepRateWindowsSeconds = 86_400): Promise<void> {
  await db.execute(sql`DELETE FROM captcha_uses WHERE expires_at < now()`);
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${keepRateWindowsSeconds})`,
  );
  for (const table of ['owner_sessions', 'staff_sessions', 'password_tokens', 'staff_password_tokens', 'staff_login_challenges', 'preview_links'])
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE expires_at < now()`);
  // Sessions left idle past their realm's timeout can never be used again either.
  await db.execute(sql`DELETE FROM owner_sessions WHERE last_seen_at < now() - make_interval(secs => ${IDLE_TIMEOUT_MS.owner / 1000})`);
  await db.execute(sql`DELETE FROM staff_sessions WHERE last_seen_at < now() - make_interval(secs => ${IDLE_TIMEOUT_MS.staff / 1000})`);
}
