'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CAPTCHA_FIELD } from '@/lib/forms/meta';
import type {} from 'altcha/types/react';
import styles from './forms.module.css';

const I18N: Record<string, () => Promise<unknown>> = {
  nl: () => import('altcha/i18n/nl'),
  fr: () => import('altcha/i18n/fr-fr'),
  de: () => import('altcha/i18n/de'),
  en: () => import('altcha/i18n/en'),
};

let loading: Promise<unknown> | null = null;

/** Loads the ALTCHA widget script on demand, once, only when a captcha element is on the page (SPEC §5). */
function loadWidget(locale: string): Promise<unknown> {
  loading ??= import('altcha')
    .then(() => I18N[locale]?.())
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

/** The ALTCHA proof-of-work widget; it adds a hidden `altcha` field to the form once solved. */
export function Captcha({ error }: { error?: string }) {
  const locale = useLocale();
  const t = useTranslations('Forms.captcha');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ref.current?.querySelector('altcha-widget')) return;
    void loadWidget(locale);
  }, [locale]);

  return (
    <div className={`${styles.field} ${styles.captcha}`} ref={ref}>
      <altcha-widget
        challenge="/api/altcha/"
        name={CAPTCHA_FIELD}
        auto="onfocus"
        language={locale === 'fr' ? 'fr-fr' : locale}
        aria-describedby={error ? 'captcha-error' : undefined}
        suppressHydrationWarning
      />
      <noscript>
        <p className={styles.hint}>{t('noscript')}</p>
      </noscript>
      {error && (
        <p id="captcha-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
