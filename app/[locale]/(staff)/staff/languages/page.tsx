import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminOnly } from '@/components/editor/admin-only';
import type { RowGroup } from '@/components/editor/rows-form';
import { SiteScreen } from '@/components/editor/site-screen';
import { currentLocale } from '@/i18n/current-locale';
import type { UntranslatedRule } from '@/lib/content/translations';
import { SITE_LOCALES } from '@/lib/locale';
import { saveLanguagesAction } from '@/lib/server/actions/site-editor';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('siteLanguages.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The languages the site offers, its default, and what visitors of a language get of an article or
 * page not written in it (lib/content/translations) (admins only): the `languages` document.
 */
export default async function LanguagesEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  if (staff.role !== 'admin') return <AdminOnly locale={locale} staff={staff} />;
  return (
    <SiteScreen
      locale={locale}
      staff={staff}
      document="languages"
      section="siteLanguages"
      screen="languages"
      notice={await noticeOf(searchParams)}
      action={saveLanguagesAction.bind(null, locale)}
      groups={(setting, t): RowGroup[] => {
        const used = new Set(setting.languages.filter((l) => l.use).map((l) => l.code));
        const names = SITE_LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }));
        return [
          {
            legend: t('siteLanguages.offered'),
            lead: t('siteLanguages.builtHint'),
            fields: [
              ...SITE_LOCALES.map((l) => ({ name: `use.${l}`, label: t(`languages.${l}`), kind: 'checkbox' as const, value: used.has(l) ? 'on' : '' })),
              { name: 'defaultLanguage', label: t('siteLanguages.defaultLanguage'), kind: 'select', value: setting.defaultLanguage, options: names, hint: t('siteLanguages.defaultHint') },
              {
                name: 'untranslated',
                label: t('siteLanguages.untranslated'),
                kind: 'select',
                value: setting.untranslated,
                options: [
                  { value: 'hidden', label: t('siteLanguages.untranslatedHidden') },
                  { value: 'defaultLanguage', label: t('siteLanguages.untranslatedDefault') },
                ] satisfies Array<{ value: UntranslatedRule; label: string }>,
                hint: t('siteLanguages.untranslatedHint'),
                wide: true,
              },
            ],
          },
        ];
      }}
    />
  );
}
