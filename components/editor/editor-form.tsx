'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { firstErrorId, summaryEntries, type SummaryField } from '@/lib/forms/error-summary';
import type { EditorFormResult } from '@/lib/server/actions/editor';
import styles from './editor.module.css';
import { FormHead, SubmitRow } from './form-parts';
import { UnsavedChanges } from './unsaved-changes';

/** What the fields of an editor form read of its last answer: the values posted and each field's error. */
export type EditorFormContext = { state: EditorFormResult | null; firstErrorId: string | null };
const FormStateContext = createContext<EditorFormContext>({ state: null, firstErrorId: null });

/** The last answer of the editor form around a field (null before the first refusal). */
export const useEditorFormState = () => useContext(FormStateContext);

/**
 * A number that changes with every answer of the action. The form is keyed by it: React resets an
 * uncontrolled form after its action, to the defaults of its first render for a select, so a
 * refused form is drawn afresh from the values it posted (selects included).
 */
function useAnswerCount(state: EditorFormResult | null): number {
  const [seen, setSeen] = useState(state);
  const [count, setCount] = useState(0);
  if (seen !== state) {
    setSeen(state);
    setCount(count + 1);
  }
  return count;
}

/**
 * The frame of the editor's client forms (LocalizedForm, RowsForm): after a refusal the summary of
 * the errors at the top, linked to the fields, every posted value back in its field and the first
 * field in error focused (`autofocus` in the server's answer without JavaScript); a warning before
 * leaving unsaved changes; the save button in a bar that stays at the bottom of the screen.
 */
export function EditorForm({
  state,
  action,
  pending,
  hidden,
  fields,
  submitLabel,
  publishLink,
  children,
}: {
  state: EditorFormResult | null;
  action: (formData: FormData) => void;
  pending: boolean;
  hidden: Record<string, string>;
  /** Every field of the form in the order it shows them, for the summary's links. */
  fields: SummaryField[];
  submitLabel: string;
  /** The text of the save bar's link to the publication panel, on a screen that has one. */
  publishLink?: string;
  children: ReactNode;
}) {
  const t = useTranslations();
  const translate = (key: string, values?: Record<string, unknown>) => t(key as never, values as never);
  const refused = state !== null && !state.ok;
  const entries = refused ? summaryEntries(fields, state.fieldErrors) : [];
  const first = firstErrorId(entries);
  // A saved version changes the hidden base id: the form is drawn again from the saved values then too.
  const key = `${useAnswerCount(state)}:${Object.values(hidden).join(':')}`;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused) focusFirstError(form.current, first);
  }, [state, refused, first]);
  return (
    <FormStateContext.Provider value={{ state, firstErrorId: first }}>
      <form key={key} ref={form} action={action} className={styles.stack} noValidate aria-busy={pending}>
        {/* The form's default button (Enter in a field presses the first submit button in the form):
            saving, not a gallery's 'up' or a picker's search further down. Out of sight and of the tab order. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={pending} data-default-submit>
          {submitLabel}
        </button>
        <FormHead state={state} hidden={hidden} translate={translate} entries={entries} />
        {children}
        <SubmitRow pending={pending} label={submitLabel} publishLink={publishLink} />
        <UnsavedChanges form={form} message={translate('Editor.editing.leave')} />
      </form>
    </FormStateContext.Provider>
  );
}

const visible = (element: Element) => (element instanceof HTMLElement ? element.offsetParent !== null || element.getClientRects().length > 0 : false);

/** Focuses the first field in error (else the summary) and brings it to the middle of the screen. */
function focusFirstError(form: HTMLFormElement | null, id: string | null) {
  if (!form) return;
  const byId = id ? document.getElementById(id) : null;
  const active = document.activeElement;
  // Usually there already: the field in error mounted with autofocus.
  const target =
    (active instanceof HTMLElement && form.contains(active) && active.getAttribute('aria-invalid') === 'true' ? active : null) ??
    (byId && visible(byId) ? byId : null) ??
    [...form.querySelectorAll('[aria-invalid="true"]')].find(visible) ??
    form.querySelector<HTMLElement>('[data-error-summary]');
  if (!(target instanceof HTMLElement)) return;
  if (target !== active) target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
}
