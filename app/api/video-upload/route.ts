/** A staff member's video for the media library: see lib/server/media/video-upload. */
import { currentStaff } from '@/lib/server/auth/current-staff';
import { getDb } from '@/lib/server/db/client';
import { receiveVideo } from '@/lib/server/media/video-upload';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return receiveVideo(getDb().db, request, await currentStaff());
}
