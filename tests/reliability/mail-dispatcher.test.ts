/**
 * The outbox dispatcher under faults: a database that refuses the 'sent' mark right after the SMTP
 * server accepted a mail, and a batch that outlives its lease while another instance claims its
 * rows. Each mail must still be delivered exactly once. Both cases sent duplicates before the
 * fixes in lib/server/mail/dispatcher.ts (the 'unrecorded' marks, the fenced lease renewal).
 */
import { sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/server/db/client';
import { submitForm } from '@/lib/server/forms/submit';
import { dispatchDue, outboxMessageId } from '@/lib/server/mail/dispatcher';
import { smtpTransport, type MailTransport } from '@/lib/server/mail/transport';
import { dispatchTiming } from '@/lib/server/mail/worker';
import { startTestDatabase, testDeps, type TestDatabase } from '../server/harness';
import { startSmtpSink, type SmtpSink } from '../server/smtp-sink';

const FROM = 'Immo Horizon <no-reply@example.be>';

describe('mail dispatcher under faults', () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    db = await startTestDatabase('pglite');
    sink = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await sink?.stop();
    await db?.stop();
  });
  beforeEach(async () => {
    await db.db.execute(sql`UPDATE outbox SET status = 'sent' WHERE status = 'pending'`);
    sink.received.length = 0;
  });

  /** Mails received per outbox row id. */
  const receivedPerRow = () => {
    const counts = new Map<string, number>();
    for (const mail of sink.received) {
      const id = String(mail.headers.get('x-outbox-id'));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  };

  async function newsletterLeads(prefix: string, n: number) {
    for (let i = 0; i < n; i++) {
      const result = await submitForm('sign-newsletter', { email: `${prefix}${i}@example.be` }, { locale: 'en', ip: null }, testDeps(db));
      expect(result.ok).toBe(true);
    }
  }

  it('does not send a mail again when the database refused its sent mark', async () => {
    await newsletterLeads('mark', 1);
    let refuse = 1;
    // The database goes away right after the SMTP server accepted the first mail.
    const flaky = new Proxy(db.db, {
      get(target, prop, receiver) {
        if (prop !== 'update') return Reflect.get(target, prop, receiver);
        return (table: Parameters<Database['update']>[0]) => {
          const builder = target.update(table);
          return {
            set(values: Record<string, unknown>) {
              const query = builder.set(values as never);
              return {
                where(condition: Parameters<typeof query.where>[0]) {
                  if (values.status === 'sent' && refuse-- > 0) return Promise.reject(new Error('Connection terminated unexpectedly'));
                  return query.where(condition);
                },
              };
            },
          };
        };
      },
    }) as Database;
    const unrecorded = new Set<number>();
    const transport = smtpTransport(sink.url, { allowPlaintext: true });
    await dispatchDue({ db: flaky, transport, from: FROM, baseDelayMs: 10, unrecorded });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await dispatchDue({ db: db.db, transport, from: FROM, baseDelayMs: 10, unrecorded });
    await dispatchDue({ db: db.db, transport, from: FROM, baseDelayMs: 10, unrecorded });
    expect(sink.received).toHaveLength(2);
    expect([...receivedPerRow().values()]).toEqual([1, 1]);
    const { rows } = await db.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM outbox WHERE status <> 'sent'`);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('never sends a row another instance claimed after this batch outlived its lease', async () => {
    await newsletterLeads('lease', 3); // six mails
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let gated = false;
    const other = async () => {
      await new Promise((resolve) => setTimeout(resolve, 400)); // the first instance's lease runs out
      await dispatchDue({ db: db.db, transport: smtpTransport(sink.url, { allowPlaintext: true }), from: FROM });
      release();
    };
    let otherRun: Promise<void> = Promise.resolve();
    /** The first instance stalls after its first mail (a slow SMTP server, a long GC pause…). */
    const stallOnce = async () => {
      if (gated) return;
      gated = true;
      otherRun = other();
      await gate;
    };
    let executes = 0;
    const slowDb = new Proxy(db.db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (query: Parameters<Database['execute']>[0]) => {
          executes += 1;
          if (executes === 3) await stallOnce(); // before the second row's turn
          return target.execute(query);
        };
      },
    }) as Database;
    const real = smtpTransport(sink.url, { allowPlaintext: true });
    let sends = 0;
    const slowTransport: MailTransport = {
      async send(message: Mail.Options) {
        sends += 1;
        if (sends === 2) await stallOnce(); // the same moment, for a dispatcher without the renewal
        await real.send(message);
      },
      close: () => real.close(),
    };
    await dispatchDue({ db: slowDb, transport: slowTransport, from: FROM, leaseMs: 300 });
    await otherRun;
    const counts = receivedPerRow();
    expect(sink.received).toHaveLength(6);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('gives a mail the same Message-ID on every attempt', async () => {
    await newsletterLeads('msgid', 1);
    await sink.stop();
    const transport = smtpTransport(sink.url, { allowPlaintext: true });
    expect(await dispatchDue({ db: db.db, transport, from: FROM, baseDelayMs: 10 })).toEqual({ sent: 0, failed: 2 });
    await sink.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await dispatchDue({ db: db.db, transport: smtpTransport(sink.url, { allowPlaintext: true }), from: FROM, baseDelayMs: 10 })).toEqual({ sent: 2, failed: 0 });
    const { rows } = await db.db.execute<{ id: number; created_at: string }>(
      sql`SELECT id, created_at FROM outbox ORDER BY id DESC LIMIT 2`,
    );
    const expected = rows.map((row) => outboxMessageId(row, FROM)).sort();
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(expected);
    expect(expected[0]).toMatch(/^<outbox\.\d+\.\d+@example\.be>$/);
  });

  it('reads its lease and retry delay from the environment', () => {
    expect(dispatchTiming({})).toEqual({ leaseMs: 300_000, baseDelayMs: 30_000 });
    expect(dispatchTiming({ MAIL_LEASE_MS: '10000', MAIL_RETRY_BASE_MS: '2000' })).toEqual({ leaseMs: 10_000, baseDelayMs: 2000 });
  });
});
