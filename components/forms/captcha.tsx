'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { CAPTCHA_ANSWER_FIELD, CAPTCHA_FIELD, CAPTCHA_TOKEN_FIELD } from '@/lib/forms/meta';
import type { SiteLocale } from '@/lib/locale';
import type { CaptchaQuestion } from '@/lib/server/captcha-question';
import type {} from 'altcha/types/react';
import styles from './forms.module.css';

/** The widget's own language code and texts for each site language (altcha/i18n/…). */
const ALTCHA_LANGUAGES: Readonly<Record<SiteLocale, { code: string; texts: () => Promise<unknown> }>> = {
  nl: { code: 'nl', texts: () => import('altcha/i18n/nl') },
  fr: { code: 'fr-fr', texts: () => import('altcha/i18n/fr-fr') },
  en: { code: 'en', texts: () => import('altcha/i18n/en') },
  de: { code: 'de', texts: () => import('altcha/i18n/de') },
};

let loading: Promise<unknown> | null = null;

/** Loads the ALTCHA widget script on demand, once, only when a captcha element is on the page (SPEC §5). */
function loadWidget(locale: SiteLocale): Promise<unknown> {
  loading ??= import('altcha')
    .then(() => ALTCHA_LANGUAGES[locale].texts())
    .catch(() => {
      loading = null; // offline or blocked: the server answers 'captcha not valid', the visitor can retry
    });
  return loading;
}

type Widget = HTMLElement & { verify?: () => Promise<unknown>; getState?: () => string };

/** Before sending: solve the proof of work if the visitor was quicker than the widget (or its script). */
export async function ensureCaptchaSolved(form: HTMLFormElement): Promise<void> {
  const widget = form.querySelector<Widget>('altcha-widget');
  if (!widget) return;
  await loading;
  if (!widget.verify || widget.getState?.() === 'verified') return;
  const input = form.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_FIELD}"]`);
  if (input?.value) return;
  await widget.verify().catch(() => undefined);
}

/**
 * The ALTCHA proof-of-work widget; it adds a hidden `altcha` field to the form once solved. When
 * a send came back without a solution (no JavaScript, or the widget could not load), the server's
 * question is asked here as well, to be answered with the next send.
 */
export function Captcha({ error, question }: { error?: string; question?: CaptchaQuestion }) {
  const locale = useLocale();
  const t = useTranslations('Forms.captcha');
  const ref = useRef<HTMLDivElement>(null);
  const answerId = useId();

  useEffect(() => {
    if (!ref.current?.querySelector('altcha-widget')) return;
    void loadWidget(locale);
  }, [locale]);

  return (
    <div className={styles.field} ref={ref}>
      <div className={styles.captchaBox}>
        <altcha-widget
          challenge="/api/altcha/"
          name={CAPTCHA_FIELD}
          auto="onfocus"
          language={ALTCHA_LANGUAGES[locale].code}
          aria-describedby={error ? 'captcha-error' : undefined}
          suppressHydrationWarning
        />
        <div className={styles.captchaPlaceholder} aria-hidden="true" data-captcha-placeholder>
          <span className={styles.captchaRow}>
            <span className={styles.captchaCheck} />
            {t('label')}
          </span>
          <span className={styles.captchaFooter}>{t('protectedBy')}</span>
        </div>
      </div>
      {question ? (
        <>
          <label className={styles.label} htmlFor={answerId}>
            {t('question', { a: question.a, b: question.b })}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={answerId}
            name={CAPTCHA_ANSWER_FIELD}
            className={`${styles.input} ${styles.captchaAnswer}`}
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'captcha-error' : undefined}
          />
          <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={question.token} />
        </>
      ) : (
        <noscript>
          <p className={styles.hint}>{t('noscript')}</p>
        </noscript>
      )}
      {error && (
        <p id="captcha-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
