/**
 * An image staff uploaded: '/media/<id>-<sha>.<ext>' (lib/media/media-url), read from
 * the database every instance shares. Never served as anything but the image type sniffed at
 * upload: nosniff, and a CSP that runs nothing should a browser open it as a document. The URL
 * names one content, so it is cached for a year; the image optimizer (/_next/image) resizes it.
 * Byte ranges are answered (a <video> needs them): lib/server/media/media-response.
 */
import { getDb } from '@/lib/server/db/client';
import { mediaResponse } from '@/lib/server/media/media-response';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return mediaResponse(getDb().db, (await params).file, 'GET', request.headers);
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  return mediaResponse(getDb().db, (await params).file, 'HEAD', request.headers);
}
