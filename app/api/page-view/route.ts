/**
 * The page-view beacon of property detail pages (owner statistics). Same-origin only, bots left
 * out, unknown properties ignored; answers 204 without a body either way so it reveals nothing.
 */
import { z } from 'zod';
import { getPropertyIds } from '@/lib/catalogue';
import { isSiteLocale } from '@/lib/locale';
import { getDb } from '@/lib/server/db/client';
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
      { ...parsed.data, userAgent: request.headers.get('user-agent') },
      new Date(),
    );
  } catch (error) {
    console.error('[page-view]', error instanceof Error ? error.message : error);
  }
  return noContent();
}
