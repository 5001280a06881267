import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/altcha/route';
import { createCaptchaChallenge, verifyCaptcha } from '@/lib/server/captcha';
import { createCaptchaQuestion, verifyCaptchaQuestion } from '@/lib/server/captcha-question';
import { resetEnvCache } from '@/lib/server/env';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solvedPayload(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve');
  return { challenge, solution };
}

describe('ALTCHA proof of work', () => {
  beforeAll(() => {
    process.env.ALTCHA_HMAC_KEY = 'test-key-0123456789abcdef';
    process.env.ALTCHA_MAX_NUMBER = '2000';
    resetEnvCache();
  });

  it('accepts the solution of a challenge it signed', async () => {
    const payload = await solvedPayload(await createCaptchaChallenge());
    const check = await verifyCaptcha(encode(payload));
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.signature).toBe(payload.challenge.signature);
  });

  it('refuses a wrong solution, a tampered challenge, an expired one and garbage', async () => {
    const payload = await solvedPayload(await createCaptchaChallenge());
    const wrong = { ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1, derivedKey: '00' } };
    expect((await verifyCaptcha(encode(wrong))).ok).toBe(false);
    const tampered = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 2 } } };
    expect((await verifyCaptcha(encode(tampered))).ok).toBe(false);
    const expiredChallenge = await createCaptchaChallenge();
    const expired = await solvedPayload({ ...expiredChallenge });
    expired.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 10; // breaks the signature too
    expect((await verifyCaptcha(encode(expired))).ok).toBe(false);
    for (const junk of [undefined, '', 'not base64 !', encode({}), encode([1]), 42, { a: 1 }, 'x'.repeat(10_000)]) {
      expect((await verifyCaptcha(junk)).ok).toBe(false);
    }
  });

  it('serves a fresh, uncached challenge at /api/altcha', async () => {
    const response = await GET();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Challenge;
    expect(body.parameters.algorithm).toBe('SHA-256');
    expect(typeof body.signature).toBe('string');
  });
});

describe('the question asked without JavaScript', () => {
  const key = 'question-key';
  const answerOf = (q: { a: number; b: number }) => String(q.a + q.b);

  it('accepts the right answer once per question signature, with its expiry', () => {
    const question = createCaptchaQuestion(key);
    expect(question.a).toBeGreaterThanOrEqual(1);
    expect(question.b).toBeLessThanOrEqual(9);
    const check = verifyCaptchaQuestion(key, question.token, answerOf(question));
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.signature).toMatch(/^question:/);
      expect(check.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }
    // Two questions never share a signature (the nonce), so one answer sends one form.
    const other = createCaptchaQuestion(key);
    const again = verifyCaptchaQuestion(key, other.token, answerOf(other));
    expect(again.ok && check.ok && again.signature !== check.signature).toBe(true);
  });

  it('refuses a wrong answer, another key, an expired or tampered token and garbage', () => {
    const question = createCaptchaQuestion(key);
    const right = answerOf(question);
    expect(verifyCaptchaQuestion(key, question.token, String(Number(right) + 1)).ok).toBe(false);
    expect(verifyCaptchaQuestion('another-key', question.token, right).ok).toBe(false);
    const old = createCaptchaQuestion(key, Date.now() - 31 * 60_000);
    expect(verifyCaptchaQuestion(key, old.token, answerOf(old)).ok).toBe(false);
    const [expires, nonce, signature] = question.token.split('.');
    const later = `${Number(expires) + 3600}.${nonce}.${signature}`;
    expect(verifyCaptchaQuestion(key, later, right).ok).toBe(false);
    for (const [token, answer] of [
      [undefined, right],
      [question.token, undefined],
      [question.token, ''],
      [question.token, 'seven'],
      [question.token, '1'.repeat(50)],
      ['', right],
      ['x'.repeat(5000), right],
      [42, right],
    ] as const) {
      expect(verifyCaptchaQuestion(key, token, answer).ok).toBe(false);
    }
  });
});
