/**
 * The spam check of a visitor without JavaScript (the ALTCHA proof of work runs in the browser):
 * a form sent without a solved ALTCHA comes back with a small sum to answer ('how much is 4 plus
 * 3?'). The question is stateless: its token carries the expiry and a nonce, signed with the
 * ALTCHA key over the answer, so only the right answer verifies; the signature is then stored like
 * an ALTCHA solution (captcha_uses), so each answered question sends one form.
 */
import 'server-only';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaCheck } from './captcha';

export type CaptchaQuestion = { a: number; b: number; token: string };

const QUESTION_TTL_SECONDS = 30 * 60;

function sign(key: string, expiresAt: number, nonce: string, answer: number): string {
  return createHmac('sha256', key).update(`question.${expiresAt}.${nonce}.${answer}`).digest('base64url');
}

export function createCaptchaQuestion(key: string, now = Date.now()): CaptchaQuestion {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const expiresAt = Math.floor(now / 1000) + QUESTION_TTL_SECONDS;
  const nonce = randomBytes(9).toString('base64url');
  return { a, b, token: `${expiresAt}.${nonce}.${sign(key, expiresAt, nonce, a + b)}` };
}

export function verifyCaptchaQuestion(key: string, token: unknown, answer: unknown, now = Date.now()): CaptchaCheck {
  if (typeof token !== 'string' || typeof answer !== 'string') return { ok: false };
  const match = /^(\d{1,12})\.([\w-]{12})\.([\w-]{43})$/.exec(token);
  const value = answer.trim();
  if (!match || !/^\d{1,3}$/.test(value)) return { ok: false };
  const [, expires, nonce, signature] = match as unknown as [string, string, string, string];
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now) return { ok: false };
  const expected = Buffer.from(sign(key, expiresAt, nonce, Number(value)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  return { ok: true, signature: `question:${signature}`, expiresAt: new Date(expiresAt * 1000) };
}
