/**
 * Where an uploaded image or video is served (app/media/[file]/route): '/media/<id>-<sha>.<ext>'.
 * The sha256 prefix makes the URL name exactly one content, so the answer may be cached for ever;
 * no imports, so proxy.ts, the route and the editor share it.
 */

export const MEDIA_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
} as const;

export type MediaType = keyof typeof MEDIA_TYPES;
export type MediaExtension = (typeof MEDIA_TYPES)[MediaType];

/** The content types of the library's videos (the rest are photos). */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const isVideoType = (contentType: string): contentType is VideoType => (VIDEO_TYPES as readonly string[]).includes(contentType);

/** How much of the sha256 (hex) the URL carries: 64 bits, plenty to tell two uploads of one id apart. */
const SHA_CHARS = 16;

export function mediaUrl(upload: { id: number; sha256: string; contentType: string }): string {
  const ext = MEDIA_TYPES[upload.contentType as MediaType] ?? 'bin';
  return `/media/${upload.id}-${upload.sha256.slice(0, SHA_CHARS)}.${ext}`;
}

/** The id and sha prefix a media file name names, or null for anything else. */
export function parseMediaFile(file: string): { id: number; sha: string; ext: string } | null {
  const match = /^([1-9]\d{0,14})-([0-9a-f]{16})\.(jpg|png|webp|avif|mp4|webm)$/.exec(file);
  if (!match) return null;
  return { id: Number(match[1]), sha: match[2]!, ext: match[3]! };
}
