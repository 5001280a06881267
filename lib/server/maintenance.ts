/**
 * Housekeeping shared by every instance: expired captcha solutions, old rate-limit windows, and
 * the sessions and password links of owners and staff once they have expired (a used link
 * expires like an unused one).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';

export async function purgeExpired(db: Database, keepRateWindowsSeconds = 86_400): Promise<void> {
  await db.execute(sql`DELETE FROM captcha_uses WHERE expires_at < now()`);
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${keepRateWindowsSeconds})`,
  );
  for (const table of ['owner_sessions', 'staff_sessions', 'password_tokens', 'staff_password_tokens', 'preview_links'])
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE expires_at < now()`);
}
