/**
 * The watchers' call to this process's /api/revalidate (lib/server/crm/revalidation): with the
 * process's token, and once more a moment later, so that a page rendered from the old data and
 * written to Next's cache after the first call is rendered again.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isRevalidationToken,
  REVALIDATION_HEADER,
  requestRevalidation,
} from '@/lib/server/crm/revalidation';

type Asked = { paths: unknown; token: boolean };

async function revalidateRoute(status: number) {
  const asked: Asked[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const token = request.headers[REVALIDATION_HEADER];
      asked.push({
        paths: (JSON.parse(body) as { paths: unknown }).paths,
        token: isRevalidationToken(typeof token === 'string' ? token : null),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    asked,
    port: String((server.address() as AddressInfo).port),
    close: () => server.close(),
  };
}

let close: (() => void) | null = null;
afterEach(() => close?.());

describe('requestRevalidation', () => {
  it('asks with the process token, and asks once more after the echo delay', async () => {
    const route = await revalidateRoute(200);
    close = route.close;
    expect(await requestRevalidation(['/nl/news', '/fr/news'], route.port, 30)).toBe(true);
    expect(route.asked).toEqual([{ paths: ['/nl/news', '/fr/news'], token: true }]);
    await vi.waitFor(() => expect(route.asked).toHaveLength(2));
    expect(route.asked[1]).toEqual({ paths: ['/nl/news', '/fr/news'], token: true });
  });

  it('asks for every page the same way', async () => {
    const route = await revalidateRoute(200);
    close = route.close;
    expect(await requestRevalidation('all', route.port, 30)).toBe(true);
    await vi.waitFor(() => expect(route.asked.map((a) => a.paths)).toEqual(['all', 'all']));
  });

  it('reports a refusal, and does not echo what was not done (the watcher keeps the pages and asks again)', async () => {
    const route = await revalidateRoute(403);
    close = route.close;
    expect(await requestRevalidation(['/nl'], route.port, 10)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(route.asked).toHaveLength(1);
  });

  it('reports a server that does not answer', async () => {
    const route = await revalidateRoute(200);
    route.close();
    expect(await requestRevalidation(['/nl'], route.port, 10)).toBe(false);
  });
});
