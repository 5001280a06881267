// The embedded database's password check. pglite-socket has no authentication: PGlite answers a
// StartupMessage with AuthenticationOk, so any local process could read owners' and staff's rows.
// Every message of a connection passes through the server's query queue (db-server.mjs replaces
// it), so the check sits there, in the Postgres wire protocol's own startup: the gate keeps a
// connection's StartupMessage, asks for a cleartext password (AuthenticationCleartextPassword,
// which `pg` and psql answer), and hands the StartupMessage to PGlite only once the password is
// right. Nothing a connection sends before that reaches the database.
// Cleartext is enough here: the server listens on 127.0.0.1 only, and whoever can read the
// loopback traffic (root) can read the password file too; MD5 or SCRAM would add code, not safety.
import { createHash, timingSafeEqual } from 'node:crypto';

const PROTOCOL_3 = 196608;
const PASSWORD_MESSAGE = 0x70; // 'p'

/**
 * An ErrorResponse (FATAL) with its SQLSTATE, as Postgres sends when it refuses a connection.
 * @param {string} code
 * @param {string} message
 */
export function fatalError(code, message) {
  const fields = Buffer.concat(
    [['S', 'FATAL'], ['V', 'FATAL'], ['C', code], ['M', message]].map(([type, value]) => Buffer.from(`${type}${value}\0`)),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(body.length + 4, 1);
  return new Uint8Array(Buffer.concat([head, body]));
}

const ASK_FOR_PASSWORD = new Uint8Array([0x52, 0, 0, 0, 8, 0, 0, 0, 3]); // 'R', length 8, cleartext
const digest = (/** @type {Buffer | string} */ value) => createHash('sha256').update(value).digest();

/**
 * @typedef {object} Queue the interface PGLiteSocketHandler calls on `server.queryQueue`
 * @property {(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) => Promise<number>} enqueue
 * @property {(handlerId: number) => void} clearQueueForHandler
 * @property {(handlerId: number) => Promise<void>} clearTransactionIfNeeded
 * @property {() => number} getQueueLength
 */

/** A query queue that lets a connection's messages through to `inner` once its password is right. */
export class PasswordGate {
  /**
   * @param {Queue} inner
   * @param {string} password
   */
  constructor(inner, password) {
    this.inner = inner;
    this.expected = digest(password);
    /** @type {Map<number, Uint8Array>} the StartupMessage of each connection still asked for its password */
    this.waiting = new Map();
    /** @type {Set<number>} the connections that gave the right password */
    this.admitted = new Set();
  }

  /**
   * @param {number} handlerId
   * @param {Uint8Array} message
   * @param {(data: Uint8Array) => void} onData
   * @returns {Promise<number>}
   */
  async enqueue(handlerId, message, onData) {
    if (this.admitted.has(handlerId)) return this.inner.enqueue(handlerId, message, onData);
    const bytes = Buffer.from(message);
    const startup = this.waiting.get(handlerId);
    if (!startup) {
      if (bytes.length < 8 || bytes.readInt32BE(4) !== PROTOCOL_3) return this.#refuse(onData, '08P01', 'expected a startup message');
      this.waiting.set(handlerId, message);
      onData(ASK_FOR_PASSWORD);
      return ASK_FOR_PASSWORD.length;
    }
    this.waiting.delete(handlerId);
    if (bytes[0] !== PASSWORD_MESSAGE) return this.#refuse(onData, '08P01', 'expected a password message');
    // 'p', length, the password and its NUL.
    const given = bytes.subarray(5, bytes.length - 1);
    if (!timingSafeEqual(digest(given), this.expected)) {
      return this.#refuse(onData, '28P01', 'password authentication failed for the embedded database');
    }
    this.admitted.add(handlerId);
    return this.inner.enqueue(handlerId, startup, onData);
  }

  /**
   * Answers the refusal, then fails the message: pglite-socket closes a connection whose message fails.
   * @param {(data: Uint8Array) => void} onData
   * @param {string} code
   * @param {string} text
   * @returns {never}
   */
  #refuse(onData, code, text) {
    onData(fatalError(code, text));
    throw new Error(`db-server: connection refused (${text})`);
  }

  /** @param {number} handlerId */
  clearQueueForHandler(handlerId) {
    this.waiting.delete(handlerId);
    if (this.admitted.has(handlerId)) this.inner.clearQueueForHandler(handlerId);
  }

  /** @param {number} handlerId */
  async clearTransactionIfNeeded(handlerId) {
    if (!this.admitted.delete(handlerId)) return;
    await this.inner.clearTransactionIfNeeded(handlerId);
  }

  getQueueLength() {
    return this.inner.getQueueLength();
  }
}
