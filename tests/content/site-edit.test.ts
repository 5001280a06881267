import { AGENCY_MENTION_FIELDS } from '@/lib/legal/agency-mentions';
import { describe, expect, it } from 'vitest';
import { applyFooterForm, applySettingsForm,
  tagKindsAllowed, applyTopBarForm, keptRows, topBarItems } from '@/lib/content/site-edit';
import { siteConfigSchema } from '@/lib/content/site-schema';
import { embeddedSiteConfig } from '@/lib/content/site';
import { formTree } from '@/lib/forms/form-tree';
import { footerFormSchema, settingsFormSchema, topBarFormSchema } from '@/lib/forms/site-edit';
import { SITE_LOCALES } from '@/lib/locale';

const site = embeddedSiteConfig();

/** A post as the browser sends it. */
const post = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const each = (prefix: string, value: (l: string) => string) => Object.fromEntries(SITE_LOCALES.map((l) => [`${prefix}.${l}`, value(l)]));

/** The footer form exactly as the screen fills it in from the site. */
function footerPost(extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { baseId: '', links: site.footer.links.join('\n'), ...each('copyright', (l) => site.footer.copyright[l as 'nl']) };
  site.footer.columns.forEach((column, i) => {
    Object.assign(fields, each(`columns.${i}.title`, (l) => column.title[l as 'nl']), each(`columns.${i}.intro`, (l) => column.introText[l as 'nl']));
    Object.assign(fields, each(`columns.${i}.text`, (l) => column.fullText[l as 'nl']), { [`columns.${i}.content`]: column.content, [`columns.${i}.position`]: String(i + 1) });
  });
  return post({ ...fields, ...extra });
}

function topBarPost(extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { baseId: '', show: 'on' };
  topBarItems(site).forEach((item, i) => {
    Object.assign(fields, each(`items.${i}.label`, (l) => item.label[l as 'nl']), { [`items.${i}.link`]: item.link, [`items.${i}.source`]: item.source ?? '', [`items.${i}.side`]: item.side, [`items.${i}.icon`]: item.icon, [`items.${i}.position`]: String(i + 1) });
  });
  return post({ ...fields, ...extra });
}

function settingsPost(extra: Record<string, string> = {}) {
  const { agency, theme, siteInfo } = site;
  return post({
    baseId: '12',
    ...Object.fromEntries(['name', 'legalName', 'street', 'zip', 'phone', 'email', ...AGENCY_MENTION_FIELDS].map((k) => [`agency.${k}`, agency[k as 'name']])),
    ...each('agency.city', (l) => agency.city[l as 'nl']),
    ...Object.fromEntries(Object.entries(theme.colors).map(([k, v]) => [`colors.${k}`, v])),
    logoUrl: theme.logo.url,
    ...Object.fromEntries(['analyticsId', 'adsId', 'tagManagerId', 'socialPixelId'].map((k) => [`siteInfo.${k}`, siteInfo[k as 'adsId']])),
    ...extra,
  });
}

describe('formTree', () => {
  it('turns dotted names into objects and numbered names into arrays in their order', () => {
    const tree = formTree(post({ 'rows.1.a': 'second', 'rows.0.a': 'first', 'title.nl': 'Hallo', $ACTION_ID_x: 'react', baseId: '3' }));
    expect(tree).toEqual({ rows: [{ a: 'first' }, { a: 'second' }], title: { nl: 'Hallo' }, baseId: '3' });
  });

  it('cannot reach an object prototype', () => {
    const tree = formTree(post({ '__proto__.polluted': 'yes', 'a.constructor.prototype.x': 'y' }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(tree))).toMatchObject({ a: { constructor: { prototype: { x: 'y' } } } });
  });
});

describe('keptRows', () => {
  it('drops removed and empty rows and orders by position, a moved row before one left in place', () => {
    const rows = [
      { id: 'a', position: 1, remove: false },
      { id: 'b', position: 1, remove: false },
      { id: 'c', position: null, remove: true },
      { id: 'd', position: null, remove: false },
      { id: '', position: null, remove: false },
    ];
    expect(keptRows(rows, (r) => r.id === '').map((r) => r.row.id)).toEqual(['b', 'a', 'd']);
  });
});

describe('the footer form', () => {
  const apply = (data: FormData) => applyFooterForm(site, footerFormSchema.parse(formTree(data)));

  it('gives back the same footer when nothing is changed', () => {
    const result = apply(footerPost());
    expect(result.ok && result.site.footer).toEqual(site.footer);
  });

  it('changes one entry in Dutch only, and shows a text that was hidden once it has words', () => {
    const result = apply(footerPost({ 'columns.2.intro.nl': 'Onze links' }));
    if (!result.ok) throw new Error('refused');
    expect(result.site.footer.columns[2]!.introText).toMatchObject({ public: true, nl: 'Onze links', fr: '' });
    expect(result.site.footer.columns[0]).toEqual(site.footer.columns[0]);
    expect(siteConfigSchema.parse(result.site)).toBeTruthy();
  });

  it('adds a column from the empty row, moves one first and removes another', () => {
    const result = apply(
      footerPost({ ...each('columns.3.title', (l) => `Nieuw ${l}`), 'columns.3.position': '1', 'columns.1.remove': 'on' }),
    );
    if (!result.ok) throw new Error('refused');
    expect(result.site.footer.columns.map((c) => c.title.nl)).toEqual(['Nieuw nl', 'Immo Horizon', 'Snel naar']);
    expect(result.site.footer.columns[0]).toMatchObject({ content: 'none', images: [], col: { sm: 12, md: 6, lg: 4 } });
  });

  it('refuses a new column without a title in every language', () => {
    const result = apply(footerPost({ 'columns.3.intro.nl': 'Alleen tekst' }));
    expect(result).toEqual({ ok: false, fieldErrors: Object.fromEntries(SITE_LOCALES.map((l) => [`columns.3.title.${l}`, ['Editor.errors.required']])) });
  });

  it('refuses a link that is no internal path, in its own field (and in the old form\'s text, one a line)', () => {
    const rows = footerPost({ 'links.0': '/contact-demand', 'links.1': 'https://evil.example', 'links.2': '' });
    rows.delete('links');
    expect(apply(rows)).toEqual({ ok: false, fieldErrors: { 'links.1': ['Editor.errors.internalPath'] } });
    expect(apply(footerPost({ links: '/contact-demand\nhttps://evil.example' }))).toEqual({ ok: false, fieldErrors: { 'links.1': ['Editor.errors.internalPath'] } });
  });

  it('keeps the links filled in, in their order, and drops the empty fields', () => {
    const rows = footerPost({ 'links.0': '/news', 'links.1': '', 'links.2': '/contact-demand' });
    rows.delete('links');
    const result = apply(rows);
    if (!result.ok) throw new Error('refused');
    expect(result.site.footer.links).toEqual(['/news', '/contact-demand']);
  });

  it('refuses a position that is no number before anything else', () => {
    const parsed = footerFormSchema.safeParse(formTree(footerPost({ 'columns.0.position': 'first' })));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['columns', 0, 'position'], message: 'Editor.errors.position' });
  });
});

describe('the top-bar form', () => {
  const apply = (data: FormData) => applyTopBarForm(site, topBarFormSchema.parse(formTree(data)));

  it('gives back the same top bar when nothing is changed', () => {
    const result = apply(topBarPost());
    expect(result.ok && result.site.topBar).toEqual(site.topBar);
  });

  it('adds a link on the left, moves it first, and hides the bar when the box is cleared', () => {
    const n = topBarItems(site).length;
    const data = topBarPost({ ...each(`items.${n}.label`, () => 'Facebook'), [`items.${n}.link`]: 'https://www.facebook.com/immohorizon', [`items.${n}.side`]: 'left', [`items.${n}.position`]: '0' });
    data.delete('show');
    const result = apply(data);
    if (!result.ok) throw new Error('refused');
    expect(result.site.topBar.show).toBe(false);
    expect(result.site.topBar.left.map((i) => i.link)).toEqual(['https://www.facebook.com/immohorizon', ...site.topBar.left.map((i) => i.link)]);
    expect(result.site.topBar.right).toEqual(site.topBar.right);
  });

  it('refuses a javascript: link and a label missing in a language', () => {
    const result = apply(topBarPost({ 'items.2.link': 'javascript:alert(1)', 'items.3.label.de': '' }));
    expect(result).toEqual({ ok: false, fieldErrors: { 'items.2.link': ['Editor.errors.link'], 'items.3.label.de': ['Editor.errors.required'] } });
  });

  it('removes a link', () => {
    const result = apply(topBarPost({ 'items.0.remove': 'on' }));
    expect(result.ok && result.site.topBar.left).toEqual(site.topBar.left.slice(1));
  });
});

describe('the settings form', () => {
  const parse = (data: FormData) => settingsFormSchema.safeParse(formTree(data));

  it('gives back the same settings when nothing is changed', () => {
    const parsed = parse(settingsPost());
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    const result = applySettingsForm(site, parsed.data);
    expect(result).toEqual({ ok: true, site });
  });

  it('changes a colour, the tags and the office phone', () => {
    const parsed = parse(settingsPost({ 'colors.accent': '#C0FFEE', 'siteInfo.analyticsId': 'G-ABC123XY', 'siteInfo.tagManagerId': 'GTM-5XK9P2', 'agency.phone': '+32 2 123 45 67' }));
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    const result = applySettingsForm(site, parsed.data);
    if (!result.ok) throw new Error('refused');
    expect(result.site.theme.colors.accent).toBe('#C0FFEE');
    expect(result.site.siteInfo).toMatchObject({ analyticsId: 'G-ABC123XY', tagManagerId: 'GTM-5XK9P2', googleTagOrigin: site.siteInfo.googleTagOrigin });
    expect(result.site.agency).toMatchObject({ phone: '+32 2 123 45 67', openingHours: site.agency.openingHours });
    expect(siteConfigSchema.parse(result.site)).toBeTruthy();
  });

  it('turns the weekly compliance mail on with its box, and off when the box is posted unticked', () => {
    const on = parse(settingsPost({ 'notifications.weeklyCompliance': 'on' }));
    if (!on.success) throw new Error('not parsed');
    const result = applySettingsForm(site, on.data);
    expect(result.ok && result.site.notifications).toEqual({ weeklyCompliance: true });
    const off = parse(settingsPost());
    if (!off.success || !result.ok) throw new Error('not parsed');
    expect(applySettingsForm(result.site, off.data)).toEqual({ ok: true, site: { ...result.site, notifications: { weeklyCompliance: false } } });
  });

  it('refuses to switch on a tag kind the site was built without, and takes a new id of one it was built with', () => {
    const allowed = tagKindsAllowed({ ...site.siteInfo, analyticsId: 'G-BUILT123', adsId: '', tagManagerId: '', socialPixelId: '' });
    const apply = (overrides: Record<string, string>) => {
      const parsed = parse(settingsPost(overrides));
      if (!parsed.success) throw new Error('not parsed');
      return applySettingsForm({ ...site, siteInfo: { ...site.siteInfo, analyticsId: 'G-BUILT123', adsId: '', tagManagerId: '', socialPixelId: '' } }, parsed.data, allowed);
    };
    expect(apply({ 'siteInfo.analyticsId': 'G-NEWID456' }).ok).toBe(true);
    expect(apply({ 'siteInfo.adsId': 'AW-123456' })).toEqual({ ok: false, fieldErrors: { 'siteInfo.adsId': ['Editor.errors.tagNotBuilt'] } });
    expect(apply({ 'siteInfo.tagManagerId': 'GTM-5XK9P2' })).toEqual({ ok: false, fieldErrors: { 'siteInfo.tagManagerId': ['Editor.errors.tagNotBuilt'] } });
    expect(apply({ 'siteInfo.socialPixelId': '1234567890' })).toEqual({ ok: false, fieldErrors: { 'siteInfo.socialPixelId': ['Editor.errors.tagNotBuilt'] } });
  });

  it.each([
    ['colors.primary', 'red', 'Editor.errors.colour'],
    ['colors.text', '#12345', 'Editor.errors.colour'],
    ['colors.border', 'url(x)', 'Editor.errors.colour'],
    ['siteInfo.analyticsId', 'UA-1234', 'Editor.errors.tagId'],
    ['siteInfo.tagManagerId', 'GTM-<script>', 'Editor.errors.tagId'],
    ['siteInfo.socialPixelId', 'abc', 'Editor.errors.tagId'],
    ['logoUrl', 'javascript:alert(1)', 'Editor.errors.localPath'],
    ['logoUrl', 'http://insecure.example/logo.svg', 'Editor.errors.localPath'],
    // The policy's img-src is fixed at build: another site's logo would be blocked.
    ['logoUrl', 'https://cdn.example.be/logo.svg', 'Editor.errors.localPath'],
    ['agency.email', 'not-an-address', 'Validation.emailInvalid'],
    ['agency.name', ' ', 'Editor.errors.required'],
  ])('refuses %s = %j', (name, value, message) => {
    const parsed = parse(settingsPost({ [name]: value }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([name, message]);
  });
});
