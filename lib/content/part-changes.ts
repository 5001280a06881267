/**
 * What changed in one part between two versions, field by field, named the way the editor's forms
 * name them: each change carries a label (message keys under `Editor`, with the language it is in)
 * and the value before and after. The history's rows summarize these; its comparison page shows
 * them side by side. Pure.
 */
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import { sameContent, type ContentPart } from './parts';

type Segment = string | number;

export interface FieldLabel {
  /** What the field belongs to ('Column 2', 'Module “Onze diensten”'): a key under Editor and its values. */
  group?: { key: string; values: Record<string, string | number> };
  /** The field's name: a key under Editor (one of the forms' labels, or of `changes.fields`). */
  key: string;
  /** The language of a text that exists per language. */
  language?: SiteLocale;
}

export interface FieldChange {
  /** Where the field is in the part ('title.nl', 'params.modules.#4.title.fr'): stable, for tests and ids. */
  path: string;
  label: FieldLabel;
  before: unknown;
  after: unknown;
}

const isLocale = (segment: Segment): segment is SiteLocale => typeof segment === 'string' && (SITE_LOCALES as readonly string[]).includes(segment);
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isComposite = (value: unknown) => value !== null && typeof value === 'object';
/** A list of plain values (photo addresses, link paths): one field. */
const isPlainList = (value: unknown) => Array.isArray(value) && value.every((v) => !isComposite(v));
/** A list of things with an id (modules, categories): compared by id, so that a moved one is not another. */
const hasIds = (list: unknown[]) => list.length > 0 && list.every((v) => isObject(v) && typeof v.id === 'number');

/** Fields that change with every save, or that staff never see: left out of what changed. */
const IGNORED = new Set(['createDate', 'modifyDate', 'position']);

/** Fields whose value is shown as a whole, however nested: an article's text in a language, its job offers, a column's width… */
function isWhole(part: ContentPart, path: Segment[]): boolean {
  const tail = path.filter((s) => !isLocale(s)).map(String);
  const last = tail.at(-1);
  if (part.kind === 'article') return (tail[0] === 'body' && path.length === 2) || tail[0] === 'jobOffers';
  if (part.kind === 'settings') return ['openingHours', 'fonts', 'header', 'valuation', 'map'].some((name) => tail.includes(name)) || (tail[0] === 'theme' && tail[1] === 'logo');
  return last === 'col' || last === 'images' || last === 'image' || (part.kind === 'languages' && tail[0] === 'languages');
}

function walk(part: ContentPart, path: Segment[], before: unknown, after: unknown, out: Array<{ path: Segment[]; before: unknown; after: unknown }>) {
  if (sameContent(before, after)) return;
  const last = path.at(-1);
  if (typeof last === 'string' && IGNORED.has(last)) return;
  if (path.length > 0 && last !== undefined && (last === 'id' || isWhole(part, path) || (!isComposite(before) && !isComposite(after)))) {
    out.push({ path, before, after });
    return;
  }
  // An element of a list that one side lacks (a module added, a column removed): one change.
  const element = typeof last === 'number' || (typeof last === 'string' && last.startsWith('#'));
  if (element && (before === undefined || after === undefined)) {
    out.push({ path, before, after });
    return;
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    if (isPlainList(a) && isPlainList(b)) {
      out.push({ path, before, after });
      return;
    }
    if (hasIds(a) || hasIds(b)) {
      const byId = (list: unknown[]) => new Map(list.map((v) => [`#${(v as { id: number }).id}`, v]));
      const [old, next] = [byId(a), byId(b)];
      for (const key of new Set([...next.keys(), ...old.keys()])) walk(part, [...path, key], old.get(key), next.get(key), out);
      return;
    }
    for (let i = 0; i < Math.max(a.length, b.length); i++) walk(part, [...path, i], a[i], b[i], out);
    return;
  }
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) walk(part, [...path, key], a[key], b[key], out);
}

type Describe = (path: Segment[], before: unknown, after: unknown) => Omit<FieldLabel, 'language'>;

const OTHER = 'changes.fields.other';
/** Added or removed as a whole (a module, a column, a link of the top bar). */
const addedOrRemoved = (before: unknown, after: unknown) => (before === undefined ? 'changes.fields.added' : after === undefined ? 'changes.fields.removed' : 'changes.fields.changed');

const localized = (text: unknown, locale: SiteLocale): string => (isObject(text) && typeof text[locale] === 'string' ? (text[locale] as string) : '');

const BANNER: Record<string, string> = {
  type: 'banner.type',
  image: 'media.imageTitle',
  'image.url': 'media.imageTitle',
  'image.mobileScale': 'media.imageTitle',
  'gallery.images': 'banner.galleryImages',
  'gallery.config.autoplaySpeed': 'banner.autoplaySpeed',
  'gallery.config.transitionSpeed': 'banner.transitionSpeed',
  'video.url': 'banner.videoUrl',
  'video.type': 'banner.videoType',
  title: 'fields.title',
  description: 'fields.description',
  showLogo: 'banner.showLogo',
  showSearch: 'banner.showSearch',
};

const TOP_BAR_ITEM: Record<string, string> = { label: 'topBar.label', link: 'topBar.link', source: 'topBar.source', icon: 'topBar.icon', status: 'changes.fields.status', color: 'changes.fields.colour' };

const FOOTER_COLUMN: Record<string, string> = {
  title: 'fields.title',
  introText: 'fields.intro',
  fullText: 'footer.text',
  content: 'footer.content',
  images: 'changes.fields.photos',
  col: 'changes.fields.width',
  'title.public': 'changes.fields.visible',
  'introText.public': 'changes.fields.visible',
  'fullText.public': 'changes.fields.visible',
};

const SETTINGS: Record<string, string> = {
  siteUrl: 'changes.fields.siteUrl',
  'agency.name': 'settings.agencyName',
  'agency.legalName': 'settings.legalName',
  'agency.street': 'settings.street',
  'agency.zip': 'settings.zip',
  'agency.city': 'settings.city',
  'agency.phone': 'settings.phone',
  'agency.email': 'settings.email',
  'agency.vatNumber': 'settings.vatNumber',
  'agency.bivNumber': 'settings.bivNumber',
  'agency.supervisoryAuthority': 'settings.supervisoryAuthority',
  'agency.insurer': 'settings.insurer',
  'agency.policyNumber': 'settings.policyNumber',
  'agency.codeOfConductUrl': 'settings.codeOfConductUrl',
  'agency.companyNumber': 'settings.companyNumber',
  'notifications.weeklyCompliance': 'settings.weeklyCompliance',
  'agency.country': 'changes.fields.country',
  'agency.openingHours': 'changes.fields.openingHours',
  'agency.areaServed': 'changes.fields.areaServed',
  'theme.logo': 'settings.logoUrl',
  'theme.fonts': 'changes.fields.fonts',
  header: 'changes.fields.header',
  valuation: 'changes.fields.valuation',
  map: 'changes.fields.map',
  'siteInfo.analyticsId': 'settings.analyticsId',
  'siteInfo.adsId': 'settings.adsId',
  'siteInfo.tagManagerId': 'settings.tagManagerId',
  'siteInfo.socialPixelId': 'settings.socialPixelId',
  'siteInfo.googleTagOrigin': 'settings.tags',
  'siteInfo.socialPixelScriptUrl': 'settings.tags',
};

const PAGE: Record<string, string> = {
  name: 'pages.fields.name',
  path: 'pages.fields.path',
  parentId: 'pages.fields.parent',
  sort: 'pages.fields.sort',
  status: 'pages.fields.status',
  'params.title': 'pages.fields.title',
  'params.title.public': 'changes.fields.visible',
  'params.description': 'pages.fields.description',
  'params.description.public': 'changes.fields.visible',
  'params.localizedPaths': 'pages.fields.localizedPath',
  'params.redirectUrl': 'pages.fields.redirectUrl',
  'params.showInMenu': 'pages.fields.showInMenu',
  'params.isActiveSEO': 'changes.fields.seo',
  'params.image': 'media.imageTitle',
};

const MODULE: Record<string, string> = {
  title: 'pages.fields.moduleTitle',
  'title.public': 'changes.fields.visible',
  'description.public': 'changes.fields.visible',
  'description2.public': 'changes.fields.visible',
  description: 'pages.fields.moduleDescription',
  description2: 'pages.fields.moduleDescription2',
  titleSize: 'pages.fields.titleSize',
  span: 'pages.fields.span',
  col: 'changes.fields.width',
  sort: 'changes.fields.order',
  view: 'pages.fields.view',
  backgroundType: 'pages.fields.backgroundType',
  colorBackground: 'pages.fields.colorBackground',
  image: 'pages.fields.imageUrl',
  images: 'changes.fields.photos',
  relations: 'pages.fields.relation',
  numberItemOfRow: 'pages.fields.numberItemOfRow',
  maxItems: 'pages.fields.maxItems',
  status: 'changes.fields.status',
};

const ARTICLE: Record<string, string> = {
  title: 'fields.title',
  intro: 'fields.intro',
  body: 'fields.body',
  'slugParts.categoryId': 'fields.categoryId',
  'slugParts.subCategoryId': 'fields.categoryId',
  'slugParts.name': 'fields.name',
  slugParts: 'fields.categoryId',
  'image.url': 'media.imageTitle',
  image: 'media.imageTitle',
  'image.alt': 'media.alt',
  jobOffers: 'changes.fields.jobOffers',
  'metadata.title': 'pages.fields.metadataTitle',
  'metadata.description': 'pages.fields.metadataDescription',
  route: 'changes.fields.route',
  key: 'changes.fields.key',
};

const CATEGORY: Record<string, string> = { name: 'categories.name', segment: 'categories.segment', parentId: 'categories.parent', key: 'changes.fields.key' };

/** The nearest entry of `table` for a path ('a.b.c', else 'a.b', else 'a'). */
function lookup(table: Record<string, string>, names: string[]): string {
  for (let n = names.length; n > 0; n--) {
    const key = table[names.slice(0, n).join('.')];
    if (key) return key;
  }
  return OTHER;
}

function describer(part: ContentPart, before: unknown, after: unknown, locale: SiteLocale): Describe {
  const named = (path: Segment[]) => path.filter((s) => !isLocale(s)).map(String);
  switch (part.kind) {
    case 'banner':
      return (path) => ({ key: lookup(BANNER, named(path)) });
    case 'topBar':
      return (path, a, b) => {
        const [side, index, ...rest] = named(path);
        if ((side !== 'left' && side !== 'right') || index === undefined) return { key: side === 'show' ? 'topBar.show' : OTHER };
        const group = { key: 'changes.groups.topBarLink', values: { n: Number(index) + 1, side } };
        return { group, key: rest.length === 0 ? addedOrRemoved(a, b) : lookup(TOP_BAR_ITEM, rest) };
      };
    case 'footer':
      return (path, a, b) => {
        const [first, index, ...rest] = named(path);
        if (first === 'links') return { key: 'footer.links' };
        if (first === 'copyright') return { key: 'footer.copyright' };
        if (first !== 'columns' || index === undefined) return { key: OTHER };
        const group = { key: 'changes.groups.footerColumn', values: { n: Number(index) + 1 } };
        return { group, key: rest.length === 0 ? addedOrRemoved(a, b) : lookup(FOOTER_COLUMN, rest) };
      };
    case 'settings':
      return (path) => {
        const names = named(path);
        if (names[0] === 'theme' && names[1] === 'colors' && names[2]) return { group: { key: 'changes.groups.colours', values: {} }, key: `settings.colours.${names[2]}` };
        return { key: lookup(SETTINGS, names) };
      };
    case 'page':
      return (path, a, b) => {
        const names = named(path);
        if (names[0] === 'params' && names[1] === 'metadata') return { key: names[2] ? `pages.fields.${names[2]}` : OTHER };
        if (names[0] === 'params' && names[1] === 'modules' && names[2]) {
          const id = Number(names[2].slice(1));
          const find = (page: unknown) => (isObject(page) && isObject(page.params) && Array.isArray(page.params.modules) ? page.params.modules.find((m) => isObject(m) && m.id === id) : undefined);
          const found = (find(after) ?? find(before)) as { title?: unknown; relations?: { type?: string } } | undefined;
          const name = localized(found?.title, locale) || `#${id}`;
          const group = { key: 'changes.groups.module', values: { name, type: found?.relations?.type ?? '' } };
          return { group, key: names.length === 3 ? addedOrRemoved(a, b) : lookup(MODULE, names.slice(3)) };
        }
        return { key: lookup(PAGE, names) };
      };
    case 'article':
      return (path) => {
        const names = named(path);
        if (names[0] === 'jobOffers') return { key: 'changes.fields.jobOffers' };
        return { key: lookup(ARTICLE, names) };
      };
    case 'categories':
      return (path, a, b) => {
        const names = named(path);
        const id = Number((names[0] ?? '').slice(1));
        const find = (list: unknown) => (Array.isArray(list) ? list.find((c) => isObject(c) && c.id === id) : undefined);
        const category = (find(after) ?? find(before)) as { name?: unknown } | undefined;
        const group = { key: 'changes.groups.category', values: { name: localized(category?.name, locale) || `#${id}` } };
        return { group, key: names.length === 1 ? addedOrRemoved(a, b) : lookup(CATEGORY, names.slice(1)) };
      };
    case 'languages':
      return (path) => ({ key: named(path)[0] === 'defaultLanguage' ? 'siteLanguages.defaultLanguage' : 'siteLanguages.offered' });
  }
}

/**
 * The fields of one part that differ between two of its versions (undefined: the part is not
 * there, e.g. before an article was written), in the part's own order, each named for the editor.
 * `locale` is the staff member's language: the names of modules and categories are in it.
 */
export function fieldChanges(part: ContentPart, before: unknown, after: unknown, locale: SiteLocale): FieldChange[] {
  const leaves: Array<{ path: Segment[]; before: unknown; after: unknown }> = [];
  walk(part, [], before, after, leaves);
  const describe = describer(part, before, after, locale);
  return leaves.map((leaf) => {
    const language = leaf.path.find(isLocale);
    return { path: leaf.path.join('.'), label: { ...describe(leaf.path, leaf.before, leaf.after), ...(language ? { language } : {}) }, before: leaf.before, after: leaf.after };
  });
}

/** The changes grouped by field, with the languages each is in: what a history row says. */
export function changeSummary(changes: readonly FieldChange[]): Array<{ group?: FieldLabel['group']; key: string; languages: SiteLocale[] }> {
  const summary = new Map<string, { group?: FieldLabel['group']; key: string; languages: SiteLocale[] }>();
  for (const { label } of changes) {
    const id = JSON.stringify([label.group ?? null, label.key]);
    const entry = summary.get(id) ?? { group: label.group, key: label.key, languages: [] };
    if (label.language && !entry.languages.includes(label.language)) entry.languages.push(label.language);
    summary.set(id, entry);
  }
  return [...summary.values()];
}
