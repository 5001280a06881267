'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatPhone } from '@/lib/phone';
import { useLeadForm } from './lead-form';
import styles from './forms.module.css';

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

function useFieldIds(name: string) {
  const { formId, errorOf } = useLeadForm();
  const id = `${formId}-${name}`;
  const error = errorOf(name);
  return { id, errorId: `${id}-error`, hintId: `${id}-hint`, error };
}

function Label({ htmlFor, label, required }: { htmlFor?: string; label: string; required?: boolean }) {
  const t = useTranslations('Forms');
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.hint}> {t('optional')}</span>
      )}
    </label>
  );
}

function Messages({ error, errorId, hint, hintId }: { error?: string; errorId: string; hint?: string; hintId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(error: string | undefined, errorId: string, hint: string | undefined, hintId: string) {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({
  name,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
}) {
  const { form, defaultValue } = useLeadForm();
  const { id, errorId, hintId, error } = useFieldIds(name);
  const registered = form.register(name, {
    // SPEC §5: phone numbers are shown formatted as soon as the visitor leaves the field.
    onBlur: type === 'tel' ? (e) => form.setValue(name, formatPhone(String(e.target.value))) : undefined,
  });
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        defaultValue={defaultValue(name)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        {...registered}
      />
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export function TextArea({ name, label, required, hint, maxLength = 2000 }: BaseProps & { maxLength?: number }) {
  const { form, defaultValue } = useLeadForm();
  const { id, errorId, hintId, error } = useFieldIds(name);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        className={styles.input}
        maxLength={maxLength}
        defaultValue={defaultValue(name)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        {...form.register(name)}
      />
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  required,
  hint,
  options,
}: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const { form, defaultValue } = useLeadForm();
  const { id, errorId, hintId, error } = useFieldIds(name);
  const t = useTranslations('Forms');
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className={styles.input}
        defaultValue={defaultValue(name) ?? ''}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        {...form.register(name)}
      >
        <option value="">{t('actions.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** Radio buttons (one value) or checkboxes (several) in a fieldset with a legend. */
export function ChoiceGroup({
  name,
  label,
  required,
  hint,
  options,
  multiple = false,
}: BaseProps & { options: readonly { value: string; label: string }[]; multiple?: boolean }) {
  const { form, isChecked } = useLeadForm();
  const { id, errorId, hintId, error } = useFieldIds(name);
  return (
    <fieldset
      className={`${styles.fieldset} ${error ? styles.invalidGroup : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error, errorId, hint, hintId)}
    >
      <legend className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.choices}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={o.value}
              id={`${id}-${o.value}`}
              defaultChecked={isChecked(name, o.value)}
              {...form.register(name)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </fieldset>
  );
}

/** One checkbox that must (or may) be ticked, with its own text. */
export function CheckboxField({ name, label, required, children }: BaseProps & { children?: ReactNode }) {
  const { form, isChecked } = useLeadForm();
  const { id, errorId, error } = useFieldIds(name);
  return (
    <div className={styles.field}>
      {children}
      <label className={styles.choice} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          defaultChecked={isChecked(name)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register(name)}
        />
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <Messages error={error} errorId={errorId} hintId="" />
    </div>
  );
}

export function FileField({ name, label, required, hint, accept }: BaseProps & { accept: string }) {
  const { form } = useLeadForm();
  const { id, errorId, hintId, error } = useFieldIds(name);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        {...form.register(name)}
      />
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A fixed value the form carries (a property or project id), known to react-hook-form too. */
/** Several hidden values under one name (posted as a list, validated as one). */
export function HiddenList({ name, values }: { name: string; values: readonly string[] }) {
  const { form } = useLeadForm();
  form.register(name, { value: [...values] });
  return values.map((value) => <input key={value} type="hidden" name={name} value={value} />);
}

export function HiddenField({ name, value }: { name: string; value: string | number }) {
  const { form } = useLeadForm();
  return <input type="hidden" value={String(value)} {...form.register(name, { value: String(value) })} />;
}
