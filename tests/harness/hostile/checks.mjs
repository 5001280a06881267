// What a hostile request must never get back: a 5xx, no answer, a stack trace or a file path of
// the server, what it sent reflected raw into the page, or a redirect to another site.

/** Lines of a JavaScript stack, Node internals, source positions of a bundle. */
const STACK = [/\n\s+at [\w$.<>[\] ]+ \(/, /\bnode:internal\//, /\.(?:js|mjs|ts|tsx):\d+:\d+/, /\bnode_modules\//, /turbopack:\/\//];

/**
 * The problems of one answer. `marker` is the string with markup the request carried; `root` the
 * server's directory, which no body may name.
 */
export function problemsOf(response, { marker, root, origin }) {
  const problems = [];
  if (response.hang) return ['no answer (hang or dropped connection)'];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  const body = response.body.toString('utf8');
  if (STACK.some((pattern) => pattern.test(body))) problems.push('stack trace or source position in the body');
  if (root && body.includes(root)) problems.push('server file path in the body');
  if (marker && body.includes(marker)) problems.push('input reflected raw');
  const location = response.headers.location;
  if (location && response.status >= 300 && response.status < 400) {
    try {
      const target = new URL(location, origin);
      if (target.origin !== origin) problems.push(`redirect off-site to ${location.slice(0, 80)}`);
    } catch {
      problems.push(`unparsable redirect ${location.slice(0, 80)}`);
    }
  }
  return problems;
}
