// The server's side of its supervisor's liveness check (supervisor.mjs). Over the IPC channel the
// supervisor opened, the server reports every SUPERVISOR_HEARTBEAT_MS how many responses it has
// finished and how many requests are open. A heartbeat proves the event loop turns; a growing
// `served` proves requests get through. So a server slowed down by a flood of requests (its health
// answer waits its turn behind a thousand others) is told apart from one that is hung.

export const HEARTBEAT_ENV = 'SUPERVISOR_HEARTBEAT_MS';
export const HEARTBEAT_MESSAGE = 'agency-heartbeat';

/** Counts the requests of `server`: `served` = responses finished, `open` = requests not yet closed. */
export function countRequests(server) {
  const counts = { served: 0, open: 0 };
  server.on('request', (_req, res) => {
    counts.open += 1;
    // 'finish': the whole answer was handed to the network. A request closed without it (the
    // client gave up, as the supervisor's timed-out probe does) is no sign of progress.
    res.once('finish', () => {
      counts.served += 1;
    });
    res.once('close', () => {
      counts.open -= 1;
    });
  });
  return counts;
}

/** Sends the counts to the supervisor every SUPERVISOR_HEARTBEAT_MS, when run under one that asks for it. */
export function startHeartbeat(counts, env = process.env) {
  const intervalMs = Number(env[HEARTBEAT_ENV]);
  if (!process.connected || !Number.isInteger(intervalMs) || intervalMs < 1) return null;
  const beat = () => {
    if (process.connected) process.send({ type: HEARTBEAT_MESSAGE, served: counts.served, open: counts.open });
  };
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return timer;
}
