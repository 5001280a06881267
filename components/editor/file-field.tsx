'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { useHydrated } from '@/components/layout/use-hydrated';
import formStyles from '@/components/forms/forms.module.css';
import { useEditorFormState } from './editor-form';
import styles from './editor.module.css';
import { describedBy } from './form-parts';

/**
 * A file to upload in an editor form: a button in the staff member's language (not the browser's
 * own 'Choose File') over a visually hidden file input, and the name of the chosen file. A browser
 * cannot give a chosen file back after a refusal: the server's answer says to choose it again.
 */
export function FileField({
  id,
  name,
  label,
  hint,
  accept,
  required,
  check,
  notice,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  accept?: string;
  required?: boolean;
  /** Said of a chosen file before it is sent (a photo over the limit): the message, and the file is taken out of the form. */
  check?: (file: File) => string | null;
  /** A message from the page (the server's answer to an upload it refused before reading it). */
  notice?: string;
}) {
  const t = useTranslations('Editor.editing');
  const tAll = useTranslations();
  const { state, firstErrorId } = useEditorFormState();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Without JavaScript nothing could name the chosen file: no 'no file chosen' that stays wrong then.
  const live = useHydrated();
  const errorKey = state?.fieldErrors[name]?.[0];
  const error = refused ?? (errorKey ? tAll(errorKey as never, state?.values as never) : notice);
  const take = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    const problem = file && check ? check(file) : null;
    if (problem) input.value = '';
    setRefused(problem);
    setChosen(problem ? null : (file?.name ?? null));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => take(event.currentTarget);
  // A file chosen while the page's code was still loading: its change event came before React listened.
  const input = useRef<HTMLInputElement>(null);
  const takeEarlyChoice = useEffectEvent(() => {
    if (input.current?.files?.length) take(input.current);
  });
  useEffect(() => takeEarlyChoice(), []);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={formStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.fileRow}>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          required={required}
          className={`visually-hidden ${styles.fileInput}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoFocus={error && firstErrorId === id ? true : undefined}
          onChange={onChange}
          ref={input}
        />
        <label htmlFor={id} className={`button button-outline ${styles.fileButton}`}>
          {t('chooseFile')}
        </label>
        <span className={styles.fileName} data-testid={`file-name-${name}`} aria-live="polite">
          {live && (chosen ?? t('noFile'))}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={formStyles.error} role={refused ? 'alert' : undefined} data-code="fileRefused">
          {error}
        </p>
      )}
    </div>
  );
}
