'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { UnsubscribeResult } from '@/lib/server/actions/unsubscribe';
import { useMessage } from './lead-form';
import styles from './forms.module.css';

/**
 * The unsubscribe confirmation: the token comes from the mailed link (`?token=`, read by the server
 * page so the form works without JavaScript); the visitor confirms with a button (a POST), then
 * sees 'Vous avez été désinscrit.'.
 */
export function UnsubscribePanel({
  action,
  token,
}: {
  action: (previous: UnsubscribeResult | null, formData: FormData) => Promise<UnsubscribeResult>;
  token: string;
}) {
  const t = useTranslations('Forms.unsubscribe');
  const message = useMessage();
  const [state, formAction, pending] = useActionState(action, null);
  if (state?.ok) {
    return (
      <p className={styles.success} role="status">
        {message('Success.unsubscribed')}
      </p>
    );
  }
  return (
    <form className={styles.form} action={formAction}>
      {state && !state.ok && (
        <p className={styles.formError} role="alert">
          {message(state.formError)}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <div className={styles.actions}>
        <button type="submit" className="button button-accent" disabled={pending || !token}>
          {t('confirm')}
        </button>
      </div>
    </form>
  );
}
