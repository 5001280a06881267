'use client';

import { useState } from 'react';
import { FAVOURITES, idsParam } from '@/lib/saved-properties/id-list';
import { useStoredIds } from './stored-ids';
import styles from './favourites-page.module.css';

/**
 * The link that shares the visitor's favourites (the page of `?ids=`, rendered on the server for
 * whoever opens it), with a button that copies it. Nothing while the browser keeps no favourite.
 */
export function ShareFavourites({ path, texts }: { path: string; texts: { label: string; copy: string; copied: string } }) {
  const ids = useStoredIds(FAVOURITES);
  const [copied, setCopied] = useState('');
  if (!ids.length) return null;
  const link = `${window.location.origin}${path}?ids=${idsParam(ids)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
    } catch {
      setCopied('');
    }
  };
  return (
    <div className={styles.share} data-testid="share-favourites">
      <label className={styles.shareLabel} htmlFor="favourites-link">
        {texts.label}
      </label>
      <div className={styles.shareRow}>
        <input id="favourites-link" className={styles.shareInput} type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button-outline" onClick={copy}>
          {texts.copy}
        </button>
      </div>
      <p className={styles.copied} role="status">
        {copied === link ? texts.copied : ''}
      </p>
    </div>
  );
}
