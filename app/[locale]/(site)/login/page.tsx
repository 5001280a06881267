import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { FormMessages } from '@/components/forms/form-messages';
import styles from '@/components/portal/portal.module.css';
import { LoginForm } from '@/components/portal/account-forms';
import { currentLocale } from '@/i18n/current-locale';
import { loginAction } from '@/lib/server/actions/account-auth';
import { localizedHref } from '@/lib/routes';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/login', 'Pages.login');
}

/** The owner login (SPEC §2.2): static; the form posts to a server action that opens the session. */
export default async function LoginPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale });
  return (
    <FormPage
      locale={locale}
      path="/login"
      title={t('Pages.login.title')}
      lead={t('Pages.login.lead')}
    >
      <div className={styles.accountPanel}>
        <FormMessages locale={locale} namespaces={['Portal', 'Validation', 'Errors']}>
          <LoginForm action={loginAction.bind(null, locale)} forgotHref={localizedHref('/forgot-password', locale)} page={localizedHref('/login', locale)} />
        </FormMessages>
        <p className={styles.help}>{t('Portal.login.help')}</p>
      </div>
    </FormPage>
  );
}
