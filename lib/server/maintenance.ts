/** Housekeeping shared by every instance: expired captcha solutions and old rate-limit windows. */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';

export async function purgeExpired(db: Database, keepRateWindowsSeconds = 86_400): Promise<void> {
  await db.execute(sql`DELETE FROM captcha_uses WHERE expires_at < now()`);
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${keepRateWindowsSeconds})`,
  );
}
