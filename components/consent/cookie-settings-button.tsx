'use client';

import { OPEN_CONSENT_SETTINGS } from '@/lib/consent/banner-events';
import styles from './cookie-settings-button.module.css';

/** The footer button that reopens the cookie dialog on its settings (SPEC §4). */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS))}
      data-testid="cookie-settings"
    >
      {label}
    </button>
  );
}
