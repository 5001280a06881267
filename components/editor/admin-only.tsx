import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import type { SiteLocale } from '@/lib/locale';
import type { SessionStaff } from '@/lib/server/auth/sessions';
import { EditorFrame } from './editor-frame';

/** What an editor sees on an admin's screen (settings, staff): who may, and the way back. */
export async function AdminOnly({ locale, staff }: { locale: SiteLocale; staff: SessionStaff }) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <EditorFrame locale={locale} staff={staff} title={t('adminOnly.title')}>
      <p className={formStyles.formError} role="alert" data-code="adminOnly">
        {t('adminOnly.lead')}
      </p>
      <p>
        <a href={`/${locale}/staff/`}>{t('adminOnly.back')}</a>
      </p>
    </EditorFrame>
  );
}
