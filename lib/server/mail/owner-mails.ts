/** Mails of the owner portal: the agency's 'an owner logged in' notice (SPEC §6) and the reset link; and the editor's reset link (issue 19). */
import { getSiteConfig } from '@/lib/content/site';
import { formatDate } from '@/lib/dates';
import { isSiteLocale } from '@/lib/locale';
import type { RenderedMail } from './render';
import { translatorFor } from './translate';

export type OwnerMailKind = 'owner-login' | 'owner-reset' | 'staff-reset';

export function isOwnerMailKind(kind: string): kind is OwnerMailKind {
  return kind === 'owner-login' || kind === 'owner-reset' || kind === 'staff-reset';
}

export function renderOwnerMail(kind: OwnerMailKind, mailLocale: string, payload: Record<string, string>): RenderedMail {
  const t = translatorFor(isSiteLocale(mailLocale) ? mailLocale : 'en');
  const agency = getSiteConfig().agency.name;
  if (kind === 'owner-login') {
    const at = payload.at ? new Date(payload.at) : new Date();
    const time = at.toLocaleTimeString('fr-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });
    const who = payload.name ? `${payload.name} <${payload.email}>` : (payload.email ?? '');
    return {
      subject: t('Portal.mail.loginSubject', { owner: who }),
      text: t('Portal.mail.loginBody', { owner: who, date: formatDate(at), time }),
    };
  }
  return {
    subject: t('Portal.mail.resetSubject', { agency }),
    text: [
      t('Portal.mail.resetGreeting', { name: payload.name || '' }),
      '',
      t(kind === 'staff-reset' ? 'Editor.mail.resetBody' : 'Portal.mail.resetBody'),
      payload.link ?? '',
      '',
      t('Portal.mail.resetIgnore'),
      '',
      t('Forms.mail.signature', { agency }),
    ].join('\n'),
  };
}
