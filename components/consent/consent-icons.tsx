import controls from './consent-controls.module.css';

/** The icons of the cookie banner and its settings dialog (decorative: their texts say it all). */
export function CookieIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M21.95 10.99a4 4 0 0 1-4.9-4.9A3.5 3.5 0 0 1 13 2.05 10 10 0 1 0 21.95 11zM8 9.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm-1 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5.5 3a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm1-6a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm3.5 3a1 1 0 1 1 0-2 1 1 0 0 1 0 2z"
      />
    </svg>
  );
}

export function SmallIcon({ d }: { d: string }) {
  return (
    <svg className={controls.smallIcon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export const BACK = 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z';
export const NEW_TAB =
  'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z';
