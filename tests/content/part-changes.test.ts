/**
 * What a history row says changed: every field of every part, changed, is named in words the
 * editor's messages have (in every language), and restoring or publishing one part leaves the
 * others as they are.
 */
import { describe, expect, it } from 'vitest';
import { embeddedArticles } from '@/lib/content/articles';
import { embeddedCategories } from '@/lib/content/categories';
import { embeddedLanguageSetting } from '@/lib/content/languages';
import { embeddedMenu } from '@/lib/content/menu';
import type { MenuPage } from '@/lib/content/menu-schema';
import { changeSummary, fieldChanges } from '@/lib/content/part-changes';
import { changedParts, partKey, partValue, sameContent, withPart, type ContentPart } from '@/lib/content/parts';
import { embeddedSiteConfig } from '@/lib/content/site';
import { SITE_LOCALES } from '@/lib/locale';
import { CATALOGUES } from '../i18n/catalogues';

const site = embeddedSiteConfig();
const menu = embeddedMenu();

/** Every plain value changed: texts get a mark, numbers grow, booleans flip. */
function touched(value: unknown): unknown {
  if (typeof value === 'string') return `${value}!`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.map(touched);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'id' ? v : touched(v)]));
  return value;
}

const has = (key: string) => SITE_LOCALES.every((l) => key.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown> | undefined)?.[name], CATALOGUES[l].Editor) !== undefined);

const PARTS: Array<[ContentPart, unknown]> = [
  [{ document: 'site', kind: 'banner' }, site],
  [{ document: 'site', kind: 'topBar' }, site],
  [{ document: 'site', kind: 'footer' }, site],
  [{ document: 'site', kind: 'settings' }, site],
  [{ document: 'menu', kind: 'page', id: 2 }, menu],
  [{ document: 'articles', kind: 'article', id: embeddedArticles()[0]!.id }, embeddedArticles()],
  [{ document: 'categories', kind: 'categories' }, embeddedCategories()],
  [{ document: 'languages', kind: 'languages' }, embeddedLanguageSetting()],
];

describe('what changed in a part', () => {
  it.each(PARTS.map(([part, data]) => [partKey(part), part, data] as const))('names every field of %s in words of every language', (_key, part, data) => {
    const before = partValue(part, data);
    const changes = fieldChanges(part, before, touched(before), 'nl');
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      expect(has(change.label.key), `${change.path}: ${change.label.key}`).toBe(true);
      if (change.label.group) expect(has(change.label.group.key), change.label.group.key).toBe(true);
    }
    // Only what staff never see is 'other details'.
    const other = changes.filter((c) => c.label.key === 'changes.fields.other').map((c) => c.path);
    expect(other.filter((path) => !/(^|\.)(type|status|color|isHasSubcategories|class)$/.test(path) || path === 'type')).toEqual([]);
  });

  it('says a module added, and a page’s title in two languages, once each', () => {
    const part: ContentPart = { document: 'menu', kind: 'page', id: 7 };
    const page = partValue(part, menu) as Omit<MenuPage, 'childMenus'>;
    const added = { ...page.params.modules[0]!, id: 999, title: { ...page.params.modules[0]!.title, nl: 'Nieuw blok' } };
    const after = { ...page, params: { ...page.params, title: { ...page.params.title, nl: 'A', fr: 'B' }, modules: [...page.params.modules, added] } };
    const summary = changeSummary(fieldChanges(part, page, after, 'nl'));
    expect(summary).toEqual([
      { group: undefined, key: 'pages.fields.title', languages: ['nl', 'fr'] },
      { group: { key: 'changes.groups.module', values: { name: 'Nieuw blok', type: 'contact' } }, key: 'changes.fields.added', languages: [] },
    ]);
  });
});

describe('one part, the others as they are', () => {
  const flatten = (pages: MenuPage[]): MenuPage[] => pages.flatMap((p) => [p, ...flatten(p.childMenus)]);

  it('puts back an old banner into a site whose footer and settings changed since', () => {
    const now = { ...site, footer: { ...site.footer, links: ['/jobs'] }, agency: { ...site.agency, phone: '+32 2 000 00 00' }, banner: { ...site.banner, showLogo: !site.banner.showLogo } };
    const placed = withPart({ document: 'site', kind: 'banner' }, now, site.banner, 'restore');
    expect(placed).toEqual({ ok: true, data: { ...now, banner: site.banner } });
    expect(changedParts('site', now, placed.ok ? placed.data : now).map(partKey)).toEqual(['banner']);
  });

  it('moves a page back under its old parent, with its sub-pages where they are now, and refuses to publish it under a parent not there', () => {
    const part: ContentPart = { document: 'menu', kind: 'page', id: 31 };
    const old = partValue(part, menu) as Omit<MenuPage, 'childMenus'>;
    const moved = withPart(part, menu, { ...old, parentId: 4 }, 'restore');
    if (!moved.ok) throw new Error('refused');
    expect(flatten(moved.data).find((p) => p.id === 4)!.childMenus.map((p) => p.id)).toContain(31);
    const back = withPart(part, moved.data, old, 'restore');
    if (!back.ok) throw new Error('refused');
    expect(flatten(back.data).find((p) => p.id === 3)!.childMenus.map((p) => p.id)).toContain(31);
    expect(changedParts('menu', menu, back.data)).toEqual([]);
    expect(withPart(part, menu, { ...old, parentId: 12345 }, 'publish')).toEqual({ ok: false, problem: { code: 'parentNotPublished', values: { name: old.name } } });
    // A restore under a parent that is gone leaves the page where it is.
    const kept = withPart(part, menu, { ...old, parentId: 12345, name: 'elders' }, 'restore');
    expect(kept.ok && flatten(kept.data).find((p) => p.id === 31)).toMatchObject({ parentId: 3, name: 'elders' });
    // A page with sub-pages cannot go.
    expect(withPart({ document: 'menu', kind: 'page', id: 3 }, menu, undefined, 'publish')).toMatchObject({ ok: false, problem: { code: 'inUse' } });
  });

  it('compares content, not the order its keys were written in', () => {
    expect(sameContent({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
  });
});
