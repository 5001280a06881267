import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RowGroup } from '@/components/editor/rows-form';
import { languageGroups, rowControls, SiteScreen } from '@/components/editor/site-screen';
import { currentLocale } from '@/i18n/current-locale';
import { FOOTER_CONTENT } from '@/lib/forms/site-edit';
import type { SiteConfig } from '@/lib/content/site-schema';
import { saveFooterAction } from '@/lib/server/actions/site-editor';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';
import { editorLinkChoices } from '@/lib/server/content/link-choices';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('footer.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The footer: its columns (texts per language, what they show, order), its links and copyright. */
export default async function FooterEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  const choices = await editorLinkChoices(locale);
  const groups = (site: SiteConfig, t: Awaited<ReturnType<typeof getTranslations<'Editor'>>>): RowGroup[] => {
    const columns = [...site.footer.columns, null];
    return [
      ...columns.map((column, i): RowGroup => ({
        legend: column ? t('footer.column', { n: i + 1, title: column.title[locale] }) : t('footer.newColumn'),
        fields: [
          {
            name: `columns.${i}.content`,
            label: t('footer.content'),
            kind: 'select',
            value: column?.content ?? 'none',
            options: FOOTER_CONTENT.map((c) => ({ value: c, label: t(`footer.contents.${c}`) })),
          },
          ...rowControls(t, 'columns', i, !column),
        ],
        languages: languageGroups(t, (l) => [
          { name: `columns.${i}.title.${l}`, label: t('fields.title'), kind: 'text', value: column?.title[l] ?? '', lang: l },
          { name: `columns.${i}.intro.${l}`, label: t('fields.intro'), kind: 'textarea', rows: 2, value: column?.introText[l] ?? '', lang: l },
          { name: `columns.${i}.text.${l}`, label: t('footer.text'), kind: 'textarea', rows: 3, value: column?.fullText[l] ?? '', lang: l },
        ]),
      })),
      {
        legend: t('footer.linksAndCopyright'),
        // One field a link, two empty ones to add more: each offers the site's pages by title.
        fields: [...site.footer.links, '', ''].map((link, n) => ({
          name: `links.${n}`,
          label: t('footer.linkN', { n: n + 1 }),
          kind: 'link' as const,
          value: link,
          hint: n === 0 ? t('footer.linksHint') : undefined,
          choices,
        })),
        languages: languageGroups(t, (l) => [{ name: `copyright.${l}`, label: t('footer.copyright'), kind: 'text', value: site.footer.copyright[l], hint: t('footer.copyrightHint'), lang: l }]),
      },
    ];
  };
  return <SiteScreen locale={locale} staff={staff} document="site" section="footer" screen="footer" notice={await noticeOf(searchParams)} action={saveFooterAction.bind(null, locale)} groups={groups} />;
}
