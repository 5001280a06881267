'use client';

import { useActionState, useMemo } from 'react';
import { useMessage } from './use-message';
import { postingTo } from './posting-to';
import styles from './forms.module.css';

export type TokenLinkResult = { ok: true } | { ok: false; formError: string };

/**
 * The page of a mailed link (`?token=`, read by the server page so the form works without
 * JavaScript): the visitor confirms with a button (a POST: a link preview must not act), then sees
 * the success message. The unsubscribe link ('Vous avez été désinscrit.') and a search alert's
 * confirmation link use it; `labelKey` and `successKey` are message keys; `page`: the link's URL,
 * where the form posts (./posting-to).
 */
export function TokenLinkPanel({
  action,
  token,
  page,
  labelKey = 'Forms.unsubscribe.confirm',
  successKey = 'Success.unsubscribed',
}: {
  action: (previous: TokenLinkResult | null, formData: FormData) => Promise<TokenLinkResult>;
  token: string;
  page: string;
  labelKey?: string;
  successKey?: string;
}) {
  const message = useMessage();
  const postingAction = useMemo(() => postingTo(action, page), [action, page]);
  const [state, formAction, pending] = useActionState(postingAction, null);
  if (state?.ok) {
    return (
      <p className={styles.success} role="status">
        {message(successKey)}
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
          {message(labelKey)}
        </button>
      </div>
    </form>
  );
}
