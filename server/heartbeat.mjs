// The server's side of its supervisor's liveness check (supervisor.mjs). Over the IPC channel the
// supervisor opened, the server reports how many responses it has finished and how many requests
// are open: every SUPERVISOR_HEARTBEAT_MS from a timer, and also from the finishing of a response
// when the timer's beat is late. Under a flood the loop runs one long stretch of a thousand
// renders' callbacks before any timer; responses still finish in it, and each finished one may
// beat. A loop that is really stuck finishes nothing and sends nothing. So a server slowed down by
// a flood (its health answer waits its turn behind a thousand others) is told apart from a hung one.

export const HEARTBEAT_ENV = 'SUPERVISOR_HEARTBEAT_MS';
export const HEARTBEAT_MESSAGE = 'agency-heartbeat';

/**
 * What the server sends its supervisor at every beat.
 * @typedef {object} Heartbeat
 * @property {typeof HEARTBEAT_MESSAGE} type
 * @property {number} served responses finished so far
 * @property {number} open requests not yet closed
 */

/**
 * Under a supervisor that asks for it (an IPC channel and SUPERVISOR_HEARTBEAT_MS): counts the
 * requests of `server` (`served`: responses finished, `open`: requests not yet closed) and beats.
 * Returns the counts, or null when nobody listens.
 * @param {import('node:http').Server} server
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ served: number, open: number } | null}
 */
export function startHeartbeat(server, env = process.env) {
  const intervalMs = Number(env[HEARTBEAT_ENV]);
  if (!process.connected || !Number.isInteger(intervalMs) || intervalMs < 1) return null;
  const counts = { served: 0, open: 0 };
  let beatAt = 0;
  const beat = () => {
    beatAt = Date.now();
    // (process.send exists whenever the process is connected: it has an IPC channel.)
    if (process.connected) process.send?.(/** @satisfies {Heartbeat} */ ({ type: HEARTBEAT_MESSAGE, served: counts.served, open: counts.open }));
  };
  server.on('request', (_req, res) => {
    counts.open += 1;
    // 'finish': the whole answer was handed to the network. A request closed without it (the
    // client gave up, as the supervisor's timed-out probe does) is no sign of progress.
    res.once('finish', () => {
      counts.served += 1;
      if (Date.now() - beatAt >= intervalMs) beat();
    });
    res.once('close', () => {
      counts.open -= 1;
    });
  });
  beat();
  setInterval(beat, intervalMs).unref();
  return counts;
}
