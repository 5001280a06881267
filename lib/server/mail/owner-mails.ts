/**
 * Mails of the owner portal: the agency's 'an owner logged in' notice (SPEC §6) and the reset link;
 * the editor's reset link and invitation; and, for both, the notice that wrong passwords locked the account.
 */
import 'server-only';
import { getSiteConfig } from '@/lib/content/site';
import { formatDate } from '@/lib/dates';
import { isSiteLocale } from '@/lib/locale';
import { SET_PASSWORD_TTL_MS } from '../auth/password-reset';
import type { RenderedMail } from './render';
import { translatorFor } from './translate';

export type OwnerMailKind = 'owner-login' | 'owner-reset' | 'staff-reset' | 'staff-invite' | 'account-locked' | 'password-changed';

/** The mails that carry a password link: their payload is wiped once sent. */
export const PASSWORD_LINK_MAIL_KINDS: readonly OwnerMailKind[] = ['owner-reset', 'staff-reset', 'staff-invite'];

export function isOwnerMailKind(kind: string): kind is OwnerMailKind {
  return kind === 'owner-login' || kind === 'account-locked' || kind === 'password-changed' || (PASSWORD_LINK_MAIL_KINDS as readonly string[]).includes(kind);
}

/** How long an invitation link lasts, in whole days, from the constant the token itself uses. */
export const INVITATION_DAYS = Math.round(SET_PASSWORD_TTL_MS / (24 * 60 * 60_000));

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
  // The account's own security notices: greeting, what happened, and the way to a new password.
  const notice = (subjectKey: string, body: string): RenderedMail => ({
    subject: t(subjectKey, { agency }),
    text: [t('Portal.mail.resetGreeting', { name: payload.name || '' }), '', body, '', t('Portal.mail.lockedAdvice'), payload.link ?? '', '', t('Forms.mail.signature', { agency })].join('\n'),
  });
  const staffSide = payload.realm === 'staff';
  if (kind === 'password-changed') {
    const at = payload.at ? new Date(payload.at) : new Date();
    const time = at.toLocaleTimeString('fr-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });
    return notice('Portal.mail.changedSubject', t(staffSide ? 'Editor.mail.changedBody' : 'Portal.mail.changedBody', { agency, date: formatDate(at), time }));
  }
  if (kind === 'account-locked') {
    return notice('Portal.mail.lockedSubject', t(staffSide ? 'Editor.mail.lockedBody' : 'Portal.mail.lockedBody', { agency, minutes: payload.minutes ?? '15' }));
  }
  const invite = kind === 'staff-invite';
  const body = invite ? t('Editor.mail.inviteBody', { agency, days: INVITATION_DAYS }) : t(kind === 'staff-reset' ? 'Editor.mail.resetBody' : 'Portal.mail.resetBody');
  return {
    subject: invite ? t('Editor.mail.inviteSubject', { agency }) : t('Portal.mail.resetSubject', { agency }),
    text: [
      t('Portal.mail.resetGreeting', { name: payload.name || '' }),
      '',
      body,
      payload.link ?? '',
      '',
      t(invite ? 'Editor.mail.inviteIgnore' : 'Portal.mail.resetIgnore'),
      '',
      t('Forms.mail.signature', { agency }),
    ].join('\n'),
  };
}
