import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormPage } from '@/components/content/form-page';
import { FormMessages } from '@/components/forms/form-messages';
import styles from '@/components/portal/portal.module.css';
import { ResetPasswordForm } from '@/components/portal/account-forms';
import { currentLocale } from '@/i18n/current-locale';
import { resetPasswordAction } from '@/lib/server/actions/account-auth';
import { localizedHref, tokenPageHref } from '@/lib/routes';
import { formPageMetadata } from '@/lib/seo/form-page-metadata';

// No parameter but the language, and no other language than the layout's (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return formPageMetadata(await currentLocale(), '/reset-password', 'Portal.reset');
}

/**
 * Where the set- and reset-password links lead (`?token=`). Rendered per request so the token
 * reaches the form without JavaScript; the token is checked when the form is sent.
 */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await currentLocale();
  const given = (await searchParams).token;
  const token = typeof given === 'string' ? given : '';
  const t = await getTranslations({ locale, namespace: 'Portal.reset' });
  return (
    <FormPage locale={locale} path="/reset-password" title={t('title')} lead={t('lead')}>
      <div className={styles.accountPanel}>
        <FormMessages locale={locale} namespaces={['Portal', 'Validation', 'Errors']}>
          <ResetPasswordForm
            action={resetPasswordAction.bind(null, locale)}
            token={token}
            forgotHref={localizedHref('/forgot-password', locale)}
            page={tokenPageHref('/reset-password', locale, token)}
          />
        </FormMessages>
      </div>
    </FormPage>
  );
}
