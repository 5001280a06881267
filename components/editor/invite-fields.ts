import type { getTranslations } from 'next-intl/server';
import { SITE_LOCALES, type SiteLocale } from '@/lib/locale';
import type { RowField } from './rows-form';

type Translate = Awaited<ReturnType<typeof getTranslations<'Editor'>>>;

/** What an invitation needs: the colleague's address and the language of their mails (the staff screen's form and the dashboard's). */
export function inviteFields(t: Translate, locale: SiteLocale): { email: RowField; locale: RowField } {
  return {
    email: { name: 'email', label: t('staff.email'), kind: 'email', value: '', required: true },
    locale: { name: 'locale', label: t('staff.locale'), kind: 'select', value: locale, options: SITE_LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) })) },
  };
}
