/**
 * How long the site keeps each kind of personal data, in days (docs/decisions/0003-retention-periods.md
 * gives the reasons). Each period can be changed by its environment variable.
 */
import { z } from 'zod';

export interface RetentionPeriods {
  /** Job applications and their CV files (RETENTION_CV_DAYS). */
  cvDays: number;
  /** Every other lead; leads about a property are anonymised, not deleted (RETENTION_LEAD_DAYS). */
  leadDays: number;
  /** Sent mails and CRM hand-overs in the outbox (RETENTION_SENT_MAIL_DAYS). */
  sentMailDays: number;
  /** Outbox rows that could not be delivered (RETENTION_FAILED_MAIL_DAYS). */
  failedMailDays: number;
  /** Newsletter subscribers and search alerts after unsubscribing (RETENTION_UNSUBSCRIBED_DAYS). */
  unsubscribedDays: number;
  /** Newsletter subscriptions and search alerts never confirmed (RETENTION_UNCONFIRMED_DAYS). */
  unconfirmedDays: number;
  /** Mails written as .eml files when no SMTP server is configured (RETENTION_MAIL_FILE_DAYS). */
  mailFileDays: number;
}

export const RETENTION_VARIABLES = {
  cvDays: 'RETENTION_CV_DAYS',
  leadDays: 'RETENTION_LEAD_DAYS',
  sentMailDays: 'RETENTION_SENT_MAIL_DAYS',
  failedMailDays: 'RETENTION_FAILED_MAIL_DAYS',
  unsubscribedDays: 'RETENTION_UNSUBSCRIBED_DAYS',
  unconfirmedDays: 'RETENTION_UNCONFIRMED_DAYS',
  mailFileDays: 'RETENTION_MAIL_FILE_DAYS',
} as const satisfies Record<keyof RetentionPeriods, string>;

export const DEFAULT_RETENTION: RetentionPeriods = {
  cvDays: 183,
  leadDays: 730,
  sentMailDays: 90,
  failedMailDays: 365,
  unsubscribedDays: 30,
  unconfirmedDays: 7,
  mailFileDays: 30,
};

const days = z.coerce.number().int().min(1).max(36_500);

/** The periods set by the environment, the defaults for the rest; a bad value names its variable. */
export function retentionFromEnv(source: Record<string, string | undefined> = process.env): RetentionPeriods {
  const periods = { ...DEFAULT_RETENTION };
  for (const [key, variable] of Object.entries(RETENTION_VARIABLES) as [keyof RetentionPeriods, string][]) {
    const raw = source[variable];
    if (raw === undefined || raw === '') continue;
    const parsed = days.safeParse(raw);
    if (!parsed.success) throw new Error(`${variable} must be a whole number of days between 1 and 36500`);
    periods[key] = parsed.data;
  }
  return periods;
}
