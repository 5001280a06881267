import { MediaPicker, MediaPickerSearch, PICKER_SEARCH } from '@/components/editor/media-picker';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminOnly } from '@/components/editor/admin-only';
import type { RowField, RowGroup } from '@/components/editor/rows-form';
import { languageGroups, SiteScreen } from '@/components/editor/site-screen';
import { currentLocale } from '@/i18n/current-locale';
import type { SiteConfig } from '@/lib/content/site-schema';
import { THEME_COLOURS } from '@/lib/forms/site-edit';
import { AGENCY_MENTION_FIELDS } from '@/lib/legal/agency-mentions';
import { phoneLink } from '@/lib/phone';
import { saveSettingsAction } from '@/lib/server/actions/site-editor';
import { EDITOR_METADATA, editorPage, noticeOf } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('settings.title'), ...EDITOR_METADATA };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const AGENCY_FIELDS = ['name', 'legalName', 'street', 'zip', 'phone', 'email'] as const;
const HTTPS_FIELDS: readonly string[] = ['codeOfConductUrl'];
const TAG_FIELDS = ['analyticsId', 'adsId', 'tagManagerId', 'socialPixelId'] as const;

/** The site's settings (admins only): the office's details, theme colours and logo, analytics tags. */
export default async function SettingsEditor({ searchParams }: Props) {
  const { locale, staff } = await editorPage();
  if (staff.role !== 'admin') return <AdminOnly locale={locale} staff={staff} />;
  const groups = (site: SiteConfig, t: Awaited<ReturnType<typeof getTranslations<'Editor'>>>): RowGroup[] => [
    {
      legend: t('settings.agency'),
      fields: AGENCY_FIELDS.map(
        (name): RowField => ({
          name: `agency.${name}`,
          label: t(`settings.${name === 'name' ? 'agencyName' : name}`),
          kind: name === 'email' ? 'email' : 'text',
          value: site.agency[name],
          required: true,
          // The one phone of the site (lib/content/agency-contacts): shown everywhere as SPEC §5 formats it.
          hint: name === 'phone' ? t('settings.phoneHint', { example: phoneLink(site.agency.phone).text }) : undefined,
        }),
      ),
      languages: languageGroups(t, (l) => [{ name: `agency.city.${l}`, label: t('settings.city'), kind: 'text', value: site.agency.city[l], lang: l, required: true }]),
    },
    {
      // Optional for the form (an agency may fill them in later), flagged on the compliance screen when empty.
      legend: t('nav.compliance'),
      fields: AGENCY_MENTION_FIELDS.map(
        (name): RowField => ({
          name: `agency.${name}`,
          label: t(`settings.${name}`),
          kind: HTTPS_FIELDS.includes(name) ? 'code' : 'text',
          value: site.agency[name],
          hint: name === 'bivNumber' ? t('settings.legalHint') : undefined,
          wide: name === 'supervisoryAuthority' || name === 'codeOfConductUrl',
        }),
      ).concat({
        name: 'notifications.weeklyCompliance',
        label: t('settings.weeklyCompliance'),
        kind: 'checkbox',
        value: site.notifications.weeklyCompliance ? 'on' : '',
        hint: t('settings.weeklyComplianceHint'),
        wide: true,
      }),
    },
    {
      legend: t('settings.theme'),
      fields: [
        ...THEME_COLOURS.map((name): RowField => ({ name: `colors.${name}`, label: t(`settings.colours.${name}`), kind: 'colour', value: site.theme.colors[name], hint: name === 'primary' ? t('settings.colourHint') : undefined })),
      ],
    },
    {
      legend: t('settings.tags'),
      fields: TAG_FIELDS.map((name): RowField => ({ name: `siteInfo.${name}`, label: t(`settings.${name}`), kind: 'code', value: site.siteInfo[name], hint: name === 'analyticsId' ? t('settings.tagsHint') : undefined })),
    },
  ];
  const notice = await noticeOf(searchParams);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  // The logo is chosen in the media library (or uploaded there from the picker), never typed.
  const picker = (site: SiteConfig) => ({
    inside: (
      <MediaPicker
        locale={locale}
        name="logoUrl"
        legend={t('settings.logoUrl')}
        hint={t('settings.logoHint')}
        chosen={site.theme.logo.url}
        keep={site.theme.logo.url}
        empty={null}
        search={notice[PICKER_SEARCH] ?? ''}
        tooLarge={notice.tooLarge}
      />
    ),
    outside: <MediaPickerSearch name="logoUrl" page={`/${locale}/staff/settings/`} />,
  });
  return <SiteScreen locale={locale} staff={staff} document="site" section="settings" screen="settings" notice={notice} action={saveSettingsAction.bind(null, locale)} groups={groups} picker={picker} />;
}
