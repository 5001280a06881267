/**
 * Time-based one-time codes (RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator
 * app reads them) through otplib. A code is accepted one step early or late (a phone's clock
 * drifts), and never for a step at or before the last one accepted: a code seen over a shoulder
 * or in a proxy's log cannot be replayed within its window.
 */
import 'server-only';
import { generateSecret, generateURI, verify } from 'otplib';

const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step `code` belongs to when it is valid now (±1 step) and newer than `lastStep`; else null. */
export async function acceptedTotpStep(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
