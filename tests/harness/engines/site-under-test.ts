import { startFakeTagServer } from './fake-tag-server';
import { startRecordingProxy } from './recording-proxy';
import { startSite } from './site-server';

/**
 * What the browsers of the cross-engine suite and of the screenshots talk to: the e2e build served
 * on ENGINES_PORT (default 3700; the next port holds its embedded database), reached through the
 * recording proxy, with the fake analytics tags answering on their localhost origin.
 */
export async function startSiteUnderTest(): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = Number(process.env.ENGINES_PORT ?? 3700);
  const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
  const tags = await startFakeTagServer();
  const site = await startSite({ port, distDir }).catch(async (error: unknown) => {
    await tags.close();
    throw error;
  });
  const proxy = await startRecordingProxy(site.origin);
  return {
    origin: proxy.origin,
    stop: async () => {
      await proxy.close();
      await site.stop();
      await tags.close();
    },
  };
}
