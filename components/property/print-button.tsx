'use client';

/**
 * Opens the browser's print dialog; the page's print stylesheet gives a clean A4 sheet. The class comes
 * from the server page: importing the detail page's CSS module here would ship its class map in JS.
 */
export function PrintButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" className={`button button-outline ${className}`} onClick={() => window.print()}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
        <path d="M6 14h12v8H6z" />
      </svg>
      {label}
    </button>
  );
}
