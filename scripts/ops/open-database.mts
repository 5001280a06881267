/**
 * The database a command-line script works on: DATABASE_URL, else the embedded database in
 * .data/pglite (opened directly, or through the running `npm start` server, whose port it writes
 * beside the directory).
 */
import { DataDirInUse, startDbServer } from '../../server/db-server.mjs';

export async function openDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  try {
    return await startDbServer({ dataDir: process.env.PGLITE_DIR || '.data/pglite', port: 0 });
  } catch (error) {
    if (error instanceof DataDirInUse && error.url) return { url: error.url, stop: async () => undefined };
    throw error;
  }
}
