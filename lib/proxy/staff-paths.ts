/**
 * The editor's pages, after the language: '/nl/staff/', '/nl/staff/articles/12/'. They
 * are in no menu, never indexed and never cached; each checks the staff session itself.
 */
const STAFF_PATHS = [/^\/staff$/, /^\/staff\/(?:login|forgot-password|reset-password)$/, /^\/staff\/banner$/, /^\/staff\/articles$/, /^\/staff\/articles\/(?:new|\d{1,9})$/, /^\/staff\/categories(?:\/(?:new|\d{1,9}))?$/, /^\/staff\/media(?:\/\d{1,15})?$/, /^\/staff\/sync(?:\/\d{1,15})?$/];

/** The screens of the site and languages documents and the staff (top bar, footer, settings, languages, staff). */
const SITE_SCREENS = /^\/staff\/(?:top-bar|footer|settings|languages|staff)$/;

/** The page tree's screens: the tree, a page ('new' or its id) and one of its modules. */
const PAGE_TREE_PATHS = [/^\/staff\/pages$/, /^\/staff\/pages\/(?:new|\d{1,9})$/, /^\/staff\/pages\/\d{1,9}\/modules\/(?:new|\d{1,9})$/];

/** The route of a staff page for a path without its language ('/staff/login/'), or null. */
export function staffRoute(tail: string): string | null {
  const path = tail.replace(/\/+$/, '');
  return [...STAFF_PATHS, ...PAGE_TREE_PATHS, SITE_SCREENS].some((pattern) => pattern.test(path)) ? path : null;
}

/** Where a preview with drafts renders ('/nl/draft-preview/nieuws/x'): only for staff or a signed link. */
export const DRAFT_PREVIEW_ROUTE = '/draft-preview';

/** Whether a preview request may see drafts: a staff session cookie (checked by the page) or a preview token. */
export function mayPreviewDrafts(cookieNames: readonly string[], token: string | null): boolean {
  return cookieNames.some((name) => name === 'staff_session' || name === '__Host-staff_session') || (token !== null && token.length > 0);
}
