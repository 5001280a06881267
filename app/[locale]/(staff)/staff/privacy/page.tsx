import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminOnly } from '@/components/editor/admin-only';
import { EditorFrame } from '@/components/editor/editor-frame';
import { PrivacyPanel } from '@/components/editor/privacy-panel';
import { FormMessages } from '@/components/forms/form-messages';
import { currentLocale } from '@/i18n/current-locale';
import { privacyAction } from '@/lib/server/actions/privacy';
import { EDITOR_METADATA, editorPage } from '@/lib/server/content/editor-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Editor' });
  return { title: t('privacy.title'), ...EDITOR_METADATA };
}

/** A person's data on request (admins only): what the site holds for an e-mail address, and its erasure. */
export default async function PrivacyEditor() {
  const { locale, staff } = await editorPage();
  if (staff.role !== 'admin') return <AdminOnly locale={locale} staff={staff} />;
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <EditorFrame locale={locale} staff={staff} section="privacy" title={t('privacy.title')} lead={t('privacy.lead')}>
      <FormMessages locale={locale} namespaces={['Editor', 'Validation', 'Errors']}>
        <PrivacyPanel action={privacyAction.bind(null, locale)} page={`/${locale}/staff/privacy/`} />
      </FormMessages>
    </EditorFrame>
  );
}
