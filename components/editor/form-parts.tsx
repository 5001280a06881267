/** The pieces the editor's client forms (LocalizedForm, RowsForm) share: banner, notes, submit. */
import type { ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { EditorFormResult } from '@/lib/server/actions/editor';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The form's refusal, when there is one, and its hidden fields. */
export function FormHead({ state, hidden, translate }: { state: EditorFormResult | null; hidden: Record<string, string>; translate: Translate }) {
  return (
    <>
      {state?.formError && (
        <p className={formStyles.formError} role="alert" data-code={state.formError.split('.').at(-1)}>
          {translate(state.formError, state.values)}
        </p>
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

export function SubmitRow({ pending, label }: { pending: boolean; label: string }) {
  return (
    <div className={formStyles.actions}>
      <button type="submit" className="button button-accent" disabled={pending}>
        {label}
      </button>
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
