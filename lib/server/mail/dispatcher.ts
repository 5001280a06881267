/**
 * The outbox dispatcher: claims due rows with `FOR UPDATE SKIP LOCKED` and pushes their
 * `next_attempt_at` forward (a lease) in one short statement, sends them outside any transaction,
 * then marks them sent or schedules a retry with exponential backoff. Several instances never
 * claim the same row; an instance dying mid-send lets the lease expire and the mail is retried.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../db/client';
import { leads, outbox } from '../db/schema';
import type { MailKind } from '../forms/definitions';
import { isOwnerMailKind, renderOwnerMail, type OwnerMailKind } from './owner-mails';
import { renderMail } from './render';
import type { MailTransport } from './transport';

export interface DispatchOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  batchSize?: number;
  /** First retry delay; doubles each attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
}

type ClaimedRow = {
  id: number;
  lead_id: number | null;
  kind: MailKind | OwnerMailKind;
  payload: Record<string, string> | null;
  locale: string;
  recipient: string;
  attempts: number;
};

export function backoffMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** Sends the due mails once; returns how many were sent and how many failed this round. */
export async function dispatchDue(options: DispatchOptions): Promise<{ sent: number; failed: number }> {
  const { db, transport, from } = options;
  const batchSize = options.batchSize ?? 20;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 25;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  const claimed = await db.execute<ClaimedRow>(sql`
    UPDATE outbox SET attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id IN (
      SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
    RETURNING id, lead_id, kind, locale, recipient, attempts, payload`);

  let sent = 0;
  let failed = 0;
  for (const row of claimed.rows) {
    try {
      const message = await composeMessage(db, row, from);
      await transport.send(message);
      // A sent reset link has no business staying readable in the database.
      const forget = row.kind === 'owner-reset' ? { payload: null } : {};
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...forget })
        .where(eq(outbox.id, Number(row.id)));
      sent += 1;
    } catch (error) {
      failed += 1;
      const attempts = Number(row.attempts);
      const delay = backoffMs(attempts, baseDelayMs, maxDelayMs);
      await db
        .update(outbox)
        .set({
          status: attempts >= maxAttempts ? 'failed' : 'pending',
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(outbox.id, Number(row.id)))
        .catch((e: unknown) => console.error('[mail] could not record failure:', e));
    }
  }
  return { sent, failed };
}

/** The message of one outbox row: a lead's mail (with the CV for the agency) or an owner-account mail. */
async function composeMessage(db: Database, row: ClaimedRow, from: string): Promise<Mail.Options> {
  const headers = { 'X-Outbox-Id': String(row.id) };
  if (isOwnerMailKind(row.kind)) {
    const mail = renderOwnerMail(row.kind, row.locale, row.payload ?? {});
    return { from, to: row.recipient, subject: mail.subject, text: mail.text, headers };
  }
  const [lead] = row.lead_id === null ? [] : await db.select().from(leads).where(eq(leads.id, Number(row.lead_id)));
  if (!lead) throw new Error(`lead ${row.lead_id} not found`);
  const mail = renderMail(row.kind, row.locale, lead);
  const message: Mail.Options = {
    from,
    to: row.recipient,
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo,
    headers: { ...headers, 'X-Lead-Id': String(lead.id) },
  };
  if (row.kind === 'agency' && lead.attachmentPath) {
    const content = await readFile(lead.attachmentPath).catch(() => null);
    if (content) message.attachments = [{ filename: lead.attachmentName ?? path.basename(lead.attachmentPath), content }];
  }
  return message;
}
