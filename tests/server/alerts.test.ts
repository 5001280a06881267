import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertProperty } from '@/lib/alerts/match';
import { getProperties, getProperty, type Property } from '@/lib/catalogue';
import { confirmSearchProfile, criteriaOf } from '@/lib/server/alerts/profiles';
import { matchingProperties, sweepAlerts } from '@/lib/server/alerts/sweep';
import { createDb } from '@/lib/server/db/client';
import { searchProfiles } from '@/lib/server/db/schema';
import { submitForm } from '@/lib/server/forms/submit';
import { unsubscribe } from '@/lib/server/forms/unsubscribe';
import { dispatchDue } from '@/lib/server/mail/dispatcher';
import { smtpTransport } from '@/lib/server/mail/transport';
import { validPayload } from './fixtures';
import { BACKENDS, startTestDatabase, testDeps, type TestDatabase } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const FROM = 'Immo Horizon <no-reply@example.be>';
const DAY = 24 * 60 * 60_000;
/** Flemish houses for sale with 3 bedrooms under € 400.000: Mechelen, Drogenbos. */
const SEEN = 4019815;
const NEW = 4018855;
const OTHER = 4019012; // Gent, € 845.000: above the range

function property(id: number, changes: Partial<Property> = {}): Property {
  const p = getProperty('nl', id);
  if (!p) throw new Error(`no property ${id}`);
  return { ...p, ...changes };
}

describe('criteriaOf: the search of a validated keep-me-informed lead', () => {
  it('keeps goal, types, known zones, the city or postal code, the price range and bedrooms', () => {
    expect(criteriaOf({ goal: 'rent', types: ['2', '3'], zones: ['brussels', 'mars'], cityOrZip: 'Ixelles', priceMax: 1200, bedrooms: 1 })).toEqual({
      goal: 'rent',
      types: ['2', '3'],
      zones: ['brussels'],
      place: 'Ixelles',
      priceMin: undefined,
      priceMax: 1200,
      bedrooms: 1,
    });
  });
});

describe.each(BACKENDS)('search alerts on %s', (backend) => {
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

  const mailsTo = (address: string) => sink.received.filter((m) => JSON.stringify(m.to ?? '').includes(address));
  const dispatch = () => dispatchDue({ db: db.db, transport: smtpTransport(sink.url, { allowPlaintext: true }), from: FROM });
  let stock: Property[] = [];
  let clock = new Date();
  const sweep = (database = db.db) =>
    sweepAlerts({ db: database, properties: () => stock as AlertProperty[], priceLowered: () => false, now: () => clock });

  async function register(email: string) {
    const payload = { ...validPayload('demand-register', email), types: ['1'], zones: ['flanders'], priceMin: '', priceMax: '400000', bedrooms: '3' };
    expect((await submitForm('demand-register', payload, { locale: 'nl', ip: null }, testDeps(db))).ok).toBe(true);
    await dispatch();
    const [profile] = await db.db.select().from(searchProfiles).where(eq(searchProfiles.email, email));
    return profile!;
  }

  it('mails a confirmation link first and nothing more until the address is confirmed', async () => {
    const email = 'alert.optin@example.be';
    stock = [property(SEEN)];
    const profile = await register(email);
    const [confirmation] = mailsTo(email);
    expect(confirmation?.text).toContain(`/nl/confirm-alert/?token=${profile.token}`);
    expect(confirmation?.text).toContain(`/nl/unsubscribe/?token=${profile.token}`);
    const agency = sink.received.find((m) => m.replyTo?.text.includes(email));
    expect(agency?.text).not.toContain(profile.token);

    stock = [property(SEEN), property(NEW)];
    expect(await sweep()).toBe(0);
    expect(await confirmSearchProfile(db.db, 'alert-unknown-token-000000', matchingProperties(() => stock))).toBe(false);
  });

  it('announces what is new after the confirmation, in the profile language, once a day at most, never twice', async () => {
    const email = 'alert.flow@example.be';
    stock = [property(SEEN), property(OTHER)];
    const profile = await register(email);
    expect(await confirmSearchProfile(db.db, profile.token, matchingProperties(() => stock))).toBe(true);
    expect(await sweep()).toBe(0); // what was on offer at the confirmation is not news

    stock = [property(SEEN), property(OTHER), property(NEW)];
    expect(await sweep()).toBe(1);
    await dispatch();
    const [, alert] = mailsTo(email);
    expect(alert?.subject).toContain('1 nieuwe woning');
    expect(alert?.text).toContain(`Nieuw: ${property(NEW).TypeDescription}`);
    expect(alert?.text).not.toContain(property(SEEN).TypeDescription);
    expect(alert?.text).not.toContain(property(OTHER).TypeDescription);
    expect(alert?.text).toContain(`/nl/unsubscribe/?token=${profile.token}`);
    expect(JSON.stringify(alert?.headers.get('list'))).toContain(profile.token); // List-Unsubscribe

    // The same day: a cheaper property waits for tomorrow.
    stock = [property(SEEN, { Price: 350_000 }), property(OTHER), property(NEW)];
    expect(await sweep()).toBe(0);
    clock = new Date(clock.getTime() + DAY + 1000);
    expect(await sweep()).toBe(1);
    await dispatch();
    const third = mailsTo(email)[2];
    expect(third?.text).toContain(`Prijs verlaagd: ${property(SEEN).TypeDescription}`);
    expect(third?.text).not.toContain(property(NEW).TypeDescription);

    clock = new Date(clock.getTime() + DAY + 1000);
    stock = [property(SEEN, { Price: 300_000 }), property(OTHER), property(NEW, { Price: 300_000 })];
    expect(await sweep()).toBe(0); // both announced already
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('sends one alert when several instances sweep at once, and none after the unsubscribe link', async () => {
    const email = 'alert.parallel@example.be';
    stock = [property(SEEN)];
    const profile = await register(email);
    await confirmSearchProfile(db.db, profile.token, matchingProperties(() => stock));
    stock = [property(SEEN), property(NEW)];
    const instances = [createDb(db.url, 3), createDb(db.url, 3), createDb(db.url, 3)];
    try {
      const queued = await Promise.all(instances.map((i) => sweep(i.db)));
      expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await Promise.all(instances.map((i) => i.pool.end()));
    }
    await dispatch();
    expect(mailsTo(email)).toHaveLength(2);

    expect(await unsubscribe(db.db, profile.token)).toBe(true);
    clock = new Date(clock.getTime() + 3 * DAY);
    stock = getProperties('nl').slice();
    expect(await sweep()).toBe(0);
  });
});
