/**
 * The site document as the editor's footer, top-bar and settings forms change it. Pure:
 * each function returns the new site, or the field errors (message keys by field name) that
 * refuse the form. Rows: a ticked 'remove' drops one, an empty row is no row, 'position' orders.
 */
import type { TagSettings } from '@/lib/consent/has-tags';
import type { FooterForm, SettingsForm, TopBarForm } from '@/lib/forms/site-edit';
import { INTERNAL_PATH, TOP_BAR_LINK } from '@/lib/forms/site-edit';
import { perLanguage, SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { sourcedItem } from './agency-contacts';
import type { LocalizedText } from './localized';
import type { FooterColumn, SiteConfig, TopBarItem } from './site-schema';

export type SiteEdit = { ok: true; site: SiteConfig } | { ok: false; fieldErrors: Record<string, string[]> };

type FieldErrors = Record<string, string[]>;

const isEmpty = (text: Record<SiteLocale, string>) => SITE_LOCALES.every((l) => text[l] === '');
const localizedOf = (text: Record<SiteLocale, string>): LocalizedText => perLanguage((l) => text[l]);

/**
 * The kept rows with their index in the form, in the order their positions ask. Two rows at one
 * position: the one moved there comes first ('1' on the new row puts it before the old first).
 */
export function keptRows<R extends { position: number | null; remove: boolean }>(rows: readonly R[], blank: (row: R) => boolean) {
  const place = ({ row, index }: { row: R; index: number }) => row.position ?? index + 1;
  const moved = (entry: { row: R; index: number }) => (place(entry) === entry.index + 1 ? 1 : 0);
  return rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !row.remove && !blank(row))
    .sort((a, b) => place(a) - place(b) || moved(a) - moved(b) || a.index - b.index);
}

const requireEvery = (errors: FieldErrors, name: string, text: Record<SiteLocale, string>) => {
  for (const l of SITE_LOCALES) if (text[l] === '') errors[`${name}.${l}`] = ['Editor.errors.required'];
};

const done = (errors: FieldErrors, site: SiteConfig): SiteEdit => (Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, site });

export function applyFooterForm(site: SiteConfig, form: FooterForm): SiteEdit {
  const errors: FieldErrors = {};
  const rows = keptRows(form.columns, (c) => isEmpty(c.title) && isEmpty(c.intro) && isEmpty(c.text) && c.content === 'none');
  const columns = rows.map(({ row, index }): FooterColumn => {
    const before = site.footer.columns[index];
    const shown = (text: Record<SiteLocale, string>) => ({ public: !isEmpty(text), ...localizedOf(text) });
    if (isEmpty(row.title) && !before) requireEvery(errors, `columns.${index}.title`, row.title);
    return {
      title: shown(row.title),
      introText: shown(row.intro),
      fullText: shown(row.text),
      images: before?.images ?? [],
      col: before?.col ?? { sm: 12, md: 6, lg: 4 },
      content: row.content,
    };
  });
  const links = form.links.map((l) => l.trim()).filter(Boolean);
  form.links.forEach((l, i) => {
    if (l.trim() !== '' && !INTERNAL_PATH.test(l.trim())) errors[`links.${i}`] = ['Editor.errors.internalPath'];
  });
  return done(errors, { ...site, footer: { columns, links, copyright: localizedOf(form.copyright) } });
}

/** The top bar's links as its form lists them: the left ones, then the right ones. */
export const topBarItems = (site: SiteConfig) => [
  ...site.topBar.left.map((item) => ({ ...item, side: 'left' as const })),
  ...site.topBar.right.map((item) => ({ ...item, side: 'right' as const })),
];

export function applyTopBarForm(site: SiteConfig, form: TopBarForm): SiteEdit {
  const errors: FieldErrors = {};
  const rows = keptRows(form.items, (i) => isEmpty(i.label) && i.link === '' && i.source === '');
  const left: TopBarItem[] = [];
  const right: TopBarItem[] = [];
  for (const { row, index } of rows) {
    // An entry showing the agency's phone or e-mail takes its link and text from Settings.
    if (row.source === '') {
      requireEvery(errors, `items.${index}.label`, row.label);
      if (!TOP_BAR_LINK.test(row.link)) errors[`items.${index}.link`] = ['Editor.errors.link'];
    }
    const before = topBarItems(site)[index];
    const item: TopBarItem = { status: before?.status ?? 'Published', label: localizedOf(row.label), link: row.link, icon: row.icon, color: before?.color ?? '' };
    (row.side === 'left' ? left : right).push(row.source === '' ? item : sourcedItem(item, row.source));
  }
  return done(errors, { ...site, topBar: { show: form.show, left, right } });
}

/**
 * The tag kinds this build's Content-Security-Policy lets run. The policy is fixed when the site is
 * built (next.config.ts, from data/site.json and TAG_*): a tag switched on later would render and
 * be blocked. Changing the id of a kind that was on works.
 */
export type TagKindsAllowed = { analytics: boolean; ads: boolean; pixel: boolean };

export function tagKindsAllowed(built: TagSettings): TagKindsAllowed {
  return {
    analytics: Boolean(built.analyticsId || built.tagManagerId),
    ads: Boolean(built.adsId || built.tagManagerId),
    pixel: Boolean(built.socialPixelId),
  };
}

const TAG_KINDS = { analyticsId: ['analytics'], tagManagerId: ['analytics', 'ads'], adsId: ['ads'], socialPixelId: ['pixel'] } as const;

export function applySettingsForm(site: SiteConfig, form: SettingsForm, allowed: TagKindsAllowed = { analytics: true, ads: true, pixel: true }): SiteEdit {
  const { logoUrl, colors, siteInfo, agency, notifications } = form;
  const errors: FieldErrors = {};
  for (const [field, kinds] of Object.entries(TAG_KINDS) as Array<[keyof typeof TAG_KINDS, readonly (keyof TagKindsAllowed)[]]>) {
    if (siteInfo[field] && siteInfo[field] !== site.siteInfo[field] && !kinds.every((kind) => allowed[kind])) errors[`siteInfo.${field}`] = ['Editor.errors.tagNotBuilt'];
  }
  return done(
    errors,
    {
      ...site,
      siteInfo: { ...site.siteInfo, ...siteInfo },
      theme: { ...site.theme, colors: { ...colors }, logo: { ...site.theme.logo, url: logoUrl } },
      agency: { ...site.agency, ...agency, city: localizedOf(agency.city) },
      notifications: { ...site.notifications, ...notifications },
    },
  );
}
