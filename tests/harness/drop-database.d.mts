export function dropDatabase(
  client: { query(text: string, values?: unknown[]): Promise<unknown> },
  name: string,
): Promise<void>;
