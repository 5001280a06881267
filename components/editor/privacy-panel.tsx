'use client';

import { useActionState, useMemo } from 'react';
import { postingTo } from '@/components/forms/posting-to';
import formStyles from '@/components/forms/forms.module.css';
import { useMessage } from '@/components/forms/use-message';
import type { PrivacyState } from '@/lib/server/actions/privacy';
import { PERSON_DATA_KINDS, type PersonData } from '@/lib/privacy/person-data-kinds';
import styles from './editor.module.css';

function Counts({ data, testId }: { data: PersonData; testId: string }) {
  const message = useMessage();
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.counts}`} data-testid={testId}>
        <tbody>
          {PERSON_DATA_KINDS.map((kind) => (
            <tr key={kind} data-kind={kind} className={kind === 'cvs' ? styles.part : undefined}>
              <th scope="row">{message(`Editor.privacy.kinds.${kind}`)}</th>
              <td>{data[kind]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The erasure screen's two steps, each a plain form (no JavaScript needed): an address to look up,
 * then what the site holds for it and an erasure that must be confirmed by a ticked box.
 */
export function PrivacyPanel({
  action,
  page,
}: {
  action: (previous: PrivacyState | null, formData: FormData) => Promise<PrivacyState>;
  page: string;
}) {
  const message = useMessage();
  const posting = useMemo(() => postingTo(action, page), [action, page]);
  const [state, formAction, pending] = useActionState(posting, null);
  const found = state?.step === 'found' ? state : null;
  const asked = state?.step === 'ask' ? state : null;
  const holdsSomething = found ? PERSON_DATA_KINDS.some((kind) => found.data[kind] > 0) : false;
  return (
    <>
      {state?.step === 'erased' && (
        <section className={styles.panel} aria-labelledby="privacy-erased">
          <h2 id="privacy-erased">{message('Editor.privacy.erasedTitle')}</h2>
          <p className={formStyles.success} role="status">
            {message('Editor.privacy.erased')}
          </p>
          <Counts data={state.data} testId="privacy-erased" />
        </section>
      )}
      <section className={styles.panel} aria-labelledby="privacy-find">
        <h2 id="privacy-find">{message('Editor.privacy.find')}</h2>
        <form action={formAction} className={formStyles.form}>
          {asked?.formError && (
            <p className={formStyles.formError} role="alert">
              {message(asked.formError)}
            </p>
          )}
          <input type="hidden" name="intent" value="find" />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="privacy-email">
              {message('Editor.privacy.email')}
            </label>
            <input
              id="privacy-email"
              className={formStyles.input}
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={found?.email ?? asked?.email ?? ''}
              aria-invalid={asked?.fieldError ? true : undefined}
              aria-describedby={asked?.fieldError ? 'privacy-email-error' : undefined}
            />
            {asked?.fieldError && (
              <p id="privacy-email-error" className={formStyles.error}>
                {message(asked.fieldError)}
              </p>
            )}
          </div>
          <div className={formStyles.actions}>
            <button type="submit" className="button button-accent" disabled={pending}>
              {message('Editor.privacy.findSubmit')}
            </button>
          </div>
        </form>
      </section>
      {found && (
        <section className={styles.panel} aria-labelledby="privacy-found">
          <h2 id="privacy-found">{message('Editor.privacy.holds')}</h2>
          <p>
            <strong data-testid="privacy-address">{found.email}</strong>
          </p>
          <Counts data={found.data} testId="privacy-found" />
          {holdsSomething ? (
            <form action={formAction} className={formStyles.form}>
              {found.formError && (
                <p className={formStyles.formError} role="alert">
                  {message(found.formError)}
                </p>
              )}
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={found.email} />
              {found.data.ownerAccount > 0 && <p className={formStyles.note}>{message('Editor.privacy.ownerNote')}</p>}
              <label className={formStyles.choice}>
                <input type="checkbox" name="confirm" value="yes" required />
                <span>{message('Editor.privacy.confirm')}</span>
              </label>
              <div className={formStyles.actions}>
                <button type="submit" className="button button-accent" disabled={pending}>
                  {message('Editor.privacy.eraseSubmit')}
                </button>
              </div>
            </form>
          ) : (
            <p className={styles.muted}>{message('Editor.privacy.nothing')}</p>
          )}
        </section>
      )}
    </>
  );
}
