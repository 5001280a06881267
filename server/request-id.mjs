// The id of each request, in the access log, on every log line written while it is served
// (request-context.mjs) and in the `x-request-id` response header, so a visitor's report, the
// front proxy's log and the site's log meet on one value. A proxy in TRUSTED_PROXIES may hand its
// own id (nginx's $request_id) in X-Request-Id; from anyone else the header is a claim that could
// forge or flood log lines, and a new id is made.
import { randomUUID } from 'node:crypto';

/** @import { IncomingMessage } from 'node:http' */
/** @import { TrustedProxies } from './front-guard.mjs' */

export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and the punctuation of the usual formats (UUID, nginx's hex, AWS's
// `Root=1-…`), 8 to 128 of them: nothing a log reader or a terminal could misread. A repeated
// header arrives joined with ', ' and fails on the space.
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+/-]{7,127}$/;

/**
 * @param {unknown} text
 * @returns {text is string}
 */
export function isSaneRequestId(text) {
  return typeof text === 'string' && SANE_ID.test(text);
}

/**
 * The request's id: the one a trusted proxy sent when it is sane, else a new UUID.
 * @param {Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string | undefined } }} req
 * @param {TrustedProxies} trusted
 * @returns {string}
 */
export function requestIdFor(req, trusted) {
  const given = req.headers[REQUEST_ID_HEADER];
  if (trusted.has(req.socket.remoteAddress) && isSaneRequestId(given)) return given;
  return randomUUID();
}
