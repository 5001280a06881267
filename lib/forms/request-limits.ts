/**
 * How large a form post may be. The largest form a visitor can send is the jobs form: a CV of up
 * to CV_MAX_BYTES plus person fields and a remark of at most a few kilobytes (lib/forms/fields
 * LIMITS) and the multipart framing; one MiB above the CV leaves room for all of it.
 *
 * The same figure is Next's server-action body limit and the size of the body copy Next hands
 * to proxy.ts (next.config.ts). They must be equal: Next cut the proxy's copy at its 10 MB default
 * while the action accepted 11 MB, and the truncated body then failed the action with a bare 500.
 * A post above it is refused by proxy.ts (413) before anything reads the body.
 */
// No imports: next.config.ts reads this module before the '@/' paths exist.

/** The largest CV the jobs form takes (lib/forms/leads/jobs). */
export const CV_MAX_BYTES = 10 * 1024 * 1024;

export const FORM_POST_MAX_BYTES = CV_MAX_BYTES + 1024 * 1024;

/**
 * Behind deploy/nginx.conf a post over nginx's own limit reaches the site without its body, the
 * length it declared in this header (nginx sets it there and clears it on every other request), so
 * the site refuses it in words as it refuses a post it sees whole.
 */
export const REFUSED_LENGTH_HEADER = 'x-refused-length';

/** The length a post declares: nginx's word for a post it kept back, else its Content-Length. */
export function declaredLength(headers: Headers): string | null {
  return headers.get(REFUSED_LENGTH_HEADER) ?? headers.get('content-length');
}
