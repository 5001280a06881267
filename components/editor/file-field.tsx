'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { useEditorFormState } from './editor-form';
import styles from './editor.module.css';
import { describedBy } from './form-parts';

const noSubscription = () => () => {};

/**
 * A file to upload in an editor form: a button in the staff member's language (not the browser's
 * own 'Choose File') over a visually hidden file input, and the name of the chosen file. A browser
 * cannot give a chosen file back after a refusal: the server's answer says to choose it again.
 */
export function FileField({ id, name, label, hint, accept, required }: { id: string; name: string; label: string; hint?: string; accept?: string; required?: boolean }) {
  const t = useTranslations('Editor.editing');
  const tAll = useTranslations();
  const { state, firstErrorId } = useEditorFormState();
  const [chosen, setChosen] = useState<string | null>(null);
  // Without JavaScript nothing could name the chosen file: no 'no file chosen' that stays wrong then.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const errorKey = state?.fieldErrors[name]?.[0];
  const error = errorKey ? tAll(errorKey as never) : undefined;
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
          onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
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
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
