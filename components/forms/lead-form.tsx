'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import {
  createContext,
  type ReactNode,
  startTransition,
  useActionState,
  useContext,
  useMemo,
} from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { LeadFormId } from '@/lib/forms/leads/registry';
import { CAPTCHA_FIELD, HONEYPOT_FIELD, PAGE_FIELD, UTM_FIELD } from '@/lib/forms/meta';
import type { FormResult } from '@/lib/server/forms/submit';
import { Captcha, ensureCaptchaSolved } from './captcha';
import { postingTo } from './posting-to';
import { useMessage } from './use-message';
import { CarriedValuesContext, REFUSAL_ATTRIBUTE } from './carried-values';
import styles from './forms.module.css';

export type LeadAction = (previous: FormResult | null, formData: FormData) => Promise<FormResult>;

interface LeadFormContextValue {
  form: UseFormReturn<FieldValues>;
  formId: string;
  /** The translated message of a field's error (client validation first, then the server's). */
  errorOf(name: string): string | undefined;
  defaultValue(name: string): string | undefined;
  /** Whether a checkbox or radio button was ticked in the values the form starts from. */
  isChecked(name: string, value?: string): boolean;
}

const LeadFormContext = createContext<LeadFormContextValue | null>(null);

export function useLeadForm(): LeadFormContextValue {
  const value = useContext(LeadFormContext);
  if (!value) throw new Error('Field used outside <LeadForm>');
  return value;
}

const textValue = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** A refusal for the server HTML (./carried-values), without the typed values the fields already hold. */
function refusalText(refusal: Extract<FormResult, { ok: false }>): string {
  return JSON.stringify({ ...refusal, values: undefined });
}

function utmSource(): string {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get('utm_source');
    const kept = new URLSearchParams(window.sessionStorage.getItem('utm') ?? '').get('utm_source');
    return (fromUrl ?? kept ?? '').slice(0, 100);
  } catch {
    return '';
  }
}

/**
 * A lead form: react-hook-form with the form's zod schema in the browser, the server action through
 * useActionState (the form also posts without JavaScript), the honeypot, the ALTCHA captcha, the
 * mandatory-fields note, the privacy-statement agreement, pending state and the form error.
 */
export function LeadForm({
  formId,
  schema,
  action,
  page,
  privacyHref,
  submitLabel,
  initialValues,
  children,
}: {
  /** The registry's id: the form posts as it, and `data-form` names it for the tests and the hostile run. */
  formId: LeadFormId;
  schema: z.ZodType<FieldValues, FieldValues>;
  action: LeadAction;
  page: string;
  privacyHref: string;
  submitLabel?: string;
  /** What the fields start with before the visitor types (a property's address). */
  initialValues?: Record<string, string>;
  children: ReactNode;
}) {
  const message = useMessage();
  const t = useTranslations('Forms');
  const tv = useTranslations('Validation');
  // What the server HTML showed before this live form replaced it: typed values, and a refusal.
  const carried = useContext(CarriedValuesContext);
  // The server HTML's form posts to its page's URL (./posting-to).
  const postingAction = useMemo(() => postingTo(action, page), [action, page]);
  const [state, formAction, pending] = useActionState<FormResult | null, FormData>(
    postingAction,
    carried?.refusal ? { ...carried.refusal, values: carried.values } : null,
  );
  const values = state && !state.ok ? state.values : (carried?.values ?? initialValues);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    mode: 'onTouched',
    defaultValues: values,
  });

  const serverErrors = state && !state.ok ? state.fieldErrors : {};
  const errorOf = (name: string) => {
    const client = form.formState.errors[name]?.message;
    const key = typeof client === 'string' ? client : serverErrors[name]?.[0];
    return key ? message(key) : undefined;
  };

  const onValid = async (element: HTMLFormElement) => {
    await ensureCaptchaSolved(element);
    const data = new FormData(element);
    data.set(UTM_FIELD, utmSource());
    startTransition(() => formAction(data));
  };

  const formError = state && !state.ok ? state.formError : null;
  const captchaError = serverErrors[CAPTCHA_FIELD]?.[0];

  return (
    <LeadFormContext.Provider
      value={{
        form,
        formId,
        errorOf,
        defaultValue: (name) => textValue(values?.[name]),
        isChecked: (name, value = 'on') => [values?.[name] ?? []].flat().includes(value),
      }}
    >
      {state?.ok && state.successKey ? (
        <p className={styles.success} role="status">
          {message(state.successKey)}
        </p>
      ) : (
        <form
          className={styles.form}
          action={formAction}
          noValidate
          onSubmit={(event) => {
            const element = event.currentTarget;
            void form.handleSubmit(() => onValid(element))(event);
          }}
          aria-busy={pending}
          data-form={formId}
          {...{ [REFUSAL_ATTRIBUTE]: state && !state.ok ? refusalText(state) : undefined }}
        >
          <p className={styles.note}>{tv('mandatoryNote')}</p>
          {formError && (
            <p className={styles.formError} role="alert">
              {message(formError)}
            </p>
          )}
          {Object.keys(form.formState.errors).length > 0 && (
            <p className={styles.formError} role="alert">
              {t('errors.summary')}
            </p>
          )}
          <input type="hidden" name={PAGE_FIELD} value={page} />
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              {t('honeypot')}
              <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          {children}
          <Captcha
            error={captchaError ? message(captchaError) : undefined}
            question={state && !state.ok ? state.question : undefined}
          />
          <p className={styles.note}>
            {tv('privacyAgreement')} <a href={privacyHref}>{t('privacyLink')}</a>
          </p>
          <div className={styles.actions}>
            <button
              type="submit"
              className={`button button-accent ${styles.submit}`}
              aria-disabled={pending}
              disabled={pending}
            >
              {pending ? t('actions.sending') : (submitLabel ?? t('actions.send'))}
            </button>
          </div>
        </form>
      )}
    </LeadFormContext.Provider>
  );
}
