/**
 * The page tree's editor forms: what a page or module form makes of the `menu`
 * document, and each refusal (nothing changes then).
 */
import { describe, expect, it } from 'vitest';
import { contentProblem, menuPathProblem } from '@/lib/content/content-rules';
import { menuFile, type MenuPage } from '@/lib/content/menu-schema';
import { moduleRelations } from '@/lib/content/module-relations';
import { applyPageForm, findPage, pageFields, pagePathProblem, removePage, treeRows } from '@/lib/content/page-edit';
import { applyModuleForm, moduleFields, orderModules, sortedModules } from '@/lib/content/page-module-edit';
import { moduleFormSchema, PAGE_METADATA_FIELDS, pageFormSchema } from '@/lib/forms/staff-pages';
import { SITE_LOCALES } from '@/lib/locale';
import { staffRoute } from '@/lib/proxy/staff-paths';
import { embeddedContent } from '@/lib/server/content/store';

const content = embeddedContent();
const { menu, articles, categories } = content;
const NOW = new Date('2026-11-25T12:00:00Z');
const each = (value: (l: string) => string) => Object.fromEntries(SITE_LOCALES.map((l) => [l, value(l)]));

/** A page form as posted, in the nested shape nestedFields gives the schema. */
function pageForm(overrides: Record<string, unknown> = {}) {
  const raw = {
    baseId: '',
    id: '',
    name: 'Ons team',
    path: '/contact/ons-team',
    parentId: '7',
    sort: '3',
    status: 'Published',
    showInMenu: undefined,
    redirectUrl: '',
    title: each((l) => `Team ${l}`),
    description: each(() => ''),
    ...Object.fromEntries(PAGE_METADATA_FIELDS.map((f) => [f, each((l) => (f === 'metadataOGImage' ? '' : `${f} ${l}`))])),
    ...overrides,
  };
  return pageFormSchema.parse(raw);
}

function moduleForm(overrides: Record<string, unknown> = {}) {
  return moduleFormSchema.parse({
    baseId: '',
    pageId: '6',
    moduleId: '',
    relation: 'article:40',
    title: each((l) => `Module ${l}`),
    description: each(() => ''),
    imageAlt: each(() => ''),
    layout: 'half',
    view: 'card-view',
    backgroundType: '',
    colorBackground: '#f5f5f5',
    colorBackgroundUsed: 'on',
    imageUrl: '',
    numberItemOfRow: '2',
    maxItems: '',
    ...overrides,
  });
}

const ok = <T extends { ok: boolean }>(edit: T) => {
  expect(edit.ok, JSON.stringify(edit)).toBe(true);
  return edit as Extract<T, { ok: true }>;
};

describe('a page form', () => {
  it('adds a new page under its parent, with every language and its metadata, and the result fits the schema and the rules', () => {
    const edit = ok(applyPageForm(menu, articles, pageForm(), NOW));
    const page = findPage(edit.menu, edit.page.id)!;
    expect(page.id).toBeGreaterThan(Math.max(...treeRows(menu).map((r) => r.page.id)));
    expect(findPage(edit.menu, 7)!.childMenus.map((c) => c.id)).toContain(page.id);
    // Place 3 under a parent without sub-pages: its first and only page.
    expect(page).toMatchObject({ parentId: 7, path: '/contact/ons-team', sort: 1, status: 'Published', createDate: NOW.toISOString() });
    expect(page.params.title).toEqual({ public: true, ...each((l) => `Team ${l}`) });
    expect(page.params.showInMenu).toBe(false);
    expect(page.params.metadata.fr).toMatchObject({ pageTitle: 'pageTitle fr', metadataTwitterSite: 'metadataTwitterSite fr' });
    expect(page.params.metadata.fr).not.toHaveProperty('metadataOGImage');
    expect(page.params.modules).toEqual([]);
    expect(menuFile.safeParse(edit.menu).success).toBe(true);
    expect(contentProblem(content, { ...content, menu: edit.menu }, 'menu')).toBeNull();
    expect(menu).toEqual(embeddedContent().menu);
  });

  it('shows a page as it is and saves it back unchanged but for its dates', () => {
    const jobs = findPage(menu, 6)!;
    const values = pageFields(jobs);
    const raw = Object.fromEntries(Object.entries(values.localized).map(([k, v]) => [k, v]));
    const form = pageForm({ id: '6', name: values.name, path: values.path, parentId: values.parentId, sort: values.sort, status: values.status, showInMenu: values.showInMenu ? 'on' : undefined, redirectUrl: values.redirectUrl, ...raw });
    const edit = ok(applyPageForm(menu, articles, form, NOW));
    expect({ ...edit.page, modifyDate: jobs.modifyDate }).toEqual({ ...jobs, params: { ...jobs.params, redirectUrl: null, showInMenu: true } });
  });

  it("keeps the route table's address of a page it names, whatever path is posted", () => {
    const edit = ok(applyPageForm(menu, articles, pageForm({ id: '5', path: '/elders', parentId: '' }), NOW));
    expect(edit.page.path).toBe('/over-ons');
  });

  it('moves a page under another parent', () => {
    const edit = ok(applyPageForm(menu, articles, pageForm({ ...pageFields(findPage(menu, 32)).localized, id: '32', path: '/for-sale/international', parentId: '4' }), NOW));
    expect(findPage(edit.menu, 3)!.childMenus.map((c) => c.id)).not.toContain(32);
    expect(findPage(edit.menu, 4)!.childMenus.map((c) => c.id)).toContain(32);
    expect(findPage(edit.menu, 32)!.parentId).toBe(4);
  });

  const childOrder = (m: MenuPage[], parent: number) => [...findPage(m, parent)!.childMenus].sort((a, b) => a.sort - b.sort).map((c) => [c.id, c.sort]);

  it("puts a new page first under its parent at place 1 ('Ons team' under a page, first in the menu), the others moving down", () => {
    const edit = ok(applyPageForm(menu, articles, pageForm({ parentId: '3', path: '/ons-team', sort: '1' }), NOW));
    expect(childOrder(edit.menu, 3)).toEqual([[edit.page.id, 1], [31, 2], [32, 3]]);
    // Without a place a new page comes last; a page moved under another parent too.
    expect(childOrder(ok(applyPageForm(menu, articles, pageForm({ parentId: '3', path: '/ons-team', sort: '' }), NOW)).menu, 3).at(-1)).toEqual([expect.any(Number), 3]);
    const moved = ok(applyPageForm(menu, articles, pageForm({ ...pageFields(findPage(menu, 32)).localized, id: '32', path: '/for-sale/international', parentId: '4', sort: '' }), NOW));
    expect(childOrder(moved.menu, 4).at(-1)).toEqual([32, 4]);
  });

  it('moves a page among its siblings by its place, and leaves the siblings alone when the place is the same', () => {
    const form = (sort: string) => pageForm({ ...pageFields(findPage(menu, 32)).localized, id: '32', name: 'International', path: '/for-sale/international', parentId: '3', sort });
    expect(childOrder(ok(applyPageForm(menu, articles, form('1'), NOW)).menu, 3)).toEqual([[32, 1], [31, 2]]);
    expect(childOrder(ok(applyPageForm(menu, articles, form('2'), NOW)).menu, 3)).toEqual([[31, 1], [32, 2]]);
    expect(findPage(ok(applyPageForm(menu, articles, form("2"), NOW)).menu, 31)).toEqual(findPage(menu, 31));
  });

  it.each([
    ['another page', '/jobs', 'Jobs'],
    ['a localized spelling of a route', '/diensten', 'route'],
    ['a fixed route of the site', '/login', 'route'],
    ['a path under a listing', '/te-koop/mijn-pagina', 'route'],
    ["an article's address", '/onze-diensten/verhuurbeheer', 'service-1'],
  ])('refuses an address that %s already has', (_what, path, name) => {
    const edit = applyPageForm(menu, articles, pageForm({ path }), NOW);
    expect(edit).toEqual({ ok: false, problem: { code: 'pathCollision', values: { path, name } } });
  });

  it.each([
    ['itself', '3', '3'],
    ['its own sub-page', '3', '31'],
    ['a page that does not exist', '', '999'],
  ])('refuses a parent that is %s', (_what, id, parentId) => {
    const edit = applyPageForm(menu, articles, pageForm({ id, parentId, ...(id ? { path: '/for-sale' } : {}) }), NOW);
    expect(edit).toEqual({ ok: false, fieldErrors: { parentId: ['Editor.pages.errors.parent'] } });
  });

  it.each([
    ['/Über-uns', 'Editor.pages.errors.path'],
    ['geen-slash', 'Editor.pages.errors.path'],
    ['/a//b', 'Editor.pages.errors.path'],
  ])('refuses the address %j', (path, message) => {
    expect(applyPageForm(menu, articles, pageForm({ path }), NOW)).toEqual({ ok: false, fieldErrors: { path: [message] } });
  });

  it('makes an empty internal path, name and addresses from the titles, under the parent', () => {
    const form = pageForm({ name: '', path: '', title: { ...each(() => ''), nl: 'Ons team', fr: 'Notre équipe' }, localizedPath: each(() => '') });
    const edit = ok(applyPageForm(menu, articles, form, NOW));
    expect(edit.page).toMatchObject({ name: 'Ons team', path: '/contact/ons-team' });
    // nl's address is the internal path itself; fr's its own title's; en and de have no title, no address.
    expect(edit.page.params.localizedPaths).toEqual({ fr: '/contact/notre-equipe' });
    expect(pageFields(edit.page).localized.localizedPath).toEqual({ ...each(() => ''), nl: '/contact/ons-team', fr: '/contact/notre-equipe' });
  });

  it('refuses an empty address when the title has no letter to make one from', () => {
    const form = pageForm({ path: '', title: { ...each(() => ''), nl: '?!' } });
    expect(applyPageForm(menu, articles, form, NOW)).toEqual({ ok: false, fieldErrors: { path: ['Editor.pages.errors.pathFromTitle'] } });
  });

  it('refuses a page that no longer exists', () => {
    expect(applyPageForm(menu, articles, pageForm({ id: '999' }), NOW)).toEqual({ ok: false, fieldErrors: { id: ['Editor.pages.errors.gone'] } });
  });

  it.each([
    // A title may be left empty in a language (one language is enough: tests/content/translations.test.ts), not too long.
    ['a title too long', { title: { ...each(() => 'x'), fr: 'x'.repeat(161) } }, 'title.fr', 'Forms.errors.tooLong'],
    ['a name too long', { name: 'x'.repeat(121) }, 'name', 'Forms.errors.tooLong'],
    ['an order that is not a number', { sort: 'first' }, 'sort', 'Editor.pages.errors.number'],
    ['an unknown status', { status: 'Live' }, 'status', 'Editor.errors.required'],
    ['a redirect that is not an address', { redirectUrl: 'javascript:alert(1)' }, 'redirectUrl', 'Editor.pages.errors.link'],
  ])('the form schema refuses %s', (_what, overrides, field, message) => {
    const result = pageFormSchema.safeParse({ ...pageForm(), sort: '3', showInMenu: undefined, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path.join('.') === field)?.message).toBe(message);
  });
});

describe('deleting a page', () => {
  it('refuses a page with sub-pages', () => {
    expect(removePage(menu, 3)).toEqual({ ok: false, problem: { code: 'inUse', values: { name: 'for sale', page: 'Belgique' } } });
  });

  it('takes out a page without sub-pages; the content rules refuse it while a site link uses it', () => {
    const edit = ok(removePage(menu, 8));
    expect(findPage(edit.menu, 8)).toBeUndefined();
    expect(contentProblem(content, { ...content, menu: edit.menu }, 'menu')).toEqual({ code: 'inUse', values: { name: 'Projects', page: '/projects' } });
    const added = ok(applyPageForm(menu, articles, pageForm(), NOW));
    const removed = ok(removePage(added.menu, added.page.id));
    expect(contentProblem({ ...content, menu: added.menu }, { ...content, menu: removed.menu }, 'menu')).toBeNull();
  });
});

describe('the published paths of the tree', () => {
  it('accepts the delivered tree (a hidden page may share a path), refuses two published pages at one path', () => {
    expect(menuPathProblem(menu, articles, categories)).toBeNull();
    const twin: MenuPage = { ...findPage(menu, 6)!, id: 600, name: 'Twin', childMenus: [] };
    expect(menuPathProblem([...menu, twin], articles, categories)).toEqual({ code: 'pathCollision', values: { path: '/jobs', name: 'Twin' } });
    expect(menuPathProblem([...menu, { ...twin, status: 'Draft' }], articles, categories)).toBeNull();
  });

  it("refuses a published page at an article's address", () => {
    const page: MenuPage = { ...findPage(menu, 6)!, id: 601, path: '/onze-diensten/verhuurbeheer', name: 'Clash', childMenus: [] };
    expect(menuPathProblem([...menu, page], articles, categories)).toEqual({ code: 'pathCollision', values: { path: '/nl/onze-diensten/verhuurbeheer/', name: 'Clash' } });
    expect(pagePathProblem(menu, articles, '/contact/iets-nieuws', null)).toBeNull();
  });
});

describe('a module form', () => {
  const relations = moduleRelations(content, [{ id: 2, name: 'For sale' } as never]).ids;

  it('adds a module last on its page with its texts, width, columns, view and background', () => {
    const edit = ok(applyModuleForm(menu, moduleForm({ imageUrl: '/images/x.jpg', backgroundType: 'image', imageAlt: each((l) => `Alt ${l}`), maxItems: '6' }), relations, NOW));
    const page = findPage(edit.menu, 6)!;
    const added = sortedModules(page).at(-1)!;
    expect(added).toMatchObject({
      id: edit.module!.id,
      sort: 3,
      span: 12,
      col: { sm: 12, md: 6, lg: 6 },
      view: 'card-view',
      backgroundType: 'image',
      colorBackground: '#f5f5f5',
      image: { url: '/images/x.jpg', alt: { nl: 'Alt nl', fr: 'Alt fr', en: 'Alt en', de: 'Alt de' } },
      relations: { type: 'article', id: 40 },
      numberItemOfRow: 2,
      maxItems: 6,
      title: { public: true, nl: 'Module nl' },
    });
    expect(added).not.toHaveProperty('description');
    expect(added).not.toHaveProperty('description2');
    expect(added.titleSize).toBe('h2');
    expect(menuFile.safeParse(edit.menu).success).toBe(true);
    expect(contentProblem(content, { ...content, menu: edit.menu }, 'menu')).toBeNull();
  });

  it('takes the title size and the second text per language', () => {
    const edit = ok(applyModuleForm(menu, moduleForm({ titleSize: 'h1', description2: each((l) => `Second ${l}`) }), relations, NOW));
    expect(edit.module).toMatchObject({ titleSize: 'h1', description2: { public: true, nl: 'Second nl', fr: 'Second fr', en: 'Second en', de: 'Second de' } });
    expect(menuFile.safeParse(edit.menu).success).toBe(true);
    expect(() => moduleForm({ titleSize: 'h3' })).toThrow();
  });

  it('shows a module as it is and saves it back unchanged', () => {
    const jobsModule = findPage(menu, 6)!.params.modules[0]!;
    const { localized, ...single } = moduleFields(jobsModule);
    const used = single.colorBackground ? 'on' : undefined;
    const edit = ok(applyModuleForm(menu, moduleForm({ ...single, ...localized, colorBackgroundUsed: used, moduleId: String(jobsModule.id) }), relations, NOW));
    expect(findPage(edit.menu, 6)!.params.modules[0]).toEqual(jobsModule);
  });

  it.each([
    ['a relation that does not exist', { relation: 'article:99999' }, 'relation', 'Editor.errors.required'],
    ['an image background without an image', { backgroundType: 'image' }, 'imageUrl', 'Editor.errors.required'],
    ['a module that does not exist', { moduleId: '99999' }, 'moduleId', 'Editor.pages.errors.gone'],
  ])('refuses %s', (_what, overrides, field, message) => {
    expect(applyModuleForm(menu, moduleForm(overrides), relations, NOW)).toEqual({ ok: false, fieldErrors: { [field]: [message] } });
  });

  it.each([
    ['a colour that is not one', { colorBackground: 'red' }, 'colorBackground', 'Editor.pages.errors.colour'],
    ['a width that has no name', { layout: '13' }, 'layout', 'Editor.errors.choice'],
    ['too many items per row', { numberItemOfRow: '7' }, 'numberItemOfRow', 'Editor.pages.errors.number'],
    ['an unknown view', { view: 'grid' }, 'view', 'Editor.errors.required'],
    ['an unknown type', { relation: 'video:1' }, 'relation', 'Editor.errors.required'],
    // The image optimizer serves the site's own photos only: another host would break the page.
    ['a background photo on another site', { backgroundType: 'image', imageUrl: 'https://cdn.example.be/x.jpg' }, 'imageUrl', 'Editor.errors.localPhoto'],
    ['a background that is not a photo', { backgroundType: 'image', imageUrl: '/index.html' }, 'imageUrl', 'Editor.errors.localPhoto'],
  ])('the form schema refuses %s', (_what, overrides, field, message) => {
    const raw = { ...moduleForm(), layout: 'half', colorBackgroundUsed: 'on', numberItemOfRow: '2', maxItems: '', ...overrides };
    const result = moduleFormSchema.safeParse(raw);
    expect(result.error?.issues.find((i) => i.path.join('.') === field)?.message).toBe(message);
  });

  it('moves a module up and down, removes it, and puts typed places in a clean order', () => {
    const ids = (m: MenuPage[]) => sortedModules(findPage(m, 5)!).map((x) => [x.id, x.sort]);
    const step = (id: number, to: 'up' | 'down' | 'remove') => ok(orderModules(menu, 5, new Map(), { id, step: to }, NOW)).menu;
    expect(ids(menu)).toEqual([[51, 1], [52, 2], [53, 3]]);
    expect(ids(step(53, 'up'))).toEqual([[51, 1], [53, 2], [52, 3]]);
    expect(ids(step(51, 'down'))).toEqual([[52, 1], [51, 2], [53, 3]]);
    expect(ids(step(51, 'up'))).toEqual([[51, 1], [52, 2], [53, 3]]);
    expect(ids(step(52, 'remove'))).toEqual([[51, 1], [53, 2]]);
    // Two modules typed 1: the one moved up takes the place; a gap and an unknown id change nothing else.
    expect(ids(ok(orderModules(menu, 5, new Map([[53, 1], [51, 1], [999, 1]]), null, NOW)).menu)).toEqual([[53, 1], [51, 2], [52, 3]]);
    expect(ids(ok(orderModules(menu, 5, new Map([[51, 40], [52, -7]]), null, NOW)).menu)).toEqual([[52, 1], [53, 2], [51, 3]]);
    expect(orderModules(menu, 5, new Map(), { id: 61, step: 'remove' }, NOW)).toEqual({ ok: false, fieldErrors: { moduleId: ['Editor.pages.errors.gone'] } });
    expect(orderModules(menu, 12345, new Map(), null, NOW)).toEqual({ ok: false, fieldErrors: { moduleId: ['Editor.pages.errors.gone'] } });
  });
});

describe("the page tree's screens", () => {
  it.each([
    ['/staff/pages/', '/staff/pages'],
    ['/staff/pages/new/', '/staff/pages/new'],
    ['/staff/pages/12/', '/staff/pages/12'],
    ['/staff/pages/12/modules/new/', '/staff/pages/12/modules/new'],
    ['/staff/pages/12/modules/121/', '/staff/pages/12/modules/121'],
  ])('the proxy serves %s from the editor route %s', (tail, route) => {
    expect(staffRoute(tail)).toBe(route);
  });

  it.each(['/staff/pages/x/', '/staff/pages/new/modules/new/', '/staff/pages/12/modules/', '/staff/pages/12/extra/'])('knows nothing at %s', (tail) => {
    expect(staffRoute(tail)).toBeNull();
  });
});

describe("a page's address in each language (localized paths)", () => {
  // Titles that propose the internal path itself: an empty address field is the internal path.
  const withAddresses = (localizedPath: Record<string, string>) => pageForm({ path: '/contact/team', title: each(() => 'Team'), localizedPath: { ...each(() => ''), ...localizedPath } });

  it('saves the addresses filled in; an empty one is proposed from the title, and one equal to the internal path uses the internal path', () => {
    const edit = ok(applyPageForm(menu, articles, withAddresses({ nl: '/contact/ons-team/', fr: '/contact/notre-equipe', en: '/contact/team' }), NOW));
    expect(edit.page.params.localizedPaths).toEqual({ nl: '/contact/ons-team', fr: '/contact/notre-equipe' });
    expect(menuFile.safeParse(edit.menu).success).toBe(true);
    expect(contentProblem(content, { ...content, menu: edit.menu }, 'menu')).toBeNull();
    expect(pageFields(edit.page).localized.localizedPath).toEqual({ ...each(() => '/contact/team'), nl: '/contact/ons-team', fr: '/contact/notre-equipe' });
    const none = ok(applyPageForm(menu, articles, withAddresses({}), NOW));
    expect(none.page.params.localizedPaths).toBeUndefined();
  });

  it('refuses an address that is not a lower-case path, in the field of its language', () => {
    const edit = applyPageForm(menu, articles, withAddresses({ fr: '/Notre équipe' }), NOW);
    expect(edit).toEqual({ ok: false, fieldErrors: { 'localizedPath.fr': ['Editor.pages.errors.path'] } });
  });

  it("refuses an address another page, a route of the route table, a listing or the language's article already has, naming the language", () => {
    const team = ok(applyPageForm(menu, articles, withAddresses({ nl: '/contact/ons-team' }), NOW));
    const taken = (form: ReturnType<typeof pageForm>, base = menu) => {
      const edit = applyPageForm(base, articles, form, NOW);
      return edit.ok ? null : { problem: edit.problem, field: edit.field };
    };
    const second = (localizedPath: Record<string, string>) => pageForm({ name: 'Tweede', path: '/contact/tweede', localizedPath: { ...each(() => ''), ...localizedPath } });
    // Another page's address in a language, or its internal path.
    expect(taken(second({ nl: '/contact/ons-team' }), team.menu)).toEqual({ problem: { code: 'pathCollision', values: { path: '/nl/contact/ons-team/', name: 'Ons team' } }, field: 'localizedPath.nl' });
    expect(taken(second({ de: '/jobs' }))).toEqual({ problem: { code: 'pathCollision', values: { path: '/de/jobs/', name: 'Jobs' } }, field: 'localizedPath.de' });
    // A spelling of the route table, and a path under a listing.
    expect(taken(second({ en: '/a-vendre' }))).toMatchObject({ problem: { values: { name: 'route' } }, field: 'localizedPath.en' });
    expect(taken(second({ fr: '/te-koop/iets' }))).toMatchObject({ problem: { values: { name: 'route' } }, field: 'localizedPath.fr' });
    // An article's address in the same language only.
    expect(taken(second({ nl: '/onze-diensten/verhuurbeheer' }))).toMatchObject({ problem: { values: { path: '/nl/onze-diensten/verhuurbeheer/' } }, field: 'localizedPath.nl' });
    expect(taken(second({ de: '/onze-diensten/verhuurbeheer' }))).toBeNull();
    // A new internal path may not take another page's address either.
    expect(taken(pageForm({ name: 'Tweede', path: '/contact/ons-team' }), team.menu)).toMatchObject({ problem: { code: 'pathCollision' }, field: undefined });
  });

  it('ignores addresses posted for a page of the route table (its spellings are fixed)', () => {
    const edit = ok(applyPageForm(menu, articles, pageForm({ id: '5', path: '/elders', parentId: '', localizedPath: { ...each(() => ''), nl: '/iets' } }), NOW));
    expect(edit.page.params.localizedPaths).toBeUndefined();
  });

  it('refuses two published pages at one address in a language, and keeps saving an unchanged page', () => {
    const team = ok(applyPageForm(menu, articles, withAddresses({ fr: '/contact/notre-equipe' }), NOW));
    const twin: MenuPage = { ...team.page, id: 700, name: 'Twin', path: '/contact/twin', params: { ...team.page.params, localizedPaths: { fr: '/contact/notre-equipe' } } };
    expect(menuPathProblem([...team.menu, twin], articles, categories)).toEqual({ code: 'pathCollision', values: { path: '/fr/contact/notre-equipe/', name: 'Twin' } });
    const again = pageForm({ id: String(team.page.id), path: '/contact/team', title: each(() => 'Team'), localizedPath: { ...each(() => ''), fr: '/contact/notre-equipe' } });
    expect(ok(applyPageForm(team.menu, articles, again, NOW)).page.params.localizedPaths).toEqual({ fr: '/contact/notre-equipe' });
  });
});
