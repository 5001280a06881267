import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import styles from './page-header.module.css';

/**
 * Says, in the page's language, that the text below is not written in it and is shown in
 * `language` (an article or page shown by the 'defaultLanguage' rule: lib/content/translations).
 */
export async function UntranslatedNote({ locale, language }: { locale: SiteLocale; language: SiteLocale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <p className={styles.note} role="note" data-testid="untranslated-note">
      {t('untranslated', { language })}
    </p>
  );
}
