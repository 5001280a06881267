import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDb } from '@/lib/server/db/client';
import { leads, outbox } from '@/lib/server/db/schema';
import { agencyMailTo } from '@/lib/server/forms/definitions';
import { submitForm } from '@/lib/server/forms/submit';
import { backoffMs, dispatchDue } from '@/lib/server/mail/dispatcher';
import { fileTransport, smtpTransport } from '@/lib/server/mail/transport';
import { PDF_BYTES, validPayload } from './fixtures';
import { BACKENDS, startTestDatabase, testDeps, type TestDatabase } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const FROM = 'Immo Horizon <no-reply@example.be>';

describe.each(BACKENDS)('mail outbox on %s', (backend) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    db = await startTestDatabase(backend);
    sink = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await sink?.stop();
    await db?.stop();
  });

  const dispatch = (extra: Partial<Parameters<typeof dispatchDue>[0]> = {}) =>
    dispatchDue({ db: db.db, transport: smtpTransport(sink.url, { allowPlaintext: true }), from: FROM, baseDelayMs: 50, ...extra });

  const mailsTo = (address: string) => sink.received.filter((m) => m.to && JSON.stringify(m.to).includes(address));

  it('sends the agency notification and the visitor confirmation in the visitor language', async () => {
    const email = 'jan.peeters@example.be';
    const result = await submitForm('contact-demand', validPayload('contact-demand', email), { locale: 'nl', ip: '192.0.2.1' }, testDeps(db));
    expect(result.ok).toBe(true);
    expect(await dispatch()).toEqual({ sent: 2, failed: 0 });

    const [visitor] = mailsTo(email);
    expect(visitor?.subject).toContain('Gratis schatting');
    expect(visitor?.text).toContain('Bedankt voor uw aanvraag');
    expect(visitor?.text).toContain('Beste Marie Dupont');

    const agency = sink.received.find((m) => m.subject?.includes('Estimation gratuite') && m.replyTo?.text.includes(email));
    expect(agency).toBeDefined();
    expect(JSON.stringify(agency?.to)).toContain(agencyMailTo());
    expect(agency?.text).toContain('Rue: Rue Haute');
    expect(agency?.text).toContain('Langue: nl');
    const rows = await db.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
  });

  it('attaches the CV to the agency mail only', async () => {
    const email = 'cv.mail@example.be';
    await submitForm('jobs', validPayload('jobs', email), { locale: 'en', ip: null }, testDeps(db));
    await dispatch();
    const agency = sink.received.find((m) => m.replyTo?.text.includes(email));
    expect(agency?.attachments.map((a) => a.filename)).toEqual(['cv.pdf']);
    expect(agency?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mailsTo(email)[0]?.attachments).toEqual([]);
  });

  it("mails a lead's CV from another instance, whose DATA_DIR is not the one of the instance that took it", async () => {
    const email = 'cv.elsewhere@example.be';
    const saved = process.env.DATA_DIR;
    const taker = createDb(db.url, 2);
    const sender = createDb(db.url, 2);
    try {
      process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'agency-instance-a-'));
      expect((await submitForm('jobs', validPayload('jobs', email), { locale: 'en', ip: null }, testDeps(db, { db: taker.db }))).ok).toBe(true);
      rmSync(process.env.DATA_DIR, { recursive: true, force: true }); // instance A's disk is out of reach
      process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'agency-instance-b-'));
      await dispatchDue({ db: sender.db, transport: smtpTransport(sink.url, { allowPlaintext: true }), from: FROM });
    } finally {
      process.env.DATA_DIR = saved;
      await Promise.all([taker.pool.end(), sender.pool.end()]);
    }
    const agency = sink.received.find((m) => m.replyTo?.text.includes(email));
    expect(agency?.attachments.map((a) => [a.filename, a.contentType])).toEqual([['cv.pdf', 'application/pdf']]);
    expect(agency?.attachments[0]?.content).toEqual(Buffer.from(PDF_BYTES));
  });

  it('never mails the agency a lead without its CV: a missing CV fails the mail, retried, then failed', async () => {
    const email = 'cv.missing@example.be';
    await submitForm('jobs', validPayload('jobs', email), { locale: 'en', ip: null }, testDeps(db));
    const [lead] = await db.db.select().from(leads).where(eq(leads.email, email));
    await db.db.execute(sql`DELETE FROM lead_cvs WHERE lead_id = ${lead!.id}`);
    expect(await dispatch({ baseDelayMs: 60_000 })).toEqual({ sent: 1, failed: 1 }); // the visitor's confirmation goes
    expect(sink.received.find((m) => m.replyTo?.text.includes(email))).toBeUndefined();
    const agencyRow = async () => (await db.db.select().from(outbox).where(eq(outbox.leadId, lead!.id))).find((r) => r.kind === 'agency');
    expect(await agencyRow()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await agencyRow())?.lastError).toContain(`the CV of lead ${lead!.id} is not in the database`);
    await db.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE lead_id = ${lead!.id}`);
    expect(await dispatch({ maxAttempts: 2 })).toEqual({ sent: 0, failed: 1 });
    expect(await agencyRow()).toMatchObject({ status: 'failed', attempts: 2 });
    expect(sink.received.find((m) => m.replyTo?.text.includes(email))).toBeUndefined();
  });

  it('stores leads while the SMTP server is down and delivers them once it is back, counting each try for /metrics', async () => {
    const counted = { sent: 0, failed: 0 };
    (globalThis as Record<symbol, unknown>)[Symbol.for('agency.mail-deliveries')] = (result: 'sent' | 'failed', n: number) => (counted[result] += n);
    onTestFinished(() => void delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency.mail-deliveries')]);
    await sink.stop();
    const email = 'outage@example.be';
    const result = await submitForm('site-contact', validPayload('site-contact', email), { locale: 'fr', ip: null }, testDeps(db));
    expect(result.ok).toBe(true);
    const [lead] = await db.db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toBeDefined();

    // A backoff of a minute: the rows come due only when the test says so (a 50 ms one passed on
    // a loaded machine before the next call, which then found a row due).
    expect(await dispatch({ baseDelayMs: 60_000 })).toEqual({ sent: 0, failed: 2 });
    const failedRows = await db.db.select().from(outbox).where(eq(outbox.leadId, lead!.id));
    expect(failedRows.every((r) => r.status === 'pending' && r.attempts === 1 && r.lastError)).toBe(true);
    // Not due yet: the retry waits for its backoff.
    expect(await dispatch({ baseDelayMs: 60_000 })).toEqual({ sent: 0, failed: 0 });

    await db.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE lead_id = ${lead!.id}`);
    expect(await dispatch({ baseDelayMs: 60_000 })).toEqual({ sent: 0, failed: 2 }); // still down: second attempt
    await sink.start();
    await db.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE lead_id = ${lead!.id}`);
    expect(await dispatch()).toEqual({ sent: 2, failed: 0 });
    expect(mailsTo(email)).toHaveLength(1);
    const rows = await db.db.select().from(outbox).where(eq(outbox.leadId, lead!.id));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 3)).toBe(true);
    expect(await dispatch()).toEqual({ sent: 0, failed: 0 });
    // (server/metrics.mjs: agency_mails_sent_total, agency_mails_failed_total)
    expect(counted).toEqual({ sent: 2, failed: 4 });
  });

  it('backs off exponentially up to a ceiling', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
  });

  it('never sends a mail twice when several instances dispatch at once', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `parallel${i}@example.be`);
    for (const email of emails) {
      await submitForm('sign-newsletter', { email }, { locale: 'de', ip: null }, testDeps(db));
    }
    const instances = [createDb(db.url, 3), createDb(db.url, 3), createDb(db.url, 3)];
    try {
      await Promise.all(
        instances.map((i) => dispatchDue({ db: i.db, transport: smtpTransport(sink.url, { allowPlaintext: true }), from: FROM, batchSize: 2 })),
      );
      await Promise.all(instances.map((i) => dispatchDue({ db: i.db, transport: smtpTransport(sink.url, { allowPlaintext: true }), from: FROM })));
    } finally {
      await Promise.all(instances.map((i) => i.pool.end()));
    }
    for (const email of emails) {
      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Newsletter');
      expect(mails[0]?.text).toMatch(/\/de\/unsubscribe\/\?token=[\w-]{20,}/);
    }
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-mail-'));
    await submitForm('testimonial', validPayload('testimonial', 'eml@example.be'), { locale: 'fr', ip: null }, testDeps(db));
    await dispatchDue({ db: db.db, transport: fileTransport(dir), from: FROM });
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBe(2);
    const all = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(all).toContain('To: eml@example.be');
    // Reset links and CVs travel in these files: nobody but the server's user reads them.
    for (const f of files) expect(statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
  });

  it("puts the renovation calculator's inputs and result in the agency mail, in the agency's language (French here)", async () => {
    const email = 'renovation.mail@example.be';
    const result = await submitForm('renovation-advice', validPayload('renovation-advice', email), { locale: 'nl', ip: null }, testDeps(db));
    expect(result.ok).toBe(true);
    await dispatch();
    const agency = sink.received.find((m) => m.replyTo?.text.includes(email));
    // Wallonia, a 150 m² house, EPC 592 (G), roof and walls ticked (lib/renovation, tests/renovation).
    expect(agency?.text).toContain('Région: Wallonie');
    expect(agency?.text).toContain('Travaux: Isolation de la toiture, Isolation des murs');
    expect(agency?.text).toContain('- Isolation de la toiture: € 6.900 – € 13.700 · 592 → 474 kWh/m² · Prime 2026: € 5.880 – € 5.880');
    expect(agency?.text).toContain('- Isolation des murs: € 16.200 – € 25.700 · 474 → 389 kWh/m² · Prime 2026: voir la page officielle');
    expect(agency?.text).toContain('Total: € 23.100 – € 39.400');
    expect(agency?.text).toContain('Vers le label D: Isolation de la toiture, Isolation des murs, Isolation du sol, Nouveaux châssis à haut rendement : € 39.300 – € 66.600, ensuite 326 kWh/m² (label D)');
    const [visitor] = mailsTo(email);
    expect(visitor?.text).toContain('Gewest: Wallonië');
  });

  it('names the insurance choices in the agency mail', async () => {
    const email = 'insurance.mail@example.be';
    await submitForm('insurance-proposal', validPayload('insurance-proposal', email), { locale: 'nl', ip: null }, testDeps(db));
    await dispatch();
    const agency = sink.received.find((m) => m.replyTo?.text.includes(email));
    expect(agency?.subject).toContain("Proposition d'assurance habitation");
    expect(agency?.text).toContain('Vous êtes: Propriétaire (acheteur)');
    expect(agency?.text).toContain('Options: Contenu, Vol');
    expect(agency?.text).toContain('Valeur de reconstruction (€): 350000');
    expect(mailsTo(email)[0]?.text).toContain('U bent: Eigenaar (koper)');
  });
});
