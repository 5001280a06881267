'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@/lib/forms/password-rules';
import type { AccountFormResult } from '@/lib/server/actions/account-auth';
import styles from '@/components/forms/forms.module.css';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * An owner-account action with the locale already bound, by the server page that renders the form.
 *
 * Never bind it here, while rendering: after a post without JavaScript, React's server renderer
 * checks the posted action against this one (`$$IS_SIGNATURE_EQUAL`), which waits for the bound
 * arguments (a promise) by suspending. The retry renders this component again, a new `.bind()`
 * makes a new promise that is pending again, and the renderer spins on it forever, blocking the
 * event loop: one such post stopped the whole server. A reference bound on the server
 * arrives as one object in the props, so the retry finds its arguments resolved.
 */
export type OwnerAction = (previous: AccountFormResult | null, formData: FormData) => Promise<AccountFormResult>;

/** Message keys arrive from the server as strings (e.g. 'Errors.USER_NOT_FOUND'). */
function useMessages(): Translate {
  const t = useTranslations();
  return (key, values) => t(key as never, values as never);
}

function Field({
  name,
  label,
  type,
  autoComplete,
  defaultValue,
  hint,
  state,
  t,
}: {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  defaultValue?: string;
  hint?: string;
  state: AccountFormResult | null;
  t: Translate;
}) {
  const id = `${useId()}-${name}`;
  const error = state?.fieldErrors[name]?.[0];
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
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
          {t(error, { min: PASSWORD_MIN_LENGTH })}
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

/** A notice carried in the query string by a redirect (after logout, after choosing a password). */
function useQueryNotice(keys: Record<string, string>): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const found = Object.keys(keys).find((key) => query.has(key));
    // Read after hydration: the page itself is static and never sees the query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (found) setNotice(keys[found] ?? null);
  }, [keys]);
  return notice;
}

const LOGIN_NOTICES = {
  loggedOut: 'Portal.login.loggedOut',
  passwordSet: 'Portal.login.passwordSet',
  expired: 'Portal.login.sessionEnded',
};

/** `page`: the form's page, where it posts without JavaScript (the permalink of useActionState). */
export function LoginForm({ action, forgotHref, page }: { action: OwnerAction; forgotHref?: string; page: string }) {
  const t = useMessages();
  const [state, formAction, pending] = useActionState(action, null, page);
  const notice = useQueryNotice(LOGIN_NOTICES);
  return (
    <form action={formAction} className={styles.form} noValidate>
      {notice && !state && (
        <p className={styles.success} role="status">
          {t(notice)}
        </p>
      )}
      <FormError state={state} t={t} />
      <Field
        name="email"
        label={t('Portal.login.email')}
        type="email"
        autoComplete="username"
        defaultValue={state?.email}
        state={state}
        t={t}
      />
      <Field
        name="password"
        label={t('Portal.login.password')}
        type="password"
        autoComplete="current-password"
        state={state}
        t={t}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`button button-accent ${styles.submit}`}
          disabled={pending}
        >
          {t('Portal.login.submit')}
        </button>
        {forgotHref && <a href={forgotHref}>{t('Portal.login.forgot')}</a>}
      </div>
    </form>
  );
}

export function ForgotPasswordForm({ action, loginHref, page }: { action: OwnerAction; loginHref: string; page: string }) {
  const t = useMessages();
  const [state, formAction, pending] = useActionState(action, null, page);
  if (state?.ok) {
    return (
      <p className={styles.success} role="status">
        {t('Portal.forgot.sent')} <a href={loginHref}>{t('Portal.forgot.backToLogin')}</a>
      </p>
    );
  }
  return (
    <form action={formAction} className={styles.form} noValidate>
      <FormError state={state} t={t} />
      <Field
        name="email"
        label={t('Portal.login.email')}
        type="email"
        autoComplete="username"
        defaultValue={state?.email}
        state={state}
        t={t}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`button button-accent ${styles.submit}`}
          disabled={pending}
        >
          {t('Portal.forgot.submit')}
        </button>
        <a href={loginHref}>{t('Portal.forgot.backToLogin')}</a>
      </div>
    </form>
  );
}

export function ResetPasswordForm({
  action,
  token,
  forgotHref,
  page,
}: {
  action: OwnerAction;
  token: string;
  forgotHref: string;
  /** Where the form posts without JavaScript (its page, with the token in its query). */
  page: string;
}) {
  const t = useMessages();
  const [state, formAction, pending] = useActionState(action, null, page);
  const tokenError = state?.fieldErrors.token?.[0];
  return (
    <form action={formAction} className={styles.form} noValidate>
      <input type="hidden" name="token" value={token} />
      <FormError state={state} t={t} />
      {tokenError && (
        <p className={styles.formError} role="alert">
          {t(tokenError)}
        </p>
      )}
      {(state?.formError === 'Portal.reset.TOKEN_INVALID' || tokenError) && (
        <p>
          <a href={forgotHref}>{t('Portal.forgot.title')}</a>
        </p>
      )}
      <Field
        name="password"
        label={t('Portal.reset.password')}
        type="password"
        autoComplete="new-password"
        hint={t('Portal.reset.hint', { min: PASSWORD_MIN_LENGTH })}
        state={state}
        t={t}
      />
      <Field
        name="confirm"
        label={t('Portal.reset.confirm')}
        type="password"
        autoComplete="new-password"
        state={state}
        t={t}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`button button-accent ${styles.submit}`}
          disabled={pending}
        >
          {t('Portal.reset.submit')}
        </button>
      </div>
    </form>
  );
}
