/**
 * The outbox dispatcher: claims due rows with `FOR UPDATE SKIP LOCKED` and pushes their
 * `next_attempt_at` forward (a lease) in one short statement, sends them outside any transaction,
 * then marks them sent or schedules a retry with exponential backoff. Several instances never
 * claim the same row; an instance dying mid-send lets the lease expire and the mail is retried.
 * Each row's lease is renewed just before its send, fenced by its attempt number, so a batch that
 * outlives its lease never sends a row another instance has claimed since. A message keeps one
 * Message-ID across attempts, so the rare repeat (a crash between the SMTP server's acceptance and
 * the 'sent' mark) can be recognised downstream. A 'sent' mark the database refused (it was down)
 * is kept in `unrecorded` and written before the next claim, instead of sending the mail again.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { cvAttachmentOf } from '../cv-store';
import type { Database } from '../db/client';
import { leads, outbox } from '../db/schema';
import type { MailKind } from '../forms/definitions';
import { renderAlertMail } from './alert-mails';
import { countMailDelivery } from './delivery-count';
import { isOwnerMailKind, PASSWORD_LINK_MAIL_KINDS, renderOwnerMail, type OwnerMailKind } from './owner-mails';
import { renderMail } from './render';
import { renderSyncHeldMail } from './sync-mails';
import { renderComplianceDigestMail } from './compliance-mails';
import type { MailTransport } from './transport';

/** Hands a lead to the agency's CRM (lib/server/crm/lead-sender); throws when it did not take it. */
export interface CrmSender {
  send(lead: typeof leads.$inferSelect): Promise<void>;
}

/** A refusal that sending again cannot change (the CRM rejected the lead itself): no more retries. */
export class UndeliverableError extends Error {}

export interface DispatchOptions {
  db: Database;
  transport: MailTransport;
  /** The CRM that 'crm' rows go to; without one they wait (a CRM configured again takes them). */
  crm?: CrmSender | null;
  from: string;
  batchSize?: number;
  /** First retry delay; doubles each attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
  /** Rows sent whose 'sent' mark could not be written yet (kept by the caller between rounds). */
  unrecorded?: Set<number>;
}

type ClaimedRow = {
  id: number;
  lead_id: number | null;
  kind: MailKind | OwnerMailKind | 'crm' | 'alert' | 'sync-held' | 'compliance-digest';
  payload: Record<string, string> | null;
  locale: string;
  recipient: string;
  attempts: number;
  created_at: string | Date;
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
  const unrecorded = options.unrecorded ?? new Set<number>();

  // First the marks a database outage kept us from writing: these mails went out already.
  for (const id of [...unrecorded]) {
    await db.execute(sql`
      UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL,
        payload = CASE WHEN kind IN (${sql.join(PASSWORD_LINK_MAIL_KINDS.map((kind) => sql`${kind}`), sql`, `)}) THEN NULL ELSE payload END
      WHERE id = ${id}`);
    unrecorded.delete(id);
  }

  const claimed = await db.execute<ClaimedRow>(sql`
    UPDATE outbox SET attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id IN (
      SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
    RETURNING id, lead_id, kind, locale, recipient, attempts, payload, created_at`);

  let sent = 0;
  let failed = 0;
  for (const row of claimed.rows) {
    let delivered = false;
    try {
      const renewed = await db.execute(sql`
        UPDATE outbox SET next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        WHERE id = ${row.id} AND attempts = ${row.attempts} AND status = 'pending' RETURNING id`);
      if (renewed.rows.length === 0) continue; // claimed again elsewhere after our lease ran out
      if (row.kind === 'crm') await sendToCrm(db, row, options.crm);
      else await transport.send(await composeMessage(db, { ...row, kind: row.kind }, from));
      delivered = true;
      sent += 1;
      if (row.kind !== 'crm') countMailDelivery('sent');
      // A sent reset link has no business staying readable in the database.
      const forget = (PASSWORD_LINK_MAIL_KINDS as readonly string[]).includes(row.kind) ? { payload: null } : {};
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...forget })
        .where(eq(outbox.id, Number(row.id)));
    } catch (error) {
      if (delivered) {
        // Sent, but the database is unreachable: remember it rather than send it again.
        unrecorded.add(Number(row.id));
        continue;
      }
      failed += 1;
      if (row.kind !== 'crm') countMailDelivery('failed');
      const attempts = Number(row.attempts);
      const delay = backoffMs(attempts, baseDelayMs, maxDelayMs);
      await db
        .update(outbox)
        .set({
          status: attempts >= maxAttempts || error instanceof UndeliverableError ? 'failed' : 'pending',
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(outbox.id, Number(row.id)))
        .catch((e: unknown) => console.error('[mail] could not record failure:', e));
    }
  }
  return { sent, failed };
}

/** A lead for the CRM, sent with the same claims, leases and retries as its mails. */
async function sendToCrm(db: Database, row: ClaimedRow, crm: CrmSender | null | undefined): Promise<void> {
  if (!crm) throw new Error('no CRM is configured in this instance');
  const [lead] = row.lead_id === null ? [] : await db.select().from(leads).where(eq(leads.id, Number(row.lead_id)));
  if (!lead) throw new Error(`lead ${row.lead_id} not found`);
  await crm.send(lead);
}

/** One Message-ID per outbox row, the same on every attempt: `<outbox.{id}.{created ms}@{sender's domain}>`. */
export function outboxMessageId(row: { id: number; created_at: string | Date }, from: string): string {
  const domain = /@([\w.-]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox.${row.id}.${new Date(row.created_at).getTime()}@${domain}>`;
}

/** The message of one outbox row: a lead's mail (with the CV for the agency), an owner-account mail or a search alert. */
async function composeMessage(db: Database, row: ClaimedRow & { kind: MailKind | OwnerMailKind | 'alert' | 'sync-held' | 'compliance-digest' }, from: string): Promise<Mail.Options> {
  const headers = { 'X-Outbox-Id': String(row.id) };
  const messageId = outboxMessageId(row, from);
  if (row.kind === 'sync-held' || row.kind === 'compliance-digest') {
    const mail = (row.kind === 'sync-held' ? renderSyncHeldMail : renderComplianceDigestMail)(row.locale, row.payload ?? {});
    return { from, to: row.recipient, subject: mail.subject, text: mail.text, headers, messageId };
  }
  if (row.kind === 'alert') {
    const mail = renderAlertMail(row.locale, row.payload ?? {});
    if (!mail) throw new UndeliverableError('none of the alert\'s properties is still on offer');
    const unsubscribe = { 'List-Unsubscribe': `<${mail.unsubscribe}>` };
    return { from, to: row.recipient, subject: mail.subject, text: mail.text, headers: { ...headers, ...unsubscribe }, messageId };
  }
  if (isOwnerMailKind(row.kind)) {
    const mail = renderOwnerMail(row.kind, row.locale, row.payload ?? {});
    return { from, to: row.recipient, subject: mail.subject, text: mail.text, headers, messageId };
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
    messageId,
  };
  // A lead that came with a CV is never mailed to the agency without it: a missing CV fails the row (retried, then 'failed').
  const cv = row.kind === 'agency' ? await cvAttachmentOf(db, lead) : null;
  if (cv) message.attachments = [cv];
  return message;
}
