'use client';

import type { ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { EditorFormResult } from '@/lib/server/actions/editor';
import styles from './editor.module.css';
import { useEditorFormState } from './editor-form';
import { describedBy, FieldLabel, FieldNotes } from './form-parts';
import { ColourInput } from './colour-input';
import { LinkChoices } from './link-input';
import type { LinkChoice } from '@/lib/content/link-choices';

/** A field that is the same in every language: posted under its own name. */
export type GeneralField = {
  name: string;
  label: string;
  /** 'link': a path or address with the site's pages offered by title (`choices`); 'colour': a picker (`optional`: a box turns it on). */
  kind: 'text' | 'number' | 'select' | 'checkbox' | 'textarea' | 'link' | 'colour' | 'date';
  choices?: LinkChoice[];
  /** 'colour': the label of the box that turns an optional colour on. */
  optional?: string;
  /** Folded under the form's 'Advanced' (components/editor/localized-form). */
  advanced?: boolean;
  placeholder?: string;
  value: string;
  options?: Array<{ value: string; label: string }>;
  required?: boolean;
  hint?: string;
  /** Shown in a monospace font: paths, addresses, colours. */
  code?: boolean;
};

/**
 * A label, its control, a hint and the field's (translated) error, tied together for screen
 * readers; the first field in error of a refused form gets the focus (./editor-form).
 */
export function EditorField({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string; autoFocus?: true }) => ReactNode;
}) {
  const { firstErrorId } = useEditorFormState();
  return (
    <div className={formStyles.field}>
      <FieldLabel fieldId={id} required={required}>
        {label}
      </FieldLabel>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error), autoFocus: error && firstErrorId === id ? true : undefined })}
      <FieldNotes fieldId={id} hint={hint} error={error} translate={asIs} />
    </div>
  );
}

const asIs = (text: string) => text;

/** The fields of a LocalizedForm that are not per language, in a grid above the languages. */
export function GeneralFields({
  fields,
  state,
  idPrefix,
  translate,
}: {
  fields: GeneralField[];
  state: EditorFormResult | null;
  idPrefix: string;
  translate: (key: string) => string;
}) {
  return (
    <div className={styles.general}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = state?.fieldErrors[field.name]?.[0];
        const posted = state?.formValues;
        if (field.kind === 'checkbox') {
          const checked = posted ? posted[field.name] === 'on' : field.value === 'on';
          return (
            <div key={field.name} className={formStyles.field}>
              <label className={formStyles.choice} htmlFor={id}>
                <input id={id} type="checkbox" name={field.name} defaultChecked={checked} />
                {field.label}
              </label>
            </div>
          );
        }
        const value = posted?.[field.name] ?? field.value;
        const className = `${formStyles.input}${field.code || field.kind === 'link' ? ` ${styles.code}` : ''}`;
        if (field.kind === 'colour') {
          // A posted form says whether the optional colour was on by its box.
          const colour = posted && field.optional && posted[`${field.name}Used`] !== 'on' ? '' : value;
          return (
            <EditorField key={field.name} id={id} label={field.label} hint={field.hint} error={error ? translate(error) : undefined}>
              {(aria) => <ColourInput key={colour} id={id} name={field.name} value={colour} optional={field.optional} aria={aria} />}
            </EditorField>
          );
        }
        return (
          <EditorField key={field.name} id={id} label={field.label} required={field.required} hint={field.hint} error={error ? translate(error) : undefined}>
            {(aria) =>
              field.kind === 'select' ? (
                <select id={id} name={field.name} className={className} defaultValue={value} required={field.required} {...aria}>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.kind === 'textarea' ? (
                <textarea id={id} name={field.name} className={className} defaultValue={value} required={field.required} rows={4} spellCheck={!field.code} {...aria} />
              ) : (
                <input
                  id={id}
                  name={field.name}
                  className={className}
                  defaultValue={value}
                  required={field.required}
                  type={field.kind === 'date' ? 'date' : 'text'}
                  inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'link' ? 'url' : undefined}
                  autoComplete="off"
                  spellCheck={!field.code && field.kind !== 'link'}
                  placeholder={field.placeholder}
                  list={field.kind === 'link' ? `${id}-choices` : undefined}
                  {...aria}
                />
              )
            }
          </EditorField>
        );
      })}
      {fields.filter((f) => f.kind === 'link').map((f) => (
        <LinkChoices key={f.name} id={`${idPrefix}-${f.name}-choices`} choices={f.choices ?? []} />
      ))}
    </div>
  );
}
