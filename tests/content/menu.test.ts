import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getArticle } from '@/lib/content/articles';
import { flattenMenu, getMenu, menuPageAt, publishedMenu } from '@/lib/content/menu';
import { menuFile, menuPage, type MenuPage, type PageModule } from '@/lib/content/menu-schema';
import { SITE_LOCALES } from '@/lib/locale';
import { isStaticPathname } from '@/lib/routes';

const raw: unknown[] = JSON.parse(readFileSync(path.join(process.cwd(), 'data/menu.json'), 'utf8'));
const menu = getMenu();
/** Every entry, drafts included, children after their parent. */
const all: MenuPage[] = flattenMenu(menu);
const modules: PageModule[] = all.flatMap((p) => p.params.modules);
const label = (p: MenuPage) => `${p.id} ${p.path}`;
const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

function page(internal: string): MenuPage {
  const found = menuPageAt(internal);
  if (!found) throw new Error(`no published page at ${internal}`);
  return found;
}

describe('data/menu.json', () => {
  it.each(raw.map((record, i) => [i, record] as const))(
    'top-level entry %i validates against the menu schema',
    (_i, record) => {
      const result = menuPage.safeParse(record);
      expect(result.success, JSON.stringify(result.error?.issues[0])).toBe(true);
    },
  );

  it('validates as a whole, with unique page ids and module ids', () => {
    expect(menuFile.safeParse(raw).success).toBe(true);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(modules.map((m) => m.id)).size).toBe(modules.length);
  });

  it.each(all.map((p) => [label(p), p] as const))(
    '%s has non-empty texts and full SEO data in every language',
    (_label, p) => {
      expect(p.params.isActiveSEO).toBe(true);
      expect(p.params.type).toBe('module');
      for (const locale of SITE_LOCALES) {
        expect((p.params.title[locale] ?? '').trim(), `title.${locale}`).not.toBe('');
        if (p.params.description)
          expect((p.params.description[locale] ?? '').trim(), `description.${locale}`).not.toBe('');
        const m = p.params.metadata[locale];
        for (const [field, value] of Object.entries(m))
          expect(value?.trim(), `${locale}.${field}`).toBeTruthy();
        expect(
          m.metadataTitle.length,
          `${locale} metadataTitle: ${m.metadataTitle}`,
        ).toBeLessThanOrEqual(60);
        expect(
          m.metadataDescription.length,
          `${locale} metadataDescription`,
        ).toBeGreaterThanOrEqual(120);
        expect(m.metadataDescription.length, `${locale} metadataDescription`).toBeLessThanOrEqual(
          160,
        );
        expect(m.metadataTwitterSite).toBe('@immohorizon');
        expect(m.metadataOGImage).toMatch(/^\/images\/content\/[a-z0-9-]+\.jpg$/);
        expect(existsSync(publicFile(m.metadataOGImage!)), m.metadataOGImage).toBe(true);
        expect(existsSync(publicFile(m.metadataTwitterImage!)), m.metadataTwitterImage).toBe(true);
        expect(m.metadataOGUrl).toMatch(new RegExp(`^https://www\\.immohorizon\\.be/${locale}/`));
      }
    },
  );

  it.each(all.map((p) => [label(p), p] as const))(
    '%s has modules with texts in every language',
    (_label, p) => {
      for (const m of p.params.modules) {
        for (const locale of SITE_LOCALES) {
          expect((m.title[locale] ?? '').trim(), `module ${m.id} title.${locale}`).not.toBe('');
          if (m.description)
            expect((m.description[locale] ?? '').trim(), `module ${m.id} description.${locale}`).not.toBe(
              '',
            );
          if (m.description2)
            expect((m.description2[locale] ?? '').trim(), `module ${m.id} description2.${locale}`).not.toBe(
              '',
            );
          if (m.image?.alt)
            expect((m.image.alt[locale] ?? '').trim(), `module ${m.id} image.alt.${locale}`).not.toBe('');
        }
      }
    },
  );

  it('uses only internal paths of the route table', () => {
    for (const p of all) expect(isStaticPathname(p.path), label(p)).toBe(true);
  });

  it('nests each child under its parent, by id and by path', () => {
    for (const parent of all) {
      for (const child of parent.childMenus) {
        expect(child.parentId, label(child)).toBe(parent.id);
        expect(child.path.startsWith(`${parent.path}/`), label(child)).toBe(true);
      }
    }
    for (const top of menu) expect(top.parentId, label(top)).toBeNull();
  });

  it('keeps the entries in menu order with dated ISO timestamps', () => {
    const levels = [menu, ...all.map((p) => p.childMenus)].filter((level) => level.length > 0);
    for (const level of levels) {
      const sorts = level.map((p) => p.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(new Set(sorts).size).toBe(sorts.length);
    }
    for (const p of all) {
      for (const date of [p.createDate, p.modifyDate]) {
        expect(new Date(date).toISOString(), label(p)).toBe(date);
      }
      expect(p.modifyDate >= p.createDate, label(p)).toBe(true);
    }
  });

  it('publishes every entry but the duplicate International entry, so no path is shown twice', () => {
    const drafts = all.filter((p) => p.status !== 'Published');
    expect(drafts.map((p) => [p.path, p.status])).toEqual([['/for-rent/international', 'Draft']]);
    expect(drafts[0]!.name).toMatch(/draft/i);
    const shown = flattenMenu(publishedMenu(menu)).map((p) => p.path);
    expect(new Set(shown).size).toBe(shown.length);
    expect(page('/for-rent/international').id).not.toBe(drafts[0]!.id);
  });

  it('links every article module to an article of data/articles.json', () => {
    const articleModules = modules.filter((m) => m.relations.type === 'article');
    expect(articleModules.map((m) => m.relations.id).sort((a, b) => a - b)).toEqual([
      36, 40, 41, 42, 43, 44,
    ]);
    for (const m of articleModules)
      expect(
        getArticle(m.relations.id),
        `module ${m.id} → article ${m.relations.id}`,
      ).toBeDefined();
  });

  it('points module images at existing files', () => {
    for (const m of modules) {
      for (const image of [m.image, ...m.images].filter((i) => i !== null)) {
        expect(existsSync(publicFile(image.url)), `module ${m.id} ${image.url}`).toBe(true);
      }
    }
  });
});

describe('the page tree of SPEC §2.3', () => {
  const only = (p: MenuPage) => {
    expect(p.params.modules).toHaveLength(1);
    return p.params.modules[0]!;
  };

  it('shows the four newest properties on the home page, then the latest news', () => {
    const modules = page('/').params.modules;
    expect(modules.map((x) => [x.relations.type, x.sort])).toEqual([['property-list', 1], ['news', 2]]);
    const m = modules[0]!;
    expect(m.relations).toEqual({ type: 'property-list', id: 1 });
    expect(m.title).toMatchObject({
      fr: 'Nouveaux biens',
      nl: 'Nieuwe panden',
      en: 'New properties',
      de: 'Neue Immobilien',
      public: true,
    });
    expect([m.numberItemOfRow, m.maxItems, m.span]).toEqual([4, 4, 12]);
  });

  it('shows who we are as a card and our values as a single view', () => {
    const p = page('/qui-sommes-nous');
    expect(p.params.title).toMatchObject({
      nl: 'Wie zijn wij?',
      en: 'Who are we?',
      fr: 'Qui sommes-nous?',
      de: 'Wer sind wir?',
    });
    expect(p.params.modules.map((m) => [m.relations.type, m.relations.id, m.view])).toEqual([
      ['article', 36, 'card-view'],
      ['article', 42, 'single-view'],
    ]);
    expect(p.params.modules.some((m) => m.colorBackground === '#f4efe6')).toBe(true);
  });

  it('splits the sale list into Belgium and international', () => {
    const p = page('/for-sale');
    expect(only(p).relations).toEqual({ type: 'property-list', id: 2 });
    expect(p.childMenus.map((c) => [c.path, only(c).relations.id])).toEqual([
      ['/for-sale/belgique', 16],
      ['/for-sale/international', 17],
    ]);
  });

  it('splits the rent list into Belgium and international, the duplicate kept as a draft', () => {
    const p = menu.find((x) => x.path === '/for-rent')!;
    expect(only(p).relations).toEqual({ type: 'property-list', id: 3 });
    expect(
      p.childMenus.map((c) => [c.name.split(' ')[0], c.path, only(c).relations.id, c.status]),
    ).toEqual([
      ['Belgique', '/for-rent/belgique', 21, 'Published'],
      ['International-a-louer', '/for-rent/international', 20, 'Published'],
      ['International', '/for-rent/international', 20, 'Draft'],
    ]);
    expect(page('/for-rent/belgique').params.metadata.fr.pageTitle).toBe('À louer en Belgique');
  });

  it('shows the three services articles on the services page', () => {
    const p = page('/over-ons');
    expect(p.name).toBe('Over ons');
    expect(p.params.modules.map((m) => [m.relations.id, m.view])).toEqual([
      [40, 'single-view'],
      [43, 'single-view'],
      [44, 'single-view'],
    ]);
  });

  it('puts the jobs article and the application form side by side on desktop', () => {
    const [article, contact] = page('/jobs').params.modules;
    expect(article!.relations).toEqual({ type: 'article', id: 41 });
    expect([article!.span, article!.col]).toEqual([8, { sm: 12, md: 8, lg: 8 }]);
    expect(contact!.relations).toEqual({ type: 'contact', id: 10 });
    expect(
      Math.min(article!.col.lg, article!.span) + Math.min(contact!.col.lg, contact!.span),
    ).toBe(12);
    expect(contact!.col.sm).toBe(12);
  });

  it('shows the contact form over a background image', () => {
    const m = only(page('/contact'));
    expect(m.relations).toEqual({ type: 'contact', id: 10 });
    expect(m.backgroundType).toBe('image');
    expect(m.image?.url).toBe('/images/content/contact-bg.jpg');
  });
});
