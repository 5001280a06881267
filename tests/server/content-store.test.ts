import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@/lib/content/article-schema';
import type { Category } from '@/lib/content/category-schema';
import { changedContentPaths } from '@/lib/content/content-paths';
import { pathProblem } from '@/lib/content/content-rules';
import { perLanguage, SITE_LOCALES } from '@/lib/locale';
import { addStaff } from '@/lib/server/auth/staff';
import {
  DELIVERED_VERSION,
  documentHistory,
  documentState,
  embeddedContent,
  exportContent,
  importContent,
  publishDraft,
  restoreVersion,
  saveDraft,
} from '@/lib/server/content/store';
import { contentVersions } from '@/lib/server/db/schema';
import { BACKENDS, startTestDatabase, type TestDatabase } from './harness';

const embedded = embeddedContent();
const flatten = (pages: typeof embedded.menu): typeof embedded.menu => pages.flatMap((p) => [p, ...flatten(p.childMenus)]);
const moduleArticleIds = new Set(flatten(embedded.menu).flatMap((p) => p.params.modules.filter((m) => m.relations.type === 'article').map((m) => m.relations.id)));

/** Site settings as stored before the free-valuation section existed. */
const withoutValuation = (site: object) => Object.fromEntries(Object.entries(site).filter(([section]) => section !== 'valuation'));

/** The delivered 'news' category (nieuws, actualites, news, nachrichten). */
const NEWS = embedded.categories.find((c) => c.key === 'news')!.id;

function newArticle(id: number, categoryId = NEWS, nlName = `test-${id}`): Article {
  const text = perLanguage((l) => `Title ${id} (${l})`);
  return {
    id,
    key: `test-${id}`,
    route: null,
    slugParts: { categoryId, subCategoryId: null, name: perLanguage((l) => (l === 'nl' ? nlName : `test-${id}`)) },
    title: text,
    intro: text,
    body: perLanguage(() => [{ type: 'p', text: 'x' }]),
    image: null,
    date: null,
    jobOffers: [],
    metadata: perLanguage(() => ({ title: 'T', description: 'D' })),
  };
}

describe('content rules', () => {
  it('refuses an article path that is a page of the route table, in any language', () => {
    const forSale: Category = { id: 900, key: 'for-sale', name: { nl: 'Te koop', fr: 'A vendre', en: 'For sale', de: 'Zu verkaufen' }, segment: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' }, parentId: null };
    expect(pathProblem([...embedded.articles, newArticle(9001, 900, 'belgie')], [...embedded.categories, forSale])).toMatchObject({ code: 'pathCollision', values: { path: '/nl/te-koop/belgie/' } });
  });

  it('refuses two articles at one path, and accepts a free one', () => {
    expect(pathProblem([...embedded.articles, newArticle(9002, NEWS, 'same'), { ...newArticle(9003, NEWS, 'same'), key: 'other' }], embedded.categories)).toMatchObject({ code: 'pathCollision' });
    expect(pathProblem([...embedded.articles, newArticle(9004)], embedded.categories)).toBeNull();
  });

  it('revalidates only the home pages for a banner change, and an article with the sitemap (a news item with the overview and home)', () => {
    const site = { ...embedded.site, banner: { ...embedded.site.banner, title: { ...embedded.site.banner.title, nl: 'Nieuw' } } };
    expect(changedContentPaths('site', embedded, { ...embedded, site })).toEqual(SITE_LOCALES.map((l) => `/${l}`));
    const paths = changedContentPaths('articles', embedded, { ...embedded, articles: [...embedded.articles, newArticle(9005)] });
    expect(paths).toEqual(expect.arrayContaining(['/sitemap.xml', '/nl/nieuws/test-9005', '/fr/actualites/test-9005', '/nl/content-added/nieuws/test-9005']));
    // A news item also shows on the news overview and the home page's latest news (its news module).
    expect(paths).toEqual(expect.arrayContaining(['/nl/news', '/de/news', '/nl', '/fr']));
    // A home page without a news module is not touched by a news item.
    const withoutNews = embedded.menu.map((p) => (p.path === '/' ? { ...p, params: { ...p.params, modules: p.params.modules.filter((m) => m.relations.type !== 'news') } } : p));
    const alone = changedContentPaths('articles', { ...embedded, menu: withoutNews }, { ...embedded, menu: withoutNews, articles: [...embedded.articles, newArticle(9005)] });
    expect(alone).toEqual(expect.arrayContaining(['/nl/news', '/nl/nieuws/test-9005']));
    expect(alone).not.toContain('/nl');
    expect(changedContentPaths('menu', embedded, embedded)).toEqual([]);
  });
});

describe.each(BACKENDS)('content store on %s', (backend) => {
  let db: TestDatabase;
  let editor: number;
  const versions = async () => (await db.db.select({ n: count() }).from(contentVersions))[0]!.n;

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    editor = await addStaff(db.db, { email: 'store.editor@example.be', role: 'editor', locale: 'nl', password: 'x' }, async () => 'scrypt$1$1$1$a$b');
  }, 60_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('shows the committed JSON while nothing is stored, and exports exactly it', async () => {
    const state = await documentState(db.db, 'site');
    expect(state).toMatchObject({ published: { id: null }, draft: null, latestId: null });
    expect(await exportContent(db.db)).toEqual(embedded);
  });

  it('keeps a draft apart from what is published, publishes it, keeps the history and restores an earlier version', async () => {
    const banner = (nl: string) => ({ ...embedded.site, banner: { ...embedded.site.banner, title: { ...embedded.site.banner.title, nl } } });
    const first = await saveDraft(db.db, { document: 'site', data: banner('Eerste'), authorId: editor, note: 'banner', baseId: null });
    if (!first.ok) throw new Error(JSON.stringify(first));
    let state = await documentState(db.db, 'site');
    expect(state.published.data.banner.title.nl).toBe(embedded.site.banner.title.nl);
    expect(state.draft?.data.banner.title.nl).toBe('Eerste');

    expect(await publishDraft(db.db, { document: 'site', staffId: editor })).toEqual({ ok: true, versionId: first.versionId });
    const second = await saveDraft(db.db, { document: 'site', data: banner('Tweede'), authorId: editor, note: 'banner', baseId: first.versionId });
    if (!second.ok) throw new Error('second save refused');
    await publishDraft(db.db, { document: 'site', staffId: editor });
    expect((await exportContent(db.db)).site.banner.title.nl).toBe('Tweede');

    const restored = await restoreVersion(db.db, { document: 'site', versionId: first.versionId, staffId: editor });
    if (!restored.ok) throw new Error('restore refused');
    expect(restored.versionId).toBeGreaterThan(second.versionId);
    state = await documentState(db.db, 'site');
    expect(state.published).toMatchObject({ id: restored.versionId });
    expect(state.published.data.banner.title.nl).toBe('Eerste');
    const history = await documentHistory(db.db, 'site');
    expect(history.map((h) => [h.id, h.live, h.author])).toEqual([
      [restored.versionId, true, 'store.editor@example.be'],
      [second.versionId, false, 'store.editor@example.be'],
      [first.versionId, false, 'store.editor@example.be'],
    ]);
    expect(history[0]!.restoredFrom).toBe(first.versionId);
  });

  it("lets an editor publish the top bar and footer, not an admin's settings, nor restore a version that changes them", async () => {
    const start = (await documentState(db.db, 'site')).published;
    const withLeadsTo = (address: string) => ({ ...start.data, agency: { ...start.data.agency, email: address } });
    const adminDraft = await saveDraft(db.db, { document: 'site', data: withLeadsTo('leads@attacker.example'), authorId: null, note: 'settings', baseId: (await documentState(db.db, 'site')).latestId });
    if (!adminDraft.ok) throw new Error(JSON.stringify(adminDraft));
    expect(await publishDraft(db.db, { document: 'site', staffId: editor, role: 'editor' })).toEqual({ ok: false, problem: { code: 'adminOnly', values: {} } });
    expect((await documentState(db.db, 'site')).published.id).toBe(start.id);
    const published = await publishDraft(db.db, { document: 'site', staffId: null, role: 'admin' });
    if (!published.ok) throw new Error('the admin was refused');
    // Back to the earlier settings: a restore is a change of settings too.
    if (start.id !== null) expect(await restoreVersion(db.db, { document: 'site', versionId: start.id, staffId: editor, role: 'editor' })).toMatchObject({ ok: false, problem: { code: 'adminOnly' } });
    // A top-bar change on top of the published settings is the editor's to publish.
    const topBar = { ...withLeadsTo('leads@attacker.example'), banner: { ...start.data.banner, title: { ...start.data.banner.title, nl: 'Door de editor' } } };
    const editorDraft = await saveDraft(db.db, { document: 'site', data: topBar, authorId: editor, note: 'banner', baseId: published.versionId });
    if (!editorDraft.ok) throw new Error(JSON.stringify(editorDraft));
    expect(await publishDraft(db.db, { document: 'site', staffId: editor, role: 'editor' })).toEqual({ ok: true, versionId: editorDraft.versionId });
  });

  it('brings back the content delivered with the site as a new published version', async () => {
    const restored = await restoreVersion(db.db, { document: 'site', versionId: DELIVERED_VERSION, staffId: editor });
    if (!restored.ok) throw new Error('restore refused');
    expect((await exportContent(db.db)).site).toEqual(embedded.site);
    expect((await documentHistory(db.db, 'site'))[0]).toMatchObject({ id: restored.versionId, live: true, note: 'data/*.json', restoredFrom: null });
  });

  it('reads a site version stored before a section existed with the committed section, and keeps one staff emptied', async () => {
    const older = withoutValuation(embedded.site);
    const [row] = await db.db.insert(contentVersions).values({ document: 'site', data: older, note: 'before the valuation section' }).returning({ id: contentVersions.id });
    const restored = await restoreVersion(db.db, { document: 'site', versionId: row!.id, staffId: editor });
    if (!restored.ok) throw new Error(JSON.stringify(restored));
    expect(embedded.site.valuation.offers.length).toBeGreaterThan(0);
    expect((await exportContent(db.db)).site.valuation).toEqual(embedded.site.valuation);

    const emptied = { ...embedded.site, valuation: { offers: [], steps: [] } };
    const saved = await saveDraft(db.db, { document: 'site', data: emptied, authorId: editor, note: 'no offer', baseId: restored.versionId });
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    await publishDraft(db.db, { document: 'site', staffId: editor });
    expect((await exportContent(db.db)).site.valuation).toEqual({ offers: [], steps: [] });
  });

  it('migration 0007 takes the empty valuation section out of the site versions the editor saved before it was read from the committed file', async () => {
    const polluted = { ...embedded.site, valuation: { offers: [], steps: [] } };
    const [row] = await db.db.insert(contentVersions).values({ document: 'site', data: polluted, note: 'saved with the default' }).returning({ id: contentVersions.id });
    await db.db.execute(sql.raw(readFileSync('drizzle/0007_stored_site_valuation.sql', 'utf8')));
    const [stored] = await db.db.select({ data: contentVersions.data }).from(contentVersions).where(eq(contentVersions.id, row!.id));
    expect(stored!.data).toEqual(withoutValuation(polluted));
    const restored = await restoreVersion(db.db, { document: 'site', versionId: row!.id, staffId: editor });
    if (!restored.ok) throw new Error(JSON.stringify(restored));
    expect((await exportContent(db.db)).site.valuation).toEqual(embedded.site.valuation);
  });

  it('refuses a save made from an older version (someone saved meanwhile), saving nothing', async () => {
    const before = await versions();
    const result = await saveDraft(db.db, { document: 'site', data: embedded.site, authorId: editor, note: '', baseId: null });
    expect(result).toEqual({ ok: false, problem: { code: 'stale', values: {} } });
    expect(await versions()).toBe(before);
  });

  it('refuses a schema error, a colliding path and the deletion of an article a page uses, saving nothing', async () => {
    const before = await versions();
    const base = (await documentState(db.db, 'articles')).latestId;
    // One language is enough, none is not: an article written in no language.
    const broken = [{ ...embedded.articles[0]!, title: {}, body: {} }];
    expect(await saveDraft(db.db, { document: 'articles', data: broken, authorId: editor, note: '', baseId: base })).toMatchObject({ ok: false, problem: { code: 'schema', values: { field: '0.title', message: 'Editor.errors.oneLanguage' } } });
    const colliding = [...embedded.articles, newArticle(9101, embedded.articles.find((a) => a.key === 'service-1')!.slugParts!.categoryId, 'verhuurbeheer')];
    expect(await saveDraft(db.db, { document: 'articles', data: colliding, authorId: editor, note: '', baseId: base })).toMatchObject({ ok: false, problem: { code: 'pathCollision' } });
    const used = [...moduleArticleIds][0]!;
    const without = embedded.articles.filter((a) => a.id !== used);
    expect(await saveDraft(db.db, { document: 'articles', data: without, authorId: editor, note: '', baseId: base })).toMatchObject({ ok: false, problem: { code: 'inUse' } });
    expect(await versions()).toBe(before);
  });

  it('lets every instance learn of a publication by polling: its content follows and the touched pages are named', async () => {
    const { getSiteConfig } = await import('@/lib/content/site');
    const { publishedContent, setPublishedDocument } = await import('@/lib/content/published');
    const { syncPublishedContent } = await import('@/lib/server/content/watcher');
    // A process that has not looked yet: the run on the other backend, in this same process, has.
    publishedContent().checked = false;
    try {
      // The first look after start: what was published before is newer than the prerendered pages.
      expect(await syncPublishedContent(db.db)).toBe('all');
      expect(await syncPublishedContent(db.db)).toEqual([]);
      const state = await documentState(db.db, 'site');
      const data = { ...state.published.data, banner: { ...state.published.data.banner, title: { ...state.published.data.banner.title, de: 'Von der anderen Instanz' } } };
      const saved = await saveDraft(db.db, { document: 'site', data, authorId: editor, note: '', baseId: state.latestId });
      if (!saved.ok) throw new Error('save refused');
      await publishDraft(db.db, { document: 'site', staffId: editor });
      expect(getSiteConfig().banner.title.de).not.toBe('Von der anderen Instanz');
      expect(await syncPublishedContent(db.db)).toEqual(SITE_LOCALES.map((l) => `/${l}`));
      expect(getSiteConfig().banner.title.de).toBe('Von der anderen Instanz');
      expect(publishedContent().versions.site).toBe(saved.versionId);
    } finally {
      for (const document of ['site', 'menu', 'articles', 'categories'] as const) setPublishedDocument(document, null, null);
    }
  });

  it('imports whole files as published versions, refusing all of them when one is invalid', async () => {
    const before = await versions();
    expect(await importContent(db.db, { site: embedded.site, articles: [{ broken: true }] as never })).toMatchObject({ ok: false, problem: { code: 'schema' } });
    expect(await versions()).toBe(before);
    const articles = [...embedded.articles, newArticle(9201)];
    expect(await importContent(db.db, { articles })).toMatchObject({ ok: true });
    expect((await exportContent(db.db)).articles.map((a) => a.id)).toContain(9201);
    const [row] = await db.db.select().from(contentVersions).where(eq(contentVersions.note, 'content:import'));
    expect(row?.authorId).toBeNull();
  });

  it('imports categories with the articles that use them, and refuses categories its articles lose', async () => {
    const agenda: Category = { id: 910, key: 'agenda', name: { nl: 'Agenda', fr: 'Agenda', en: 'Diary', de: 'Termine' }, segment: { nl: 'agenda', fr: 'agenda', en: 'diary', de: 'termine' }, parentId: null };
    const categories = [...embedded.categories, agenda];
    const articles = [...(await exportContent(db.db)).articles, newArticle(9301, agenda.id)];
    expect(await importContent(db.db, { articles, categories })).toMatchObject({ ok: true });
    expect((await exportContent(db.db)).categories.map((c) => c.key)).toContain('agenda');
    const before = await versions();
    expect(await importContent(db.db, { categories: embedded.categories })).toMatchObject({ ok: false, problem: { code: 'categoryInUse', values: { name: 'agenda', article: 'test-9301' } } });
    expect(await versions()).toBe(before);
  });
});
