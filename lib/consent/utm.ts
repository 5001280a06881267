/**
 * SPEC §4, §7: the UTM parameters of the landing URL are kept in session storage and appended to
 * page-view URLs, so a campaign stays attributed when the visitor moves on to other pages.
 */
export const UTM_STORAGE_KEY = 'utm';

const UTM_KEY = /^utm_[a-z_]{1,40}$/;
const MAX_VALUE_LENGTH = 200;

/** The UTM parameters of a query string, as a query string without '?' ('' when there are none). */
export function utmFrom(search: string): string {
  const out = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    const name = key.toLowerCase();
    const trimmed = value.trim();
    if (UTM_KEY.test(name) && trimmed && !out.has(name)) out.set(name, trimmed.slice(0, MAX_VALUE_LENGTH));
  }
  return out.toString();
}

/**
 * What session storage should hold after landing on `search`: a URL carrying UTM parameters comes
 * from a campaign link and replaces what was kept; any other URL keeps it.
 */
export function utmToKeep(search: string, kept: string | null): string | null {
  return utmFrom(search) || kept || null;
}

/** `href` with each kept UTM parameter it does not already carry appended. */
export function withUtm(href: string, kept: string | null): string {
  if (!kept) return href;
  const url = new URL(href);
  let changed = false;
  for (const [key, value] of new URLSearchParams(kept)) {
    if (UTM_KEY.test(key) && !url.searchParams.has(key)) {
      url.searchParams.append(key, value);
      changed = true;
    }
  }
  return changed ? url.toString() : href;
}
