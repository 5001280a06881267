'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ALL_GRANTED, ESSENTIAL_ONLY, type ConsentChoices, type ConsentFlag } from '@/lib/consent/consent-state';
import type { ConsentTexts } from './consent-texts';
import { BACK, SmallIcon } from './consent-icons';
import controls from './consent-controls.module.css';
import styles from './consent-dialog.module.css';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the dialog's controls, never leaving it. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const active = document.activeElement;
  const index = active instanceof HTMLElement ? items.indexOf(active) : -1;
  // From an element that is not a control (the focused title), start from the controls before it.
  const before =
    index >= 0 ? index : items.filter((el) => active && el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING).length;
  const next = event.shiftKey ? before - 1 : index >= 0 ? index + 1 : before;
  event.preventDefault();
  items[(next + items.length) % items.length]!.focus();
}

function Switch({
  id,
  checked,
  onChange,
  label,
  hint,
  testId,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        <span id={`${id}-hint`} className={styles.switchHint}>
          {hint}
        </span>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
      />
    </div>
  );
}

function Category({ title, content, aside, children }: { title: string; content: string; aside?: ReactNode; children?: ReactNode }) {
  return (
    <li className={styles.category}>
      <div className={styles.categoryHead}>
        <h3 className={styles.categoryTitle}>
          {title}
        </h3>
        {aside}
      </div>
      <p className={styles.categoryText}>{content}</p>
      {children}
    </li>
  );
}

/**
 * The cookie settings (SPEC §4): a modal <dialog> (the page behind is inert) the visitor opened
 * from the banner or the footer, labelled by its title and described by its text. Focus starts
 * on the title and stays inside. Escape (and 'Back') go back to the banner it was opened from;
 * opened from the footer, Escape closes it and keeps the stored choice.
 */
export default function ConsentDialog({
  texts,
  initial,
  onSave,
  onDismiss,
  onBack,
}: {
  texts: ConsentTexts;
  initial: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onDismiss: () => void;
  /** Opened from the banner: back to it. */
  onBack?: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closing = useRef(false);
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const titleId = useId();
  const textId = useId();
  const switchId = useId();

  useEffect(() => {
    const element = dialog.current;
    closing.current = false;
    if (element && !element.open) element.showModal();
    heading.current?.focus();
    return () => {
      // Unmounted without a choice (a back navigation): close quietly, store nothing.
      closing.current = true;
      element?.close();
    };
  }, []);

  const close = () => {
    closing.current = true;
    dialog.current?.close();
  };
  const finish = (chosen: ConsentChoices) => {
    close();
    onSave(chosen);
  };
  const leave = () => {
    close();
    (onBack ?? onDismiss)();
  };
  const toggle = (flag: ConsentFlag) => (checked: boolean) => setChoices((current) => ({ ...current, [flag]: checked }));
  const flagSwitch = (flag: ConsentFlag) => (
    <Switch
      key={flag}
      id={`${switchId}-${flag}`}
      checked={choices[flag]}
      onChange={toggle(flag)}
      label={texts.flags[flag].label}
      hint={texts.flags[flag].hint}
      testId={`consent-${flag}`}
    />
  );
  const [necessary, analytics, marketing, social, unclassified] = texts.categories;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-modal="true"
      data-testid="consent-settings"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          leave();
        } else if (event.key === 'Tab') {
          trapTab(event);
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
      onClose={() => {
        // Closed by the browser itself (a close request it would not let us cancel).
        if (closing.current) return;
        closing.current = true;
        (onBack ?? onDismiss)();
      }}
    >
      <div className={styles.body}>
        {onBack && (
          <button type="button" className={`${controls.textButton} ${styles.back}`} onClick={leave} data-testid="consent-back">
            <SmallIcon d={BACK} />
            {texts.back}
          </button>
        )}
        <h2 id={titleId} ref={heading} tabIndex={-1} className={`${styles.title} ${styles.settingsTitle}`}>
          {texts.changeSettings}
        </h2>
        <p id={textId} className={styles.text}>
          {texts.settingsIntro}
        </p>
        <ul className={styles.categories}>
          {necessary && (
            <Category
              title={necessary.title}
              content={necessary.content}
              aside={
                <span className={styles.alwaysOn}>
                  <span aria-hidden="true">{texts.alwaysOn}</span>
                  <input
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    checked
                    disabled
                    readOnly
                    aria-label={`${necessary.title}: ${texts.alwaysOn}`}
                    data-testid="consent-essential"
                  />
                </span>
              }
            />
          )}
          {analytics && (
            <Category title={analytics.title} content={analytics.content}>
              {flagSwitch('analytics_storage')}
            </Category>
          )}
          {marketing && (
            <Category title={marketing.title} content={marketing.content}>
              {flagSwitch('ad_storage')}
              {flagSwitch('ad_user_data')}
              {flagSwitch('ad_personalization')}
            </Category>
          )}
          {social && (
            <Category title={social.title} content={social.content}>
              <p className={styles.note}>{texts.socialNote}</p>
            </Category>
          )}
          {unclassified && (
            <Category title={unclassified.title} content={unclassified.content}>
              <p className={styles.note}>{texts.unclassifiedNote}</p>
            </Category>
          )}
        </ul>
      </div>
      <div className={`${styles.actions} ${styles.settingsActions}`}>
        <button
          type="button"
          className={`${controls.button} ${controls.secondary}`}
          onClick={() => finish(ESSENTIAL_ONLY)}
          data-testid="consent-decline"
        >
          {texts.decline}
        </button>
        <button
          type="button"
          className={`${controls.button} ${controls.strong}`}
          onClick={() => finish(choices)}
          data-testid="consent-agree-partly"
        >
          {texts.agreePartly}
        </button>
        <button
          type="button"
          className={`${controls.button} ${controls.primary} ${styles.wide}`}
          onClick={() => finish(ALL_GRANTED)}
          data-testid="consent-agree-all"
        >
          {texts.agreeAll}
        </button>
      </div>
    </dialog>
  );
}
