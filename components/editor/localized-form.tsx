'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useActionState, useId, type ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { SiteLocale } from '@/lib/locale';
import type { EditorFormResult } from '@/lib/server/actions/editor';
import type { SummaryField } from '@/lib/forms/error-summary';
import { EditorForm } from './editor-form';
import styles from './editor.module.css';
import { EditorField, GeneralFields, type GeneralField } from './general-fields';
import { RichTextField, type TextPhoto } from './rich-text-field';
import { AddressField, type AddressSource } from './address-field';

/** A field shown once per language, posted as 'name.nl', 'name.fr', … */
export type LocalizedField = {
  name: string;
  label: string;
  /**
   * 'richtext': an article's text, the formatted-text editor over the text markup (./rich-text-field).
   * 'address': a page's address, proposed from the title and checked while typed (./address-field).
   */
  kind: 'text' | 'textarea' | 'slug' | 'richtext' | 'address';
  address?: AddressSource;
  /** Folded under 'Advanced' (search-engine and social fields): closed unless one of them has an error. */
  advanced?: boolean;
  /** What an empty field means, per language (the defaults from the title and text). */
  placeholders?: Partial<Record<SiteLocale, string>>;
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
  publishLink,
  before,
  after,
  general,
  missing = [],
  missingLabel,
  advancedLabel,
  beforeFields = [],
}: {
  action: EditorAction;
  page: string;
  hidden: Record<string, string>;
  fields: LocalizedField[];
  locales: readonly SiteLocale[];
  languageNames: Record<SiteLocale, string>;
  submitLabel: string;
  /** On a screen with a publication panel: the save bar links to it. */
  publishLink?: string;
  /** Fields shown once, before the languages (an image to choose, a file to upload). */
  before?: ReactNode;
  /** Fields shown once, after the languages (the article's photo). */
  after?: ReactNode;
  /** Fields that are the same in every language, above the languages. */
  general?: GeneralField[];
  /** The languages the content is not written in yet (lib/content/translations): their legend says `missingLabel`. */
  missing?: readonly SiteLocale[];
  missingLabel?: string;
  /** The summary of the folded fields (`advanced` ones), shown when there are some. */
  advancedLabel?: string;
  /** The fields `before` draws (a file to upload), for the error summary's links. */
  beforeFields?: SummaryField[];
}) {
  const t = useTranslations();
  const [state, formAction, pending] = useActionState(action, null, page);
  const id = useId();
  const translate = (key: string, values?: Record<string, unknown>) => t(key as never, values as never);
  const renderField = (field: LocalizedField, locale: SiteLocale) => {
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
              className: `${formStyles.input}${field.kind === 'slug' || field.kind === 'address' ? ` ${styles.code}` : ''}`,
              defaultValue: value,
              required: field.required,
              placeholder: field.placeholders?.[locale] || undefined,
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
            if (field.kind === 'address' && field.address) return <AddressField input={common} locale={locale} source={field.address} />;
            return field.kind === 'textarea' ? (
              <textarea {...common} rows={field.rows ?? 6} lang={locale} />
            ) : (
              <input {...common} type="text" lang={locale} autoComplete="off" spellCheck={field.kind !== 'slug' && field.kind !== 'address'} />
            );
          }}
        </EditorField>
      </Fragment>
    );
  };
  const shown = fields.filter((f) => !f.advanced);
  const folded = fields.filter((f) => f.advanced);
  const foldedGeneral = general?.filter((f) => f.advanced) ?? [];
  const foldedNames = [...foldedGeneral.map((f) => f.name), ...folded.flatMap((f) => locales.map((l) => `${f.name}.${l}`))];
  // Open when a folded field holds an error, so the refusal is not hidden.
  const advancedError = foldedNames.some((name) => state?.fieldErrors[name]?.length);
  const summaryField = (field: LocalizedField, locale: SiteLocale): SummaryField => ({
    name: `${field.name}.${locale}`,
    id: `${id}-${field.name}-${locale}`,
    label: `${field.label} (${languageNames[locale]})`,
  });
  const summaryFields: SummaryField[] = [
    ...(general ?? []).map((field) => ({ name: field.name, id: `${id}-${field.name}`, label: field.label })),
    ...beforeFields,
    ...(shown.length > 0 ? locales : []).flatMap((locale) => shown.map((field) => summaryField(field, locale))),
    ...(folded.length > 0 ? locales : []).flatMap((locale) => folded.map((field) => summaryField(field, locale))),
  ];
  return (
    <EditorForm state={state} action={formAction} pending={pending} hidden={hidden} fields={summaryFields} submitLabel={submitLabel} publishLink={publishLink}>
      {general && <GeneralFields fields={general.filter((f) => !f.advanced)} state={state} idPrefix={id} translate={translate} />}
      {before}
      <div className={styles.languages}>
        {(shown.length > 0 ? locales : []).map((locale) => (
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
            {shown.map((field) => renderField(field, locale))}
          </fieldset>
        ))}
      </div>
      {(folded.length > 0 || foldedGeneral.length > 0) && (
        <details className={styles.advanced} open={advancedError || undefined} data-testid="advanced">
          <summary>{advancedLabel}</summary>
          <div className={styles.stack}>
            {foldedGeneral.length > 0 && <GeneralFields fields={foldedGeneral} state={state} idPrefix={id} translate={translate} />}
            <div className={styles.languages}>
              {(folded.length > 0 ? locales : []).map((locale) => (
                <fieldset key={locale} className={styles.language}>
                  <legend>{languageNames[locale]}</legend>
                  {folded.map((field) => renderField(field, locale))}
                </fieldset>
              ))}
            </div>
          </div>
        </details>
      )}
      {after}
    </EditorForm>
  );
}
