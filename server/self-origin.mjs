// The host name the server gives Next, and the origin Next forwards server actions to, from the
// address it listens on (HOSTNAME).
//
// Next builds each request's URL from the host name it was given, while the URL proxy.ts sees calls
// every loopback address `localhost` (NextURL). Given 127.0.0.1, a rewrite by proxy.ts then looks
// like one to another origin, which Next proxies to http://localhost:PORT, which rewrites again: a
// loop that hangs 30 s and ends in a 500. So any loopback or wildcard address is `localhost` for
// Next; a real name (a container's) is kept. The forwarding origin keeps a loopback literal, since
// `localhost` may resolve to ::1 where only 127.0.0.1 listens.

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;
const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

/**
 * @param {string} hostname the address listened on
 * @param {number} port
 * @returns {{ nextHostname: string, origin: string }}
 */
export function selfAddressesFor(hostname, port) {
  const host = hostname.trim();
  if (WILDCARD.has(host)) return { nextHostname: 'localhost', origin: `http://localhost:${port}` };
  if (LOOPBACK.test(host)) {
    const literal = host.toLowerCase() === 'localhost' ? 'localhost' : host.replace(/^\[|\]$/g, '');
    return { nextHostname: 'localhost', origin: `http://${literal.includes(':') ? `[${literal}]` : literal}:${port}` };
  }
  return { nextHostname: host, origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}` };
}
