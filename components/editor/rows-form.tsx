'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId, type ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { SiteLocale } from '@/lib/locale';
import type { SummaryField } from '@/lib/forms/error-summary';
import { EditorForm } from './editor-form';
import styles from './editor.module.css';
import { describedBy, FieldLabel, FieldNotes } from './form-parts';
import type { EditorAction } from './localized-form';
import rowStyles from './rows-form.module.css';
import { ColourInput } from './colour-input';
import { LinkChoices } from './link-input';
import type { LinkChoice } from '@/lib/content/link-choices';

/** One input of a row form, posted under its full name ('columns.0.title.nl'). */
export type RowField = {
  name: string;
  label: string;
  /** 'link': a path or address, with the site's pages offered by title (`choices`); 'colour': a picker. */
  kind: 'text' | 'textarea' | 'select' | 'checkbox' | 'code' | 'email' | 'colour' | 'password' | 'link';
  choices?: LinkChoice[];
  value: string;
  options?: Array<{ value: string; label: string }>;
  lang?: SiteLocale;
  hint?: string;
  required?: boolean;
  rows?: number;
  wide?: boolean;
  /** A select choosing where the row's value comes from: any choice but '' hides the row's `ownValue` fields. */
  sourceSelect?: boolean;
  /** The row's own value, ignored (and hidden, by CSS, so also without JavaScript) once a source is chosen. */
  ownValue?: boolean;
};

/** A fieldset: its own fields, then one inner fieldset per language. */
export type RowGroup = {
  legend: string;
  lead?: string;
  fields: RowField[];
  languages?: Array<{ legend: string; lang: SiteLocale; fields: RowField[] }>;
  /** The language fields are the row's own value (see RowField.ownValue). */
  languagesOwnValue?: boolean;
};

/**
 * The editor's forms made of rows and sections (footer columns, top-bar links, settings): every
 * field posts under its own name, so the form works without JavaScript; after a refusal the typed
 * values and each field's error come back.
 */
export function RowsForm({
  action,
  page,
  hidden,
  groups,
  submitLabel,
  publishLink,
  children,
}: {
  action: EditorAction;
  page: string;
  hidden: Record<string, string>;
  groups: RowGroup[];
  submitLabel: string;
  /** On a screen with a publication panel: the save bar links to it. */
  publishLink?: string;
  /** Drawn after the groups, inside the form (a media picker). */
  children?: ReactNode;
}) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(action, null, page);
  const id = useId();
  const translate = (key: string, values?: Record<string, unknown>) => t(key as never, values as never);
  // In the summary a field says its section (and language): 'Link 2: Address'.
  const summaryFields: SummaryField[] = groups.flatMap((group) => [
    ...group.fields.map((field) => ({ name: field.name, id: `${id}-${field.name}`, label: `${group.legend}: ${field.label}` })),
    ...(group.languages ?? []).flatMap((language) =>
      language.fields.map((field) => ({ name: field.name, id: `${id}-${field.name}`, label: `${group.legend}: ${field.label} (${language.legend})` })),
    ),
  ]);
  const firstError = state && !state.ok ? summaryFields.find((field) => state.fieldErrors[field.name]?.[0])?.name : undefined;

  const input = (field: RowField) => {
    const fieldId = `${id}-${field.name}`;
    const error = state?.fieldErrors[field.name]?.[0];
    const described = describedBy(fieldId, field.hint, error);
    const posted = state?.formValues;
    const value = posted ? (posted[field.name] ?? (field.kind === 'checkbox' ? '' : field.value)) : field.value;
    const common = {
      id: fieldId,
      name: field.name,
      lang: field.lang,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
      autoFocus: field.name === firstError ? true : undefined,
    };
    const notes = <FieldNotes fieldId={fieldId} hint={field.hint} error={error} translate={translate} />;
    const marks = { 'data-own-value': field.ownValue ? '' : undefined };
    if (field.kind === 'checkbox') {
      return (
        <div key={field.name} className={formStyles.field} {...marks}>
          <label className={rowStyles.check} htmlFor={fieldId}>
            <input {...common} type="checkbox" defaultChecked={value === 'on'} />
            {field.label}
          </label>
          {notes}
        </div>
      );
    }
    const className = `${formStyles.input}${field.kind === 'code' || field.kind === 'link' ? ` ${styles.code}` : ''}`;
    return (
      <div key={field.name} className={`${formStyles.field}${field.wide || field.kind === 'textarea' ? ` ${rowStyles.wide}` : ''}`} {...marks}>
        <FieldLabel fieldId={fieldId} required={field.required}>
          {field.label}
        </FieldLabel>
        {field.kind === 'textarea' ? (
          <textarea {...common} className={className} defaultValue={value} rows={field.rows ?? 3} required={field.required} />
        ) : field.kind === 'colour' ? (
          <ColourInput id={fieldId} name={field.name} value={value} aria={{ 'aria-invalid': error ? true : undefined, 'aria-describedby': described }} />
        ) : field.kind === 'select' ? (
          <select {...common} className={className} defaultValue={value} data-source-select={field.sourceSelect ? '' : undefined}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            className={className}
            defaultValue={field.kind === 'password' ? '' : value}
            type={field.kind === 'email' || field.kind === 'password' ? field.kind : 'text'}
            required={field.required}
            autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
            spellCheck={field.kind === 'text'}
            list={field.kind === 'link' ? `${fieldId}-choices` : undefined}
          />
        )}
        {field.kind === 'link' && <LinkChoices id={`${fieldId}-choices`} choices={field.choices ?? []} />}
        {notes}
      </div>
    );
  };

  return (
    <EditorForm state={state} action={formAction} pending={pending} hidden={hidden} fields={summaryFields} submitLabel={submitLabel} publishLink={publishLink}>
      <div className={rowStyles.groups}>
        {groups.map((group) => (
          <fieldset key={group.legend} className={styles.language}>
            <legend>{group.legend}</legend>
            {group.lead && <p className={rowStyles.lead}>{group.lead}</p>}
            {group.fields.length > 0 && <div className={`${formStyles.grid} ${rowStyles.fields}`}>{group.fields.map(input)}</div>}
            {group.languages && (
              <div className={rowStyles.languages} data-own-value={group.languagesOwnValue ? '' : undefined}>
                {group.languages.map((language) => (
                  <fieldset key={language.lang}>
                    <legend>{language.legend}</legend>
                    {language.fields.map(input)}
                  </fieldset>
                ))}
              </div>
            )}
          </fieldset>
        ))}
        {children}
      </div>
    </EditorForm>
  );
}
