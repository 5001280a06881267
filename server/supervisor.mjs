// The supervisor of `npm start`: runs the production server (serve.mjs) as a child process, asks
// its health endpoint every few seconds, and replaces a server that stops answering (a blocked
// event loop answers nothing, and ignores SIGTERM: it is killed with SIGKILL) or that exits.
//
// Any HTTP answer counts as alive: a 503 from /api/health/ means the database is down, and a new
// server would not fix that. A late answer is not always a hung server: under a flood of requests
// the health request waits its turn behind all the others. The server's heartbeat (heartbeat.mjs,
// over the IPC channel) tells them apart: while its event loop turns, and some response finished
// within the last `stallMs` (a thousand requests served side by side can all finish late
// together, a cold server's first ones above all), a missed health check is not counted, since
// killing a busy server drops every request it holds and sends the same flood to a cold one. Misses before the first answer count only after a start deadline (a
// cold start reads the build). An exit nobody asked for restarts the server after a short backoff;
// too many exits in a short time mean it cannot start (a port in use, a broken build): the
// supervisor then gives up rather than loop.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEARTBEAT_ENV, HEARTBEAT_MESSAGE } from './heartbeat.mjs';

/** @import { ChildProcess, IOType } from 'node:child_process' */
/** @import { Heartbeat } from './heartbeat.mjs' */

export const SERVE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.mjs');

/**
 * @typedef {object} HealthOptions
 * @property {number} intervalMs
 * @property {number} timeoutMs
 * @property {number} maxMisses
 * @property {number} stallMs A server whose heartbeat comes is killed only when it also finished no response for this long.
 */

/** @type {Record<keyof HealthOptions, [name: string, fallback: number]>} */
const HEALTH_ENV = {
  intervalMs: ['HEALTH_INTERVAL_MS', 5000],
  timeoutMs: ['HEALTH_TIMEOUT_MS', 3000],
  maxMisses: ['HEALTH_MAX_MISSES', 3],
  stallMs: ['HEALTH_STALL_MS', 60_000],
};

/**
 * HEALTH_INTERVAL_MS, HEALTH_TIMEOUT_MS, HEALTH_MAX_MISSES, HEALTH_STALL_MS as options; throws on a value that is not a positive integer.
 * @param {Record<string, string | undefined>} env
 * @returns {HealthOptions}
 */
export function healthOptionsFromEnv(env) {
  /** @type {Partial<HealthOptions>} */
  const options = {};
  // (Object.entries types its keys as any string.)
  for (const [option, [name, fallback]] of /** @type {[keyof HealthOptions, [string, number]][]} */ (Object.entries(HEALTH_ENV))) {
    const text = env[name];
    if (text === undefined || text === '') {
      options[option] = fallback;
      continue;
    }
    if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name}: "${text}" is not a positive whole number`);
    options[option] = Number(text);
  }
  // (The loop set every option.)
  return /** @type {HealthOptions} */ (options);
}

/**
 * Where the supervisor asks: the server's health route on the address it listens on (loopback when it listens on every interface).
 * @param {{ port: number | string, hostname?: string }} address
 * @returns {string}
 */
export function healthUrlFor({ port, hostname }) {
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health/`;
}

/** @typedef {{ alive: boolean, detail: string }} HealthCheck */

/**
 * One health check: `{ alive: true, detail: 'HTTP 503' }` for any answer, else why not.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<HealthCheck>}
 */
export function probeHealth(url, timeoutMs) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { 'user-agent': 'agency-supervisor' } }, (response) => {
      settle({ alive: true, detail: `HTTP ${response.statusCode}` });
    });
    const timer = setTimeout(() => settle({ alive: false, detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) => settle({ alive: false, detail: error.code ?? error.message }));
    /** @param {HealthCheck} result */
    function settle(result) {
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    }
  });
}

/**
 * @typedef {object} SupervisorSettings
 * @property {string} healthUrl
 * @property {string} [command]
 * @property {string[]} [args]
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {IOType} [stdio]
 * @property {number} [startDeadlineMs]
 * @property {number} [crashLimit]
 * @property {number} [crashWindowMs]
 * @property {number} [backoffMs]
 * @property {number} [stopGraceMs]
 * @property {(line: string) => void} [log]
 */
/** @typedef {SupervisorSettings & Partial<HealthOptions>} SupervisorOptions */

/** @type {Required<Omit<SupervisorOptions, 'healthUrl'>>} */
const DEFAULTS = {
  command: process.execPath,
  args: [SERVE_SCRIPT],
  cwd: process.cwd(),
  env: process.env,
  stdio: 'inherit',
  intervalMs: 5000,
  timeoutMs: 3000,
  maxMisses: 3,
  startDeadlineMs: 60_000,
  stallMs: 60_000,
  crashLimit: 5,
  crashWindowMs: 60_000,
  backoffMs: 500,
  stopGraceMs: 15_000,
  // stderr: what the supervisor says (a restart above all) shows where a server's own output is not kept.
  log: (line) => console.error(`supervisor: ${line}`),
};

/**
 * Starts the server and watches it. Events: 'spawn' ({pid, child}: with `stdio: 'pipe'`, read
 * child.stdout and child.stderr there), 'healthy' ({pid}: its first answer),
 * 'restart' ({pid, reason: 'unresponsive' | 'exited'}), 'give-up' ({reason}). `finished` resolves
 * with the exit code for the supervisor's process: 0 after stop(), 1 after giving up.
 * @param {SupervisorOptions} options
 * @returns {Supervisor}
 */
export function superviseServer(options) {
  return new Supervisor({ ...DEFAULTS, ...options }).start();
}

/**
 * The events of a Supervisor, with what each gives its listeners.
 * @typedef {{
 *   spawn: [{ pid: number, child: ChildProcess }],
 *   healthy: [{ pid: number }],
 *   restart: [{ pid: number | undefined, reason: 'unresponsive' | 'exited' }],
 *   'give-up': [{ reason: string }],
 * }} SupervisorEvents
 */

/**
 * One server process and what the supervisor knows of it.
 * @typedef {object} Child
 * @property {ChildProcess} process
 * @property {number} startedAt
 * @property {boolean} answered
 * @property {number} misses
 * @property {boolean} killedForHanging
 * @property {boolean} gone
 * @property {number | null} beatAt
 * @property {number | null} progressAt
 * @property {number} served
 * @property {number} open
 * @property {boolean} busyLogged
 */

/**
 * Made by superviseServer() (which fills in the defaults); exported for its type.
 * @extends {EventEmitter<SupervisorEvents>}
 */
export class Supervisor extends EventEmitter {
  /** @type {Required<SupervisorOptions>} */
  #options;
  /** @type {Child | null} */
  #child = null;
  /** @type {Set<NodeJS.Timeout>} */
  #timers = new Set();
  /** @type {number[]} */
  #crashes = [];
  #stopping = false;
  /** @type {(code: number) => void} The resolver of `finished`, set by the constructor. */
  #resolveFinished = () => undefined;

  /** @param {Required<SupervisorOptions>} options */
  constructor(options) {
    super();
    if (!options.healthUrl) throw new Error('superviseServer: healthUrl is required');
    this.#options = options;
    /**
     * The exit code for the supervisor's process, once the server is stopped or given up on.
     * @type {Promise<number>}
     * @readonly
     */
    this.finished = new Promise((resolve) => {
      this.#resolveFinished = resolve;
    });
  }

  get pid() {
    return this.#child?.process.pid ?? null;
  }

  start() {
    const { intervalMs, timeoutMs, maxMisses, healthUrl, stallMs } = this.#options;
    this.#options.log(
      `health checks every ${intervalMs} ms on ${healthUrl} (${timeoutMs} ms to answer, restart after ${maxMisses} misses in a row; ` +
        `misses of a server whose heartbeat comes count only after ${Math.round(stallMs / 1000)} s without a finished response)`,
    );
    this.#spawn();
    return this;
  }

  /**
   * Stops the server (SIGTERM, SIGKILL after the grace) and resolves `finished` with 0.
   * @returns {Promise<number>}
   */
  stop() {
    if (this.#stopping) return this.finished;
    this.#stopping = true;
    for (const timer of this.#timers) clearTimeout(timer);
    const child = this.#child;
    if (!child) this.#finish(0);
    else {
      child.process.kill('SIGTERM');
      this.#later(this.#options.stopGraceMs, () => child.process.kill('SIGKILL'));
    }
    return this.finished;
  }

  /**
   * @param {number} ms
   * @param {() => void} action
   */
  #later(ms, action) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, ms);
    this.#timers.add(timer);
  }

  #spawn() {
    const { command, args, cwd, env, stdio, intervalMs } = this.#options;
    const heartbeatEnv = { [HEARTBEAT_ENV]: String(Math.max(10, Math.floor(intervalMs / 5))) };
    /** @type {Child} */
    const child = {
      process: spawn(command, args, { cwd, env: { ...env, ...heartbeatEnv }, stdio: ['ignore', stdio, stdio, 'ipc'] }),
      startedAt: Date.now(),
      answered: false,
      misses: 0,
      killedForHanging: false,
      gone: false,
      // From its heartbeats: when the last came, when the last showed progress (more responses
      // finished than before), and its figures.
      beatAt: null,
      progressAt: null,
      served: 0,
      open: 0,
      busyLogged: false,
    };
    this.#child = child;
    // What heartbeat.mjs sends; any other message fails the test on `type`.
    child.process.on('message', (/** @type {Heartbeat | null | undefined} */ message) => {
      if (message?.type !== HEARTBEAT_MESSAGE) return;
      const now = Date.now();
      child.beatAt = now;
      // The first heartbeat starts the clock: a server is not stalled before it could serve.
      if (message.served > child.served || child.progressAt === null) child.progressAt = now;
      child.served = message.served;
      child.open = message.open;
    });
    child.process.once('exit', (code, signal) => this.#onExit(child, signal ?? `code ${code}`));
    child.process.once('error', (error) => {
      // A process that could not be started at all never emits 'exit'.
      if (child.process.pid === undefined) this.#onExit(child, error.message);
    });
    if (child.process.pid !== undefined) {
      this.#options.log(`started the server, pid ${child.process.pid}`);
      // Deferred: the first server starts inside superviseServer(), before anyone could listen.
      // (pid: as tested just above.)
      setImmediate(() => this.emit('spawn', { pid: /** @type {number} */ (child.process.pid), child: child.process }));
    }
    this.#later(this.#options.intervalMs, () => void this.#check(child));
  }

  /** @param {Child} child */
  async #check(child) {
    if (child !== this.#child || this.#stopping) return;
    const { healthUrl, timeoutMs, maxMisses, startDeadlineMs, intervalMs, log } = this.#options;
    const probedAt = Date.now();
    const { alive, detail } = await probeHealth(healthUrl, timeoutMs);
    if (child !== this.#child || this.#stopping) return;
    if (alive) {
      child.misses = 0;
      child.busyLogged = false;
      if (!child.answered) {
        child.answered = true;
        log(`server pid ${child.process.pid} answers (${detail})`);
        // (pid: a server that did not start is gone, #onExit, before the first check.)
        this.emit('healthy', { pid: /** @type {number} */ (child.process.pid) });
      }
    } else if (this.#busyNotHung(child)) {
      if (!child.busyLogged) {
        child.busyLogged = true;
        log(`server pid ${child.process.pid} is slow to answer its health check (${detail}) but busy, not hung: ${child.open} requests open, ${child.served} answered so far; left running`);
      }
    } else if (child.answered || Date.now() - child.startedAt > startDeadlineMs) {
      child.misses += 1;
      if (child.misses >= maxMisses) {
        const pid = child.process.pid;
        const since = child.answered ? 'in a row' : `and never answered since its start ${Math.round((Date.now() - child.startedAt) / 1000)} s ago`;
        log(`server pid ${pid} missed ${child.misses} health checks ${since} (last: ${detail}): killing it with SIGKILL (a blocked event loop ignores SIGTERM) and starting a new one`);
        child.killedForHanging = true;
        child.process.kill('SIGKILL');
        return;
      }
    }
    this.#later(Math.max(0, intervalMs - (Date.now() - probedAt)), () => void this.#check(child));
  }

  /**
   * Its event loop turned within the last check's span, and a response finished within `stallMs`.
   * @param {Child} child
   */
  #busyNotHung(child) {
    const { intervalMs, timeoutMs, stallMs } = this.#options;
    const now = Date.now();
    // (progressAt is set with the first heartbeat's beatAt.)
    return child.beatAt !== null && now - child.beatAt <= intervalMs + timeoutMs && now - /** @type {number} */ (child.progressAt) <= stallMs;
  }

  /**
   * @param {Child} child
   * @param {string} how
   */
  #onExit(child, how) {
    if (child.gone) return;
    child.gone = true;
    if (child !== this.#child) return;
    this.#child = null;
    const pid = child.process.pid;
    if (this.#stopping) return this.#finish(0);
    if (child.killedForHanging) {
      this.emit('restart', { pid, reason: 'unresponsive' });
      return this.#spawn();
    }
    const { crashLimit, crashWindowMs, backoffMs, log } = this.#options;
    const now = Date.now();
    this.#crashes = [...this.#crashes.filter((at) => now - at < crashWindowMs), now];
    if (this.#crashes.length >= crashLimit) {
      const reason = `the server exited ${this.#crashes.length} times within ${Math.round(crashWindowMs / 1000)} s (last: pid ${pid ?? '-'}, ${how}): giving up`;
      log(reason);
      this.emit('give-up', { reason });
      return this.#finish(1);
    }
    const delay = backoffMs * 2 ** (this.#crashes.length - 1);
    log(`server pid ${pid ?? '-'} exited unexpectedly (${how}): starting a new one in ${delay} ms`);
    this.emit('restart', { pid, reason: 'exited' });
    this.#later(delay, () => this.#spawn());
  }

  /** @param {number} code */
  #finish(code) {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#resolveFinished(code);
  }
}
