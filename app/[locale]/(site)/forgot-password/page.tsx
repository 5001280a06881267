import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { FormMessages } from '@/components/forms/form-messages';
import styles from '@/components/portal/portal.module.css';
import { ForgotPasswordForm } from '@/components/portal/account-forms';
import { currentLocale } from '@/i18n/current-locale';
import { forgotPasswordAction } from '@/lib/server/actions/account-auth';
import { localizedHref } from '@/lib/routes';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/forgot-password', 'Portal.forgot');
}

export default async function ForgotPasswordPage() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Portal.forgot' });
  return (
    <FormPage locale={locale} path="/forgot-password" title={t('title')} lead={t('lead')}>
      <div className={styles.accountPanel}>
        <FormMessages locale={locale} namespaces={['Portal', 'Validation', 'Errors']}>
          <ForgotPasswordForm action={forgotPasswordAction.bind(null, locale)} loginHref={localizedHref('/login', locale)} page={localizedHref('/forgot-password', locale)} />
        </FormMessages>
      </div>
    </FormPage>
  );
}
