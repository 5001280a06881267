/**
 * ALTCHA proof of work (DESIGN.md "captcha"): self-hosted, no third party. The challenge is signed
 * with an HMAC key shared by every instance (`ALTCHA_HMAC_KEY`, or a key kept in `.data/`), and a
 * solved challenge is accepted once: its signature is stored with the lead (table captcha_uses).
 */
import 'server-only';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CAPTCHA_ANSWER_FIELD, CAPTCHA_FIELD, CAPTCHA_TOKEN_FIELD } from '@/lib/forms/meta';
import { createCaptchaQuestion, verifyCaptchaQuestion, type CaptchaQuestion } from './captcha-question';
import { getEnv } from './env';

const CHALLENGE_TTL_SECONDS = 20 * 60;

let cachedKey: string | undefined;

/**
 * The HMAC key: the environment's, else one generated once and kept in DATA_DIR, readable by its
 * owner only (it signs captchas and preview links); a key file an older version left readable by
 * all is narrowed when read.
 */
export function altchaKey(): string {
  if (cachedKey) return cachedKey;
  const env = getEnv();
  if (env.ALTCHA_HMAC_KEY) return (cachedKey = env.ALTCHA_HMAC_KEY);
  const file = path.join(env.DATA_DIR, 'altcha.key');
  try {
    cachedKey = readFileSync(file, 'utf8').trim();
    chmodSync(file, 0o600);
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
    const key = randomBytes(32).toString('hex');
    try {
      writeFileSync(file, key, { flag: 'wx', mode: 0o600 });
      cachedKey = key;
    } catch {
      cachedKey = readFileSync(file, 'utf8').trim(); // another instance wrote it first
    }
  }
  return cachedKey;
}

export async function createCaptchaChallenge(): Promise<Challenge> {
  const env = getEnv();
  return createChallenge({
    algorithm: 'SHA-256',
    cost: env.ALTCHA_COST,
    counter: randomInt(env.ALTCHA_MAX_NUMBER),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: altchaKey(),
  });
}

export type CaptchaCheck = { ok: true; signature: string; expiresAt: Date } | { ok: false };

function decodePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 8192) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof json !== 'object' || json === null) return null;
    const { challenge, solution } = json as { challenge?: Challenge; solution?: Solution };
    if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string') return null;
    if (!challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object' || typeof solution.derivedKey !== 'string') return null;
    if (!Number.isSafeInteger(solution.counter) || solution.counter < 0) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** Checks the widget's payload (base64 JSON of challenge + solution): signature, expiry, solution. */
export async function verifyCaptcha(payload: unknown): Promise<CaptchaCheck> {
  const decoded = decodePayload(payload);
  if (!decoded) return { ok: false };
  try {
    if (decoded.challenge.parameters.algorithm !== 'SHA-256') return { ok: false };
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: altchaKey(),
    });
    if (!result.verified) return { ok: false };
    const expires = decoded.challenge.parameters.expiresAt;
    return {
      ok: true,
      signature: decoded.challenge.signature as string,
      expiresAt: new Date((expires ?? Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS) * 1000),
    };
  } catch {
    return { ok: false };
  }
}

/**
 * The spam check of a form post: the ALTCHA solution the widget added, or, from a browser that
 * ran no JavaScript, the answer to the question the previous answer asked (./captcha-question).
 */
export async function verifyFormCaptcha(fields: Record<string, unknown>): Promise<CaptchaCheck> {
  const payload = fields[CAPTCHA_FIELD];
  if (typeof payload === 'string' && payload !== '') return verifyCaptcha(payload);
  return verifyCaptchaQuestion(altchaKey(), fields[CAPTCHA_TOKEN_FIELD], fields[CAPTCHA_ANSWER_FIELD]);
}

/** A new question for a form that came back without a solved ALTCHA. */
export function newCaptchaQuestion(): CaptchaQuestion {
  return createCaptchaQuestion(altchaKey());
}
