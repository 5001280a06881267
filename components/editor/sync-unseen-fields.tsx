import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import styles from './editor.module.css';
import syncStyles from './sync.module.css';

/** The Omnicasa fields the site reads that no property of a run had. */
export async function SyncUnseenFields({
  locale,
  fields,
}: {
  locale: SiteLocale;
  fields: readonly string[];
}) {
  const t = await getTranslations({ locale, namespace: 'Editor' });
  return (
    <section className={styles.panel} aria-labelledby="sync-unseen">
      <h2 id="sync-unseen">{t('sync.unseen.title')}</h2>
      <p className={styles.muted}>{t('sync.unseen.lead')}</p>
      <ul className={syncStyles.fields} data-testid="sync-unseen">
        {fields.map((field) => (
          <li key={field}>
            <code>{field}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
