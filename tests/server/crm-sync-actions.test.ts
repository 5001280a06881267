/**
 * The sync screen's actions and what it reads, on PGlite and Postgres: only an admin
 * starts a sync or accepts a held one, the accepted run must be the held one the admin saw and its
 * box ticked, a busy lease is said, and the sync runs on after the action answered.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/server/auth/password';
import type { SessionStaff } from '@/lib/server/auth/sessions';
import { addStaff } from '@/lib/server/auth/staff';
import type { SyncRun } from '@/lib/server/crm/run-sync';
import { startStaffSync } from '@/lib/server/crm/staff-sync';
import { acquireSyncLease, syncLeaseHeld } from '@/lib/server/crm/sync-lease';
import { loadSyncOverview } from '@/lib/server/crm/sync-overview';
import { crmSyncRuns } from '@/lib/server/db/schema';
import { post, redirectOf } from './action-calls';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

vi.setConfig({ testTimeout: 20_000 });
const fastHash = (password: string) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });

const session = vi.hoisted(() => ({ signedIn: null as SessionStaff | null, db: null as unknown }));
vi.mock('@/lib/server/auth/current-staff', () => ({ currentStaff: async () => session.signedIn }));
vi.mock('@/lib/server/db/client', async (original) => ({ ...(await original<object>()), getDb: () => ({ db: session.db }) }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
}));
/** The real sync by default; a test that must not reach a CRM says what it answers. */
vi.mock('@/lib/server/crm/run-sync', async (original) => {
  const real = await original<typeof import('@/lib/server/crm/run-sync')>();
  return { ...real, runCrmSync: vi.fn(real.runCrmSync) };
});
const { runCrmSync } = await import('@/lib/server/crm/run-sync');
const sync = vi.mocked(runCrmSync);

const CRM = { OMNICASA_URL: 'http://127.0.0.1:9/OmnicasaService.svc', OMNICASA_CUSTOMER_NAME: 'agency', OMNICASA_CUSTOMER_PASSWORD: 'secret' };
const never = () => new Promise<SyncRun>(() => undefined);
const counts = (before: number, after: number) => ({ before, after, read: after, added: 0, updated: 0, removed: before - after, priceChanged: 0, leftOut: 0, recordsRead: after, recordsLeftOut: 0, notes: 0 });

describe.each(BACKENDS)('the sync screen on %s', (backend) => {
  let db: TestDatabase;
  let admin = 0;
  let editor = 0;
  const asEditor = () => (session.signedIn = { id: editor, email: 'editor@example.be', name: '', locale: 'fr', role: 'editor' });
  const asAdmin = () => (session.signedIn = { id: admin, email: 'admin@example.be', name: 'Ann Admin', locale: 'nl', role: 'admin' });
  const run = async (values: Partial<typeof crmSyncRuns.$inferInsert>) => (await db.db.insert(crmSyncRuns).values({ trigger: 'schedule', status: 'published', ...values }).returning({ id: crmSyncRuns.id }))[0]!.id;

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    session.db = db.db;
    admin = await addStaff(db.db, { email: 'admin@example.be', name: 'Ann Admin', role: 'admin', locale: 'nl', password: 'admin password' }, fastHash);
    editor = await addStaff(db.db, { email: 'editor@example.be', role: 'editor', locale: 'fr', password: 'editor password' }, fastHash);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });
  beforeEach(async () => {
    session.signedIn = null;
    sync.mockClear();
    for (const [name, value] of Object.entries(CRM)) vi.stubEnv(name, value);
    await db.db.delete(crmSyncRuns);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  describe('what it reads', () => {
    it('lists the runs without their notes, names who started them, and says where the sync stands', async () => {
      await run({ status: 'published', counts: counts(0, 40), notes: [{ method: 'GetProperty', id: 1, field: 'Price', code: 'invalid', effect: 'field' }] });
      const held = await run({ status: 'held', trigger: 'staff', staffId: admin, counts: counts(40, 2), problem: { code: 'loss', values: { before: 40, after: 2, percent: 95, limit: 20 }, message: 'loss' } });
      const overview = await loadSyncOverview(db.db);
      expect(overview.runs.map((r) => r.id)).toEqual([held, held - 1]);
      expect(overview.runs[0]).not.toHaveProperty('notes');
      expect(overview.names.get(admin)).toBe('Ann Admin');
      expect(overview.state).toMatchObject({ properties: 40, alert: { status: 'held', runId: held, code: 'loss', before: 40, after: 2 } });
    });

    it('shows a run whose process stopped as stopped, and a run holding the lease as running', async () => {
      const stale = await run({ status: 'running' });
      expect(await syncLeaseHeld(db.db)).toBe(false);
      expect((await loadSyncOverview(db.db)).state).toMatchObject({ running: null, alert: { runId: stale, code: 'interrupted' } });
      const lease = await acquireSyncLease(db.db);
      try {
        expect(await syncLeaseHeld(db.db)).toBe(true);
        expect((await loadSyncOverview(db.db)).state.running).toMatchObject({ id: stale });
      } finally {
        await lease!.release();
      }
    });
  });

  describe('starting a sync', () => {
    it('runs on after answering: the action waits only for the lease', async () => {
      const started = await startStaffSync({ db: db.db, staffId: admin, acceptShrink: false, env: CRM, run: never, waitMs: 20 });
      expect(started).toBe('started');
    });

    it('says when another sync holds the lease, with the real sync', async () => {
      const lease = await acquireSyncLease(db.db);
      try {
        expect(await startStaffSync({ db: db.db, staffId: admin, acceptShrink: false, env: CRM })).toBe('busy');
        expect(await db.db.select().from(crmSyncRuns)).toHaveLength(0);
      } finally {
        await lease!.release();
      }
    });

    it('starts nothing without a CRM, or with a half one', async () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await startStaffSync({ db: db.db, staffId: admin, acceptShrink: false, env: {}, run: never })).toBe('notConfigured');
      expect(await startStaffSync({ db: db.db, staffId: admin, acceptShrink: false, env: { OMNICASA_URL: CRM.OMNICASA_URL }, run: never })).toBe('config');
      expect(spy.mock.calls.join(' ')).toMatch(/OMNICASA_CUSTOMER_NAME/);
      spy.mockRestore();
    });

    it('logs a sync that throws instead of leaving an unhandled rejection', async () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await startStaffSync({ db: db.db, staffId: admin, acceptShrink: false, env: CRM, run: () => Promise.reject(new Error('database gone')), waitMs: 50 })).toBe('started');
      expect(spy.mock.calls.join(' ')).toMatch(/database gone/);
      spy.mockRestore();
    });
  });

  describe('the actions', () => {
    it('refuse an editor, who starts nothing', async () => {
      const { acceptShrinkAction, syncNowAction } = await import('@/lib/server/actions/crm-sync');
      const held = await run({ status: 'held', counts: counts(40, 2), problem: { code: 'loss', values: {}, message: '' } });
      asEditor();
      expect(await redirectOf(syncNowAction('fr'))).toBe('/fr/staff/sync/?refused=adminOnly');
      expect(await redirectOf(acceptShrinkAction('fr', post({ runId: String(held), confirm: 'on' })))).toBe('/fr/staff/sync/?refused=adminOnly');
      expect(sync).not.toHaveBeenCalled();
    });

    it('send nobody without a session to the login page', async () => {
      const { syncNowAction } = await import('@/lib/server/actions/crm-sync');
      expect(await redirectOf(syncNowAction('de'))).toBe('/de/staff/login/');
      expect(sync).not.toHaveBeenCalled();
    });

    it('let an admin sync now, in the background, as a staff sync of theirs', async () => {
      const { syncNowAction } = await import('@/lib/server/actions/crm-sync');
      sync.mockImplementationOnce(never);
      asAdmin();
      expect(await redirectOf(syncNowAction('nl'))).toBe('/nl/staff/sync/?done=started');
      expect(sync).toHaveBeenCalledWith(expect.objectContaining({ trigger: 'staff', staffId: admin, acceptShrink: false }));
    });

    it('say so when a sync is already running', async () => {
      const { syncNowAction } = await import('@/lib/server/actions/crm-sync');
      sync.mockImplementationOnce(async () => ({ ok: false, busy: true, at: new Date().toISOString(), error: 'another sync is running' }));
      asAdmin();
      expect(await redirectOf(syncNowAction('en'))).toBe('/en/staff/sync/?refused=busy');
    });

    it('start nothing without a CRM', async () => {
      const { syncNowAction } = await import('@/lib/server/actions/crm-sync');
      vi.stubEnv('OMNICASA_URL', '');
      asAdmin();
      expect(await redirectOf(syncNowAction('en'))).toBe('/en/staff/sync/?refused=notConfigured');
      expect(sync).not.toHaveBeenCalled();
    });

    it('accept only the held run the admin saw, with its box ticked', async () => {
      const { acceptShrinkAction } = await import('@/lib/server/actions/crm-sync');
      const older = await run({ status: 'held', counts: counts(40, 2), problem: { code: 'loss', values: {}, message: '' } });
      const held = await run({ status: 'held', counts: counts(40, 1), problem: { code: 'loss', values: {}, message: '' } });
      asAdmin();
      expect(await redirectOf(acceptShrinkAction('nl', post({ runId: String(held) })))).toBe('/nl/staff/sync/?refused=confirm');
      expect(await redirectOf(acceptShrinkAction('nl', post({ runId: String(held), confirm: 'yes' })))).toBe('/nl/staff/sync/?refused=confirm');
      expect(await redirectOf(acceptShrinkAction('nl', post({ runId: 'x', confirm: 'on' })))).toBe('/nl/staff/sync/?refused=stale');
      expect(await redirectOf(acceptShrinkAction('nl', post({ runId: String(older), confirm: 'on' })))).toBe('/nl/staff/sync/?refused=stale');
      expect(sync).not.toHaveBeenCalled();

      sync.mockImplementationOnce(never);
      expect(await redirectOf(acceptShrinkAction('nl', post({ runId: String(held), confirm: 'on' })))).toBe('/nl/staff/sync/?done=accepting');
      expect(sync).toHaveBeenCalledWith(expect.objectContaining({ trigger: 'staff', staffId: admin, acceptShrink: true }));
    });

    it('refuse to accept once a later sync is no longer held', async () => {
      const { acceptShrinkAction } = await import('@/lib/server/actions/crm-sync');
      const held = await run({ status: 'held', counts: counts(40, 2), problem: { code: 'loss', values: {}, message: '' } });
      await run({ status: 'unchanged', counts: counts(40, 40) });
      asAdmin();
      expect(await redirectOf(acceptShrinkAction('nl', post({ runId: String(held), confirm: 'on' })))).toBe('/nl/staff/sync/?refused=stale');
      expect(sync).not.toHaveBeenCalled();
    });
  });
});
