import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { SecondStepForm } from '@/components/editor/two-factor-forms';
import { FormMessages } from '@/components/forms/form-messages';
import { currentLocale } from '@/i18n/current-locale';
import { staffSecondStepAction } from '@/lib/server/actions/staff-two-factor';
import { challengeCookieName } from '@/lib/server/auth/session-cookie';
import { challengeStaff } from '@/lib/server/auth/two-factor';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('login.code.title'), ...EDITOR_METADATA };
}

/** The login's second step, after a right password: only with a live challenge, else back to the login. */
export default async function StaffLoginCodePage() {
  const locale = await currentLocale();
  const login = `/${locale}/staff/login/`;
  const challenge = (await cookies()).get(challengeCookieName())?.value;
  if (!process.env.DATABASE_URL || !(await challengeStaff(getDb().db, challenge, new Date()))) redirect(login);
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <EditorFrame locale={locale} staff={null} title={t('login.code.title')} lead={t('login.code.lead')}>
      <div className={styles.panel}>
        <FormMessages locale={locale} namespaces={['Editor', 'Portal', 'Errors']}>
          <SecondStepForm action={staffSecondStepAction.bind(null, locale)} page={`/${locale}/staff/login/code/`} loginHref={login} />
        </FormMessages>
      </div>
    </EditorFrame>
  );
}
