'use client';

import type { SiteLocale } from '@/lib/locale';
import { ERROR_PAGE_TEXT } from '@/lib/error-page-text';
import styles from './error-page.module.css';

/**
 * What a visitor sees when a page failed: the apology, a retry (it renders the page again; with
 * JavaScript off, the browser's reload does the same), the way home, and Next's digest of the error
 * so a reported problem can be found in the log (docs/operations.md). Never the error itself.
 */
export function ErrorPageContent({ locale, digest, onRetry }: { locale: SiteLocale; digest?: string; onRetry: () => void }) {
  const text = ERROR_PAGE_TEXT[locale];
  return (
    <main id="main" className={styles.wrap} data-testid="error-page">
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.text}>{text.text}</p>
      <p className={styles.actions}>
        <button type="button" className={`button button-accent ${styles.retry}`} onClick={onRetry}>
          {text.retry}
        </button>
        <a href={`/${locale}/`} className={`button button-outline ${styles.home}`}>
          {text.backHome}
        </a>
      </p>
      {digest ? <p className={styles.reference}>{text.reference.replace('{digest}', digest)}</p> : null}
    </main>
  );
}
