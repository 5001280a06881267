'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FilterSheetProps } from './filter-sheet';

const FilterSheet = lazy(() => import('./filter-sheet'));

/**
 * The summary of the list's folded filter form on a phone ('Filters (n)'). Without JavaScript it
 * unfolds the form in place; with it, it opens the form in a sheet (./filter-sheet, loaded on the
 * first click). A sort chosen beside it, or in the desktop's filter bar, applies at once (the sheet,
 * which borrows the form, is outside this element and applies with its own button).
 */
export function FilterToggle({
  label,
  active,
  className,
  sheet,
}: {
  label: string;
  /** Whether the URL sets a filter. */
  active: boolean;
  className?: string;
  sheet: FilterSheetProps;
}) {
  const summary = useRef<HTMLElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    const details = summary.current!.parentElement as HTMLDetailsElement;
    const onChange = (e: Event) => {
      const target = e.target as HTMLSelectElement;
      // The form a phone unfolded in place (before this script ran) applies with its button, as without JavaScript.
      const unfoldedOnPhone = details.open && summary.current!.getClientRects().length > 0;
      if (target.name === 'sort' && !unfoldedOnPhone) target.form?.requestSubmit();
    };
    details.addEventListener('change', onChange);
    return () => details.removeEventListener('change', onChange);
  }, []);

  const close = () => {
    setForm(null);
    summary.current?.focus();
  };
  return (
    <>
      <summary
        ref={summary}
        className={className}
        data-active={active || undefined}
        onClick={(e) => {
          const details = e.currentTarget.parentElement as HTMLDetailsElement;
          // Unfolded before the script ran: let it fold again.
          if (details.open) return;
          e.preventDefault();
          setForm(details.querySelector('form'));
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {label}
      </summary>
      {form &&
        createPortal(
          <Suspense>
            <FilterSheet {...sheet} form={form} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
