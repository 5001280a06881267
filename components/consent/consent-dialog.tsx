'use client';

import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ALL_GRANTED, ESSENTIAL_ONLY, type ConsentChoices, type ConsentFlag } from '@/lib/consent/consent-state';
import type { ConsentTexts } from './consent-texts';
import styles from './consent-dialog.module.css';

type View = 'main' | 'settings';

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

function CookieIcon() {
  return (
    <svg className={styles.icon} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M21.95 10.99a4 4 0 0 1-4.9-4.9A3.5 3.5 0 0 1 13 2.05 10 10 0 1 0 21.95 11zM8 9.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm-1 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5.5 3a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm1-6a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm3.5 3a1 1 0 1 1 0-2 1 1 0 0 1 0 2z"
      />
    </svg>
  );
}

function SmallIcon({ d }: { d: string }) {
  return (
    <svg className={styles.smallIcon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const BACK = 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z';
const NEW_TAB =
  'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z';

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
 * The cookie dialog (SPEC §4): a modal <dialog> (the page behind is inert), labelled by its title
 * and described by its text. Focus starts on the title and stays inside; Escape goes back from the
 * settings, closes a dialog reopened from the footer, and otherwise declines (only essential
 * cookies: nothing is granted without an explicit choice).
 */
export default function ConsentDialog({
  texts,
  initialView,
  initial,
  hasChoice,
  onSave,
  onDismiss,
}: {
  texts: ConsentTexts;
  initialView: View;
  initial: ConsentChoices;
  hasChoice: boolean;
  onSave: (choices: ConsentChoices) => void;
  onDismiss: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const changeSettings = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  const backToMain = useRef(false);
  const [view, setView] = useState<View>(initialView);
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const titleId = useId();
  const textId = useId();
  const switchId = useId();

  useEffect(() => {
    const element = dialog.current;
    closing.current = false;
    if (element && !element.open) element.showModal();
    return () => {
      // Unmounted without a choice (a back navigation): close quietly, store nothing.
      closing.current = true;
      element?.close();
    };
  }, []);

  useEffect(() => {
    if (backToMain.current) {
      backToMain.current = false;
      changeSettings.current?.focus();
    } else {
      heading.current?.focus();
    }
  }, [view]);

  const finish = (chosen: ConsentChoices) => {
    closing.current = true;
    dialog.current?.close();
    onSave(chosen);
  };
  const dismiss = () => {
    closing.current = true;
    dialog.current?.close();
    onDismiss();
  };
  const back = () => {
    backToMain.current = true;
    setView('main');
  };
  const escape = () => {
    if (view === 'settings' && initialView === 'main') back();
    else if (hasChoice) dismiss();
    else finish(ESSENTIAL_ONLY);
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
      data-view={view}
      data-testid="consent-dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          escape();
        } else if (event.key === 'Tab') {
          trapTab(event);
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        escape();
      }}
      onClose={() => {
        // Closed by the browser itself (a close request it would not let us cancel).
        if (closing.current) return;
        closing.current = true;
        if (hasChoice) onDismiss();
        else onSave(ESSENTIAL_ONLY);
      }}
    >
      {view === 'main' ? (
        <>
          <div className={styles.body}>
            <div className={styles.head}>
              <span className={styles.badgeIcon}>
                <CookieIcon />
              </span>
              <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
                {texts.title}
              </h2>
            </div>
            <p id={textId} className={styles.text}>
              {texts.mainText}
            </p>
            <p className={styles.links}>
              {texts.links.map((segment, i) =>
                segment.href ? (
                  <a key={i} href={segment.href} target="_blank" rel="noopener">
                    {segment.text}
                    <SmallIcon d={NEW_TAB} />
                    <span className="visually-hidden"> {texts.newTab}</span>
                  </a>
                ) : (
                  <Fragment key={i}>{segment.text}</Fragment>
                ),
              )}
            </p>
          </div>
          <div className={`${styles.actions} ${styles.mainActions}`}>
            <button
              ref={changeSettings}
              type="button"
              className={styles.textButton}
              onClick={() => setView('settings')}
              data-testid="consent-change-settings"
            >
              {texts.changeSettings}
            </button>
            <div className={styles.pair}>
              <button
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                onClick={() => finish(ESSENTIAL_ONLY)}
                data-testid="consent-decline"
              >
                {texts.decline}
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.primary}`}
                onClick={() => finish(ALL_GRANTED)}
                data-testid="consent-agree-all"
              >
                {texts.agreeAll}
              </button>
            </div>
          </div>
        </>
      ) : (
        <>
          <div className={styles.body}>
            <button type="button" className={styles.back} onClick={back} data-testid="consent-back">
              <SmallIcon d={BACK} />
              {texts.back}
            </button>
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
              className={`${styles.button} ${styles.secondary}`}
              onClick={() => finish(ESSENTIAL_ONLY)}
              data-testid="consent-decline"
            >
              {texts.decline}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.strong}`}
              onClick={() => finish(choices)}
              data-testid="consent-agree-partly"
            >
              {texts.agreePartly}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.primary} ${styles.wide}`}
              onClick={() => finish(ALL_GRANTED)}
              data-testid="consent-agree-all"
            >
              {texts.agreeAll}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
