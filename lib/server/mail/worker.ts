/** The dispatcher loop of one server process: every MAIL_DISPATCH_INTERVAL_MS and on wake(). */
import path from 'node:path';
import { getDb } from '../db/client';
import { getEnv } from '../env';
import { purgeExpired } from '../maintenance';
import { dispatchDue } from './dispatcher';
import { fileTransport, smtpTransport, type MailTransport } from './transport';

interface Worker {
  wake(): void;
  stop(): void;
}

const globalForWorker = globalThis as unknown as { __agencyMailWorker?: Worker };

export function defaultTransport(): MailTransport {
  const env = getEnv();
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(path.join(env.DATA_DIR, 'mail'));
}

export function startMailWorker(): Worker {
  if (globalForWorker.__agencyMailWorker) return globalForWorker.__agencyMailWorker;
  const env = getEnv();
  const transport = defaultTransport();
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
        const { sent } = await dispatchDue({ db: getDb().db, transport, from: env.MAIL_FROM });
        if (sent > 0) again = true; // drain a backlog quickly
      } while (again);
    } catch (error) {
      console.error('[mail] dispatch failed:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, env.MAIL_DISPATCH_INTERVAL_MS);
  timer.unref();
  const purge = () =>
    purgeExpired(getDb().db).catch((error: unknown) =>
      console.error('[maintenance] purge failed:', error instanceof Error ? error.message : error),
    );
  const housekeeping = setInterval(purge, 60 * 60_000);
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
