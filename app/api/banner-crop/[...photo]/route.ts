/**
 * A banner photo's phone crop (lib/server/media/banner-crop), for the image optimizer:
 * '/api/banner-crop/images/banner/banner-1.jpg' is the middle of '/images/banner/banner-1.jpg'. Only
 * a file of public/images or an upload (lib/images/banner-crop-path); anything else is a 404. The
 * crop is made once per photo, so asking again costs nothing but the answer.
 */
import { croppedPhotoOf } from '@/lib/images/banner-crop-path';
import { portraitCrop } from '@/lib/server/media/banner-crop';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ photo: string[] }> };

async function answer({ params }: Context, withBody: boolean): Promise<Response> {
  const src = croppedPhotoOf((await params).photo);
  const crop = src ? await portraitCrop(src) : null;
  if (!crop) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(withBody ? new Uint8Array(crop) : null, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(crop.length),
      // The photo's address names its content (an upload's carries its hash; a build's file changes
      // only with a new build): a day, as the optimizer keeps its copies longer anyway.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function GET(_request: Request, context: Context): Promise<Response> {
  return answer(context, true);
}

export function HEAD(_request: Request, context: Context): Promise<Response> {
  return answer(context, false);
}
