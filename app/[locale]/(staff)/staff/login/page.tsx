import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { FormMessages } from '@/components/forms/form-messages';
import { LoginForm } from '@/components/portal/account-forms';
import { currentLocale } from '@/i18n/current-locale';
import { staffLoginAction } from '@/lib/server/actions/editor';
import { currentStaff } from '@/lib/server/auth/current-staff';
import { EDITOR_METADATA } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('login.title'), ...EDITOR_METADATA };
}

/** The staff login: outside the public menu, never indexed; owners use /login. */
export default async function StaffLoginPage() {
  const locale = await currentLocale();
  if (await currentStaff()) redirect(`/${locale}/staff/`);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <EditorFrame locale={locale} staff={null} title={t('login.title')} lead={t('login.lead')}>
      <div className={styles.panel}>
        <FormMessages locale={locale} namespaces={['Portal', 'Validation', 'Errors']}>
          <LoginForm action={staffLoginAction.bind(null, locale)} page={`/${locale}/staff/login/`} forgotHref={`/${locale}/staff/forgot-password/`} />
        </FormMessages>
      </div>
    </EditorFrame>
  );
}
