// The production server's log: one JSON object per line on stdout (pino), each written during a
// request carrying its id (`reqId`, request-context.mjs). Everything the process prints goes
// through it: routeConsoleThrough() turns console.log/info/warn/error/debug, Next's and the app's
// (lib/), into log lines of the matching level. LOG_FORMAT=text prints the same lines for a person
// at a terminal (`npm start` chooses it when its output is a terminal); LOG_LEVEL (info) filters.
import { format } from 'node:util';
import { pino } from 'pino';
import { currentRequestId } from './request-context.mjs';

/** @import { Logger } from 'pino' */

/** @typedef {'json' | 'text'} LogFormat */

const LEVEL_NAMES = /** @type {Record<number, string>} */ ({ 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' });

/**
 * One JSON log line as a person reads it: time, level, message, the request's id, an error's stack.
 * @param {string} line
 * @returns {string}
 */
export function textLineOf(line) {
  /** @type {{ time?: string, level?: number, msg?: string, reqId?: string, err?: { stack?: string } }} */
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = LEVEL_NAMES[entry.level ?? 30] ?? 'INFO';
  const id = entry.reqId ? ` [${entry.reqId}]` : '';
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
  return `${time} ${level.padEnd(5)} ${entry.msg ?? ''}${id}${stack}\n`;
}

/**
 * @param {{ level?: string, format?: LogFormat, destination?: { write(line: string): unknown } }} [options]
 * @returns {Logger}
 */
export function createLogger({ level = 'info', format: logFormat = 'json', destination } = {}) {
  const out = destination ?? process.stdout;
  const stream = logFormat === 'text' ? { write: (/** @type {string} */ line) => out.write(textLineOf(line)) } : destination;
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin() {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    // No destination: pino's own synchronous stdout, whose lines a process.exit() does not lose.
    stream ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * LOG_FORMAT and LOG_LEVEL; throws on a value it does not know.
 * @param {Record<string, string | undefined>} env
 * @returns {{ format: LogFormat, level: string }}
 */
export function logSettingsFromEnv(env) {
  const logFormat = env.LOG_FORMAT || 'json';
  if (logFormat !== 'json' && logFormat !== 'text') throw new Error(`LOG_FORMAT: "${logFormat}" is neither json nor text`);
  const level = env.LOG_LEVEL || 'info';
  if (!['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'].includes(level)) throw new Error(`LOG_LEVEL: "${level}" is not a pino level (debug, info, warn, error…)`);
  return { format: logFormat, level };
}

// `[security] {"event":…}` (lib/server/security-log.ts) and the like: a tag and a JSON object.
const TAGGED_OBJECT = /^\[([a-z][a-z-]*)\] (\{.*\})$/s;

/**
 * A console call's arguments as pino's (fields, message): the first Error becomes `err` (its stack
 * kept for the log, never for a visitor), a tagged JSON object its fields under its tag's name, the
 * rest the message as console would have printed it.
 * @param {unknown[]} args
 * @returns {[Record<string, unknown>, string]}
 */
export function logArgumentsOf(args) {
  const error = args.find((arg) => arg instanceof Error);
  const rest = error ? args.filter((arg) => arg !== error) : args;
  /** @type {Record<string, unknown>} */
  const fields = error ? { err: error } : {};
  const message = rest.length ? format(...rest) : error instanceof Error ? error.message : '';
  const tagged = TAGGED_OBJECT.exec(message);
  if (tagged) {
    const [, tag, json] = /** @type {[string, string, string]} */ (/** @type {unknown} */ (tagged));
    try {
      const object = JSON.parse(json);
      if (object && typeof object === 'object' && !Array.isArray(object)) {
        const summary = typeof object.event === 'string' ? object.event : typeof object.message === 'string' ? object.message : '';
        return [{ ...fields, tag, [tag]: object }, summary ? `[${tag}] ${summary}` : `[${tag}]`];
      }
    } catch {
      // Not JSON after all: logged as written.
    }
  }
  return [fields, message];
}

/**
 * Sends console.log/info/debug/warn/error of this process to `logger`.
 * @param {Logger} logger
 */
export function routeConsoleThrough(logger) {
  /** @type {Array<['log' | 'info' | 'debug' | 'warn' | 'error', 'info' | 'debug' | 'warn' | 'error']>} */
  const routes = [
    ['log', 'info'],
    ['info', 'info'],
    ['debug', 'debug'],
    ['warn', 'warn'],
    ['error', 'error'],
  ];
  for (const [method, level] of routes) {
    console[method] = (...args) => {
      const [fields, message] = logArgumentsOf(args);
      logger[level](fields, message);
    };
  }
}
