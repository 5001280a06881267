/**
 * Password hashing with Node's scrypt (memory-hard, no native add-on). The stored form carries its
 * parameters, `scrypt$N$r$p$salt$hash` (base64url): hashes made with older, cheaper parameters
 * still verify, and a login with one stores a new hash at today's cost (`needsRehash`).
 * Passwords are never stored or logged in clear.
 */
import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum (2^17, r 8, p 1): 128 MiB and a few hundred milliseconds per hash. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** A stored N above this is corrupt, not strong: verifying it would claim gigabytes. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses anything above maxmem (32 MiB by default).
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: string; hash: string } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0) || cost.N > MAX_N) return null;
  return { cost, salt, hash };
}

/** True when `password` matches `stored`; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const key = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed.cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when `stored` was made with a lower cost than `target`: the next successful login replaces it. */
export function needsRehash(stored: string, target: ScryptCost = PASSWORD_COST): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { cost } = parsed;
  return cost.N < target.N || cost.r < target.r || cost.p < target.p;
}

/** A hash of a random password: verifying against it costs as much as a real one (no timing oracle). */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
