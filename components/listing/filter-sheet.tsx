'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { countListQuery, parseListQuery, type FilterKeys } from '@/lib/listing/list-query';
import { foundMemo } from '@/lib/found-memo';
import styles from './filter-sheet.module.css';

export type FilterSheetLabels = {
  title: string;
  close: string;
  reset: string;
  apply: string;
  showNone: string;
  showOne: string;
  showOther: string; // 'Show {count} properties'
};

export type FilterSheetProps = {
  labels: FilterSheetLabels;
  /** The list without filters ('Reset'). */
  resetHref: string;
  /** The list's filter keys (app/api/list-entries), fetched when the sheet first opens. */
  entriesUrl: string;
  /** The result count of the URL's query, which the form shows when the sheet opens. */
  initialCount: number;
};

/** The filter keys of each list, fetched once; a failed fetch is tried again at the next opening. */
const loaded = foundMemo<FilterKeys[]>();

const entriesAt = (url: string) =>
  loaded(url, () =>
    fetch(url).then((r) =>
      r.ok ? (r.json() as Promise<FilterKeys[]>) : Promise.reject(new Error(String(r.status))),
    ),
  );

const queryOf = (form: HTMLFormElement) =>
  parseListQuery(new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])));

function showLabel(labels: FilterSheetLabels, count: number | null): string {
  if (count === null) return labels.apply;
  if (count === 0) return labels.showNone;
  return count === 1 ? labels.showOne : labels.showOther.replace('{count}', String(count));
}

/**
 * The phone's filter sheet: a modal dialog that borrows the list's own server-rendered GET form
 * (moved into the sheet while it is open and put back on close, so there is one form and one set of
 * fields) and counts, as the visitor changes the form, what it would show, with the server's
 * matching function over the list's filter keys.
 */
export default function FilterSheet({
  form,
  onClose,
  labels,
  resetHref,
  entriesUrl,
  initialCount,
}: FilterSheetProps & { form: HTMLFormElement; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState<number | null>(initialCount);
  const titleId = useId();

  useEffect(() => {
    const home = form.parentNode!;
    const next = form.nextSibling;
    slot.current!.append(form);
    if (!dialog.current!.open) dialog.current!.showModal();
    let entries: FilterKeys[] | null = null;
    let alive = true;
    const recount = () => {
      if (entries) setCount(countListQuery(entries, queryOf(form)));
    };
    entriesAt(entriesUrl).then(
      (loadedEntries) => {
        entries = loadedEntries;
        if (alive) recount();
      },
      () => alive && setCount(null),
    );
    form.addEventListener('change', recount);
    return () => {
      alive = false;
      form.removeEventListener('change', recount);
      home.insertBefore(form, next);
    };
  }, [form, entriesUrl]);

  const label = showLabel(labels, count);
  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself (its content fills it): close, as portals do.
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={labels.close}
            onClick={() => dialog.current!.close()}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </header>
        <div ref={slot} className={styles.body} />
        <footer className={styles.footer}>
          <a href={resetHref} className={styles.reset}>
            {labels.reset}
          </a>
          <button
            type="button"
            className={`button button-accent ${styles.show}`}
            onClick={() => form.requestSubmit()}
            data-testid="filter-sheet-show"
          >
            {label}
          </button>
          <span className="visually-hidden" role="status">
            {label}
          </span>
        </footer>
      </div>
    </dialog>
  );
}
