/**
 * Safe history (issue 33 §7): one history per part of the content, restores that change only their
 * part and make a draft, and 'Publish' for one page or article; against PGlite, and Postgres with
 * DATABASE_URL, like tests/server/content-store.test.ts.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@/lib/content/article-schema';
import type { MenuPage } from '@/lib/content/menu-schema';
import { changeSummary, fieldChanges } from '@/lib/content/part-changes';
import { parsePartKey, partKey, partValue, type ContentPart } from '@/lib/content/parts';
import type { SiteConfig } from '@/lib/content/site-schema';
import { perLanguage } from '@/lib/locale';
import { addStaff } from '@/lib/server/auth/staff';
import { deletedParts, fillVersionParts, partHistory, partState, partVersion, pendingParts } from '@/lib/server/content/history';
import { DELIVERED_VERSION, documentState, embeddedContent, exportContent, publishDraft, publishPart, restorePart, restoreVersion, saveDraft } from '@/lib/server/content/store';
import { contentVersions } from '@/lib/server/db/schema';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

const embedded = embeddedContent();
const BANNER: ContentPart = { document: 'site', kind: 'banner' };
const FOOTER: ContentPart = { document: 'site', kind: 'footer' };
const SETTINGS: ContentPart = { document: 'site', kind: 'settings' };
const page = (id: number): ContentPart => ({ document: 'menu', kind: 'page', id });
const article = (id: number): ContentPart => ({ document: 'articles', kind: 'article', id });

const flatten = (pages: MenuPage[]): MenuPage[] => pages.flatMap((p) => [p, ...flatten(p.childMenus)]);
const mapPages = (pages: MenuPage[], change: (p: MenuPage) => MenuPage): MenuPage[] => pages.map((p) => change({ ...p, childMenus: mapPages(p.childMenus, change) }));
const retitled = (menu: MenuPage[], id: number, nl: string) => mapPages(menu, (p) => (p.id === id ? { ...p, params: { ...p.params, title: { ...p.params.title, nl } } } : p));
const siteWith = (site: SiteConfig, change: Partial<SiteConfig>): SiteConfig => ({ ...site, ...change });
const bannerTitled = (site: SiteConfig, nl: string) => siteWith(site, { banner: { ...site.banner, title: { ...site.banner.title, nl } } });

function newArticle(id: number): Article {
  const text = perLanguage((l) => `History ${id} (${l})`);
  return {
    id,
    key: `history-${id}`,
    route: null,
    slugParts: null,
    date: null,
    title: text,
    intro: text,
    body: perLanguage(() => [{ type: 'p', text: 'x' }]),
    image: null,
    jobOffers: [],
    metadata: perLanguage(() => ({ title: 'T', description: 'D' })),
  };
}

describe('parts and what changed in them', () => {
  it('names a part by a key that reads back, and nothing else', () => {
    for (const part of [BANNER, FOOTER, SETTINGS, page(31), article(41), { document: 'categories', kind: 'categories' } as ContentPart]) expect(parsePartKey(partKey(part))).toEqual(part);
    for (const key of ['', 'page-', 'page-x', 'site', 'menu', 'article-1.5', 'banner ', '../banner']) expect(parsePartKey(key)).toBeNull();
  });

  it('says which fields changed, in which languages, leaving out the dates a save stamps', () => {
    const before = embedded.site.banner;
    const after = { ...before, title: { ...before.title, nl: 'Nieuw', fr: 'Nouveau' }, showSearch: !before.showSearch };
    const changes = fieldChanges(BANNER, before, after, 'en');
    expect(changes.map((c) => [c.path, c.label.key, c.label.language])).toEqual([
      ['title.nl', 'fields.title', 'nl'],
      ['title.fr', 'fields.title', 'fr'],
      ['showSearch', 'banner.showSearch', undefined],
    ]);
    expect(changes[0]).toMatchObject({ before: before.title.nl, after: 'Nieuw' });
    expect(changeSummary(changes)).toEqual([
      { group: undefined, key: 'fields.title', languages: ['nl', 'fr'] },
      { group: undefined, key: 'banner.showSearch', languages: [] },
    ]);

    const own = partValue(page(7), embedded.menu) as Omit<MenuPage, 'childMenus'>;
    const saved = { ...own, modifyDate: '2030-01-01T00:00:00.000Z', params: { ...own.params, modules: own.params.modules.map((m) => ({ ...m, title: { ...m.title, de: 'Kontakt!' } })) } };
    expect(fieldChanges(page(7), own, saved, 'nl').map((c) => [c.path, c.label.group?.key, c.label.key, c.label.language])).toEqual([
      ['params.modules.#71.title.de', 'changes.groups.module', 'pages.fields.moduleTitle', 'de'],
    ]);
    // A page that was not there yet: every field it has is new.
    expect(fieldChanges(page(7), undefined, own, 'nl').length).toBeGreaterThan(5);
  });
});

describe.each(BACKENDS)('one history per part on %s', (backend) => {
  let db: TestDatabase;
  let editor: number;
  let admin: number;
  const site = async () => (await documentState(db.db, 'site')).published.data;
  const draftOf = async <D extends 'site' | 'menu' | 'articles'>(document: D) => {
    const state = await documentState(db.db, document);
    return { data: (state.draft ?? state.published).data, baseId: state.latestId };
  };
  const ok = (result: { ok: boolean }) => {
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result as { ok: true; versionId: number };
  };

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    const hash = async () => 'scrypt$1$1$1$a$b';
    editor = await addStaff(db.db, { email: 'history.editor@example.be', role: 'editor', locale: 'nl', password: 'x' }, hash);
    admin = await addStaff(db.db, { email: 'history.admin@example.be', role: 'admin', locale: 'en', password: 'x' }, hash);
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('restores an old banner as a draft, keeping the current footer, top bar and phone; publishing it changes only the banner', async () => {
    // The banner changes and is published; then the footer, the top bar's phone and the office's phone.
    let draft = await draftOf('site');
    const oldTitle = draft.data.banner.title.nl;
    ok(await saveDraft(db.db, { document: 'site', data: bannerTitled(draft.data, 'Banner twee'), authorId: editor, note: 'banner', baseId: draft.baseId }));
    ok(await publishPart(db.db, { part: BANNER, staffId: editor, role: 'editor' }));
    draft = await draftOf('site');
    const footer = { ...draft.data.footer, copyright: { ...draft.data.footer.copyright, nl: 'Nieuwe openingsuren' } };
    const phone = { ...draft.data.topBar.left[0]!, link: 'tel:+3220000000', label: perLanguage(() => '+32 2 000 00 00') };
    const changed = siteWith(draft.data, { footer, topBar: { ...draft.data.topBar, left: [phone, ...draft.data.topBar.left.slice(1)] }, agency: { ...draft.data.agency, phone: '+32 2 000 00 00' } });
    ok(await saveDraft(db.db, { document: 'site', data: changed, authorId: admin, note: 'footer', baseId: draft.baseId }));
    ok(await publishDraft(db.db, { document: 'site', staffId: admin, role: 'admin' }));

    // The banner's history has its own change only; the footer's, its own.
    const history = await partHistory(db.db, BANNER);
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({ live: true, author: 'history.editor@example.be' });
    expect(fieldChanges(BANNER, history.entries[0]!.before, history.entries[0]!.after, 'nl').map((c) => c.path)).toEqual(['title.nl']);
    expect((await partHistory(db.db, FOOTER)).entries.map((e) => e.author)).toEqual(['history.admin@example.be']);
    expect((await partHistory(db.db, { document: 'site', kind: 'topBar' })).entries).toHaveLength(1);

    // Restore the banner delivered with the site: a draft, nothing published.
    const publishedBefore = (await documentState(db.db, 'site')).published.id;
    const restored = ok(await restorePart(db.db, { part: BANNER, versionId: DELIVERED_VERSION, staffId: editor, role: 'editor' }));
    let state = await documentState(db.db, 'site');
    expect(state.published.id).toBe(publishedBefore);
    expect(state.published.data.banner.title.nl).toBe('Banner twee');
    expect(state.draft).toMatchObject({ id: restored.versionId });
    expect(state.draft!.data.banner.title.nl).toBe(oldTitle);
    expect(state.draft!.data.footer).toEqual(footer);
    expect(state.draft!.data.agency.phone).toBe('+32 2 000 00 00');
    expect(state.draft!.data.topBar.left[0]!.link).toBe('tel:+3220000000');
    expect((await pendingParts(db.db, 'site')).map((p) => partKey(p.part))).toEqual(['banner']);
    const after = await partHistory(db.db, BANNER);
    expect(after.entries[0]).toMatchObject({ id: restored.versionId, restoredFrom: null, note: 'data/*.json', draft: true, live: false });
    expect(after.entries[1]).toMatchObject({ live: true });

    // Published: the banner only; the footer and the phones stay.
    ok(await publishPart(db.db, { part: BANNER, staffId: editor, role: 'editor' }));
    const live = await site();
    expect(live.banner).toEqual(embedded.site.banner);
    expect(live.footer).toEqual(footer);
    expect(live.agency.phone).toBe('+32 2 000 00 00');
    state = await documentState(db.db, 'site');
    expect(state.draft).toBeNull();
    expect((await exportContent(db.db)).site.topBar.left[0]!.link).toBe('tel:+3220000000');
  });

  it('restores one part of an earlier version, however many parts that version changed, and refuses what would change nothing', async () => {
    const draft = await draftOf('site');
    const both = siteWith(bannerTitled(draft.data, 'Beide'), { footer: { ...draft.data.footer, links: ['/contact'] } });
    const saved = ok(await saveDraft(db.db, { document: 'site', data: both, authorId: editor, note: 'two parts', baseId: draft.baseId }));
    const [row] = await db.db.select({ parts: contentVersions.parts }).from(contentVersions).where(eq(contentVersions.id, saved.versionId));
    expect(row!.parts).toEqual(['banner', 'footer']);
    const next = await draftOf('site');
    ok(await saveDraft(db.db, { document: 'site', data: siteWith(bannerTitled(next.data, 'Daarna'), { footer: { ...next.data.footer, links: ['/jobs'] } }), authorId: editor, note: '', baseId: next.baseId }));

    const restored = ok(await restorePart(db.db, { part: FOOTER, versionId: saved.versionId, staffId: editor, role: 'editor' }));
    const data = (await draftOf('site')).data;
    expect(data.footer.links).toEqual(['/contact']);
    expect(data.banner.title.nl).toBe('Daarna');
    expect((await partHistory(db.db, FOOTER)).entries[0]).toMatchObject({ id: restored.versionId, restoredFrom: saved.versionId, draft: true });
    expect(await restorePart(db.db, { part: FOOTER, versionId: saved.versionId, staffId: editor })).toEqual({ ok: false, problem: { code: 'unchanged', values: {} } });
    // Someone saved since the comparison was shown.
    expect(await restorePart(db.db, { part: BANNER, versionId: saved.versionId, staffId: editor, baseId: saved.versionId })).toEqual({ ok: false, problem: { code: 'stale', values: {} } });
    // A part that was not in that version.
    expect(await restorePart(db.db, { part: article(99_999), versionId: DELIVERED_VERSION, staffId: editor })).toEqual({ ok: false, problem: { code: 'notFound', values: {} } });
    // The settings are an administrator's, to restore as to publish.
    expect(await restorePart(db.db, { part: SETTINGS, versionId: DELIVERED_VERSION, staffId: editor, role: 'editor' })).toMatchObject({ ok: false, problem: { code: 'adminOnly' } });
    expect(await publishPart(db.db, { part: SETTINGS, staffId: editor, role: 'editor' })).toMatchObject({ ok: false, problem: { code: 'adminOnly' } });
    // Put back what the site shows, for the tests after this one.
    ok(await publishDraft(db.db, { document: 'site', staffId: admin, role: 'admin' }));
  });

  it('publishes one page, leaving the other pages’ drafts unpublished', async () => {
    const draft = await draftOf('menu');
    const both = retitled(retitled(draft.data, 7, 'Contact (koncept)'), 5, 'Over ons (koncept)');
    ok(await saveDraft(db.db, { document: 'menu', data: both, authorId: editor, note: 'two pages', baseId: draft.baseId }));
    expect((await pendingParts(db.db, 'menu')).map((p) => partKey(p.part)).sort()).toEqual(['page-5', 'page-7']);
    expect((await partState(db.db, page(3))).hasDraft).toBe(false);

    const published = ok(await publishPart(db.db, { part: page(7), staffId: editor, role: 'editor' }));
    const state = await documentState(db.db, 'menu');
    expect(state.published.id).toBe(published.versionId);
    const live = flatten(state.published.data);
    expect(live.find((p) => p.id === 7)!.params.title.nl).toBe('Contact (koncept)');
    expect(live.find((p) => p.id === 5)!.params.title.nl).not.toBe('Over ons (koncept)');
    // The draft keeps both: page 5 still waits.
    expect(flatten(state.draft!.data).find((p) => p.id === 5)!.params.title.nl).toBe('Over ons (koncept)');
    expect((await pendingParts(db.db, 'menu')).map((p) => partKey(p.part))).toEqual(['page-5']);
    // A publication is not a version of the draft line: the next save starts from the draft.
    expect(state.latestId).toBeLessThan(published.versionId);
    expect(await publishPart(db.db, { part: page(7), staffId: editor })).toEqual({ ok: false, problem: { code: 'notFound', values: {} } });

    // Page 7's history: its one change, live; page 5's: a draft.
    expect((await partHistory(db.db, page(7))).entries).toMatchObject([{ live: true, draft: false }]);
    expect((await partHistory(db.db, page(5))).entries).toMatchObject([{ live: false, draft: true }]);

    // Publishing page 5 too leaves nothing waiting: the draft version itself is now live.
    const last = ok(await publishPart(db.db, { part: page(5), staffId: editor }));
    expect(last.versionId).not.toBe(published.versionId);
    expect((await documentState(db.db, 'menu')).draft).toBeNull();
  });

  it('refuses to publish a new sub-page before its new parent page', async () => {
    const draft = await draftOf('menu');
    const template = flatten(draft.data).find((p) => p.id === 7)!;
    const parent: MenuPage = { ...template, id: 900, path: '/history-parent', name: 'history parent', sort: 20, parentId: null, params: { ...template.params, modules: [] }, childMenus: [] };
    const child: MenuPage = { ...parent, id: 901, path: '/history-parent/child', name: 'history child', parentId: 900 };
    ok(await saveDraft(db.db, { document: 'menu', data: [...draft.data, { ...parent, childMenus: [child] }], authorId: editor, note: '+', baseId: draft.baseId }));
    expect(await publishPart(db.db, { part: page(901), staffId: editor })).toEqual({ ok: false, problem: { code: 'parentNotPublished', values: { name: 'history child' } } });
    ok(await publishPart(db.db, { part: page(900), staffId: editor }));
    ok(await publishPart(db.db, { part: page(901), staffId: editor }));
    expect(flatten((await documentState(db.db, 'menu')).published.data).find((p) => p.id === 901)?.parentId).toBe(900);
  });

  it('publishes one article, and brings a deleted article back as a draft from its history', async () => {
    let draft = await draftOf('articles');
    ok(await saveDraft(db.db, { document: 'articles', data: [...draft.data, newArticle(9501), newArticle(9502)], authorId: editor, note: '+', baseId: draft.baseId }));
    ok(await publishPart(db.db, { part: article(9501), staffId: editor }));
    let live = (await documentState(db.db, 'articles')).published.data;
    expect(live.map((a) => a.id)).toContain(9501);
    expect(live.map((a) => a.id)).not.toContain(9502);
    ok(await publishPart(db.db, { part: article(9502), staffId: editor }));

    // Deleted (a draft), then published.
    draft = await draftOf('articles');
    ok(await saveDraft(db.db, { document: 'articles', data: draft.data.filter((a) => a.id !== 9501), authorId: editor, note: '-history-9501', baseId: draft.baseId }));
    expect(await deletedParts(db.db, 'articles')).toEqual([]);
    ok(await publishPart(db.db, { part: article(9501), staffId: editor }));
    live = (await documentState(db.db, 'articles')).published.data;
    expect(live.map((a) => a.id)).not.toContain(9501);
    const gone = await deletedParts(db.db, 'articles');
    expect(gone.map((g) => partKey(g.part))).toEqual(['article-9501']);
    expect(gone[0]!.last).toMatchObject({ key: 'history-9501' });

    // Its history: written, then deleted; restoring the version that wrote it makes it a draft again.
    const history = await partHistory(db.db, article(9501));
    expect(history.entries.map((e) => [e.before === undefined, e.after === undefined])).toEqual([
      [false, true],
      [true, false],
    ]);
    const restored = ok(await restorePart(db.db, { part: article(9501), versionId: history.entries[1]!.id, staffId: editor }));
    expect((await draftOf('articles')).data.find((a) => a.id === 9501)).toMatchObject({ key: 'history-9501' });
    expect((await documentState(db.db, 'articles')).published.data.map((a) => a.id)).not.toContain(9501);
    expect(await partVersion(db.db, article(9501), restored.versionId)).toMatchObject({ before: undefined, draft: true, live: false });
  });

  it('finds the parts of versions saved before parts were recorded', async () => {
    const before = (await draftOf('site')).data;
    const [first] = await db.db.insert(contentVersions).values({ document: 'site', data: bannerTitled(before, 'Oud een'), note: 'legacy' }).returning({ id: contentVersions.id });
    const [second] = await db.db
      .insert(contentVersions)
      .values({ document: 'site', data: siteWith(bannerTitled(before, 'Oud een'), { footer: { ...before.footer, links: ['/legacy'] } }), note: 'legacy' })
      .returning({ id: contentVersions.id });
    expect(await fillVersionParts(db.db, 'site')).toBe(2);
    const rows = await db.db.select({ id: contentVersions.id, parts: contentVersions.parts }).from(contentVersions).where(eq(contentVersions.note, 'legacy'));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.parts]))).toEqual({ [first!.id]: ['banner'], [second!.id]: ['footer'] });
    expect(await db.db.select().from(contentVersions).where(isNull(contentVersions.parts))).toEqual([]);
    expect(await fillVersionParts(db.db, 'site')).toBe(0);
    // Put the site back as it was published.
    ok(await restoreVersion(db.db, { document: 'site', versionId: (await documentState(db.db, 'site')).published.id!, staffId: null }));
  });
});
