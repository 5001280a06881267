export interface DbServerHandle {
  url: string;
  stop(): Promise<void>;
}
export function startDbServer(options?: { dataDir?: string; port?: number; host?: string; portFallback?: boolean }): Promise<DbServerHandle>;
export function runningServerOf(dataDir: string): { owner: number; url: string } | null;
export class DataDirInUse extends Error {
  readonly owner: number;
  readonly url: string | null;
}
