/**
 * The agency's weekly mail of new compliance problems (lib/server/legal/compliance-digest): each
 * listing with what it newly lacks and its page, the agency's own mentions emptied in the settings,
 * and the links to the compliance screen and to the setting that turns the mail off. Plain text.
 */
import 'server-only';
import { getSiteConfig } from '@/lib/content/site';
import { isSiteLocale, type SiteLocale } from '@/lib/locale';
import type { DigestLine } from '../legal/compliance-digest';
import { siteUrl, type RenderedMail } from './render';
import { translatorFor } from './translate';

/** Listings named in one mail; the rest are counted and on the screen. */
export const DIGEST_LISTINGS_SHOWN = 40;

function parsed<T>(json: string | undefined, fallback: T): T {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function renderComplianceDigestMail(mailLocale: string, payload: Record<string, string>): RenderedMail {
  const locale: SiteLocale = isSiteLocale(mailLocale) ? mailLocale : 'en';
  const t = translatorFor(locale);
  const lines = parsed<DigestLine[]>(payload.listings, []);
  const agency = parsed<string[]>(payload.agency, []);
  const count = Number(payload.count) || lines.reduce((n, l) => n + l.problems.length, 0) + agency.length;
  const staff = `${siteUrl()}/${locale}/staff`;
  const listing = (l: DigestLine) => [
    `- ${l.id} · ${l.label} (${t(`Editor.compliance.severities.${l.severity}`)})`,
    ...l.problems.map((p) => `  ${t(`Editor.compliance.problem.${p.problem}`, { mention: t(`Property.legal.${p.key}`) })}`),
    `  ${siteUrl()}${l.path}`,
  ];
  const hidden = lines.length - DIGEST_LISTINGS_SHOWN;
  return {
    subject: t('Editor.compliance.mail.subject', { count }),
    text: [
      t(payload.first ? 'Editor.compliance.mail.introFirst' : 'Editor.compliance.mail.intro'),
      '',
      ...lines.slice(0, DIGEST_LISTINGS_SHOWN).flatMap((l) => [...listing(l), '']),
      ...(hidden > 0 ? [t('Editor.compliance.mail.more', { count: hidden }), ''] : []),
      ...(agency.length > 0 ? [t('Editor.compliance.agency.missing'), ...agency.map((f) => `- ${t(`Editor.settings.${f}`)}`), `${staff}/settings/`, ''] : []),
      t('Editor.compliance.mail.screen', { total: Number(payload.total) || 0 }),
      `${staff}/compliance/`,
      '',
      t('Editor.compliance.mail.why'),
      `${staff}/settings/`,
      '',
      t('Forms.mail.signature', { agency: getSiteConfig().agency.name }),
    ].join('\n'),
  };
}
