import styles from './breadcrumb.module.css';

/** `lang`: the label's language when it is not the page's (a title shown in another language). */
export type Crumb = { label: string; href?: string; lang?: string };

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < crumbs.length - 1 ? (
              <a href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </a>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} lang={crumb.lang}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
