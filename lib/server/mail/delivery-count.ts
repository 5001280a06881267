/**
 * Counts mails sent and failed into the production server's /metrics (server/metrics.mjs puts its
 * counter on globalThis: the server and the app's bundle are one process but two module graphs).
 * Without that server (tests, `next dev`) nothing is counted.
 */
import 'server-only';

type MailDeliveryCounter = (result: 'sent' | 'failed', count: number) => void;

const COUNTER = Symbol.for('agency.mail-deliveries');

export function countMailDelivery(result: 'sent' | 'failed'): void {
  const counter = (globalThis as Record<symbol, MailDeliveryCounter | undefined>)[COUNTER];
  counter?.(result, 1);
}
