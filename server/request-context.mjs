// What is known of the request being served, for whatever logs while it is: serve.mjs runs each
// request's handling inside `requestContext.run(...)`, and every line the logger writes then
// (Next's, the app's console.error/warn, the `[security]` lines) carries its id (logger.mjs).
// Work started outside a request (the mail dispatcher, the CRM schedule) logs without one.
import { AsyncLocalStorage } from 'node:async_hooks';

/** @typedef {{ id: string }} RequestContext */

/** @type {AsyncLocalStorage<RequestContext>} */
export const requestContext = new AsyncLocalStorage();

/** @returns {string | undefined} */
export function currentRequestId() {
  return requestContext.getStore()?.id;
}
