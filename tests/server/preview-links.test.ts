import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/server/auth/password';
import { addStaff } from '@/lib/server/auth/staff';
import { inviteStaff, removeStaff } from '@/lib/server/auth/staff-admin';
import { createPreviewLink, previewLinkOpens, revokePreviewLinks } from '@/lib/server/content/preview-link';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

const fastHash = (password: string) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });

describe.each(BACKENDS)('revocable preview links on %s', (backend) => {
  let db: TestDatabase;
  let admin: number;
  const now = new Date();
  const member = (label: string) =>
    addStaff(db.db, { email: `${label}.${Date.now()}@example.be`, role: 'editor', locale: 'nl', password: 'a password of length' }, fastHash);

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    admin = await addStaff(db.db, { email: 'preview.admin@example.be', role: 'admin', locale: 'nl', password: 'admin password' }, fastHash);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('opens the path it was made for until it expires, and no other', async () => {
    const token = await createPreviewLink(db.db, { path: '/preview/nl/', staffId: await member('maker') }, now, 60_000);
    expect(await previewLinkOpens(db.db, '/preview/nl/', token, now)).toBe(true);
    expect(await previewLinkOpens(db.db, '/preview/fr/', token, now)).toBe(false);
    expect(await previewLinkOpens(db.db, '/preview/nl/', token, new Date(now.getTime() + 61_000))).toBe(false);
  });

  it("revokes every link to a document's pages, leaving other pages' links open", async () => {
    const maker = await member('page');
    const nl = await createPreviewLink(db.db, { path: '/preview/nl/over-ons/', staffId: maker }, now);
    const other = await createPreviewLink(db.db, { path: '/preview/nl/contact/', staffId: maker }, now);
    expect(await revokePreviewLinks(db.db, { path: '/preview/nl/over-ons/' }, now)).toBe(1);
    expect(await previewLinkOpens(db.db, '/preview/nl/over-ons/', nl, now)).toBe(false);
    expect(await previewLinkOpens(db.db, '/preview/nl/contact/', other, now)).toBe(true);
  });

  it("revokes every link one member made, not a colleague's", async () => {
    const one = await member('one');
    const colleague = await member('colleague');
    const mine = [await createPreviewLink(db.db, { path: '/preview/nl/', staffId: one }, now), await createPreviewLink(db.db, { path: '/preview/fr/', staffId: one }, now)];
    const theirs = await createPreviewLink(db.db, { path: '/preview/nl/', staffId: colleague }, now);
    expect(await revokePreviewLinks(db.db, { staffId: one }, now)).toBe(2);
    expect(await previewLinkOpens(db.db, '/preview/nl/', mine[0], now)).toBe(false);
    expect(await previewLinkOpens(db.db, '/preview/nl/', theirs, now)).toBe(true);
  });

  it('stops working when its maker is removed, and stays dead when the address is added again', async () => {
    const email = `leaver.${Date.now()}@example.be`;
    const leaver = await addStaff(db.db, { email, role: 'editor', locale: 'nl', password: 'a password of length' }, fastHash);
    const token = await createPreviewLink(db.db, { path: '/preview/nl/', staffId: leaver }, now);
    expect(await previewLinkOpens(db.db, '/preview/nl/', token, now)).toBe(true);
    expect(await removeStaff(db.db, { actorId: admin, staffId: leaver })).toMatchObject({ ok: true });
    expect(await previewLinkOpens(db.db, '/preview/nl/', token, now)).toBe(false);
    const deps = { db: db.db, now: () => new Date(), siteUrl: 'https://www.example.be' };
    expect(await inviteStaff(deps, { email, name: '', role: 'editor', locale: 'nl', password: 'a new long password', actorId: admin }, fastHash)).toMatchObject({ ok: true });
    expect(await previewLinkOpens(db.db, '/preview/nl/', token, now)).toBe(false);
  });

  it('refuses a signed token whose link was never stored', async () => {
    const { previewToken } = await import('@/lib/server/content/preview-link');
    expect(await previewLinkOpens(db.db, '/preview/nl/', previewToken('/preview/nl/', now), now)).toBe(false);
  });
});
