// The site as an agency serves it: deploy/nginx.conf in front (HTTPS with a self-signed certificate
// made on the spot, HTTP/2, the front cache), so that Lighthouse measures what a visitor's phone
// gets and not only the bare Node server, which speaks HTTP/1.1 (six connections per host: a page's
// seventh render-blocking request waits for a free one). The floor app gets the same front, so
// that the ratios compare like with like.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { selfSignedCertificate, startNginx } from '../tests/harness/front-cache/nginx.mjs';
import { httpsFetcher } from '../tests/harness/stack/https-client.mjs';

/**
 * One nginx per upstream, each on its own HTTPS port (and the port-80 server's stand-in on
 * `httpPort`). `fronts` maps a name to { upstreamPort, httpsPort, httpPort }. Resolves
 * { origins: { name: 'https://127.0.0.1:port' }, warm(urls), stop() }.
 */
export async function startDeployedFronts(dir, fronts) {
  const certificate = selfSignedCertificate(path.join(dir, 'tls'));
  const webroot = path.join(dir, 'certbot');
  mkdirSync(webroot, { recursive: true });
  const started = [];
  const origins = {};
  try {
    for (const [name, { upstreamPort, httpsPort, httpPort }] of Object.entries(fronts)) {
      started.push(
        await startNginx({
          dir: path.join(dir, `nginx-${name}`),
          listenPort: httpsPort,
          upstreamPorts: [upstreamPort],
          tls: { httpPort, webroot, ...certificate },
        }),
      );
      origins[name] = `https://127.0.0.1:${httpsPort}`;
    }
  } catch (error) {
    await Promise.all(started.map((nginx) => nginx.stop()));
    throw error;
  }
  const secureFetch = httpsFetcher(readFileSync(certificate.certificate, 'utf8'));
  return {
    origins,
    /**
     * Each page asked twice as a browser asks it (compressed), so that every measured visit is
     * served as a visitor after the first is: from nginx's cache. Resolves { url: cache status of
     * the second answer }.
     */
    async warm(urls) {
      const statuses = {};
      for (const url of urls) {
        let answer;
        for (let i = 0; i < 2; i += 1)
          answer = await secureFetch(url, {
            headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
          });
        statuses[url] =
          `${answer.status} ${answer.headers.get('x-cache-status') ?? 'no cache status'}`;
      }
      return statuses;
    },
    stop: () => Promise.all(started.map((nginx) => nginx.stop())),
  };
}
