/** The pieces the editor's client forms (LocalizedForm, RowsForm, through ./editor-form) share: error summary, notes, submit. */
import type { ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { SummaryEntry } from '@/lib/forms/error-summary';
import type { EditorFormResult } from '@/lib/server/actions/editor';
import styles from './editor.module.css';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The form's refusal, when there is one (its message, then a list of the fields in error linking
 * to each, GOV.UK style), and its hidden fields.
 */
export function FormHead({
  state,
  hidden,
  translate,
  entries = [],
}: {
  state: EditorFormResult | null;
  hidden: Record<string, string>;
  translate: Translate;
  entries?: SummaryEntry[];
}) {
  return (
    <>
      {state?.formError && (
        <div className={styles.errorSummary} data-error-summary tabIndex={-1}>
          <p className={formStyles.formError} role="alert" data-code={state.formError.split('.').at(-1)}>
            {translate(state.formError, state.values)}
          </p>
          {entries.length > 0 && (
            <ul className={styles.errorList} aria-label={translate('Editor.editing.summary')}>
              {entries.map((entry) => (
                <li key={entry.name}>
                  {entry.id ? (
                    <a href={`#${entry.id}`}>
                      {entry.label}: {translate(entry.message)}
                    </a>
                  ) : (
                    translate(entry.message)
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The ids a field's hint and error get, for its aria-describedby. */
export const describedBy = (fieldId: string, hint: string | undefined, error: string | undefined) =>
  [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;

export function FieldNotes({ fieldId, hint, error, translate }: { fieldId: string; hint?: string; error?: string; translate: Translate }) {
  return (
    <>
      {hint && (
        <p id={`${fieldId}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className={formStyles.error}>
          {translate(error)}
        </p>
      )}
    </>
  );
}

/**
 * The save button, in a bar that stays at the bottom of the screen while the form goes on below (a
 * phone's long forms), and a link to the screen's publication panel (./publish-panel) when it has one.
 */
export function SubmitRow({ pending, label, publishLink }: { pending: boolean; label: string; publishLink?: string }) {
  return (
    <div className={`${formStyles.actions} ${styles.saveBar}`} data-testid="save-bar">
      <button type="submit" className="button button-accent" disabled={pending}>
        {label}
      </button>
      {publishLink && (
        <a className="button button-outline" href="#publish">
          {publishLink}
        </a>
      )}
    </div>
  );
}

/** A field's label, with the star of a required one. */
export function FieldLabel({ fieldId, required, children }: { fieldId: string; required?: boolean; children: ReactNode }) {
  return (
    <label className={formStyles.label} htmlFor={fieldId}>
      {children}
      {required && (
        <span className={formStyles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
