/**
 * The history's words: a part's name, a changed field's name and a value as text, in the staff
 * member's language. Field names are the editor forms' own labels (lib/content/part-changes names
 * their keys); a key the messages lack reads 'Other details'.
 */
import type { getTranslations } from 'next-intl/server';
import type { Article } from '@/lib/content/article-schema';
import { changeSummary, type FieldChange, type FieldLabel } from '@/lib/content/part-changes';
import type { ContentPart, OwnPage } from '@/lib/content/parts';
import type { SiteLocale } from '@/lib/locale';
import type { EditorSection } from './editor-frame';

export type EditorWords = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;

/** A message of the Editor namespace by a key built at run time, else 'Other details'. */
function message(t: EditorWords, key: string, values?: Record<string, string | number>): string {
  return t.has(key as never) ? t(key as never, values as never) : t('changes.fields.other');
}

/** What staff call a part: 'Home banner', 'Page “Contact”', 'Article “Our new office”'. `value` is its content, for a page's or an article's title. */
export function partName(
  t: EditorWords,
  locale: SiteLocale,
  part: ContentPart,
  value?: unknown,
): string {
  switch (part.kind) {
    case 'banner':
      return t('banner.title');
    case 'topBar':
      return t('topBar.title');
    case 'footer':
      return t('footer.title');
    case 'settings':
      return t('settings.title');
    case 'categories':
      return t('categories.title');
    case 'languages':
      return t('siteLanguages.title');
    case 'page': {
      const page = value as OwnPage | undefined;
      return t('changes.page', { name: page?.params.title[locale] || page?.name || `#${part.id}` });
    }
    case 'article': {
      const article = value as Article | undefined;
      return t('changes.article', {
        name: article?.title[locale] || article?.key || `#${part.id}`,
      });
    }
  }
}

function groupName(t: EditorWords, group: NonNullable<FieldLabel['group']>): string {
  const values = { ...group.values };
  if (typeof values.side === 'string') values.side = message(t, `topBar.sides.${values.side}`);
  if (typeof values.type === 'string')
    values.type = values.type ? message(t, `pages.types.${values.type}`) : '';
  return message(t, group.key, values);
}

/** A changed field's name: 'Column 2: Title (Nederlands)'. */
export function fieldName(
  t: EditorWords,
  label: FieldLabel,
  languages: SiteLocale[] = label.language ? [label.language] : [],
): string {
  const field = message(t, label.key);
  const named = label.group
    ? t('changes.grouped', { group: groupName(t, label.group), field })
    : field;
  return languages.length > 0
    ? t('changes.inLanguages', {
        field: named,
        languages: languages.map((l) => t(`languages.${l}`)).join(', '),
      })
    : named;
}

/** What a version changed, in a few words: the fields grouped, with their languages. */
export function changeWords(
  t: EditorWords,
  changes: readonly FieldChange[],
  before: unknown,
  after: unknown,
  max = 5,
): string {
  if (before === undefined && after !== undefined) return t('changes.created');
  if (after === undefined && before !== undefined) return t('changes.deleted');
  const summary = changeSummary(changes);
  if (summary.length === 0) return t('changes.nothing');
  const names = summary
    .slice(0, max)
    .map((entry) => fieldName(t, { group: entry.group, key: entry.key }, entry.languages));
  return summary.length > max
    ? t('changes.andMore', { list: names.join('; '), count: summary.length - max })
    : names.join('; ');
}

/** A value as text: lists one item a line, yes and no, '—' for nothing; nested content as its texts. */
export function valueText(t: EditorWords, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('changes.yes') : t('changes.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const texts = (v: unknown): string[] => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'boolean') return [v ? t('changes.yes') : t('changes.no')];
    if (typeof v === 'string' || typeof v === 'number') return [String(v)];
    if (Array.isArray(v)) return v.flatMap((item) => texts(item).join(' · ') || []);
    return Object.entries(v as Record<string, unknown>)
      .filter(([key]) => key !== 'id' && key !== 'type' && key !== 'public')
      .flatMap(([, item]) => texts(item));
  };
  return Array.isArray(value) ? texts(value).join('\n') || '—' : texts(value).join(' · ') || '—';
}

/** The editor's menu entry a part belongs to. */
export function partSection(part: ContentPart): EditorSection {
  switch (part.kind) {
    case 'page':
      return 'pages';
    case 'article':
      return 'articles';
    case 'languages':
      return 'siteLanguages';
    default:
      return part.kind;
  }
}
