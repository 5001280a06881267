import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownedPropertyIds, addOwner, ownsProperty } from '@/lib/server/auth/owners';
import { submitForm } from '@/lib/server/forms/submit';
import { recordPageView } from '@/lib/server/stats/page-views';
import { propertyHistory } from '@/lib/server/stats/property-history';
import { propertyStats } from '@/lib/server/stats/property-stats';
import { validPayload } from './fixtures';
import { leads } from '@/lib/server/db/schema';
import { BACKENDS, startTestDatabase, testDeps, type TestDatabase } from './harness';

// scrypt at its production cost and a real database: slower than a unit test.
vi.setConfig({ testTimeout: 20_000 });

const HUMAN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(BACKENDS)('owner statistics on %s', (backend) => {
  let db: TestDatabase;
  let ownerA: number;
  let ownerB: number;

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    ownerA = await addOwner(db.db, { email: 'a@example.be', locale: 'fr', propertyIds: [101] });
    ownerB = await addOwner(db.db, { email: 'b@example.be', locale: 'nl', propertyIds: [102] });
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  // Each view from a visitor of its own (an address of its own): one visitor's views count once a day.
  let visitors = 0;
  const view = (
    propertyId: number,
    utmSource: string | null = null,
    userAgent = HUMAN,
    at = new Date(),
    ip = `192.0.2.${(visitors += 1)}`,
  ) => recordPageView(db.db, { propertyId, locale: 'fr', utmSource, userAgent, ip }, at);

  // Properties of their own (9xx): the other cases count the views of 101 to 104.
  it("counts one view per visitor, property and day: a replayed beacon adds nothing, the next day counts again", async () => {
    const at = new Date('2026-05-04T10:00:00Z');
    expect(await view(903, null, HUMAN, at, '198.51.100.20')).toBe('recorded');
    expect(await view(903, null, HUMAN, new Date('2026-05-04T18:00:00Z'), '198.51.100.20')).toBe('repeat');
    // Another property, another browser at the same address, the next day: each is a view.
    expect(await view(901, null, HUMAN, at, '198.51.100.20')).toBe('recorded');
    expect(await view(903, null, `${HUMAN} Edg/131.0`, at, '198.51.100.20')).toBe('recorded');
    expect(await view(903, null, HUMAN, new Date('2026-05-05T10:00:00Z'), '198.51.100.20')).toBe('recorded');
  });

  it('counts at most a set number of views of one property a day from one address, whatever user agents it claims', async () => {
    const at = new Date('2026-05-06T10:00:00Z');
    const replay = (n: number) =>
      recordPageView(db.db, { propertyId: 904, locale: 'fr', utmSource: null, userAgent: `${HUMAN} Fake/${n}`, ip: '198.51.100.21' }, at, { perIpPerDay: 3 });
    expect([await replay(1), await replay(2), await replay(3), await replay(4), await replay(5)]).toEqual(['recorded', 'recorded', 'recorded', 'over-limit', 'over-limit']);
    const other = await recordPageView(db.db, { propertyId: 904, locale: 'fr', utmSource: null, userAgent: HUMAN, ip: '198.51.100.22' }, at, { perIpPerDay: 3 });
    expect(other).toBe('recorded');
  });

  it('counts 3 page visits and 2 contact leads for today for that owner, and nothing for another', async () => {
    for (let i = 0; i < 3; i += 1) expect(await view(101)).toBe('recorded');
    for (const email of ['lead.one@example.be', 'lead.two@example.be']) {
      const result = await submitForm(
        'contact-me',
        { ...validPayload('contact-me', email), propertyId: '101' },
        { locale: 'fr', ip: '203.0.113.9' },
        testDeps(db),
      );
      expect(result.ok).toBe(true);
    }
    const [idA] = await ownedPropertyIds(db.db, ownerA);
    const statsA = await propertyStats(db.db, idA!, new Date());
    expect(statsA.counters.pageVisits).toEqual({ today: 3, week: 3, month: 3, total: 3 });
    expect(statsA.counters.communications).toEqual({ today: 2, week: 2, month: 2, total: 2 });
    expect(statsA.counters.visits.today).toBe(0);
    expect(statsA.daily.at(-1)).toMatchObject({ pageVisits: 3, communications: 2 });

    const [idB] = await ownedPropertyIds(db.db, ownerB);
    const statsB = await propertyStats(db.db, idB!, new Date());
    expect(statsB.counters.pageVisits.total).toBe(0);
    expect(statsB.counters.communications.total).toBe(0);
  });

  it("scopes properties: owner A does not own owner B's property", async () => {
    expect(await ownsProperty(db.db, ownerA, 101)).toBe(true);
    expect(await ownsProperty(db.db, ownerA, 102)).toBe(false);
    expect(await ownsProperty(db.db, ownerB, 101)).toBe(false);
  });

  it('leaves crawlers out of the page visits', async () => {
    expect(await view(103, null, GOOGLEBOT)).toBe('bot');
    expect(await view(103, null, '')).toBe('bot');
    expect((await propertyStats(db.db, 103, new Date())).counters.pageVisits.total).toBe(0);
  });

  it('counts views from a property portal as online media, and visit bookings as visits', async () => {
    await view(102, 'immoweb');
    await view(102, 'newsletter');
    const booking = await submitForm(
      'contact-appointment',
      { ...validPayload('contact-appointment', 'visitor@example.be'), propertyId: '102' },
      { locale: 'nl', ip: null },
      testDeps(db),
    );
    expect(booking.ok).toBe(true);
    const stats = await propertyStats(db.db, 102, new Date());
    expect(stats.counters.onlineMedia.total).toBe(1);
    expect(stats.counters.pageVisits.total).toBe(2);
    expect(stats.counters.visits.total).toBe(1);
    expect(stats.counters.communications.total).toBe(0);
  });

  it('puts older events in the right period and day of the chart (Brussels time)', async () => {
    const now = new Date('2026-03-31T10:00:00Z'); // a Tuesday, two days after the clocks went forward
    await view(104, null, HUMAN, new Date('2026-03-31T05:00:00Z')); // today
    await view(104, null, HUMAN, new Date('2026-03-30T21:59:00Z')); // 23:59 Monday in Brussels: this week
    await view(104, null, HUMAN, new Date('2026-03-29T21:30:00Z')); // 23:30 Sunday: last week, this month
    await view(104, null, HUMAN, new Date('2026-02-28T12:00:00Z')); // last month, inside the 30 days
    await view(104, null, HUMAN, new Date('2025-12-01T12:00:00Z')); // only in the total
    const stats = await propertyStats(db.db, 104, now);
    expect(stats.counters.pageVisits).toEqual({ today: 1, week: 2, month: 3, total: 5 });
    const day = (date: string) => stats.daily.find((d) => d.date === date)?.pageVisits;
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)?.date).toBe('2026-03-31');
    expect([day('2026-03-31'), day('2026-03-30'), day('2026-03-29'), day('2026-03-02')]).toEqual([
      1, 1, 1, 0,
    ]);
    expect(stats.daily.reduce((sum, d) => sum + d.pageVisits, 0)).toBe(3);
  });

  it('lists the history newest first, paged, with the contact name but not their e-mail', async () => {
    const history = await propertyHistory(db.db, 101, 1, 1);
    expect(history).toMatchObject({ total: 2, page: 1, pageCount: 2 });
    expect(history.rows[0]).toMatchObject({
      type: 'communication',
      form: 'contact-me',
      contact: 'Marie Dupont',
      status: 'new',
      source: null,
    });
    expect(JSON.stringify(history)).not.toContain('@example.be');
    const second = await propertyHistory(db.db, 101, 2, 1);
    expect(second.rows[0]!.id).toBeLessThan(history.rows[0]!.id);
    expect((await propertyHistory(db.db, 101, 99, 1)).page).toBe(2);
    // A message a visitor wrote to a friend (the form had one until the site stopped mailing free
    // text to third parties) is not the owner's to read; the lead still counts.
    await db.db.insert(leads).values({ form: 'send-to-friend', locale: 'nl', propertyId: 101, email: 'friend.history@example.be', fields: { firstName: 'Jan', remark: 'Kijk, die villa voor ons twee' } });
    const latest = await propertyHistory(db.db, 101, 1, 1);
    expect(latest.rows[0]).toMatchObject({ form: 'send-to-friend', comment: '' });
    expect(JSON.stringify(await propertyHistory(db.db, 101, 1))).not.toContain('villa voor ons');
    expect((await propertyHistory(db.db, 101, 1)).rows.find((r) => r.form === 'contact-me')?.comment).toBe('Is it still available?');
    const visit = await propertyHistory(db.db, 102, 1);
    expect(visit.rows[0]).toMatchObject({
      type: 'visit',
      appointment: { timeSlot: '14:00-16:00' },
    });
  });
});
