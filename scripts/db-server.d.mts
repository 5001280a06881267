export interface DbServerHandle {
  url: string;
  stop(): Promise<void>;
}
export function startDbServer(options?: { dataDir?: string; port?: number; host?: string }): Promise<DbServerHandle>;
