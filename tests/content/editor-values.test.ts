/**
 * The editor's values staff no longer type by hand: a page's address from its title, a link from
 * the site's pages, the one agency phone, named module widths, and the search-engine defaults.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agencySourceOf, shownTopBarItem, withAgencySources } from '@/lib/content/agency-contacts';
import { linkChoices } from '@/lib/content/link-choices';
import { layoutOf, MODULE_LAYOUT_NAMES, widthOf } from '@/lib/content/module-layout';
import { proposedAddress, slugify } from '@/lib/content/page-address';
import { checkAddress, isPageAddress } from '@/lib/content/page-edit';
import { siteConfigSchema } from '@/lib/content/site-schema';
import { TOP_BAR_LINK } from '@/lib/forms/site-edit';
import { formatPhone, phoneLink } from '@/lib/phone';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';
import { seoDefaults, summaryOf } from '@/lib/seo/page-seo-defaults';
import { flattenTree } from '@/lib/content/page-edit';
import { embeddedContent } from '@/lib/server/content/store';

const content = embeddedContent();
const flatMenu = () => flattenTree(content.menu);

describe('a page address proposed from its title', () => {
  it.each([
    ['Ons team', 'ons-team'],
    ['Qui sommes-nous ?', 'qui-sommes-nous'],
    ['Über uns', 'uber-uns'],
    ["L'équipe & nos valeurs", 'l-equipe-nos-valeurs'],
    ['Straße', 'strasse'],
    ['  --Vastgoed 2026--  ', 'vastgoed-2026'],
    ['?!', ''],
  ])('makes %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always gives lower-case ASCII words joined by single hyphens, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const slug = slugify(title);
        expect(slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(80);
      }),
    );
  });

  it('gives the same address for a title and for its address (idempotent), and ignores case and accents', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (title) => {
        expect(slugify(slugify(title))).toBe(slugify(title));
        expect(slugify(title.toUpperCase())).toBe(slugify(title.toLowerCase()));
      }),
    );
    expect(slugify('Équipe')).toBe(slugify('Equipe'));
  });

  it('proposes an address the save accepts, under the parent (the home page adds nothing)', () => {
    expect(proposedAddress('', 'Ons team')).toBe('/ons-team');
    expect(proposedAddress('/over-ons/', 'Ons team')).toBe('/over-ons/ons-team');
    expect(proposedAddress('/', 'Ons team')).toBe('/ons-team');
    expect(proposedAddress('/over-ons', '…')).toBe('');
    fc.assert(fc.property(fc.string({ maxLength: 100 }), (title) => {
      const address = proposedAddress('/wie-zijn-wij', title);
      expect(address === '' || isPageAddress(address)).toBe(true);
    }));
  });

  it('says while typing whether an address is free, taken (by whom) or no address', () => {
    expect(checkAddress(content.menu, content.articles, '/ons-nieuw-team', null, 'nl')).toEqual({ state: 'free' });
    expect(checkAddress(content.menu, content.articles, '/jobs/', null, 'nl')).toEqual({ state: 'taken', by: 'Jobs' });
    expect(checkAddress(content.menu, content.articles, '/te-koop', null, 'nl')).toEqual({ state: 'taken', by: 'route' });
    expect(checkAddress(content.menu, content.articles, 'Ons Team', null, 'nl')).toEqual({ state: 'invalid' });
  });
});

describe('a link chosen from the site', () => {
  it("offers the tree's pages by their title in the staff language, then the fixed pages, each once", () => {
    const flat = content.menu.flatMap(function all(p): typeof content.menu {
      return [p, ...p.childMenus.flatMap(all)];
    });
    const choices = linkChoices(flat, 'fr', (key) => `«${key}»`);
    expect(choices.find((c) => c.value === '/jobs')?.label).toBe(flat.find((p) => p.path === '/jobs')!.params.title.fr);
    expect(choices.find((c) => c.value === '/contact-demand')).toEqual({ value: '/contact-demand', label: '«FREE_EVALUATION»' });
    expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
  });

  it.each([
    ['/contact-demand', true],
    ['https://www.facebook.com/immohorizon', true],
    ['mailto:info@immohorizon.be', true],
    ['tel:+32 2 640 12 34', true],
    ['javascript:alert(1)', false],
    ['www.example.be', false],
    ['tel:call-us', false],
  ])('accepts a typed top-bar link %j: %s', (link, accepted) => {
    expect(TOP_BAR_LINK.test(link)).toBe(accepted);
  });
});

describe('the one agency phone', () => {
  it.each([
    ['0475123456', '0475 12 34 56', 'tel:0475123456'],
    ['02/640.12.34', '026 40 12 34', 'tel:026401234'],
    ['+32 2 640 12 34', '+32 2 640 12 34', 'tel:+3226401234'],
    ['12345', '12345', 'tel:12345'],
  ])('shows %j as %j and dials %j', (stored, text, href) => {
    expect(phoneLink(stored)).toEqual({ text, href });
    expect(formatPhone(stored)).toBe(text);
  });

  const site = siteConfigSchema.parse(embeddedContent().site);
  const phoneItem = { status: 'Published', label: { nl: 'x', fr: 'x', en: 'x', de: 'x' }, link: 'tel:+3226401234', icon: 'phone', color: '' };

  it("reads a stored top-bar entry that dials the agency's number as the agency's phone, another number as a link of its own", () => {
    expect(agencySourceOf(phoneItem, site.agency)).toBe('agencyPhone');
    expect(agencySourceOf({ ...phoneItem, link: 'tel:+3229999999' }, site.agency)).toBeUndefined();
    expect(agencySourceOf({ ...phoneItem, link: `mailto:${site.agency.email.toUpperCase()}` }, site.agency)).toBe('agencyEmail');
    const migrated = withAgencySources({ ...site, topBar: { ...site.topBar, left: [phoneItem, { ...phoneItem, link: 'tel:+3229999999' }] } });
    expect(migrated.topBar.left.map((i) => i.source)).toEqual(['agencyPhone', undefined]);
  });

  it('shows the phone of Settings in the top bar: one change reaches it', () => {
    const moved = { ...site.agency, phone: '0475123456' };
    const shown = shownTopBarItem({ ...phoneItem, source: 'agencyPhone', link: '', label: { nl: '', fr: '', en: '', de: '' } }, moved);
    expect(shown).toMatchObject({ link: 'tel:0475123456', label: { nl: '0475 12 34 56', de: '0475 12 34 56' } });
  });

  it('loads the delivered site with its top-bar phone and e-mail taken from Settings', () => {
    expect(site.topBar.left.map((i) => i.source)).toEqual(['agencyPhone', 'agencyEmail']);
    expect(siteConfigSchema.safeParse(site).success).toBe(true);
  });
});

describe('a module width by name', () => {
  it('maps every name to numbers and back', () => {
    for (const name of MODULE_LAYOUT_NAMES) expect(layoutOf(widthOf(name))).toBe(name);
  });

  it('reads the numbers stored before as their name, or as custom ones kept as they are', () => {
    expect(layoutOf({ span: 8, col: { sm: 12, md: 12, lg: 12 } })).toBe('twoThirds');
    expect(layoutOf({ span: 12, col: { sm: 12, md: 6, lg: 4 } })).toBe('oneThird');
    const odd = { span: 12 as const, col: { sm: 6, md: 5, lg: 7 } };
    expect(layoutOf(odd)).toBe('custom');
    expect(widthOf('custom', odd)).toEqual(odd);
    expect(widthOf('custom')).toEqual(widthOf('full'));
  });
});

describe('search-engine and social defaults', () => {
  it('says the title and the start of the text when the fields are empty', () => {
    expect(seoDefaults('Ons team', 'Wij zijn met vijf.')).toEqual({
      pageTitle: 'Ons team',
      metadataTitle: 'Ons team',
      metadataDescription: 'Wij zijn met vijf.',
      metadataOGTitle: 'Ons team',
      metadataOGDescription: 'Wij zijn met vijf.',
      metadataTwitterTitle: 'Ons team',
      metadataTwitterDescription: 'Wij zijn met vijf.',
    });
  });

  it('lets the social fields follow the search fields staff filled in', () => {
    const defaults = seoDefaults('Ons team', 'Tekst', { metadataTitle: 'Het team van Immo Horizon', metadataOGDescription: 'Eigen' });
    expect(defaults).toMatchObject({ metadataOGTitle: 'Het team van Immo Horizon', metadataTwitterTitle: 'Het team van Immo Horizon', metadataTwitterDescription: 'Eigen' });
  });

  it('cuts a long text at a word, on one line, within 160 characters', () => {
    const text = `${'woord '.repeat(60)}\n einde`;
    const summary = summaryOf(text);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('woord…')).toBe(true);
    expect(summary).not.toContain('\n');
  });
});

describe("a public page's metadata with empty search-engine fields", () => {
  it('says the title and the start of the text, also to social media', () => {
    const page = flatMenu().find((p) => p.path === '/jobs')!;
    const empty = { pageTitle: '', metadataTitle: '', metadataDescription: '' };
    const bare = { ...page, params: { ...page.params, title: { ...page.params.title, nl: 'Ons team' }, description: { public: true, nl: 'Wij zijn met vijf.' }, metadata: { ...page.params.metadata, nl: empty } } };
    const metadata = menuPageMetadata(bare, 'nl', {}, 'nl');
    expect(metadata.description).toBe('Wij zijn met vijf.');
    expect(metadata.openGraph).toMatchObject({ title: 'Ons team', description: 'Wij zijn met vijf.' });
    expect(metadata.twitter).toMatchObject({ title: 'Ons team', description: 'Wij zijn met vijf.' });
  });
});
