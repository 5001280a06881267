import styles from './list-view.module.css';

/**
 * A list's paging without JavaScript: links to the previous and next page around 'Page 2/5', and
 * their rel=prev/next links. `page`: 'Page {page}/{pages}'.
 */
export function Pager({
  page,
  pages,
  previous,
  next,
  labels,
}: {
  page: number;
  pages: number;
  previous: string | null;
  next: string | null;
  labels: { page: string; pagination: string; previous: string; next: string };
}) {
  return (
    <>
      {previous && <link rel="prev" href={previous} />}
      {next && <link rel="next" href={next} />}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={labels.pagination}>
          {previous ? (
            <a href={previous} rel="prev" className="button button-outline">
              {labels.previous}
            </a>
          ) : (
            <span />
          )}
          <span data-testid="page-indicator">{labels.page.replace('{page}', String(page)).replace('{pages}', String(pages))}</span>
          {next ? (
            <a href={next} rel="next" className="button button-outline">
              {labels.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
