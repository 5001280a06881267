/**
 * Page views of property detail pages, reported by the beacon (SPEC §2.4 owner statistics). A
 * replayed beacon must not inflate an owner's statistics: one view per visitor, property and day,
 * a visitor being a keyed hash of the address and the browser's user agent (no cookie: no consent
 * needed), and at most `perIpPerDay` views of one property a day from one address, however many
 * user agents it claims (an office behind one address still counts as several visitors).
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { isOnlineMediaSource } from '@/lib/portal/online-media';
import { altchaKey } from '../captcha';
import type { Database } from '../db/client';
import { pageViews } from '../db/schema';
import { DAY_SECONDS, hashIp, hit } from '../rate-limit';

export interface PageViewInput {
  propertyId: number;
  locale: string;
  utmSource: string | null;
  userAgent: string | null;
  /** The client's address (lib/server/client-ip); null when unknown. */
  ip: string | null;
}

export type PageViewOutcome = 'recorded' | 'bot' | 'repeat' | 'over-limit';

/** Views of one property a day from one address, whatever user agents it sends. */
export const PAGE_VIEWS_PER_IP_PER_DAY = 20;

function visitorOf(ip: string | null, userAgent: string): string {
  return createHmac('sha256', altchaKey()).update(`agency-visitor:${ip ?? ''}:${userAgent}`).digest('hex').slice(0, 32);
}

/** Records one human view; crawlers, previews, headless tools and a visitor's repeats that day are left out. */
export async function recordPageView(
  db: Database,
  input: PageViewInput,
  now: Date,
  { perIpPerDay = PAGE_VIEWS_PER_IP_PER_DAY }: { perIpPerDay?: number } = {},
): Promise<PageViewOutcome> {
  if (!input.userAgent || isbot(input.userAgent)) return 'bot';
  const property = input.propertyId;
  if ((await hit(db, `view:${property}:${visitorOf(input.ip, input.userAgent)}`, DAY_SECONDS, now)) > 1) return 'repeat';
  if (input.ip && (await hit(db, `views-ip:${property}:${hashIp(input.ip)}`, DAY_SECONDS, now)) > perIpPerDay) return 'over-limit';
  await db.insert(pageViews).values({
    propertyId: property,
    locale: input.locale,
    utmSource: input.utmSource,
    onlineMedia: isOnlineMediaSource(input.utmSource),
    createdAt: now,
  });
  return 'recorded';
}
