import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getProperties } from '@/lib/catalogue';
import type { AgencyMentionField } from '@/lib/legal/agency-mentions';
import { complianceReport } from '@/lib/legal/compliance-report';
import { createDb } from '@/lib/server/db/client';
import { complianceDigests, outbox } from '@/lib/server/db/schema';
import { checkComplianceWeek } from '@/lib/server/legal/compliance-digest';
import { dispatchDue } from '@/lib/server/mail/dispatcher';
import { smtpTransport } from '@/lib/server/mail/transport';
import { BACKENDS, databaseAndSmtpSink } from './harness';

const AGENCY = 'compliance.digest@example.be';
const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The first end date of an energy certificate in the demo stock after 2026-12-31: its listing's EPC expires the day after. */
const expiring = getProperties('nl')
  .filter((p) => (p.Energy.CertificateEndDate ?? '') > '2026-12-31')
  .toSorted((a, b) => a.Energy.CertificateEndDate!.localeCompare(b.Energy.CertificateEndDate!))[0]!;
const END = expiring.Energy.CertificateEndDate!;

describe.each(BACKENDS)('the weekly compliance mail on %s', (backend) => {
  const env = databaseAndSmtpSink(backend);

  const queued = () => env.db.db.select().from(outbox).where(sql`${outbox.kind} = 'compliance-digest'`).orderBy(outbox.id);
  const check = (today: string, changes: { on?: boolean; agencyMissing?: AgencyMentionField[]; database?: typeof env.db.db } = {}) =>
    checkComplianceWeek({ db: changes.database ?? env.db.db, today, on: changes.on ?? true, locale: 'nl', recipient: AGENCY, agencyMissing: changes.agencyMissing ?? ['insurer'] });
  const dispatch = () => dispatchDue({ db: env.db.db, transport: smtpTransport(env.sink.url, { allowPlaintext: true }), from: 'Immo Horizon <no-reply@example.be>' });

  it('checks nothing and stores nothing while the setting is off', async () => {
    expect(await check(shift(END, -21), { on: false })).toBe('off');
    expect(await env.db.db.select().from(complianceDigests)).toEqual([]);
  });

  it('mails every current problem the first week, in the agency’s language, and nothing more that week', async () => {
    const today = shift(END, -14);
    expect(await check(today)).toBe('queued');
    expect(await check(today)).toBe('already-checked');
    expect(await check(shift(today, 0))).toBe('already-checked');
    expect(await queued()).toHaveLength(1);

    await dispatch();
    const [mail] = env.sink.received.filter((m) => JSON.stringify(m.to).includes(AGENCY));
    const report = complianceReport('nl', today);
    const problems = report.reduce((n, l) => n + l.problems.length, 0) + 1;
    expect(mail?.subject).toBe(`${problems} nieuwe problemen in de wettelijke vermeldingen van uw panden`);
    expect(mail?.text).toContain('De wekelijkse controle van de wettelijke vermeldingen van uw panden staat aan.');
    expect(mail?.text).toContain(`- ${report[0]!.id} · `);
    expect(mail?.text).toContain('Verzekeraar');
    expect(mail?.text).toContain(`Alle panden om te verbeteren (${report.length}):`);
    expect(mail?.text).toMatch(/\/nl\/staff\/compliance\/\n/);
    expect(mail?.text).toMatch(/\/nl\/staff\/settings\/\n/);
  });

  it('the next week, with nothing new, stores the check and sends nothing', async () => {
    expect(await check(shift(END, -7))).toBe('nothing-new');
    expect(await queued()).toHaveLength(1);
  });

  it('mails only what is new: an energy certificate that expired, a mention emptied in the settings', async () => {
    const today = shift(END, 1);
    expect(await check(today, { agencyMissing: ['insurer', 'policyNumber'] })).toBe('queued');
    const rows = await queued();
    expect(rows).toHaveLength(2);
    const listings = JSON.parse(rows[1]!.payload!.listings!) as { id: number; problems: { key: string; problem: string }[] }[];
    expect(listings.flatMap((l) => l.problems.map((p) => `${l.id}:${p.key}:${p.problem}`))).toContain(`${expiring.ID}:epcValidUntil:expired`);
    expect(listings.every((l) => l.problems.every((p) => p.problem === 'expired'))).toBe(true);
    expect(JSON.parse(rows[1]!.payload!.agency!)).toEqual(['policyNumber']);

    await dispatch();
    const mail = env.sink.received.filter((m) => JSON.stringify(m.to).includes(AGENCY))[1];
    expect(mail?.subject).toMatch(/^\d+ nieuwe? proble(em|men) in de wettelijke vermeldingen/);
    expect(mail?.text).toContain('Sinds de controle van vorige week ontbreken');
    expect(mail?.text).toContain(`- ${expiring.ID} · `);
    expect(mail?.text).toContain(': verlopen');
    expect(mail?.text).toContain('Polisnummer');
    expect(mail?.text).not.toContain('- Verzekeraar beroepsaansprakelijkheid');
  });

  it('sends one mail when several instances check the same week at once', async () => {
    const instances = [createDb(env.db.url, 3), createDb(env.db.url, 3), createDb(env.db.url, 3)];
    try {
      const outcomes = await Promise.all(instances.map((i) => check(shift(END, 60), { agencyMissing: ['insurer', 'policyNumber', 'companyNumber'], database: i.db })));
      expect(outcomes.toSorted()).toEqual(['already-checked', 'already-checked', 'queued']);
    } finally {
      await Promise.all(instances.map((i) => i.pool.end()));
    }
    expect(await queued()).toHaveLength(3);
  });
});
