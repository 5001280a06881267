'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useActionState, useId, type ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { SiteLocale } from '@/lib/locale';
import type { EditorFormResult } from '@/lib/server/actions/editor';
import styles from './editor.module.css';
import { FormHead, SubmitRow } from './form-parts';
import { EditorFormState } from './form-state';
import { EditorField, GeneralFields, type GeneralField } from './general-fields';
import { RichTextField, type TextPhoto } from './rich-text-field';

/** A field shown once per language, posted as 'name.nl', 'name.fr', … */
export type LocalizedField = {
  name: string;
  label: string;
  /** 'richtext': an article's text, the formatted-text editor over the text markup (./rich-text-field). */
  kind: 'text' | 'textarea' | 'slug' | 'richtext';
  values: Record<SiteLocale, string>;
  required?: boolean;
  hint?: string;
  rows?: number;
  /** A heading shown above this field and the ones after it (e.g. the search engine fields). */
  group?: string;
  /** 'richtext': the photos of the media library it may show, and the library's screen. */
  photos?: TextPhoto[];
  mediaPage?: string;
};

/** Bound on the server (see components/portal/account-forms: never bind while rendering here). */
export type EditorAction = (previous: EditorFormResult | null, formData: FormData) => Promise<EditorFormResult>;

/**
 * The editor's forms: one fieldset per language, posting to a server action that saves
 * a draft. Without JavaScript it posts to `page` and comes back with the same answer; after a
 * refusal the typed values stay in the fields.
 */
export function LocalizedForm({
  action,
  page,
  hidden,
  fields,
  locales,
  languageNames,
  submitLabel,
  before,
  after,
  general,
  missing = [],
  missingLabel,
}: {
  action: EditorAction;
  page: string;
  hidden: Record<string, string>;
  fields: LocalizedField[];
  locales: readonly SiteLocale[];
  languageNames: Record<SiteLocale, string>;
  submitLabel: string;
  /** Fields shown once, before the languages (an image to choose, a file to upload). */
  before?: ReactNode;
  /** Fields shown once, after the languages (the article's photo). */
  after?: ReactNode;
  /** Fields that are the same in every language, above the languages. */
  general?: GeneralField[];
  /** The languages the content is not written in yet (lib/content/translations): their legend says `missingLabel`. */
  missing?: readonly SiteLocale[];
  missingLabel?: string;
}) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(action, null, page);
  const id = useId();
  const translate = (key: string, values?: Record<string, unknown>) => t(key as never, values as never);
  return (
    <form action={formAction} className={styles.stack} noValidate>
      <EditorFormState value={state}>
      <FormHead state={state} hidden={hidden} translate={translate} />
      {general && <GeneralFields fields={general} state={state} idPrefix={id} translate={translate} />}
      {before}
      <div className={styles.languages}>
        {(fields.length > 0 ? locales : []).map((locale) => (
          <fieldset key={locale} className={styles.language}>
            <legend>
              {languageNames[locale]}
              {missingLabel && missing.includes(locale) && (
                <>
                  {' '}
                  <span className={styles.badge} data-testid={`missing-${locale}`}>
                    {missingLabel}
                  </span>
                </>
              )}
            </legend>
            {fields.map((field) => {
              const name = `${field.name}.${locale}`;
              const fieldId = `${id}-${field.name}-${locale}`;
              const error = state?.fieldErrors[name]?.[0];
              const value = state?.formValues?.[name] ?? field.values[locale];
              return (
                <Fragment key={name}>
                  {field.group && <h3 className={styles.fieldGroup}>{field.group}</h3>}
                  <EditorField id={fieldId} label={field.label} required={field.required} hint={field.hint} error={error ? translate(error) : undefined}>
                    {(aria) => {
                      const common = {
                        id: fieldId,
                        name,
                        className: `${formStyles.input}${field.kind === 'slug' ? ` ${styles.code}` : ''}`,
                        defaultValue: value,
                        required: field.required,
                        ...aria,
                      };
                      if (field.kind === 'richtext') {
                        return (
                          <RichTextField
                            textarea={{ ...common, rows: field.rows ?? 12, lang: locale }}
                            locale={locale}
                            label={`${field.label} (${languageNames[locale]})`}
                            photos={field.photos ?? []}
                            mediaPage={field.mediaPage ?? ''}
                          />
                        );
                      }
                      return field.kind === 'textarea' ? (
                        <textarea {...common} rows={field.rows ?? 6} lang={locale} />
                      ) : (
                        <input {...common} type="text" lang={locale} autoComplete="off" spellCheck={field.kind !== 'slug'} />
                      );
                    }}
                  </EditorField>
                </Fragment>
              );
            })}
          </fieldset>
        ))}
      </div>
      {after}
      <SubmitRow pending={pending} label={submitLabel} />
      </EditorFormState>
    </form>
  );
}
