/**
 * The history of one property for its owner: every lead about it, newest first, paged. Only what
 * an owner needs is returned (the contact's name, not their e-mail or phone).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isVisitForm, remarkIsForAgency } from '@/lib/forms/leads/registry';

export type HistoryStatus = 'new' | 'forwarded' | 'failed';

export interface HistoryRow {
  id: number;
  date: Date;
  type: 'visit' | 'communication';
  form: string;
  contact: string;
  comment: string;
  /** For a booked visit: the day and time slot asked for. */
  appointment: { date: string; timeSlot: string } | null;
  status: HistoryStatus;
  source: string | null;
}

export interface HistoryPage {
  rows: HistoryRow[];
  page: number;
  pageCount: number;
  total: number;
}

export const HISTORY_PAGE_SIZE = 10;

type Row = {
  id: string;
  form: string;
  created_at: Date | string;
  fields: Record<string, unknown>;
  utm_source: string | null;
  mail_status: 'pending' | 'sent' | 'failed' | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function propertyHistory(
  db: Database,
  propertyId: number,
  requestedPage: number,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<HistoryPage> {
  const [countRow] = (
    await db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM leads WHERE property_id = ${propertyId}`,
    )
  ).rows;
  const total = Number(countRow?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const { rows } = await db.execute<Row>(sql`
    SELECT l.id, l.form, l.created_at, l.fields, l.utm_source,
      (SELECT o.status FROM outbox o WHERE o.lead_id = l.id AND o.kind = 'agency' ORDER BY o.id LIMIT 1) AS mail_status
    FROM leads l WHERE l.property_id = ${propertyId}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return {
    total,
    page,
    pageCount,
    rows: rows.map((row) => ({
      id: Number(row.id),
      date: new Date(row.created_at),
      type: isVisitForm(row.form) ? 'visit' : 'communication',
      form: row.form,
      contact: [text(row.fields.firstName), text(row.fields.lastName)].filter(Boolean).join(' '),
      comment: remarkIsForAgency(row.form) ? text(row.fields.remark) : '',
      appointment:
        isVisitForm(row.form)
          ? { date: text(row.fields.date), timeSlot: text(row.fields.timeSlot) }
          : null,
      status:
        row.mail_status === 'sent' ? 'forwarded' : row.mail_status === 'failed' ? 'failed' : 'new',
      source: row.utm_source,
    })),
  };
}
