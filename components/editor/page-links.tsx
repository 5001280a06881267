import styles from './editor.module.css';
import syncStyles from './sync.module.css';

/** A staff list's pages as plain links around 'Page 2 of 5' (no JavaScript needed); nothing for one page. */
export function PageLinks({
  page,
  pages,
  href,
  labels,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** `pageOf` already says which page of how many. */
  labels: { nav: string; previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={syncStyles.links}>
      <ul className={styles.inline}>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              {labels.previous}
            </a>
          </li>
        )}
        <li>{labels.pageOf}</li>
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next">
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
