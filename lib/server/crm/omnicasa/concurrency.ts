/** A gate letting at most `limit` tasks run at once; the others wait their turn, in order. */
import 'server-only';
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    // A finishing task hands its place over directly, so none can slip in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * `fn` over `items`, at most `limit` at a time, results in the order of `items`. After a failure
 * (or once `signal` aborts) no new item starts; the ones under way are waited for, then the first
 * error is thrown.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const state: { next: number; failed: boolean; error: unknown } = {
    next: 0,
    failed: false,
    error: undefined,
  };
  async function worker(): Promise<void> {
    while (!state.failed && state.next < items.length) {
      if (signal?.aborted) {
        Object.assign(state, { failed: true, error: signal.reason });
        break;
      }
      const index = state.next++;
      try {
        results[index] = await fn(items[index]!);
      } catch (error) {
        if (!state.failed) Object.assign(state, { failed: true, error });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (state.failed) throw state.error;
  return results;
}
