import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { FormMessages } from '@/components/forms/form-messages';
import { ForgotPasswordForm } from '@/components/portal/account-forms';
import { currentLocale } from '@/i18n/current-locale';
import { staffForgotPasswordAction } from '@/lib/server/actions/account-auth';
import { EDITOR_METADATA } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('forgot.title'), ...EDITOR_METADATA };
}

/** A staff member asks for a link to choose a new password, sent by mail through the outbox. */
export default async function StaffForgotPasswordPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <EditorFrame locale={locale} staff={null} title={t('forgot.title')} lead={t('forgot.lead')}>
      <div className={styles.panel}>
        <FormMessages locale={locale} namespaces={['Portal', 'Validation', 'Errors']}>
          <ForgotPasswordForm action={staffForgotPasswordAction.bind(null, locale)} loginHref={`/${locale}/staff/login/`} page={`/${locale}/staff/forgot-password/`} />
        </FormMessages>
      </div>
    </EditorFrame>
  );
}
