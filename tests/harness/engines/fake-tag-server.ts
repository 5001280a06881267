import http from 'node:http';
import { FAKE_TAG_SCRIPTS, FAKE_TAGS } from '@/e2e/fake-tags';

/**
 * The e2e build loads its analytics tags from FAKE_TAGS.origin (localhost:3199) once a visitor
 * agrees: this server answers there with the fake tags of e2e/fake-tags.ts (204 for their hits), as
 * e2e/fixtures.ts does by routing in Playwright, so an accepted cookie dialog loads real scripts
 * and no console error comes from a refused connection. `paths` lists what was asked, in order.
 * When the port is taken (another run of this suite), that server answers the same.
 */
export async function startFakeTagServer(): Promise<{ paths: string[]; close(): Promise<void> }> {
  const paths: string[] = [];
  const port = Number(new URL(FAKE_TAGS.origin).port);
  const servers: http.Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', FAKE_TAGS.origin);
      paths.push(url.pathname);
      const body = FAKE_TAG_SCRIPTS[url.pathname];
      if (body) response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
      else response.writeHead(204).end();
    });
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE')
          console.warn(`engines: ${host}:${port} is taken; its server answers the tag requests`);
        resolve(false);
      });
      server.listen(port, host, () => resolve(true));
    });
    if (listening) servers.push(server);
  }
  return {
    paths,
    close: async () => {
      await Promise.all(
        servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
      );
    },
  };
}
