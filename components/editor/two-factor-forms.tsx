'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId, type ReactNode } from 'react';
import styles from '@/components/forms/forms.module.css';
import type { AccountFormResult } from '@/lib/server/actions/account-auth';
import type { TwoFactorFormResult } from '@/lib/server/actions/staff-two-factor';
import editorStyles from './editor.module.css';

type Translate = (key: string) => string;

function useMessages(): Translate {
  const t = useTranslations();
  return (key) => t(key as never);
}

/** The code field of both forms: digits from an app (autofilled by phones as a one-time code) or a recovery code. */
function CodeField({ label, hint, state, t, digitsOnly }: { label: string; hint?: string; state: AccountFormResult | null; t: Translate; digitsOnly: boolean }) {
  const id = useId();
  const error = state?.fieldErrors.code?.[0];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="code"
        className={`${styles.input} ${editorStyles.codeInput}`}
        type="text"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        pattern={digitsOnly ? '[0-9]{6}' : undefined}
        maxLength={digitsOnly ? 6 : 40}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

function FormError({ state, t }: { state: AccountFormResult | null; t: Translate }) {
  if (!state?.formError) return null;
  return (
    <p className={styles.formError} role="alert" data-code={state.formError.split('.').at(-1)}>
      {t(state.formError)}
    </p>
  );
}

type Action<R> = (previous: R | null, formData: FormData) => Promise<R>;

/**
 * The security screen's content: the recovery codes right after enrolment (once), else the state
 * when it is on, else the setup (`children`: the key as QR code and text) and the confirming form.
 * Without JavaScript the page is rendered again after the post, when the factor is already on: the
 * posted answer still reaches this component (useActionState's permalink), so the codes show.
 */
export function EnrolTwoFactorForm({
  action,
  page,
  homeHref,
  enabled,
  children,
}: {
  action: Action<TwoFactorFormResult>;
  page: string;
  homeHref: string;
  enabled: boolean;
  children?: ReactNode;
}) {
  const t = useMessages();
  const [state, formAction, pending] = useActionState(action, null, page);
  if (state?.ok && state.recoveryCodes) {
    return (
      <section className={editorStyles.panel} aria-labelledby="recovery-codes" data-testid="recovery-codes">
        <h2 id="recovery-codes">{t('Editor.security.recoveryTitle')}</h2>
        <p className={styles.success} role="status">
          {t('Editor.security.recoveryLead')}
        </p>
        <ol className={editorStyles.recoveryCodes}>
          {state.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <p>
          <a className="button button-accent" href={homeHref}>
            {t('Editor.security.continue')}
          </a>
        </p>
      </section>
    );
  }
  if (enabled) {
    return (
      <p className={styles.success} role="status" data-testid="two-factor-on">
        {t('Editor.security.on')}
      </p>
    );
  }
  return (
    <div className={editorStyles.panel}>
      {children}
      <form action={formAction} className={styles.form} noValidate>
        <FormError state={state} t={t} />
        <CodeField label={t('Editor.security.code')} state={state} t={t} digitsOnly />
        <div className={styles.actions}>
          <button type="submit" className={`button button-accent ${styles.submit}`} disabled={pending}>
            {t('Editor.security.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The login's second step: a code of the app or a recovery code. */
export function SecondStepForm({ action, page, loginHref }: { action: Action<AccountFormResult>; page: string; loginHref: string }) {
  const t = useMessages();
  const [state, formAction, pending] = useActionState(action, null, page);
  return (
    <form action={formAction} className={styles.form} noValidate>
      <FormError state={state} t={t} />
      <CodeField label={t('Editor.login.code.label')} state={state} t={t} digitsOnly={false} />
      <div className={styles.actions}>
        <button type="submit" className={`button button-accent ${styles.submit}`} disabled={pending}>
          {t('Editor.login.code.submit')}
        </button>
        <a href={loginHref}>{t('Editor.login.code.back')}</a>
      </div>
    </form>
  );
}
