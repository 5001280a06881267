/** The dispatcher loop of one server process: every MAIL_DISPATCH_INTERVAL_MS and on wake(). */
import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { crmSenderFromEnv } from '../crm/lead-sender';
import { getDb } from '../db/client';
import { getEnv } from '../env';
import { purgeExpired } from '../maintenance';
import { retentionFromEnv } from '../retention/periods';
import { purgeRetained } from '../retention/purge';
import { dispatchDue } from './dispatcher';
import { fileTransport, smtpTransport, type MailTransport } from './transport';

interface Worker {
  wake(): void;
  stop(): void;
}

const globalForWorker = globalThis as unknown as { __agencyMailWorker?: Worker };

export function defaultTransport(): MailTransport {
  const env = getEnv();
  return env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, { allowPlaintext: env.SMTP_ALLOW_PLAINTEXT })
    : fileTransport(path.join(env.DATA_DIR, 'mail'));
}

/**
 * Dispatcher timing: MAIL_LEASE_MS (how long a claimed row is reserved for this process: after a
 * crash its mail waits that long; default 5 min) and MAIL_RETRY_BASE_MS (first retry delay,
 * doubling up to an hour; default 30 s).
 */
export function dispatchTiming(source: Record<string, string | undefined> = process.env): { leaseMs: number; baseDelayMs: number } {
  const schema = z.object({
    MAIL_LEASE_MS: z.coerce.number().int().min(1000).default(5 * 60_000),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  });
  const { MAIL_LEASE_MS, MAIL_RETRY_BASE_MS } = schema.parse({
    MAIL_LEASE_MS: source.MAIL_LEASE_MS || undefined,
    MAIL_RETRY_BASE_MS: source.MAIL_RETRY_BASE_MS || undefined,
  });
  return { leaseMs: MAIL_LEASE_MS, baseDelayMs: MAIL_RETRY_BASE_MS };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // drizzle wraps the driver's error ('Failed query: …'): its cause says what went wrong.
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message.split('\n')[0]}${cause}`;
}

/** The CRM sender; a half configuration is logged (naming the variable) and leaves CRM rows waiting. */
function crmSenderOrNone() {
  try {
    return crmSenderFromEnv();
  } catch (error) {
    console.error('[crm] leads are not sent:', error instanceof Error ? error.message : error);
    return null;
  }
}

export function startMailWorker(): Worker {
  if (globalForWorker.__agencyMailWorker) return globalForWorker.__agencyMailWorker;
  const env = getEnv();
  const timing = dispatchTiming();
  const unrecorded = new Set<number>();
  const transport = defaultTransport();
  const crm = crmSenderOrNone();
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const { sent } = await dispatchDue({ db: getDb().db, transport, crm, from: env.MAIL_FROM, unrecorded, ...timing });
        if (sent > 0) again = true; // drain a backlog quickly
      } while (again);
    } catch (error) {
      console.error('[mail] dispatch failed:', describe(error));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, env.MAIL_DISPATCH_INTERVAL_MS);
  timer.unref();
  const retention = retentionFromEnv();
  const purge = async () => {
    try {
      await purgeExpired(getDb().db);
      // Mails go to files only without SMTP_URL, but files left from such a time go too.
      await purgeRetained(getDb().db, retention, new Date(), path.join(env.DATA_DIR, 'mail'));
    } catch (error) {
      console.error('[maintenance] purge failed:', error instanceof Error ? error.message : error);
    }
  };
  const housekeeping = setInterval(() => void purge(), 60 * 60_000);
  housekeeping.unref();
  void run();
  globalForWorker.__agencyMailWorker = {
    wake: () => void run(),
    stop: () => {
      clearInterval(timer);
      clearInterval(housekeeping);
      transport.close();
      globalForWorker.__agencyMailWorker = undefined;
    },
  };
  return globalForWorker.__agencyMailWorker;
}

/** Wakes this process's dispatcher if it runs (after a lead is stored). */
export function wakeMailWorker(): void {
  globalForWorker.__agencyMailWorker?.wake();
}
