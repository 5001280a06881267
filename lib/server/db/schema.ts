import 'server-only';
import type { ContentDocument } from '../../content/documents';
import type { SyncNote } from '../crm/omnicasa/notes';
import {
  bigint,
  customType,
  boolean,
  bigserial,
  doublePrecision,
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
    /**
     * Legacy: where a CV was kept on the receiving instance's disk before CVs moved to `lead_cvs`.
     * Each instance imports the files it holds at start (lib/server/cv-files-import); nothing writes it now.
     */
    attachmentPath: text('attachment_path'),
    /** The name the CV (in `lead_cvs`) carries in the agency's mail: set when the lead came with one. */
    attachmentName: text('attachment_name'),
    /** Sent past the day's no-JavaScript answers: kept for the agency, mailed to no one else. */
    unverified: boolean('unverified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the retention period stripped the lead of what names its sender (lib/server/retention):
     * the row stays so the owner's statistics and history still count it.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
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
    /** The lead the mail is about; null for owner-account mails, whose data is in `payload`. */
    leadId: bigint('lead_id', { mode: 'number' }).references(() => leads.id, { onDelete: 'cascade' }),
    /**
     * A mail's kind, or 'crm': the lead for the agency's CRM (recipient: the CRM's name). 'alert': a
     * search alert, its profile and properties in `payload` (lib/server/alerts). 'sync-held': the
     * agency told that a CRM sync was held by the shrink guard (lib/server/crm/run-sync). 'compliance-digest':
     * the agency's weekly mail of new compliance problems (lib/server/legal/compliance-digest).
     */
    kind: text('kind', { enum: ['agency', 'visitor', 'friend', 'owner-login', 'owner-reset', 'staff-reset', 'staff-invite', 'account-locked', 'password-changed', 'crm', 'alert', 'sync-held', 'compliance-digest'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>(),
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

/**
 * Newsletter subscribers: pending until the link of the first mail confirms the address (double
 * opt-in: only `confirmed_at` rows are subscribers); unsubscribing keeps the row with
 * `unsubscribed_at` set until the retention period removes it. `token` serves both links.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull(),
  token: text('token').notNull().unique(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});


/** Owners of properties in the snapshot; `password_hash` is null until they set a password. */
export const owners = pgTable('owners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  locale: text('locale').notNull(),
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which snapshot properties an owner may see: every portal query is scoped through it. */
export const ownerProperties = pgTable(
  'owner_properties',
  {
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.propertyId] })],
);

/** Portal sessions: only the SHA-256 of the cookie's random token is stored. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request seen with this session (kept to the minute): idle sessions end (lib/server/auth/sessions). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_sessions_owner_idx').on(t.ownerId)],
);

/** Single-use links to set or reset a password (SHA-256 of the token only). */
export const passwordTokens = pgTable('password_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  ownerId: bigint('owner_id', { mode: 'number' })
    .notNull()
    .references(() => owners.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['set', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per human view of a property detail page (the beacon); bots are not recorded. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id').notNull(),
    locale: text('locale').notNull(),
    utmSource: text('utm_source'),
    onlineMedia: boolean('online_media').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_property_idx').on(t.propertyId, t.createdAt)],
);

/**
 * 'Keep me informed' searches that mail alerts: made with the lead, confirmed by the
 * link of the first mail (double opt-in), stopped by the unsubscribe link. `token` serves both links.
 */
export const searchProfiles = pgTable(
  'search_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' }).references(() => leads.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** lib/alerts/match AlertCriteria. */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    token: text('token').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the last alert was queued: at most one a day. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** When a sweep last looked at the profile (mail or not). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_profiles_active_idx').on(t.confirmedAt, t.unsubscribedAt)],
);

/**
 * What a profile knows of a property: the matching ones at its confirmation (announced_at null,
 * the price then) and each one an alert announced (never again).
 */
export const searchProfileProperties = pgTable(
  'search_profile_properties',
  {
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => searchProfiles.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
    price: doublePrecision('price'),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.propertyId] })],
);

/** Staff of the agency who edit the site: apart from owners, with a role. */
export const staff = pgTable('staff', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: ['editor', 'admin'] }).notNull(),
  locale: text('locale').notNull().default('nl'),
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when an admin removes the member: the row stays so the versions they wrote still name
   * them, but they can no longer log in. Adding the same e-mail again clears it.
   */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  /** The member's TOTP secret (base32) once they confirmed it with a code: logins then ask for a code. */
  totpSecret: text('totp_secret'),
  /** A secret shown on the enrolment screen, not yet confirmed. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The time step of the last code accepted: a code of that step or an earlier one is never accepted again. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** One-time recovery codes of a member's second factor (SHA-256 of each; they are long random strings). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * A login halfway: the password was right, the second factor is still to come. The browser holds
 * a random token (an HttpOnly cookie), the row its hash, for a few minutes.
 */
export const staffLoginChallenges = pgTable('staff_login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Preview links a staff member shared (lib/server/content/preview-link): the token names its row,
 * so a link can be revoked (one page's links, or all of one member's) before it expires, and dies
 * with its maker's removal.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: text('id').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_links_staff_idx').on(t.staffId), index('preview_links_path_idx').on(t.path)],
);

/** Editor sessions, like owner sessions: only the SHA-256 of the cookie's token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request seen with this session (kept to the minute): idle sessions end (lib/server/auth/sessions). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Single-use links for staff to choose a new password, like the owners' `password_tokens`. */
export const staffPasswordTokens = pgTable('staff_password_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['set', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of a content document (a whole data/*.json file: 'site', 'menu',
 * 'articles'), never updated but for its publication stamp: the history an editor restores from.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    document: text('document').$type<ContentDocument>().notNull(),
    data: jsonb('data').notNull(),
    /** What changed, in the editor's words or the editor's own summary ("article 41 edited"). */
    note: text('note').notNull().default(''),
    /** Null for a version loaded by `npm run content:import`. */
    authorId: bigint('author_id', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: bigint('published_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    restoredFrom: bigint('restored_from', { mode: 'number' }),
    /**
     * 'draft': a version of the draft line, the one staff edit from (a save, a restore, an import);
     * 'publication': made to publish one part of the draft (one page, the banner…) over what the
     * site showed, never edited from (lib/server/content/store publishPart).
     */
    kind: text('kind').$type<'draft' | 'publication'>().notNull().default('draft'),
    /**
     * The parts (lib/content/parts: 'banner', 'page-12', 'article-41'…) this version changed from the
     * draft-line version before it, or the part it published; each part's history lists the versions
     * naming it. Null on versions saved before parts were recorded: filled in when a history is read.
     */
    parts: text('parts').array(),
  },
  (t) => [index('content_versions_document_idx').on(t.document, t.id)],
);

/** Which version of each document the public site shows; instances poll this tiny table. */
export const contentDocuments = pgTable('content_documents', {
  document: text('document').$type<ContentDocument>().primaryKey(),
  publishedVersionId: bigint('published_version_id', { mode: 'number' })
    .notNull()
    .references(() => contentVersions.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes (Postgres bytea; PGlite and node-postgres both hand back a Uint8Array/Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Images staff uploaded: kept in the database so every instance serves them
 * (app/media). Checked and re-encoded before they are stored (lib/server/media/image-check).
 */
export const uploads = pgTable('uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Of the stored (re-encoded) bytes: part of the public URL, so a URL never names other bytes. */
  sha256: text('sha256').notNull(),
  /** Sniffed from the bytes: image/jpeg, image/png, image/webp or image/avif. */
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  originalName: text('original_name').notNull().default(''),
  /** { nl, fr, en, de }: the default language's is required. */
  alt: jsonb('alt').$type<Record<string, string>>().notNull(),
  uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The CV of a job application, in the database so that any instance can mail it (lib/server/cv-store).
 * Private: no route serves this table; only the agency's mail carries it. It goes with its lead
 * (retention purge, erasure of a person's data).
 */
export const leadCvs = pgTable('lead_cvs', {
  leadId: bigint('lead_id', { mode: 'number' })
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** Recognised by its content (lib/server/uploads detectDocumentKind). */
  kind: text('kind', { enum: ['pdf', 'doc', 'docx', 'odt'] }).notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who changed the staff, deleted an upload or erased a person's data, and when: written in the same transaction
 * as the change. The actor's e-mail is copied so the row still names them once they are gone.
 */
export const staffEvents = pgTable(
  'staff_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action', {
      enum: ['added', 'invited', 'role-changed', 'removed', 'upload-deleted', 'password-set-by-invitation', 'person-erased', 'two-factor-enabled', 'two-factor-reset'],
    }).notNull(),
    /** The e-mail or upload name concerned; for an erased person, a keyed hash of the address (lib/server/privacy). */
    subject: text('subject').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('staff_events_at_idx').on(t.at)],
);

/**
 * The CRM's stock as the last published sync left it: one row per property and
 * language, its record as the site reads it (lib/catalogue/schemas Property) and a hash of it, so a sync
 * writes only what changed. Shared by every instance; each loads it into memory (lib/server/crm/catalogue-watcher).
 */
export const catalogueProperties = pgTable(
  'catalogue_properties',
  {
    propertyId: integer('property_id').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').notNull(),
    hash: text('hash').notNull(),
    /** The revision that wrote this row. */
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.locale] })],
);

/**
 * A running sync's rows that differ from the live ones, written as it reads (a big stock never
 * whole in memory) and moved into catalogue_properties when it publishes; dropped when it is held
 * or fails.
 */
export const catalogueStaged = pgTable(
  'catalogue_staged',
  {
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    propertyId: integer('property_id').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.propertyId, t.locale] })],
);

/** The CRM's other lists, whole: 'types' (its web categories per language) and 'projects'. */
export const catalogueDocuments = pgTable('catalogue_documents', {
  name: text('name', { enum: ['types', 'projects'] }).primaryKey(),
  data: jsonb('data').notNull(),
  hash: text('hash').notNull(),
});

/** Each price a property was published at (null: hidden), when a sync first saw it and at each change. */
export const cataloguePrices = pgTable(
  'catalogue_prices',
  {
    propertyId: integer('property_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    price: doublePrecision('price'),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.seenAt] })],
);

/**
 * One row per published change of the catalogue; instances poll the newest revision, reload the
 * properties each newer one changed and revalidate the pages those touch (lib/server/crm/catalogue-watcher).
 */
export const catalogueRevisions = pgTable('catalogue_revisions', {
  revision: bigserial('revision', { mode: 'number' }).primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  runId: bigint('run_id', { mode: 'number' }),
  /** Properties added, changed or removed. */
  changedIds: jsonb('changed_ids').$type<number[]>().notNull(),
  /** The types or the projects changed: every instance reloads them and revalidates every page. */
  documentsChanged: boolean('documents_changed').notNull().default(false),
});

/**
 * Every CRM sync, for the staff's sync screen and /api/health: when, who or what started it, what
 * it read, what it published or why it did not, and each record or field it left out.
 */
export const crmSyncRuns = pgTable(
  'crm_sync_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    trigger: text('trigger', { enum: ['schedule', 'command', 'staff'] }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['full', 'incremental'] }),
    acceptShrink: boolean('accept_shrink').notNull().default(false),
    status: text('status', { enum: ['running', 'published', 'unchanged', 'held', 'failed'] }).notNull(),
    /** Why it was held or failed: a code the staff screen translates, its values, and the log's words. */
    problem: jsonb('problem').$type<{ code: string; values: Record<string, string | number>; message: string }>(),
    counts: jsonb('counts').$type<Record<string, number>>(),
    /** What was left out (lib/server/crm/omnicasa/notes), at most a few thousand. */
    notes: jsonb('notes').$type<SyncNote[]>(),
    /** Omnicasa fields the site reads that no property record had: names to check against the CRM's. */
    unseenFields: jsonb('unseen_fields').$type<string[]>(),
    revision: bigint('revision', { mode: 'number' }),
  },
  (t) => [index('crm_sync_runs_started_idx').on(t.startedAt)],
);

/** One sync at a time across instances: a lease its holder renews while it runs (see lib/server/crm/sync-lease). */
export const crmSyncLease = pgTable('crm_sync_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Each week's compliance check for the agency's optional weekly mail (lib/server/legal/compliance-digest):
 * the problems found, so the next week mails only new ones. The week is the row's key: of several
 * instances checking at once, the one that inserts it sends the mail.
 */
export const complianceDigests = pgTable('compliance_digests', {
  week: text('week').primaryKey(),
  problems: text('problems').array().notNull(),
  /** How many new problems that week's mail listed (0: no mail). */
  mailed: integer('mailed').notNull().default(0),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
