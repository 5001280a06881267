import { STAFF_ROUTES } from '@/lib/routes/registry';

/** Each editor's screen as a pattern of a path without its language and trailing slash. */
const STAFF_PATTERNS: readonly RegExp[] = Object.entries(STAFF_ROUTES).map(([route, params]) => {
  const segments = route.split('/').filter(Boolean).map((segment) => {
    const param = /^\[(\w+)\]$/.exec(segment)?.[1];
    return param ? params[param]!.source.replace(/^\^|\$$/g, '') : segment;
  });
  return new RegExp(`^/${segments.join('/')}$`);
});

/** The route of a staff page for a path without its language ('/staff/login/'), or null. */
export function staffRoute(tail: string): string | null {
  const path = tail.replace(/\/+$/, '');
  return STAFF_PATTERNS.some((pattern) => pattern.test(path)) ? path : null;
}

/** Whether a preview request may see drafts: a staff session cookie (checked by the page) or a preview token. */
export function mayPreviewDrafts(cookieNames: readonly string[], token: string | null): boolean {
  return cookieNames.some((name) => name === 'staff_session' || name === '__Host-staff_session') || (token !== null && token.length > 0);
}

/**
 * Where a staff screen's post too large to read goes (proxy.ts refuses it before reading the
 * body): back to the same screen with the post's size, which the screen says in words
 * ("This photo is 14.2 MB; photos may be at most 10 MB", components/editor/media-picker). Null
 * for any other path, or a length that is no plain number.
 */
export function tooLargeReturn(pathname: string, contentLength: string | null): string | null {
  const staff = /^\/[a-z]{2}(\/staff\/.*)$/.exec(pathname);
  if (!staff || !staffRoute(staff[1]!) || !pathname.endsWith('/') || contentLength === null || !/^\d{1,15}$/.test(contentLength)) return null;
  return `${pathname}?tooLarge=${contentLength}`;
}
