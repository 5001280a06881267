/**
 * The page-view beacon of property detail pages (owner statistics). Same-origin only, bots left
 * out, unknown properties ignored, one view per visitor and day (lib/server/stats/page-views);
 * answers 204 without a body either way so it reveals nothing.
 */
import { z } from 'zod';
import { getPropertyIds } from '@/lib/catalogue';
import { isSiteLocale } from '@/lib/locale';
import { clientIp } from '@/lib/server/client-ip';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { recordPageView } from '@/lib/server/stats/page-views';

const beaconSchema = z.object({
  propertyId: z.number().int().positive(),
  locale: z.string().refine(isSiteLocale),
  utmSource: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.+\- ]*$/)
    .nullish()
    .transform((v) => v || null),
});

const noContent = () => new Response(null, { status: 204 });

export async function POST(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return new Response(null, { status: 403 });
  const parsed = beaconSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400 });
  try {
    if (!getPropertyIds().includes(parsed.data.propertyId)) return noContent();
    await recordPageView(
      getDb().db,
      { ...parsed.data, userAgent: request.headers.get('user-agent'), ip: await clientIp() },
      new Date(),
      { perIpPerDay: getEnv().PAGE_VIEWS_PER_IP_PER_DAY },
    );
  } catch (error) {
    console.error('[page-view]', error instanceof Error ? error.message : error);
  }
  return noContent();
}
