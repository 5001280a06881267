/** The agency's mail when the shrink guard held a CRM sync: what happened, and where to accept it. */
import 'server-only';
import { getSiteConfig } from '@/lib/content/site';
import { isSiteLocale } from '@/lib/locale';
import type { RenderedMail } from './render';
import { translatorFor } from './translate';

/** The staff's sync screen, on SITE_URL when it is set. */
export function syncScreenUrl(locale: string, siteUrl = process.env.SITE_URL): string {
  return `${(siteUrl ?? '').replace(/\/+$/, '')}/${locale}/staff/sync/`;
}

export function renderSyncHeldMail(mailLocale: string, payload: Record<string, string>): RenderedMail {
  const locale = isSiteLocale(mailLocale) ? mailLocale : 'en';
  const t = translatorFor(locale);
  let values: Record<string, string | number> = {};
  try {
    values = JSON.parse(payload.values ?? '{}') as Record<string, string | number>;
  } catch {
    values = {};
  }
  const agency = getSiteConfig().agency.name;
  return {
    subject: t('Editor.sync.mail.heldSubject'),
    text: [
      t('Editor.sync.mail.heldBody', { before: payload.before ?? '?' }),
      '',
      t(`Editor.sync.problems.${payload.code ?? 'error'}`, values),
      '',
      t('Editor.sync.mail.heldAction'),
      syncScreenUrl(locale),
      '',
      t('Editor.sync.mail.heldOnce'),
      '',
      t('Forms.mail.signature', { agency }),
    ].join('\n'),
  };
}
