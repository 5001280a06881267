/**
 * Video URL detection, SPEC §5: video files by extension, then providers by host.
 * Only absolute http(s) URLs are accepted. Hosts match exactly or as a sub-domain
 * ('www.youtube.com', 'my.matterport.com'), never by a bare string suffix, so
 * 'evil-matterport.com.attacker.net' and 'notmatterport.com' are rejected.
 */
export type VideoProvider =
  'file' | 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'tvl' | 'yisual';

export type VideoSource = { provider: VideoProvider; id?: string; embedUrl: string };

export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

const VIRTUAL_TOUR_PROVIDERS: readonly VideoProvider[] = ['matterport', 'tvl', 'yisual'];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** True when host is domain itself or one of its sub-domains. */
function isHostOf(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function parseHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

function segmentsOf(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname;
  const [first, second] = segmentsOf(url);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = first;
  } else if (isHostOf(host, 'youtube.com') || isHostOf(host, 'youtube-nocookie.com')) {
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'shorts' || first === 'embed') candidate = second;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoSource(url: URL): VideoSource | null {
  if (!isHostOf(url.hostname, 'vimeo.com')) return null;
  const segments = segmentsOf(url);
  const index = segments.findIndex((s) => /^\d+$/.test(s));
  const id = index === -1 ? undefined : segments[index];
  if (!id) return null;
  // Unlisted videos carry a privacy hash: vimeo.com/{id}/{hash} or ?h={hash}.
  const next = segments[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[0-9a-f]{6,}$/i.test(next) ? next : null);
  const query = hash && /^[0-9a-f]+$/i.test(hash) ? `?h=${hash}` : '';
  return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}${query}` };
}

function facebookId(url: URL): string | null {
  const host = url.hostname;
  const segments = segmentsOf(url);
  if (host === 'fb.watch') {
    const [code] = segments;
    return code && segments.length === 1 && /^[A-Za-z0-9_-]+$/.test(code) ? code : null;
  }
  if (!isHostOf(host, 'facebook.com')) return null;
  const videosAt = segments.indexOf('videos');
  if (videosAt !== -1) {
    const digits = segments.slice(videosAt + 1).find((s) => /^\d+$/.test(s));
    return digits ?? null;
  }
  if (segments[0] === 'watch') {
    const v = url.searchParams.get('v');
    return v && /^\d+$/.test(v) ? v : null;
  }
  return null;
}

/**
 * What kind of video a URL is, and how to embed it; null when it is none of the known forms.
 * - file: path ending in .mp4 .mov .wmv .avi .flv .webm (any case; the query is ignored);
 * - YouTube: watch?v=, /shorts/, /embed/ and youtu.be/ with an 11-character id → youtube-nocookie embed;
 * - Vimeo: a numeric id → player.vimeo.com;
 * - Facebook: /videos/{digits}, /watch/?v={digits} or fb.watch/{code} → the video plugin;
 * - Matterport, tvl, yisual: by host (matterport.com, tvl.be, yisual.com) → the URL itself.
 */
export function detectVideo(url: string): VideoSource | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  const href = parsed.href;

  const extension = /\.([A-Za-z0-9]+)$/.exec(parsed.pathname)?.[1]?.toLowerCase();
  if (extension && (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { provider: 'file', embedUrl: href };
  }

  const host = parsed.hostname;
  if (
    host === 'youtu.be' ||
    isHostOf(host, 'youtube.com') ||
    isHostOf(host, 'youtube-nocookie.com')
  ) {
    const id = youtubeId(parsed);
    return id
      ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  }
  if (isHostOf(host, 'vimeo.com')) return vimeoSource(parsed);
  if (host === 'fb.watch' || isHostOf(host, 'facebook.com')) {
    const id = facebookId(parsed);
    return id
      ? {
          provider: 'facebook',
          id,
          embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}`,
        }
      : null;
  }
  if (isHostOf(host, 'matterport.com')) {
    const model = parsed.searchParams.get('m');
    return { provider: 'matterport', ...(model ? { id: model } : {}), embedUrl: href };
  }
  if (isHostOf(host, 'tvl.be')) return { provider: 'tvl', embedUrl: href };
  if (isHostOf(host, 'yisual.com')) return { provider: 'yisual', embedUrl: href };
  return null;
}

/** Matterport, tvl and yisual are virtual tours (shown in an iframe), not videos. */
export function isVirtualTour(source: VideoSource | null | undefined): boolean {
  return source != null && VIRTUAL_TOUR_PROVIDERS.includes(source.provider);
}
