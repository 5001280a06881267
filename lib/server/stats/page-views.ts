/** Page views of property detail pages, reported by the beacon (SPEC §2.4 owner statistics). */
import 'server-only';
import { isbot } from 'isbot';
import { isOnlineMediaSource } from '@/lib/portal/online-media';
import type { Database } from '../db/client';
import { pageViews } from '../db/schema';

export interface PageViewInput {
  propertyId: number;
  locale: string;
  utmSource: string | null;
  userAgent: string | null;
}

export type PageViewOutcome = 'recorded' | 'bot';

/** Records one human view; crawlers, previews and headless tools are left out. */
export async function recordPageView(
  db: Database,
  input: PageViewInput,
  now: Date,
): Promise<PageViewOutcome> {
  if (!input.userAgent || isbot(input.userAgent)) return 'bot';
  await db.insert(pageViews).values({
    propertyId: input.propertyId,
    locale: input.locale,
    utmSource: input.utmSource,
    onlineMedia: isOnlineMediaSource(input.utmSource),
    createdAt: now,
  });
  return 'recorded';
}
