import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RowGroup } from '@/components/editor/rows-form';
import { languageGroups, rowControls, SiteScreen } from '@/components/editor/site-screen';
import { currentLocale } from '@/i18n/current-locale';
import { topBarItems } from '@/lib/content/site-edit';
import type { SiteConfig } from '@/lib/content/site-schema';
import { TOP_BAR_ICONS, TOP_BAR_SOURCES } from '@/lib/forms/site-edit';
import { agencySourceOf } from '@/lib/content/agency-contacts';
import { phoneLink } from '@/lib/phone';
import { editorLinkChoices } from '@/lib/server/content/link-choices';
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
  const choices = await editorLinkChoices(locale);
  const groups = (site: SiteConfig, t: Awaited<ReturnType<typeof getTranslations<'Editor'>>>): RowGroup[] => [
    { legend: t('topBar.bar'), fields: [{ name: 'show', label: t('topBar.show'), kind: 'checkbox', value: site.topBar.show ? 'on' : '' }] },
    ...[...topBarItems(site), null].map((item, i): RowGroup => {
      // An entry with the agency's phone or e-mail shows what Settings hold, not a copy of its own.
      const source = item ? (agencySourceOf(item, site.agency) ?? '') : '';
      const sourceLabels = { '': t('topBar.sources.link'), agencyPhone: t('topBar.sources.agencyPhone', { phone: phoneLink(site.agency.phone).text }), agencyEmail: t('topBar.sources.agencyEmail', { email: site.agency.email }) };
      return {
      legend: item ? t('topBar.item', { n: i + 1, label: source ? sourceLabels[source] : item.label[locale] }) : t('topBar.newItem'),
      fields: [
        { name: `items.${i}.source`, label: t('topBar.source'), kind: 'select', value: source, options: TOP_BAR_SOURCES.map((s) => ({ value: s, label: sourceLabels[s] })), wide: true, sourceSelect: true },
        { name: `items.${i}.link`, label: t('topBar.link'), kind: 'link', value: source ? '' : (item?.link ?? ''), hint: t('topBar.linkHint'), wide: true, choices, ownValue: true },
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
      languages: languageGroups(t, (l) => [{ name: `items.${i}.label.${l}`, label: t('topBar.label'), kind: 'text', value: source ? '' : (item?.label[l] ?? ''), lang: l }]),
      languagesOwnValue: true,
      };
    }),
  ];
  return <SiteScreen locale={locale} staff={staff} document="site" section="topBar" screen="top-bar" notice={await noticeOf(searchParams)} action={saveTopBarAction.bind(null, locale)} groups={groups} />;
}
