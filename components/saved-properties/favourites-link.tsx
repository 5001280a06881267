import type { SiteLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';
import { FavouritesCount } from './favourites-count';
import { HeartIcon } from './heart-icon';
import styles from './favourites-link.module.css';

/** The header's heart: a link to the favourites page with the number saved in this browser. */
export function FavouritesLink({ locale, label }: { locale: SiteLocale; label: string }) {
  return (
    <a href={localizedHref('/favourites', locale)} className={styles.link} data-testid="favourites-link">
      <HeartIcon className={styles.icon} />
      <span className="visually-hidden">{label}</span>
      <FavouritesCount className={styles.count} />
    </a>
  );
}
