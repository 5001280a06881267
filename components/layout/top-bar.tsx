import { getTranslations } from 'next-intl/server';
import type { SiteLocale } from '@/lib/locale';
import type { TopBarItem } from '@/lib/content/site-schema';
import { isPublished } from '@/lib/content/menu';
import { Icon } from './icons';
import { SmartLink } from './smart-link';
import styles from './top-bar.module.css';

function Items({ items, locale, newTabLabel }: { items: TopBarItem[]; locale: SiteLocale; newTabLabel: string }) {
  return (
    <ul className={styles.list}>
      {items.filter(isPublished).map((item) => (
        <li key={item.link}>
          <SmartLink link={item.link} locale={locale} className={styles.link} newTabLabel={newTabLabel}>
            <Icon name={item.icon} size={15} style={item.color ? { color: item.color } : undefined} />
            <span>{item.label[locale]}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2.4: the optional top bar with left and right link lists. `language` (the language
 * switcher) shows at its end on desktops, where the header needs its room for the menu.
 */
export async function TopBar({
  left,
  right,
  locale,
  language,
}: {
  left: TopBarItem[];
  right: TopBarItem[];
  locale: SiteLocale;
  language?: React.ReactNode;
}) {
  const t = await getTranslations({ locale });
  const newTab = t('Common.opensInNewTab');
  return (
    <nav className={styles.bar} aria-label={t('Header.topBar')}>
      <div className={`container ${styles.inner}`}>
        <Items items={left} locale={locale} newTabLabel={newTab} />
        <div className={styles.end}>
          <Items items={right} locale={locale} newTabLabel={newTab} />
          {language && <div className={styles.language}>{language}</div>}
        </div>
      </div>
    </nav>
  );
}
