/**
 * One JSON line on stderr per security event (issue 31, point 13): failed logins, lockouts, refused
 * admin actions. Never a password; an e-mail address only masked ('ma…@example.be') beside a keyed
 * hash that lets an operator see the same address come back, an IP only as its keyed hash.
 */
import 'server-only';
import { hashAddress, hashIp } from './rate-limit';

export type SecurityEvent = 'login-failed' | 'login-throttled' | 'account-locked' | 'admin-action-refused';

export interface SecurityDetails {
  realm?: 'owner' | 'staff';
  email?: string | null;
  ip?: string | null;
  staffId?: number;
  role?: string;
  action?: string;
}

/** 'marie.dupont@example.be' → 'ma…@example.be': enough to recognise, not enough to read. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}

export function logSecurityEvent(event: SecurityEvent, { email, ip, ...rest }: SecurityDetails, now = new Date()): void {
  const line = {
    at: now.toISOString(),
    level: 'warn',
    event,
    ...rest,
    ...(email ? { email: maskEmail(email), emailHash: hashAddress(email).slice(0, 16) } : {}),
    ...(ip ? { ipHash: hashIp(ip).slice(0, 16) } : {}),
  };
  console.warn(`[security] ${JSON.stringify(line)}`);
}
