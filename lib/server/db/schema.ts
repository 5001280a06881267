
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One submitted form: every field (as validated) plus where it came from. */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    form: text('form').notNull(),
    locale: text('locale').notNull(),
    page: text('page'),
    propertyId: integer('property_id'),
    utmSource: text('utm_source'),
    email: text('email'),
    ipHash: text('ip_hash'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    attachmentPath: text('attachment_path'),
    attachmentName: text('attachment_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_form_email_idx').on(t.form, t.email),
    index('leads_property_idx').on(t.propertyId),
  ],
);

/**
 * Mails to send, written in the same transaction as their lead. The dispatcher claims due rows
 * with `FOR UPDATE SKIP LOCKED` and pushes `next_attempt_at` forward (a lease), so several
 * instances never send the same row at the same time.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['agency', 'visitor', 'friend'] }).notNull(),
    locale: text('locale').notNull(),
    recipient: text('recipient').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Fixed-window counters shared by every server instance: key is e.g. 'ip:<hash>' or 'email:<addr>'. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** ALTCHA challenges already used (replay protection), kept until they expire. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Newsletter subscribers; unsubscribing keeps the row with `unsubscribed_at` set. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull(),
  token: text('token').notNull().unique(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

