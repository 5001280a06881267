import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { renderSVG } from 'uqr';
import { EditorFrame } from '@/components/editor/editor-frame';
import styles from '@/components/editor/editor.module.css';
import { EnrolTwoFactorForm } from '@/components/editor/two-factor-forms';
import { FormMessages } from '@/components/forms/form-messages';
import { currentLocale } from '@/i18n/current-locale';
import { getSiteConfig } from '@/lib/content/site';
import { confirmTwoFactorAction } from '@/lib/server/actions/staff-two-factor';
import { pendingTotpSecret, twoFactorEnabled } from '@/lib/server/auth/two-factor';
import { totpUri } from '@/lib/server/auth/totp';
import { getDb } from '@/lib/server/db/client';
import { EDITOR_METADATA, editorPage } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('security.title'), ...EDITOR_METADATA };
}

/** The signed-in member's second factor: on, or the secret (QR code and text) to confirm with a code. */
export default async function SecurityPage() {
  const { locale, staff } = await editorPage();
  const t = await getTranslations({ locale, namespace: 'Editor' });
  const db = getDb().db;
  const page = `/${locale}/staff/security/`;
  const enabled = await twoFactorEnabled(db, staff.id);
  const secret = enabled ? null : await pendingTotpSecret(db, staff.id);
  return (
    <EditorFrame locale={locale} staff={staff} section="security" title={t('security.title')} lead={t('security.lead')}>
      <FormMessages locale={locale} namespaces={['Editor', 'Errors']}>
        <EnrolTwoFactorForm action={confirmTwoFactorAction.bind(null, locale)} page={page} homeHref={`/${locale}/staff/`} enabled={enabled}>
          {secret && (
            <>
              <p>{t('security.scan')}</p>
              {/* uqr draws the QR code from our own otpauth:// address: no outside input reaches this markup. */}
              <div
                className={styles.qr}
                role="img"
                aria-label={t('security.qrLabel')}
                dangerouslySetInnerHTML={{ __html: renderSVG(totpUri(secret, staff.email, getSiteConfig().agency.name), { border: 1 }) }}
              />
              <p>
                {t('security.secret')}
                <br />
                <code className={styles.secret} data-testid="totp-secret">
                  {secret.replace(/(.{4})(?=.)/g, '$1 ')}
                </code>
              </p>
              <p>{t('security.confirm')}</p>
            </>
          )}
        </EnrolTwoFactorForm>
      </FormMessages>
    </EditorFrame>
  );
}
