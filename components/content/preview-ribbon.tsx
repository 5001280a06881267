import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import styles from './preview-ribbon.module.css';

/**
 * The marker of a preview page (app/[locale]/(internal)/draft-preview): what the page shows is not
 * what visitors see. After the page in the document (the skip link stays the first thing a keyboard
 * meets), held at the bottom of the window while the page scrolls. Staff get the way back to the
 * editor; someone who opened a preview link does not.
 */
export async function PreviewRibbon({ locale, staff }: { locale: SiteLocale; staff: boolean }) {
  const t = await getTranslations({ locale, namespace: 'PreviewRibbon' });
  return (
    <aside className={styles.ribbon} aria-label={t('label')} data-preview-ribbon="">
      <strong className={styles.label}>{t('label')}</strong>
      <span>{t('text')}</span>
      {staff ? (
        <a className={styles.link} href={`/${locale}/staff/`}>
          {t('backToEditor')}
        </a>
      ) : null}
    </aside>
  );
}
