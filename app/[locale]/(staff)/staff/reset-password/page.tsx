import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { FormMessages } from '@/components/forms/form-messages';
import { ResetPasswordForm } from '@/components/portal/account-forms';
import { currentLocale } from '@/i18n/current-locale';
import { staffResetPasswordAction } from '@/lib/server/actions/account-auth';
import { EDITOR_METADATA } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('reset.title'), ...EDITOR_METADATA };
}

/** Where a staff member's reset link leads (`?token=`); the token is checked when the form is sent. */
export default async function StaffResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await currentLocale();
  const token = (await searchParams).token;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <EditorFrame locale={locale} staff={null} title={t('reset.title')} lead={t('reset.lead')}>
      <div className={styles.panel}>
        <FormMessages locale={locale} namespaces={['Portal', 'Validation', 'Errors']}>
          <ResetPasswordForm
            action={staffResetPasswordAction.bind(null, locale)}
            token={typeof token === 'string' ? token : ''}
            forgotHref={`/${locale}/staff/forgot-password/`}
            page={`/${locale}/staff/reset-password/`}
          />
        </FormMessages>
      </div>
    </EditorFrame>
  );
}
