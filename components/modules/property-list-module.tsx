import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageModule } from '@/lib/content/menu-schema';
import type { SiteLocale } from '@/lib/locale';
import { ModuleHeading } from './module-heading';
import styles from './placeholder.module.css';

/**
 * A property-list module (SPEC §2.3 relation ids 1, 2, 3, 16, 17, 20, 21). Contract: the list id
 * is `module.relations.id`, `numberItemOfRow` cards per row, at most `maxItems` items.
 * The cards, filters and paging arrive with the listings issue; until then a clear notice.
 */
export async function PropertyListModule({ module, locale }: { module: PageModule; locale: SiteLocale }) {
  const t = await getTranslations({ locale });
  return (
    <div data-list-id={module.relations.id} data-per-row={module.numberItemOfRow} data-max-items={module.maxItems ?? undefined}>
      <ModuleHeading module={module} locale={locale} />
      <div className={styles.notice}>
        <p>{t('Modules.propertyListPending')}</p>
        <p className={styles.actions}>
          <Link href={`/${locale}/`} className="button button-outline">
            {t('Common.home')}
          </Link>
        </p>
      </div>
    </div>
  );
}
