import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RowGroup } from '@/components/editor/rows-form';
import { languageGroups, rowControls, SiteScreen } from '@/components/editor/site-screen';
import { currentLocale } from '@/i18n/current-locale';
import { topBarItems } from '@/lib/content/site-edit';
import type { SiteConfig } from '@/lib/content/site-schema';
import { TOP_BAR_ICONS } from '@/lib/forms/site-edit';
import { saveTopBarAction } from '@/lib/server/actions/site-editor';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('topBar.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The top bar's links: text per language, address, icon, side and order; add and remove. */
export default async function TopBarEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const groups = (site: SiteConfig, t: Awaited<ReturnType<typeof getTranslations<'Editor'>>>): RowGroup[] => [
    { legend: t('topBar.bar'), fields: [{ name: 'show', label: t('topBar.show'), kind: 'checkbox', value: site.topBar.show ? 'on' : '' }] },
    ...[...topBarItems(site), null].map((item, i): RowGroup => ({
      legend: item ? t('topBar.item', { n: i + 1, label: item.label[locale] }) : t('topBar.newItem'),
      fields: [
        { name: `items.${i}.link`, label: t('topBar.link'), kind: 'code', value: item?.link ?? '', hint: t('topBar.linkHint'), wide: true },
        {
          name: `items.${i}.side`,
          label: t('topBar.side'),
          kind: 'select',
          value: item?.side ?? 'right',
          options: (['left', 'right'] as const).map((side) => ({ value: side, label: t(`topBar.sides.${side}`) })),
        },
        {
          name: `items.${i}.icon`,
          label: t('topBar.icon'),
          kind: 'select',
          value: item?.icon ?? '',
          options: TOP_BAR_ICONS.map((icon) => ({ value: icon, label: t(`topBar.icons.${icon || 'none'}`) })),
        },
        ...rowControls(t, 'items', i, !item),
      ],
      languages: languageGroups(t, (l) => [{ name: `items.${i}.label.${l}`, label: t('topBar.label'), kind: 'text', value: item?.label[l] ?? '', lang: l }]),
    })),
  ];
  return <SiteScreen locale={locale} staff={staff} document="site" section="topBar" screen="top-bar" notice={await noticeOf(searchParams)} action={saveTopBarAction.bind(null, locale)} groups={groups} />;
}
